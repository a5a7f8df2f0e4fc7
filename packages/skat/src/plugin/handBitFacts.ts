import { handBits, type TrumpGame, trumpOrder } from '@stich/bots';
import { type CardCode, SKAT_DECK } from '@stich/core';
import { matadors } from '../index';

/** Per trump game, the bit of each trump in `handBits`, highest first. */
const TRUMP_BITS: Readonly<Record<TrumpGame, readonly number[]>> = {
  G: trumpBits('G'),
  C: trumpBits('C'),
  S: trumpBits('S'),
  H: trumpBits('H'),
  D: trumpBits('D'),
};

/** The byte of each suit in `handBits`, in its order C S H D. */
const SUIT_BYTES = ['C', 'S', 'H', 'D'] as const;
/** A side suit's ranks, highest first, as bits of its byte (A T K Q 9 8 7 by null height). */
const SIDE_ORDER = [7, 3, 6, 5, 2, 1, 0].map((h) => 1 << h);
/** The jack's bit in a suit's byte: no side-suit card. */
const JACK = 1 << 4;
/** Per count n, the bits of a side suit's n highest cards. */
const SIDE_TOPS = Array.from({ length: SIDE_ORDER.length + 1 }, (_, n) =>
  SIDE_ORDER.slice(0, n).reduce((tops, bit) => tops | bit, 0),
);

/**
 * Matadors counted over the cards of a `handBits` set, without the sign: the trumps held,
 * or missing, in unbroken sequence from the club jack.
 *
 * @example
 * matadorsOfBits(handBits(['CJ', 'SJ', 'HA'])!, 'H'); // 2
 */
export function matadorsOfBits(bits: number, game: TrumpGame): number {
  const order = TRUMP_BITS[game];
  const withTop = (bits & order[0]) !== 0;
  let n = 1;
  while (n < order.length && ((bits & order[n]) !== 0) === withTop) n++;
  return n;
}

/**
 * Matadors counted over `cards` (the dealt hand, plus the skat once known), without the
 * sign; cards `handBits` cannot hold are counted by the rules' own `matadors`.
 *
 * @example
 * matadorsOver(['CJ', 'HJ', 'HA'], 'H'); // 1: with one
 */
export function matadorsOver(cards: readonly CardCode[], game: TrumpGame): number {
  const bits = handBits(cards);
  if (bits !== undefined) return matadorsOfBits(bits, game);
  const ids = new Set(cards.map((c) => SKAT_DECK.idsOf(c)![0]));
  return Math.abs(matadors(SKAT_DECK, game, (id) => ids.has(id)));
}

/**
 * `certainSchwarz` of a `handBits` set: the top trumps, at least as many as the others
 * can hold, and in each side suit only its top cards.
 *
 * @example
 * certainSchwarzOfBits(handBits(['CJ', 'SJ', 'HJ', 'DJ', 'CA', 'CT', 'SA', 'ST', 'HA', 'DA'])!, 'G'); // true
 */
export function certainSchwarzOfBits(bits: number, game: TrumpGame): boolean {
  const order = TRUMP_BITS[game];
  let trumps = 0;
  for (let i = 0; i < order.length; i++) if ((bits & order[i]) !== 0) trumps++;
  if (trumps < order.length - trumps) return false;
  for (let i = 0; i < trumps; i++) if ((bits & order[i]) === 0) return false;
  for (let s = 0; s < 4; s++) {
    if (SUIT_BYTES[s] === game) continue;
    const side = (bits >>> (s * 8)) & 0xff & ~JACK;
    let n = 0;
    for (let x = side; x !== 0; x &= x - 1) n++;
    if (side !== SIDE_TOPS[n]) return false;
  }
  return true;
}

/** The bits of a game's trumps, highest first. */
function trumpBits(game: TrumpGame): number[] {
  return trumpOrder(game).map((c) => handBits([c]) ?? 0);
}
