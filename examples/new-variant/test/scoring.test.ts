import { createGame, createSession, unwrap } from '@stich/core';
import { groupOrder, trickWinner } from '@stich/core/kernel';
import { describe, expect, it, test } from 'vitest';
import { ramschPayments, SchafkopfRamschOptionsSchema, schafkopfRamsch } from '../src/variant';

const rules = schafkopfRamsch.rules();
const defaults = SchafkopfRamschOptionsSchema.parse({});

describe('trumps', () => {
  const table = rules.ctx.tables[0];
  const ids = (codes: string) => codes.split(' ').map((c) => rules.ctx.deck.idsOf(c)![0]);

  it('are the four Ober, the four Unter, then hearts: 14 cards', () => {
    expect(groupOrder(rules.ctx.deck, table, table.trumpGroup)).toEqual(
      'CQ SQ HQ DQ CJ SJ HJ DJ HA HT HK H9 H8 H7'.split(' '),
    );
  });

  // [trick in play order, index of the winning card]
  test.each([
    ['CA CT H7 CK', 2], // a heart trumps clubs
    ['HA DJ CQ H7', 2], // the club Ober is the highest trump
    ['SA ST SK S9', 0], // the led suit's ace
    ['DT DA SA CK', 1], // discards never win
    ['CA CQ', 1], // a queen is a trump, not a club
  ] as const)('%s: card %i wins', (trick, winner) => {
    expect(trickWinner(table, ids(trick))).toBe(winner);
  });
});

// Scoring tables worked out by hand from the rules in the README (tariff 10).
describe('ramschPayments', () => {
  test.each([
    // points, tricks, doublings, scores: what each seat wins or pays
    ['one loser', [40, 30, 30, 20], [3, 2, 2, 1], 0, [-30, 10, 10, 10]],
    ['tied points: more tricks lose', [45, 45, 20, 10], [3, 2, 2, 1], 0, [-30, 10, 10, 10]],
    ['tied points and tricks, a Jungfrau', [45, 45, 30, 0], [3, 3, 2, 0], 0, [-40, -40, 40, 40]],
    ['a Jungfrau and a Stoß', [60, 30, 30, 0], [4, 2, 2, 0], 1, [-120, 40, 40, 40]],
    ['two Jungfrauen', [70, 50, 0, 0], [5, 3, 0, 0], 0, [-120, 40, 40, 40]],
    ['Stoß and Retour', [30, 40, 25, 25], [2, 3, 2, 1], 2, [40, -120, 40, 40]],
    ['Durchmarsch', [0, 120, 0, 0], [0, 8, 0, 0], 0, [-50, 150, -50, -50]],
    ['Durchmarsch with a Stoß', [0, 120, 0, 0], [0, 8, 0, 0], 1, [-100, 300, -100, -100]],
  ])('%s', (_name, points, tricks, doublings, scores) => {
    const paid = ramschPayments({ points, tricks, doublings }, defaults);
    expect(paid.scores).toEqual(scores);
    expect(paid.scores.reduce((a, b) => a + b, 0)).toBe(0);
  });

  it('without the Durchmarsch rule, eight tricks lose against three Jungfrauen', () => {
    const options = { ...defaults, durchmarsch: false };
    const paid = ramschPayments(
      { points: [120, 0, 0, 0], tricks: [8, 0, 0, 0], doublings: 0 },
      options,
    );
    expect(paid.scores).toEqual([-240, 80, 80, 80]);
  });
});

describe('a whole deal', () => {
  // Dealer 0, so seat 1 leads. It holds all eight Ober and Unter and leads them in order;
  // seat 2 must follow with its hearts, which are trumps too. Seat 1 takes every trick.
  const hands = [
    'S8 S7 DA DT DK D9 D8 D7',
    'CQ SQ HQ DQ CJ SJ HJ DJ',
    'HA HT HK H9 H8 H7 CA CT',
    'CK C9 C8 C7 SA ST SK S9',
  ].map((h) => h.split(' '));

  it('is a Durchmarsch worth five tariffs from each', () => {
    const game = createGame(schafkopfRamsch, { dealer: 0, hands });
    const lead = [...hands[1]];
    while (!game.isOver()) {
      const seat = game.turn()!;
      const plays = game.legalActions(seat).filter((a) => a.type === 'play');
      const card = seat === 1 ? lead.shift()! : plays[0].card;
      unwrap(game.apply({ type: 'play', seat, card }));
    }
    const outcome = game.outcome()!;
    expect(outcome.tricks).toEqual([0, 8, 0, 0]);
    expect(outcome.points).toEqual([0, 120, 0, 0]);
    expect(outcome.durchmarschSeat).toBe(1);
    expect(outcome.scores).toEqual([-50, 150, -50, -50]);
  });

  it('refuses a non-trump when trumps are led and the seat holds a heart', () => {
    const game = createGame(schafkopfRamsch, { dealer: 0, hands });
    unwrap(game.apply({ type: 'play', seat: 1, card: 'CQ' }));
    const refused = game.apply({ type: 'play', seat: 2, card: 'CA' });
    expect(refused.ok ? null : refused.error.code).toBe('MUST_FOLLOW_SUIT');
  });
});

it('a session of two rounds plays eight deals and moves money, never creating it', () => {
  const session = createSession(schafkopfRamsch, { seed: 'sheet', firstDealer: 0 });
  while (!session.isOver()) session.apply(session.legalActions()[0]);
  const result = session.result();
  expect(result.dealsPlayed).toBe(8);
  expect(result.ended).toBe(true);
  expect(result.totals.reduce((a, b) => a + b, 0)).toBe(0);
  session.actor.stop();
});
