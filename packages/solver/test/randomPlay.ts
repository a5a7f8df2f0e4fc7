import type { GameState, Rng } from '@stich/core';
import { MAX_ACTIONS } from '@stich/core/kernel';
import type { AnyRules } from '../src/anyRules';

/** Card plays of the seat to act, by the kernel. */
export function kernelCards(rules: AnyRules, s: GameState): number[] {
  const codes = new Int32Array(MAX_ACTIONS);
  const n = rules.legalCodes(s, codes);
  return Array.from(codes.subarray(0, n)).filter((c) => c < 64);
}

/** A random deal brought into trick play by random actions, or null when it never gets there. */
export function intoPlay(rules: AnyRules, rng: Rng): GameState | null {
  const s = rules.deal({ dealer: rng.below(rules.ctx.seats), rng });
  while (s.phase !== 'play') {
    if (rules.isTerminal(s)) return null;
    rules.applyCode(s, rules.randomCode(s, rng));
  }
  return s;
}

/**
 * A random position of trick play: a deal brought into play, then a random number of
 * random cards into it; null when the deal never gets into play or its play ends first.
 */
export function somewhereInPlay(rules: AnyRules, rng: Rng): GameState | null {
  const s = intoPlay(rules, rng);
  if (s === null) return null;
  const skip = rng.below(rules.ctx.active * rules.ctx.tricksPerDeal);
  while (s.phase === 'play' && s.history.length < skip) {
    const legal = kernelCards(rules, s);
    rules.applyCode(s, legal[rng.below(legal.length)]);
  }
  return s.phase === 'play' ? s : null;
}
