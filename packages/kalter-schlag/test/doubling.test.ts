import { type CoreAction, unwrap } from '@stich/core';
import { describe, expect, test } from 'vitest';
import { type KsState, rules } from './helpers';

/** Dealer 3, so seat 0 leads. Every seat holds cards of several suits. */
const HANDS = [
  ['CA', 'C7', 'SA', 'S7', 'HA', 'H7', 'CJ', 'DA'],
  ['CT', 'C8', 'ST', 'S8', 'HT', 'H8', 'SJ', 'DT'],
  ['CK', 'C9', 'SK', 'S9', 'HK', 'H9', 'HJ', 'DK'],
  ['CQ', 'SQ', 'HQ', 'DJ', 'D9', 'D8', 'D7', 'DQ'],
];
const start = (): KsState => unwrap(rules.fromDeal({ dealer: 3, hands: HANDS }));

const play = (seat: number, card: string): CoreAction => ({ type: 'play', seat, card });
const double = (seat: number): CoreAction => ({ type: 'double', seat });
const run = (actions: readonly CoreAction[]): KsState =>
  actions.reduce((s, a) => unwrap(rules.applyAction(s, a)), start());

/** Seat 0 wins the first trick with HA and leads the second. */
const FIRST_TRICK = [play(0, 'HA'), play(1, 'HT'), play(2, 'HK'), play(3, 'HQ')];

describe('doubling (NOTES 2)', () => {
  test('forehand may double before its first card; after that only cards', () => {
    const s0 = start();
    expect(rules.legalActions(s0)).toContainEqual(double(0));
    expect(rules.legalActions(s0)).toHaveLength(9); // 8 cards and the doubling
    const s1 = unwrap(rules.applyAction(s0, double(0)));
    expect(s1.turn).toBe(0); // doubling does not pass the turn
    expect(rules.legalActions(s1)).toHaveLength(8);
    expect(rules.legalActions(s1)).not.toContainEqual(double(0));
  });

  test('all four double in turn: kontra, re, bock, hirsch (EN "Deal and play")', () => {
    const actions = [double(0), play(0, 'C7'), double(1), play(1, 'C8'), double(2), play(2, 'C9')];
    expect(rules.legalActions(run(actions))).toContainEqual(double(3));
    const all = run([...actions, double(3)]);
    expect(rules.view(all, 1).doublings).toEqual([
      { seat: 0, name: 'kontra' },
      { seat: 1, name: 're' },
      { seat: 2, name: 'bock' },
      { seat: 3, name: 'hirsch' },
    ]);
  });

  test.each<[string, CoreAction[], { seat: number; name: string }[]]>([
    [
      'the last seat may say kontra when nobody else doubled',
      [play(0, 'H7'), play(1, 'H8'), play(2, 'H9'), double(3)],
      [{ seat: 3, name: 'kontra' }],
    ],
    [
      'the next seat may say re to its neighbour',
      [double(0), play(0, 'H7'), double(1)],
      [
        { seat: 0, name: 'kontra' },
        { seat: 1, name: 're' },
      ],
    ],
    [
      'a seat may say re after a pause',
      [double(0), play(0, 'H7'), play(1, 'H8'), double(2)],
      [
        { seat: 0, name: 'kontra' },
        { seat: 2, name: 're' },
      ],
    ],
  ])('%s (NOTES 2: anyone may double, whatever the others have done)', (_name, actions, named) => {
    expect(rules.view(run(actions), 0).doublings).toEqual(named);
  });

  test('nobody may double after the first trick, at any turn of tricks 2 to 8', () => {
    let s = run(FIRST_TRICK);
    expect(s.turn).toBe(0);
    while (!rules.isTerminal(s)) {
      expect(rules.legalActions(s).some((a) => a.type === 'double')).toBe(false);
      const r = rules.applyAction(s, double(s.turn));
      expect(r.ok ? 'ok' : r.error.code).toBe('DOUBLE_NOT_ALLOWED');
      s = unwrap(rules.applyAction(s, rules.legalActions(s)[0]));
    }
  });

  test('only the seat to act has legal actions', () => {
    const s = start();
    for (const seat of [1, 2, 3]) {
      expect(rules.legalActions(s, seat)).toEqual([]);
      expect(rules.view(s, seat).legalActions).toEqual([]);
    }
    expect(rules.view(s, 0).legalActions).toEqual(rules.legalActions(s));
  });
});

