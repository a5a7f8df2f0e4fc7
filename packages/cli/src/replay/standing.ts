import type { BaseAction, GameState } from '@stich/core';
import { codesOf, type Rules } from '@stich/core/kernel';

/**
 * Where an unfinished deal stands, as `stich replay --partial` prints it: the actions
 * replayed, the phase, the seat to act and what it may do, the trick on the table, the
 * tricks taken, the doublings, every hand and the skat (the record holds them anyway), the
 * variant's own view data (e.g. Skat's bid and game).
 *
 * @example
 * standing(rules, state, 10); // { actions: 10, phase: 'play', toAct: 3, trick: [...], hands: [...], ... }
 */
export function standing(
  rules: Rules<unknown, unknown, unknown, BaseAction>,
  state: GameState,
  actions: number,
): Record<string, unknown> {
  const toAct = rules.toAct(state);
  const view = rules.view(state, toAct);
  const hands = Array.from({ length: rules.ctx.seats }, (_, seat) => rules.view(state, seat).hand);
  const skat = codesOf(rules.ctx as never, state.skat[0], state.skat[1]);
  return {
    actions,
    phase: view.phase,
    trumpMode: view.trumpMode,
    toAct,
    legalActions: view.legalActions,
    trick: view.trick,
    tricksDone: view.tricks.length,
    tricksWon: view.tricksWon,
    doublings: view.doublings,
    hands,
    ...(skat.length > 0 ? { skat } : {}),
    ...(view.extra === undefined ? {} : { extra: view.extra }),
  };
}
