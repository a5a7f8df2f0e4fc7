import { type GameState, Rng } from '@stich/core';
import { describe, expect, test } from 'vitest';
import { cardOrderOf } from '../src/cardOrder';
import { EndgameMemo } from '../src/endgameMemo';
import { LastTricks } from '../src/lastTricks';
import { compileQuery, type SolveQuery } from '../src/query';
import { naiveValue, sideTotal } from './naive';
import {
  ksRules,
  playDown,
  ramschRules,
  skatAfterDiscard,
  skatFourAfterDiscard,
  skatFourRules,
  skatRules,
} from './positions';

// biome-ignore lint/suspicious/noExplicitAny: the check serves every variant's rules
type AnyRules = any;

/**
 * The solver's own play of the last tricks (follow rule and trick table, no kernel)
 * against the naive minimax through the kernel's pure API: the exact value with an open
 * window, and the fail-soft answers of null windows around it.
 */
function expectLastTricks(rules: AnyRules, s: GameState, query: SolveQuery, left: number) {
  const ctx = rules.ctx;
  const q = compileQuery(query, ctx.seats);
  const want = naiveValue(rules, s, query) - sideTotal(rules, s, query);
  // Without a memo, and with one kept over the windows (null windows first, as MTD(f) asks).
  for (const memo of [null, new EndgameMemo(ctx.active)]) {
    const end = new LastTricks(cardOrderOf(ctx, s.trump, q.count), q, ctx.active, memo);
    const label = `${JSON.stringify(query)} at ${s.history.length} cards played, memo ${memo !== null}`;
    for (const t of [want - 3, want - 1, want, want + 1, want + 4]) {
      const v = end.value(s, left, t - 1, t);
      if (want >= t) expect(v, `${label}, window ${t}`).toBeGreaterThanOrEqual(t);
      else expect(v, `${label}, window ${t}`).toBeLessThan(t);
      expect(v >= t ? v <= want : v >= want, `${label}, window ${t}: fail-soft ${v}`).toBe(true);
    }
    expect(end.value(s, left, -1000, 1000), label).toBe(want);
  }
}

describe('the last tricks searched without the kernel agree with the naive minimax', () => {
  const skatFour = skatFourRules;
  test.each([2, 3])(
    '%i tricks left: Kalter Schlag, Ramsch, Skat (suit and grand)',
    (left) => {
      const rng = new Rng(`last-tricks-${left}`);
      for (let i = 0; i < 40; i++) {
        const objective = i % 2 === 0 ? ('max' as const) : ('min' as const);
        const ks = playDown(ksRules, ksRules.deal({ dealer: i & 3, rng }), 4 * left, rng);
        const seat = rng.below(4);
        const side = i % 3 === 0 ? [seat, (seat + 1 + rng.below(3)) % 4] : [seat];
        expectLastTricks(ksRules, ks, { side, objective }, left);
        const ramsch = playDown(
          ramschRules,
          ramschRules.deal({ dealer: i % 3, rng }),
          3 * left,
          rng,
        );
        const skatPoints = ramschRules.ctx.deck.pointsOf(ramsch.skat[0], ramsch.skat[1]);
        const lastTrick = i % 4 === 0 ? 0 : skatPoints;
        expectLastTricks(ramschRules, ramsch, { side: [rng.below(3)], objective, lastTrick }, left);
        const game = i % 2 === 0 ? 'G' : 'S';
        const s = playDown(skatRules, skatAfterDiscard(900 + i, game), 3 * left, rng);
        const count = i % 5 === 0 ? ('tricks' as const) : ('points' as const);
        expectLastTricks(skatRules, s, { side: [s.x.declarer], objective, count }, left);
      }
      // A table of four, the dealer sitting out: places follow the active seats.
      for (let i = 0; i < 10; i++) {
        const s = skatFourAfterDiscard(40 + i, 'H', rng);
        const down = playDown(skatFour as never, s as never, 3 * left, rng) as GameState;
        expectLastTricks(skatFour, down, { side: [1 + (i % 2)], objective: 'min' }, left);
      }
    },
    120_000,
  );
});
