import type { CardCode, GameState, KernelContext } from '@stich/core';
import { seatOfPlay } from '@stich/core/kernel';

/**
 * A card played, and by whom.
 *
 * @example
 * const played: PlayedCard = { seat: 1, card: 'HA' };
 */
export interface PlayedCard {
  readonly seat: number;
  readonly card: CardCode;
}

/**
 * The cards of trick `t` (0-based) in the order played: a whole trick, or the cards on
 * the table for the trick in play.
 *
 * @example
 * trickCards(rules.ctx, state, state.winners.length); // the trick on the table
 */
export function trickCards(ctx: KernelContext, s: GameState, t: number): PlayedCard[] {
  const start = t * ctx.active;
  const ids = s.history.slice(start, Math.min(start + ctx.active, s.history.length));
  return ids.map((id, i) => ({ seat: seatOfPlay(s, t, i), card: ctx.deck.codes[id] }));
}
