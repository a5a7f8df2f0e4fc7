import { type GameState, SKAT_DECK, unwrap } from '@stich/core';
import {
  callableCards,
  cardIds,
  followableCards,
  restrictCalledCard,
  seatHolding,
} from '@stich/core/kernel';
import { describe, expect, test } from 'vitest';
import { type CalledState, calledAuction, STEPS } from './variants/calledAuction';

// The called-partner pieces: callableCards with a list of CallSteps, seatHolding,
// followableCards and restrictCalledCard, on the 32-card pack with hearts as trumps
// (the test variant calledAuction; dealer 2, so seat 0 leads).

const rules = calledAuction.rules();
const ctx = rules.ctx;
const codes = (ids: readonly number[]) => ids.map((id) => SKAT_DECK.codes[id]);
const others = (given: string[]) => SKAT_DECK.codes.filter((c) => !given.includes(c));

/** Seat 0 holds `hand`; the rest is dealt in deck order to seats 1, 2 and the skat. */
function dealt(hand: string[]): GameState<CalledState> {
  const rest = others(hand);
  return unwrap(
    rules.fromDeal({
      dealer: 2,
      hands: [hand, rest.slice(0, 10), rest.slice(10, 20)],
      skat: rest.slice(20),
    }),
  );
}

describe('callableCards', () => {
  test.each([
    // [case, seat 0's hand, cards offered]
    [
      'lacked aces of suits held',
      ['C7', 'S7', 'D7', 'HA', 'HT', 'HK', 'HQ', 'H9', 'H8', 'H7'],
      ['CA', 'SA', 'DA'],
    ],
    ['not of a void suit', ['C7', 'C8', 'HA', 'HT', 'HK', 'HQ', 'H9', 'H8', 'H7', 'CJ'], ['CA']],
    [
      'the trump ace is no plain ace',
      ['C7', 'S7', 'D7', 'CJ', 'SJ', 'HJ', 'DJ', 'H9', 'H8', 'H7'],
      ['CA', 'SA', 'DA'],
    ],
    [
      'lowest lacked where the ace is held',
      ['CA', 'C7', 'SA', 'DA', 'D8', 'D7', 'HA', 'HT', 'HK', 'HQ'],
      ['C8', 'S7', 'D9'],
    ],
    [
      'any lacked ace, last',
      ['CA', 'CT', 'CK', 'CQ', 'C9', 'C8', 'C7', 'HA', 'HT', 'HK'],
      ['SA', 'DA'],
    ],
  ])('%s', (_case, hand, offered) => {
    expect(codes(callableCards(ctx, dealt(hand), 0, STEPS))).toEqual(offered);
  });

  test('`had` adds cards the caller counts as its own (its discards)', () => {
    const s = dealt(['C7', 'S7', 'D7', 'HA', 'HT', 'HK', 'HQ', 'H9', 'H8', 'H7']);
    const sa = SKAT_DECK.cardId('S', 'A');
    const had: [number, number] = [s.hands[0] | (1 << sa), s.hands[1]];
    expect(codes(callableCards(ctx, s, 0, STEPS, had))).toEqual(['CA', 'DA']);
  });

  test('no step offers anything: no card', () => {
    const s = dealt(['CA', 'SA', 'DA', 'HA', 'HT', 'HK', 'HQ', 'H9', 'H8', 'H7']);
    expect(callableCards(ctx, s, 0, [{ kind: 'lacked', rank: 'A', holdingSuit: true }])).toEqual(
      [],
    );
  });
});

describe('seatHolding and followableCards', () => {
  const s = dealt(['C7', 'S7', 'D7', 'HA', 'HT', 'HK', 'HQ', 'H9', 'H8', 'H7']);
  test('who holds a card; -1 for the skat', () => {
    expect(seatHolding(s, SKAT_DECK.cardId('H', 'A'))).toBe(0);
    expect(seatHolding(s, SKAT_DECK.cardId('C', 'A'))).toBe(1);
    const skatCard = cardIds(s.skat[0], s.skat[1])[0];
    expect(seatHolding(s, skatCard)).toBe(-1);
  });

  test('the whole hand to lead; the led group when the seat can follow', () => {
    expect(codes(cardIds(...followableCards(ctx, s, 0)))).toHaveLength(10);
    const t = { ...rules.clone(s), history: [SKAT_DECK.cardId('C', 'A')] };
    expect(codes(cardIds(...followableCards(ctx, t, 0)))).toEqual(['C7']);
    const u = { ...rules.clone(s), history: [SKAT_DECK.cardId('C', 'J')] }; // a trump
    expect(codes(cardIds(...followableCards(ctx, u, 0)))).toEqual([
      'HA',
      'HT',
      'HK',
      'HQ',
      'H9',
      'H8',
      'H7',
    ]);
  });
});

describe('restrictCalledCard', () => {
  const id = (code: string) => SKAT_DECK.idsOf(code)![0];
  const restrict = restrictCalledCard<CalledState, unknown>((s) => s.x.called);
  // Seat 1 holds the called CA with CK; seat 0 leads.
  const base = () => {
    const s = dealt(['C7', 'S7', 'D7', 'HA', 'HT', 'HK', 'HQ', 'H9', 'H8', 'H7']);
    s.x.called = id('CA');
    s.phase = 'play';
    return s;
  };
  const why = (s: GameState<CalledState>, seat: number, card: string) =>
    restrict({ ctx, s, seat, card: id(card) });

  test('onto another suit before its suit is led: refused, unless it is the only playable card', () => {
    const s = base();
    s.history = [id('S7')];
    // Seat 1, void in spades, holds CA and CK: it may throw CK, not CA.
    s.hands[2] = (1 << id('CA')) | (1 << id('CK'));
    expect(why(s, 1, 'CA')).toMatch(/may not be played to another suit's trick/);
    expect(why(s, 1, 'CK')).toBeNull();
    s.hands[2] = 1 << id('CA');
    expect(why(s, 1, 'CA')).toBeNull();
  });

  test('the first trick of its suit: the called card only; later tricks: free', () => {
    const s = base();
    s.history = [id('C7')];
    expect(why(s, 1, 'CK')).toMatch(/must be played to the first trick of its suit/);
    expect(why(s, 1, 'CA')).toBeNull();
    s.history = [id('C7'), id('CK'), id('C8')];
    s.winners = [1];
    s.history.push(id('C9'));
    expect(why(s, 1, 'CT')).toBeNull();
  });

  test('leading: the called card first of its suit; other suits free', () => {
    const s = base();
    expect(why(s, 1, 'CK')).toMatch(/first lead of the called suit must be the called card/);
    expect(why(s, 1, 'CA')).toBeNull();
    expect(why(s, 1, 'SA')).toBeNull();
  });

  test('other seats and no call: no restriction', () => {
    const s = base();
    s.history = [id('C7')];
    expect(why(s, 2, 'C8')).toBeNull();
    s.x.called = -1;
    expect(why(s, 1, 'CK')).toBeNull();
  });
});
