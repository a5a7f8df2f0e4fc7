import type { CardCode, Deck, KernelContext } from '@stich/core';
import type { TrickTable } from '@stich/core/kernel';

/**
 * What a bot may know about the cards from the rules alone (no game state): each card's
 * follow group, strength and points under every trump mode.
 *
 * @example
 * const facts: CardFacts = cardFacts(rules.ctx);
 * facts.table('jacks').trumpGroup; // 4
 */
export interface CardFacts {
  readonly deck: Deck;
  /** The trick table of a trump mode, by the name a view reports (`view.trumpMode`). */
  table(mode: string): TrickTable;
  /** The card id of a code (the first copy of identical cards). */
  id(code: CardCode): number;
  /** Per card id, the id of its code's first copy (`id` of its code). */
  readonly firstIds: readonly number[];
  /** The card points of a code. */
  points(code: CardCode): number;
  /** The ids of cards that are neither in `hand` nor among `played`: in other hands or the skat. */
  unseen(hand: readonly CardCode[], played: readonly CardCode[]): number[];
}

/**
 * Card facts from a compiled rules kernel's context.
 *
 * @example
 * const facts = cardFacts(kalterSchlag.rules().ctx);
 * facts.points('HA'); // 11
 */
export function cardFacts(ctx: KernelContext<unknown>): CardFacts {
  const { deck } = ctx;
  const id = (code: CardCode): number => {
    const ids = deck.idsOf(code);
    if (ids === undefined) throw new RangeError(`'${code}' is not a card of deck ${deck.id}`);
    return ids[0];
  };
  return {
    deck,
    table(mode) {
      if (!Object.hasOwn(ctx.tableOf, mode)) throw new RangeError(`unknown trump mode '${mode}'`);
      return ctx.tableOf[mode];
    },
    id,
    firstIds: deck.codes.map(id),
    points: (code) => deck.points[id(code)],
    unseen(hand, played) {
      const gone = new Uint8Array(deck.size);
      const take = (code: CardCode) => {
        const ids = deck.idsOf(code);
        if (ids === undefined) return;
        for (const i of ids)
          if (gone[i] === 0) {
            gone[i] = 1;
            return;
          }
      };
      for (const code of hand) take(code);
      for (const code of played) take(code);
      const out: number[] = [];
      for (let i = 0; i < deck.size; i++) if (gone[i] === 0) out.push(i);
      return out;
    },
  };
}
