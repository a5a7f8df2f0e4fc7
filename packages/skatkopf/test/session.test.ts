import { createSession, formatDealRecord, Rng, replayDeal } from '@stich/core';
import { recordOf } from '@stich/core/tools';
import { describe, expect, test } from 'vitest';
import { type SkatkopfAction, skatkopf } from '../src/index';
import { EXAMPLE_1 } from './deals';
import { A, dealOf, forehandDeclares, playCards, rulesOf, run } from './helpers';

// A session lasts `deals` deals (NOTES Skatkopf 9); records hold the jokers twice.

describe('sessions', () => {
  test.each([
    [{}, 16],
    [{ deals: 4 }, 4],
    [{ deals: 3, payments: 'pot' as const }, 3],
  ])('%j: the session ends after %i deals, the dealer passing clockwise', (options, deals) => {
    const session = createSession(skatkopf, { options, seed: 'session', firstDealer: 0 });
    const rng = new Rng('moves');
    const dealers: number[] = [];
    while (!session.isOver()) {
      dealers[session.dealsPlayed] = session.dealer();
      const legal = session.legalActions();
      session.apply(legal[rng.below(legal.length)]);
    }
    const result = session.result();
    expect(result.dealsPlayed).toBe(deals);
    expect(result.ended).toBe(true);
    expect(dealers).toEqual(Array.from({ length: deals }, (_, i) => i % 4));
    // What one seat wins, the others pay.
    expect(Math.abs(result.totals.reduce((a, b) => a + b, 0))).toBeLessThan(1e-9);
    const sums = [0, 1, 2, 3].map((seat) =>
      session.outcomes.reduce((t, o) => t + o.scores[seat], 0),
    );
    sums.forEach((sum, seat) => {
      expect(result.totals[seat]).toBeCloseTo(sum, 9);
    });
    expect(result.ranking).toEqual(
      [0, 1, 2, 3].sort((a, b) => result.totals[b] - result.totals[a] || a - b),
    );
    session.actor.stop();
  });
});

describe('records', () => {
  test('a deal record holds JK twice and replays to the same outcome', () => {
    const rules = rulesOf();
    const start = dealOf(rules, EXAMPLE_1.hands, EXAMPLE_1.skat);
    const actions: SkatkopfAction[] = [
      A.bid(0, 'partner'),
      A.pass(1),
      A.pass(2),
      A.pass(3),
      A.declare(0, 'partner'),
      A.hand(0, 'H'),
      A.call(0, 'CA'),
    ];
    const all = [...actions];
    let s = run(rules, start, actions);
    for (const card of EXAMPLE_1.tricks.flat()) {
      all.push(A.play(s.turn, card));
      s = run(rules, s, [all.at(-1)!]);
    }
    const record = recordOf(rules, start, all, { outcome: rules.outcome(s) });
    expect(record.hands!.flat().filter((c) => c === 'JK')).toHaveLength(2);
    const replay = replayDeal(skatkopf, formatDealRecord(record));
    expect(replay.ok && replay.value.outcome).toEqual(rules.outcome(s));
    expect(rules.outcome(s)!.scores).toEqual([1, -1, 1, -1]);
  });
});

describe('views', () => {
  const rules = rulesOf();
  test('the turned cards are shown to all; the kitty only to the declarer after the discard', () => {
    let s = forehandDeclares(rules, dealOf(rules, EXAMPLE_1.hands, EXAMPLE_1.skat), 'solo');
    s = run(rules, s, [A.turn(0)]);
    const first = s.x.kitty[0];
    for (const seat of [0, 1, 2, 3]) {
      expect(rules.view(s, seat).extra.turned).toEqual([first]);
      expect(rules.view(s, seat).skat).toBeNull();
    }
    s = run(rules, s, [A.accept(0), A.discard(0, 'C6', 'C8')]);
    expect(rules.view(s, 0).skat).toEqual(['C8', 'C6']);
    expect(rules.view(s, 1).skat).toBeNull();
    expect(rules.view(s, 1).skatSize).toBe(2);
    expect(rules.view(s, 1).extra).toMatchObject({
      game: 'solo',
      making: 'tournee',
      partnerKnown: true,
      partner: null,
    });
  });

  test('everything is shown once the deal is over', () => {
    let s = forehandDeclares(rules, dealOf(rules, EXAMPLE_1.hands, EXAMPLE_1.skat), 'partner');
    s = run(rules, s, [A.hand(0, 'H'), A.call(0, 'CA')]);
    s = playCards(rules, s, EXAMPLE_1.tricks.flat());
    const v = rules.view(s, 3);
    expect(v.terminal).toBe(true);
    expect(v.skat).toEqual(['S5', 'DQ']);
    expect(v.extra).toMatchObject({ partnerKnown: true, partner: 2, called: 'CA' });
  });
});
