import type { BaseAction, GameState, Rng } from '@stich/core';
import type { Rules } from '@stich/core/kernel';

/**
 * A policy for simulation and search: picks an action code for the seat to act, working
 * in place on the kernel's state (integer codes, no views, no allocation).
 *
 * @example
 * const lowest: CodePolicy = (rules, state) => { const out = new Int32Array(512); rules.legalCodes(state, out); return out[0]; };
 */
export type CodePolicy = <X>(
  rules: Rules<unknown, X, unknown, BaseAction>,
  state: GameState<X>,
  rng: Rng,
) => number;

/**
 * The fast random policy: a uniformly random legal code, from the kernel's `randomCode`.
 * It plays the same game as `randomBot` would for the same random numbers, without views.
 *
 * @example
 * while (!rules.isTerminal(state)) rules.applyCode(state, randomCodePolicy(rules, state, rng));
 */
export const randomCodePolicy: CodePolicy = (rules, state, rng) => rules.randomCode(state, rng);

/**
 * Plays a deal to its end in place with one code policy per seat (or one for all).
 *
 * @example
 * const state = rules.deal({ dealer: 0, seed: 7 });
 * playCodes(rules, state, randomCodePolicy, new Rng(7));
 * rules.outcome(state);
 */
export function playCodes<X>(
  rules: Rules<unknown, X, unknown, BaseAction>,
  state: GameState<X>,
  policy: CodePolicy | readonly CodePolicy[],
  rng: Rng,
): void {
  while (!rules.isTerminal(state)) {
    const p = typeof policy === 'function' ? policy : policy[rules.toAct(state)];
    rules.applyCode(state, p(rules, state, rng));
  }
}
