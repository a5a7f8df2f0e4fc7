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
