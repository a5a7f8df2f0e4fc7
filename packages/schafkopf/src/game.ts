import type { GameState, KernelContext } from '@stich/core';
import type { SchafkopfGame } from './games';
import type { SchafkopfOptions } from './options';
import type { SchafkopfState } from './state';

/**
 * The game being played: the declared one, or the Ramsch when all passed under
 * `allPassed: 'ramsch'`; `null` while it is announced, and after a throw-in.
 *
 * @example
 * gameOf(rules.ctx, state); // e.g. { kind: 'sauspiel', calledSuit: 'S' }
 */
export function gameOf(
  ctx: KernelContext<SchafkopfOptions>,
  s: GameState<SchafkopfState>,
): SchafkopfGame | null {
  if (s.x.game !== null) return s.x.game;
  const round = s.x.callRound;
  const allPassed = round.stage === 'claims' && round.asked === ctx.active;
  return allPassed && ctx.options.allPassed === 'ramsch' ? { kind: 'ramsch' } : null;
}

/**
 * The called ace in a Sauspiel, as a card code, else `null`.
 *
 * @example
 * calledAce(state); // 'SA' in a Sauspiel on the Gras-Sau
 */
export function calledAce(s: GameState<SchafkopfState>): string | null {
  const game = s.x.game;
  return game?.kind === 'sauspiel' ? `${game.calledSuit}A` : null;
}
