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
  // Each code's first id. A choice asks for it often: a code of two ASCII characters (every
  // deck's so far) is read off a table by its characters, faster than hashing the string.
  const firstId = new Map<CardCode, number>();
  const byChars = new Int16Array(1 << 14).fill(-1);
  const charsOf = (code: CardCode) =>
    code.length === 2 && code.charCodeAt(0) < 128 && code.charCodeAt(1) < 128
      ? (code.charCodeAt(0) << 7) | code.charCodeAt(1)
      : -1;
  deck.codes.forEach((code, i) => {
    if (firstId.has(code)) return;
    firstId.set(code, i);
    if (charsOf(code) >= 0) byChars[charsOf(code)] = i;
  });
  const id = (code: CardCode): number => {
    const chars = charsOf(code);
    const found = chars >= 0 && byChars[chars] >= 0 ? byChars[chars] : firstId.get(code);
    if (found === undefined) throw new RangeError(`'${code}' is not a card of deck ${deck.id}`);
    return found;
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
