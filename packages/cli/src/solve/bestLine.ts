import type { BaseAction, GameState } from '@stich/core';
import type { Rules } from '@stich/core/kernel';
import { type PlayedCard, trickCards } from './trickCards';

/**
 * A trick of the best line: its cards (the first trick with those already on the table),
 * its winner and card points; `winner` is `null` for a trick the deal ended before.
 *
 * @example
 * const trick: LineTrick = { cards: [{ seat: 0, card: 'HA' }, { seat: 1, card: 'H7' }, { seat: 2, card: 'HT' }], winner: 2, points: 21 };
 */
export interface LineTrick {
  readonly cards: readonly PlayedCard[];
  readonly winner: number | null;
  readonly points: number;
}

/**
 * One best line to the end of the card play (a principal variation): from the position,
 * each seat in turn plays the card `pick` chooses (the solver's first best card, or one
 * that keeps a band). Where several cards are best, it takes the first, so this is one of
 * possibly many best lines.
 *
 * @example
 * bestLine(rules, state, (s) => solver.bestMove(s, { side: [0], extra: 12 })).at(-1)?.winner; // who takes the last trick
 */
export function bestLine(
  rules: Rules<unknown, unknown, unknown, BaseAction>,
  state: GameState,
  pick: (s: GameState) => BaseAction | undefined,
): LineTrick[] {
  let s = rules.clone(state);
  for (;;) {
    const move = pick(s);
    if (move === undefined) break;
    const next = rules.applyAction(s, move);
    if (!next.ok) throw new Error(`the solver's move is refused: ${next.error.message}`);
    s = next.value;
  }
  const { ctx } = rules;
  const tricks: LineTrick[] = [];
  for (let t = state.winners.length; t * ctx.active < s.history.length; t++) {
    const cards = trickCards(ctx, s, t);
    const points = cards.reduce((sum, c) => sum + ctx.deck.points[ctx.deck.idsOf(c.card)![0]], 0);
    tricks.push({ cards, winner: t < s.winners.length ? s.winners[t] : null, points });
  }
  return tricks;
}
