import { type CoreAction, type GameState, Rng, unwrap } from '@stich/core';
import { describe, expect, test } from 'vitest';
import { doubleFour } from '../../core/test/variants/doubleFour';
import { expectAgreement } from './agreement';
import { naiveValue, plays } from './naive';
import type { Case } from './positions';

// The doubled pack (every card twice) with Doppelkopf's trumps, from core's test variant:
// of two identical cards the first played wins, or (`dullen: 'secondWins'`) the second ♥10
// beats the first while every other pair keeps the first. Positions are drawn where both
// ♥10 are still in the hands, so the tie rule decides tricks.
const first = doubleFour.rules();
const second = doubleFour.rules({ dullen: 'secondWins' });

/** Random positions of `first`'s deals with at most `left` cards to play and both ♥10 unplayed. */
function casesWithBothTens(count: number, left: number, seed: string): Case[] {
  const rng = new Rng(seed);
  const [t1, t2] = first.ctx.deck.idsOf('HT')!;
  const total = first.ctx.tricksPerDeal * first.ctx.active;
  const out: Case[] = [];
  while (out.length < count) {
    let s: GameState<undefined> = first.deal({ dealer: rng.below(4), rng });
    const stop = total - 4 - rng.below(left - 3);
    while (s.history.length < stop) {
      const options = plays(first, s);
      s = unwrap(first.applyAction(s, options[rng.below(options.length)] as CoreAction));
    }
    if (s.history.includes(t1) || s.history.includes(t2)) continue;
    const seat = rng.below(4);
    const side = out.length % 2 === 0 ? [seat] : [seat, (seat + 1 + rng.below(3)) % 4];
    out.push({ state: s, query: { side, playsOut: out.length % 4 < 2 } });
  }
  return out;
}

describe('the solver on a doubled pack', () => {
  const cases = casesWithBothTens(60, 12, 'both-tens');

  test.each([
    ['the first of two identical cards wins', first],
    ['the second ♥10 beats the first', second],
  ] as const)('%s: the solver matches the naive minimax', (_name, rules) => {
    expect(expectAgreement(rules, cases).positions).toBe(cases.length);
  });

  test('the tie rule of the ♥10 changes the value of some of these positions', () => {
    // Without this, the agreement above could not tell a solver that ignores the rule.
    const differ = cases.filter(
      ({ state, query }) =>
        naiveValue(first, state, query) !==
        naiveValue(second, second.clone(state as GameState<undefined>), query),
    );
    expect(differ.length).toBeGreaterThan(0);
  });
});