describe('refusals carry stable codes and leave the state as it was', () => {
  test.each<[string, CoreAction[], unknown, string, (string | number)[] | undefined]>([
    // [case, actions before, refused action, code, path]
    ['a seat doubles out of turn', [], double(2), 'OUT_OF_TURN', ['seat']],
    ['a seat plays out of turn', [], play(1, 'CT'), 'OUT_OF_TURN', ['seat']],
    [
      'a seat doubles after its first card, in the first trick',
      [play(0, 'HA')],
      double(0),
      'OUT_OF_TURN',
      ['seat'],
    ],
    ['a seat doubles twice', [double(0)], double(0), 'ALREADY_DOUBLED', undefined],
    [
      'the leader of the second trick doubles',
      FIRST_TRICK,
      double(0),
      'DOUBLE_NOT_ALLOWED',
      undefined,
    ],
    [
      'a seat that doubled in the first trick doubles again in the second',
      [double(0), ...FIRST_TRICK],
      double(0),
      'ALREADY_DOUBLED',
      undefined,
    ],
    ['a card from another hand', [], play(0, 'CT'), 'CARD_NOT_HELD', ['card']],
    ['a card already played', FIRST_TRICK, play(0, 'HA'), 'CARD_NOT_HELD', ['card']],
    [
      'another suit while holding the led suit',
      [play(0, 'HA')],
      play(1, 'CT'),
      'MUST_FOLLOW_SUIT',
      ['card'],
    ],
    [
      'a jack while holding the led suit',
      [play(0, 'HA'), play(1, 'HT')],
      play(2, 'HJ'),
      'MUST_FOLLOW_SUIT',
      ['card'],
    ],
    [
      'a plain card on a jack lead while holding a jack',
      [play(0, 'CJ')],
      play(1, 'ST'),
      'MUST_FOLLOW_SUIT',
      ['card'],
    ],
    ['a card that does not exist', [], play(0, 'XX'), 'UNKNOWN_CARD', ['card']],
    ['a six (not in the 32-card pack)', [], play(0, 'H6'), 'UNKNOWN_CARD', ['card']],
    ['a joker', [], play(0, 'JK'), 'UNKNOWN_CARD', ['card']],
    ['a lower-case code', [], play(0, 'ha'), 'UNKNOWN_CARD', ['card']],
    ['a play without a card', [], { type: 'play', seat: 0 }, 'INVALID_ACTION', ['card']],
    ['an unknown action type', [], { type: 'pass', seat: 0 }, 'INVALID_ACTION', ['type']],
    ['a negative seat', [], { type: 'double', seat: -1 }, 'INVALID_ACTION', ['seat']],
    ['a fractional seat', [], { type: 'play', seat: 0.5, card: 'HA' }, 'INVALID_ACTION', ['seat']],
    [
      'a seat given as a string',
      [],
      { type: 'play', seat: '0', card: 'HA' },
      'INVALID_ACTION',
      ['seat'],
    ],
    [
      'a card given as a number',
      [],
      { type: 'play', seat: 0, card: 7 },
      'INVALID_ACTION',
      ['card'],
    ],
    ['an extra key', [], { type: 'double', seat: 0, level: 2 }, 'INVALID_ACTION', undefined],
    ['not an object', [], null, 'INVALID_ACTION', undefined],
  ])('%s', (_name, before, action, code, path) => {
    const s = run(before);
    const snapshot = structuredClone(s);
    const r = rules.applyAction(s, action as CoreAction);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe(code);
    if (path !== undefined) expect(r.error.path).toEqual(path);
    expect(r.error.message.length).toBeGreaterThan(0);
    expect(s).toEqual(snapshot);
    expect(rules.check(s, action as CoreAction).ok).toBe(false);
  });

  test('a seat that is not at the table (4 to 7) is refused at the seat', () => {
    // The action schema allows seats 0-7 for every variant; at this four-seat table the
    // kernel answers OUT_OF_TURN today, and INVALID_ACTION would do as well.
    const s = start();
    const snapshot = structuredClone(s);
    for (const seat of [4, 7]) {
      for (const action of [double(seat), play(seat, 'HA')]) {
        const r = rules.applyAction(s, action);
        expect(r.ok).toBe(false);
        if (r.ok) continue;
        expect(['OUT_OF_TURN', 'INVALID_ACTION']).toContain(r.error.code);
        expect(r.error.path).toEqual(['seat']);
      }
    }
    expect(s).toEqual(snapshot);
  });

  test('after the last trick every action is refused with GAME_OVER', () => {
    let s = start();
    while (!rules.isTerminal(s)) s = unwrap(rules.applyAction(s, rules.legalActions(s).at(-1)!));
    const snapshot = structuredClone(s);
    for (const action of [double(s.turn), play(s.turn, 'HA'), double(0), play(1, 'CT')]) {
      const r = rules.applyAction(s, action);
      expect(r.ok ? 'ok' : r.error.code).toBe('GAME_OVER');
    }
    expect(s).toEqual(snapshot);
    expect(rules.legalActions(s)).toEqual([]);
  });

  test('an accepted action never changes its input either', () => {
    const s = start();
    const snapshot = structuredClone(s);
    for (const action of rules.legalActions(s)) {
      expect(rules.applyAction(s, action).ok).toBe(true);
      expect(s).toEqual(snapshot);
    }
  });
});
