import { describe, expect, test } from 'vitest';
import { OfferOrder } from '../src/plugin/index';

/** The seats an order asks at one position, in turn, declining each, until the seat to act. */
function asked(order: OfferOrder, turn: number, offered: readonly number[]): number[] {
  const out: number[] = [];
  for (;;) {
    const seat = order.next(turn, (s) => offered.includes(s));
    out.push(seat);
    if (seat === turn) return out;
    order.decline(seat);
  }
}

describe('OfferOrder: who a driver asks, and in what order', () => {
  test.each<[string, number, number | null, number, number[], number[]]>([
    // name, seats, last actor (null: none yet), turn, seats offered, seats asked
    ['nobody offered: the seat to act', 4, 2, 3, [], [3]],
    ['from the seat after the last actor, round the table', 4, 1, 3, [0, 1, 2], [2, 0, 1, 3]],
    ['the seat to act is never asked out of turn', 4, 1, 2, [0, 1, 2, 3], [3, 0, 1, 2]],
    ['the last actor comes last', 4, 0, 2, [0, 1], [1, 0, 2]],
    ['before the first action: after the seat to act', 4, null, 1, [0, 2, 3], [2, 3, 0, 1]],
    ['three seats', 3, 2, 0, [1, 2], [1, 2, 0]],
  ])('%s', (_name, seats, last, turn, offered, expected) => {
    const order = new OfferOrder(seats);
    if (last !== null) order.acted(last);
    expect(asked(order, turn, offered)).toEqual(expected);
  });

  test('a seat that declined is not asked again until the next action', () => {
    const order = new OfferOrder(4);
    order.acted(0);
    expect(order.next(3, (s) => s === 1)).toBe(1);
    order.decline(1);
    expect(order.next(3, (s) => s === 1)).toBe(3);
    expect(order.next(3, (s) => s === 1)).toBe(3);
    // An action changes the position: seat 1 is asked again.
    order.acted(3);
    expect(order.next(0, (s) => s === 1)).toBe(1);
  });

  test('asks whether a seat is offered anything at most once per position', () => {
    const order = new OfferOrder(4);
    order.acted(1);
    const calls: number[] = [];
    const offered = (s: number) => {
      calls.push(s);
      return s === 0;
    };
    expect(order.next(3, offered)).toBe(0);
    order.decline(0);
    expect(order.next(3, offered)).toBe(3);
    expect(calls).toEqual([2, 0, 1]);
  });

  test.each([0, 33, 2.5])('refuses %s seats', (seats) => {
    expect(() => new OfferOrder(seats)).toThrow(RangeError);
  });
});
