import { cardIds, lowestCard, popcount } from '../cards/cardSet';
import { err, ok, type Result } from '../errors/errors';
import { quote } from '../errors/quote';
import type { Rng } from '../rng/rng';
import type { KernelContext } from './context';
import { DISCARD_BASE, type DiscardAction } from './skatActions';
import type { GameState } from './state';

/**
 * The skat exchange, as pieces that phases compose: taking up the skat, and laying
 * two cards back. Schieberamsch's passing, Skat's declarer and Skatkopf's tournee all
 * use them; identical cards (two jokers) count as one card wherever discards are listed.
 */

/**
 * Why a card may not be laid into the skat, or `null` if it may.
 *
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @typeParam O - the variant's options
 * @example
 * const noJacks: RefuseDiscard<unknown, unknown> = (ctx, _s, card) =>
 *   ctx.deck.rankOf[card] === 'J' ? 'jacks may not be laid away' : null;
 */
export type RefuseDiscard<X, O> = (
  ctx: KernelContext<O>,
  s: GameState<X>,
  card: number,
) => string | null;

/**
 * Moves the skat into `seat`'s hand.
 *
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @example
 * takeUpSkat(state, declarer);
 */
export function takeUpSkat<X>(s: GameState<X>, seat: number): void {
  s.hands[2 * seat] |= s.skat[0];
  s.hands[2 * seat + 1] |= s.skat[1];
  s.skat[0] = 0;
  s.skat[1] = 0;
}

/** The cards of `seat` that may be discarded, ascending. */
function discardable<X, O>(
  ctx: KernelContext<O>,
  s: GameState<X>,
  seat: number,
  refuse?: RefuseDiscard<X, O>,
) {
  const hand = cardIds(s.hands[2 * seat], s.hands[2 * seat + 1]);
  return refuse === undefined ? hand : hand.filter((id) => refuse(ctx, s, id) === null);
}

/**
 * Writes every two-card discard of `seat` into `out` from index `n`; returns the new count.
 * Identical cards (two jokers) give one discard per pair of codes.
 *
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @typeParam O - the variant's options
 * @example
 * const n = listDiscards(ctx, state, seat, out, 0);
 */
