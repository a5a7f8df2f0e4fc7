import type { Deck } from '@stich/core';
import type { TrickTable } from '@stich/core/kernel';

/**
 * How a hand is held under a trump mode: every card of the deck once, the trumps first
 * (highest first), then the plain cards suit by suit (in the deck's suit order), each
 * highest first; `trumps` is how many of `cards` are trumps.
 *
 * @example
 * const order: CardOrder = { cards: ['CJ', 'SJ', 'HJ', 'DJ', 'CA', ...], trumps: 4 };
 */
export interface CardOrder {
  readonly cards: string[];
  readonly trumps: number;
}

/**
 * The hand order of a deck under a compiled trump mode, read from its trick table: which
 * cards are trumps and how every card ranks, so that a client sorts and marks a hand the
 * way the game in play has it (Ober and Unter and Herz in a Sauspiel, the jacks in Skat's
 * grand, no trumps in a null game).
 *
 * @example
 * cardOrder(SKAT_DECK, rules.ctx.tableOf.grand).trumps; // 4
 */
export function cardOrder(deck: Deck, table: TrickTable): CardOrder {
  const firstIds = [...new Set(deck.codes)].map((code) => deck.idsOf(code)![0]);
  const trumps = firstIds
    .filter((id) => table.group[id] === table.trumpGroup)
    .sort((a, b) => table.power[b] - table.power[a]);
  const suitRank = (id: number) => {
    const suit = deck.suitOf[id];
    return suit === null ? -1 : deck.spec.suits.indexOf(suit);
  };
  const plain = firstIds
    .filter((id) => table.group[id] !== table.trumpGroup)
    .sort((a, b) => suitRank(a) - suitRank(b) || table.power[b] - table.power[a]);
  return { cards: [...trumps, ...plain].map((id) => deck.codes[id]), trumps: trumps.length };
}

/**
 * The `order` field of a view message: the hand order under the view's trump mode, or
 * nothing where the rules have no such mode (a spectator's view without one).
 *
 * @example
 * const message = { type: 'view', ...handOrder(rules.ctx, view.trumpMode) };
 */
export function handOrder(
  ctx: { readonly deck: Deck; readonly tableOf: Readonly<Record<string, TrickTable>> },
  mode: unknown,
): { order?: CardOrder } {
  return typeof mode === 'string' && Object.hasOwn(ctx.tableOf, mode)
    ? { order: cardOrder(ctx.deck, ctx.tableOf[mode]) }
    : {};
}
