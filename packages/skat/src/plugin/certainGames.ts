import { handBits, nullHeight, nullRisk, type TrumpGame, trumpOrder } from '@stich/bots';
import type { CardCode } from '@stich/core';
import { certainSchwarzOfBits } from './handBitFacts';

/**
 * Whether a suit or grand hand takes every trick for certain when it leads: it holds the
 * top trumps, at least as many as the opponents can hold, and in each side suit only the
 * top cards.
 *
 * @example
 * certainSchwarz(['CJ', 'SJ', 'HJ', 'DJ', 'CA', 'CT', 'SA', 'ST', 'HA', 'DA'], 'G'); // true
 */
export function certainSchwarz(hand: readonly CardCode[], game: TrumpGame): boolean {
  const bits = handBits(hand);
  if (bits !== undefined) return certainSchwarzOfBits(bits, game);
  const order = trumpOrder(game);
  const trumps = order.filter((c) => hand.includes(c)).length;
  if (trumps < order.length - trumps) return false;
  if (order.slice(0, trumps).some((c) => !hand.includes(c))) return false;
  for (const suit of ['C', 'S', 'H', 'D']) {
    if (suit === game) continue;
    const side = hand.filter((c) => c[0] === suit && c[1] !== 'J');
    const top = ['A', 'T', 'K', 'Q', '9', '8', '7'].slice(0, side.length).map((r) => suit + r);
    if (top.some((c) => !hand.includes(c))) return false;
  }
  return true;
}

/**
 * Whether a null hand can never be caught, even with its cards open: {@link nullRisk} 0,
 * and when it leads the first trick, a 7 it can lead and still have no risk.
 *
 * @example
 * certainNull(['C7', 'C8', 'S7', 'S9', 'H7', 'H8', 'H9', 'D7', 'D8', 'D9'], true); // true
 */
export function certainNull(hand: readonly CardCode[], leads: boolean): boolean {
  if (nullRisk(hand) > 0) return false;
  if (!leads) return true;
  return hand.some(
    (c) =>
      nullHeight(c) === 0 &&
      nullRisk(
        hand.filter((h) => h !== c),
        [c],
      ) === 0,
  );
}