export function listDiscards<X, O>(
  ctx: KernelContext<O>,
  s: GameState<X>,
  seat: number,
  out: Int32Array,
  n: number,
  refuse?: RefuseDiscard<X, O>,
): number {
  const hand = discardable(ctx, s, seat, refuse);
  const seen = new Set<string>();
  for (let i = 0; i < hand.length; i++) {
    for (let j = i + 1; j < hand.length; j++) {
      const key = `${ctx.deck.codes[hand[i]]}.${ctx.deck.codes[hand[j]]}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out[n++] = DISCARD_BASE + hand[i] * 64 + hand[j];
    }
  }
  return n;
}

/**
 * A uniformly random two-card discard, the same one `listDiscards` then `rng.below` would
 * give. A hand holding identical cards (two jokers) has fewer distinct discards; they
 * are listed then, and one is drawn from the list.
 *
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @typeParam O - the variant's options
 * @example
 * const code = sampleDiscard(ctx, state, seat, rng);
 */
export function sampleDiscard<X, O>(
  ctx: KernelContext<O>,
  s: GameState<X>,
  seat: number,
  rng: Rng,
  refuse?: RefuseDiscard<X, O>,
): number {
  // The discardable cards as a set (no arrays: this runs in every Schieberamsch playout).
  let lo = s.hands[2 * seat];
  let hi = s.hands[2 * seat + 1];
  if (refuse !== undefined) {
    for (let rest = lo; rest !== 0; rest &= rest - 1) {
      const bit = rest & -rest;
      if (refuse(ctx, s, 31 - Math.clz32(bit)) !== null) lo ^= bit;
    }
    for (let rest = hi; rest !== 0; rest &= rest - 1) {
      const bit = rest & -rest;
      if (refuse(ctx, s, 63 - Math.clz32(bit)) !== null) hi ^= bit;
    }
  }
  // A later copy of an identical card beside its first (two jokers): fewer distinct discards.
  const k = popcount(lo) + popcount(hi);
  if (hasCopies(ctx, lo, hi)) {
    const out = new Int32Array(discardCount(k));
    return out[rng.below(listDiscards(ctx, s, seat, out, 0, refuse))];
  }
  return discardAt(lo, hi, rng.below(discardCount(k)), k);
}

/**
 * Whether a set holds a later copy of an identical card beside its first (two jokers):
 * its discards must then be listed, as fewer pairs of cards are distinct.
 *
 * @example
 * hasCopies(ctx, lo, hi); // false for a deck without identical cards
 */
export function hasCopies<O>(ctx: KernelContext<O>, lo: number, hi: number): boolean {
  return ((lo & ctx.copiesLo & (lo << 1)) | (hi & ctx.copiesHi & ((hi << 1) | (lo >>> 31)))) !== 0;
}

/**
 * How many two-card discards a set of `cards` distinct cards gives.
 *
 * @example
 * discardCount(popcount(hand[0]) + popcount(hand[1])); // 66 for twelve cards
 */
export function discardCount(cards: number): number {
  return (cards * (cards - 1)) / 2;
}

/**
 * The `r`-th two-card discard of a set of `cards` distinct cards, in the order
 * `listDiscards` writes them (by the lower card, then the higher); `r` is below
 * `discardCount(cards)`. The caller counts the cards once for both.
 *
 * @example
 * const k = popcount(lo) + popcount(hi);
 * discardAt(lo, hi, rng.below(discardCount(k)), k); // a uniformly random discard
 */
export function discardAt(lo: number, hi: number, r: number, cards: number): number {
  // The lower card is the i-th lowest: the pairs by their lower card come k - 1, k - 2 ... at a time.
  let i = 0;
  for (let row = cards - 1; r >= row; row--) {
    r -= row;
    i++;
  }
  // Drop the i lowest cards: the lowest left is the lower card, the r-th after it the higher.
  for (; i > 0; i--) {
    if (lo !== 0) lo &= lo - 1;
    else hi &= hi - 1;
  }
  const first = lowestCard(lo, hi);
  for (r++; r > 0; r--) {
    if (lo !== 0) lo &= lo - 1;
    else hi &= hi - 1;
  }
  return DISCARD_BASE + first * 64 + lowestCard(lo, hi);
}

/**
 * Checks a discard action and encodes it.
 *
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @typeParam O - the variant's options
 * @example
 * encodeDiscard(ctx, state, { type: 'discard', seat: 0, cards: ['ST', 'H8'] });
 */
export function encodeDiscard<X, O>(
  ctx: KernelContext<O>,
  s: GameState<X>,
  action: DiscardAction,
  refuse?: RefuseDiscard<X, O>,
): Result<number> {
  const cards = action.cards;
  if (cards.length !== 2)
    return err('INVALID_ACTION', 'discard exactly 2 cards', { path: ['cards'] });
  const ids: number[] = [];
  for (let i = 0; i < cards.length; i++) {
    const options = ctx.deck.idsOf(cards[i]);
    if (options === undefined) {
      return err('UNKNOWN_CARD', `${quote(cards[i])} is not a card of this deck`, {
        path: ['cards', i],
      });
    }
    const id = options.find(
      (c) => !ids.includes(c) && (s.hands[2 * action.seat + (c >>> 5)] & (1 << (c & 31))) !== 0,
    );
    if (id === undefined) {
      return err('CARD_NOT_HELD', `seat ${action.seat} does not hold ${cards[i]}`, {
        path: ['cards', i],
      });
    }
    const why = refuse?.(ctx, s, id) ?? null;
    if (why !== null) return err('PLAY_RESTRICTED', why, { path: ['cards', i] });
    ids.push(id);
  }
  ids.sort((a, b) => a - b);
  return ok(DISCARD_BASE + ids[0] * 64 + ids[1]);
}

/**
 * Whether a code is a discard.
 *
 * @example
 * isDiscardCode(DISCARD_BASE + 70); // true
 * isDiscardCode(PICK_UP_CODE); // false
 */
export function isDiscardCode(code: number): boolean {
  return code >= DISCARD_BASE && code < DISCARD_BASE + 4096;
}

/**
 * The discard action for a code.
 *
 * @typeParam O - the variant's options
 * @example
 * decodeDiscard(ctx, 0, code); // { type: 'discard', seat: 0, cards: ['ST', 'H8'] }
 */
export function decodeDiscard<O>(ctx: KernelContext<O>, seat: number, code: number): DiscardAction {
  const rest = code - DISCARD_BASE;
  return {
    type: 'discard',
    seat,
    cards: [ctx.deck.codes[rest >> 6], ctx.deck.codes[rest & 63]],
  } as DiscardAction;
}

/**
 * Lays the two cards of a discard code from `seat`'s hand into the skat.
 *
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @example
 * applyDiscard(state, seat, code);
 */
export function applyDiscard<X>(s: GameState<X>, seat: number, code: number): void {
  // Both cards as bits of the two words, taken out of the hand and laid into the skat at once.
  const rest = code - DISCARD_BASE;
  const first = rest >> 6;
  const second = rest & 63;
  const bit1 = 1 << first;
  const bit2 = 1 << second;
  const lo = (first < 32 ? bit1 : 0) | (second < 32 ? bit2 : 0);
  const hi = (first < 32 ? 0 : bit1) | (second < 32 ? 0 : bit2);
  const hands = s.hands;
  const skat = s.skat;
  hands[2 * seat] &= ~lo;
  hands[2 * seat + 1] &= ~hi;
  skat[0] |= lo;
  skat[1] |= hi;
}
