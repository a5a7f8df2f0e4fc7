import type { CardCode } from '@stich/core';
import { NULL_HEIGHT, type TrumpGame } from './trumpOrder';

/** Suit letters in the order of their bytes in {@link handBits}. */
const SUIT_BYTES = 'CSHD';
/** Per character code below 128, the byte of a suit letter in {@link handBits} (-1: none). */
const SUIT_BYTE = Int8Array.from({ length: 128 }, (_, c) =>
  SUIT_BYTES.indexOf(String.fromCharCode(c)),
);
/** Per character code below 128, the null height of a rank letter (-1: none). */
const RANK_HEIGHT = Int8Array.from(
  { length: 128 },
  (_, c) => NULL_HEIGHT[String.fromCharCode(c)] ?? -1,
);

/** The bit of one of the 32 French-suited Skat cards in {@link handBits}, 0 for any other code. */
function bitOf(code: CardCode): number {
  if (code.length !== 2) return 0;
  const suit = code.charCodeAt(0);
  const rank = code.charCodeAt(1);
  if (suit >= 128 || rank >= 128) return 0;
  const s = SUIT_BYTE[suit];
  const h = RANK_HEIGHT[rank];
  return s < 0 || h < 0 ? 0 : 1 << (s * 8 + h);
}

/**
 * A hand of distinct Skat cards as a bit set: bit `8 * suit + nullHeight` per card, the
 * suits in the order C S H D (so the diamond ace is bit 31 and the set may read as a
 * negative number). `undefined` when a card is not one of the 32 or appears twice: such
 * hands are weighed card by card instead.
 *
 * @example
 * handBits(['C7', 'CA']); // 0b10000001
 */
export function handBits(hand: readonly CardCode[]): number | undefined {
  let bits = 0;
  for (let i = 0; i < hand.length; i++) {
    const bit = bitOf(hand[i]);
    if (bit === 0 || (bits & bit) !== 0) return undefined;
    bits |= bit;
  }
  return bits;
}

/** Set bits of an 8-bit number. */
const COUNT8 = Uint8Array.from({ length: 256 }, (_, b) => {
  let n = 0;
  for (let x = b; x !== 0; x &= x - 1) n++;
  return n;
});
/** A suit's byte without its jack (a trump in every game): its side-suit cards. */
const NO_JACK = 0xff & ~(1 << NULL_HEIGHT.J);
const ACE = 1 << NULL_HEIGHT.A;
const TEN = 1 << NULL_HEIGHT.T;
const KING = 1 << NULL_HEIGHT.K;

/**
 * The four jacks of a {@link handBits} set as bits 0 to 3, in trump order (club jack
 * first): with a suit's byte without jack it makes the key of {@link TRUMPS_HELD}.
 */
const jacksOf = (bits: number) =>
  ((bits >>> 4) & 1) | ((bits >>> 11) & 2) | ((bits >>> 18) & 4) | ((bits >>> 25) & 8);

/** Per key `jacksOf << 8 | trump suit's byte without jack`, the trumps held (grand: byte 0). */
const TRUMPS_HELD = new Int8Array(1 << 12);
/** Per such key, the trumps held less the top places (as many as held) missing. */
const TRUMPS_ON_TOP = new Int8Array(1 << 12);
{
  // The trump order in key bits: jacks, then the trump suit A T K Q 9 8 7.
  const order = [8, 9, 10, 11].map((b) => 1 << b);
  for (const rank of ['A', 'T', 'K', 'Q', '9', '8', '7']) order.push(1 << NULL_HEIGHT[rank]);
  for (let key = 0; key < 1 << 12; key++) {
    let trumps = 0;
    for (const bit of order) if ((key & bit) !== 0) trumps++;
    let missingTop = 0;
    for (let i = 0; i < trumps; i++) if ((key & order[i]) === 0) missingTop++;
    TRUMPS_HELD[key] = trumps;
    TRUMPS_ON_TOP[key] = trumps - missingTop;
  }
}

/** The byte of each trump game's suit in {@link handBits}, -1 for grand. */
const TRUMP_SUIT: Readonly<Record<TrumpGame, number>> = { G: -1, C: 0, S: 1, H: 2, D: 3 };

/**
 * The terms a side suit of `n` cards adds to a strength, in the order they are added:
 * its ace 1; its ten beside the ace 0.9 (0.6 in a suit of five or more), guarded 0.4,
 * bare -0.3; a king under ace and ten 0.3; in grand 0.5 for each further card of a suit
 * headed by ace and ten. 0 for a term that does not apply (adding it changes nothing).
 */
function sideSuitTerms(
  n: number,
  ace: boolean,
  ten: boolean,
  king: boolean,
  grand: boolean,
): [number, number, number, number] {
  const tenTerm = ten && ace ? (n <= 4 ? 0.9 : 0.6) : ten && n >= 2 ? 0.4 : ten ? -0.3 : 0;
  const run = grand && ace && ten ? 0.5 * Math.max(0, n - (king ? 3 : 2)) : 0;
  return [ace ? 1 : 0, tenTerm, ace && ten && king ? 0.3 : 0, run];
}

/** Per grand (0 or 1) and side suit's byte without jack, its four {@link sideSuitTerms}. */
const SIDE_TERMS = new Float64Array(2 * 256 * 4);
for (let grand = 0; grand < 2; grand++)
  for (let ranks = 0; ranks < 256; ranks++) {
    const terms = sideSuitTerms(
      COUNT8[ranks],
      (ranks & ACE) !== 0,
      (ranks & TEN) !== 0,
      (ranks & KING) !== 0,
      grand === 1,
    );
    SIDE_TERMS.set(terms, (grand * 256 + ranks) * 4);
  }

/**
 * `strength` with a side suit of `n` cards added (its ace, ten and king held or not): the
 * one place of this arithmetic, for `gameStrength` over codes and over bits alike, in the
 * same order of additions so both give the same figure to the last bit.
 */
export function withSideSuit(
  strength: number,
  n: number,
  ace: boolean,
  ten: boolean,
  king: boolean,
  game: TrumpGame,
): number {
  const [a, t, k, run] = sideSuitTerms(n, ace, ten, king, game === 'G');
  return strength + a + t + k + run;
}

/** What each trump fewer than five costs a suit game: the defenders keep control. */
const SHORT_TRUMPS = 0.8;

/** `strength` with the side-suit voids counted as ruffs and short trumps charged (suit games). */
export function withVoids(
  strength: number,
  voids: number,
  trumps: number,
  game: TrumpGame,
): number {
  if (game === 'G') return strength;
  return strength + (voids * (trumps >= 5 ? 0.6 : 0.3) - SHORT_TRUMPS * Math.max(0, 5 - trumps));
}

/**
 * `gameStrength` of a hand given as {@link handBits}: the same figure, computed in the
 * same order, without reading card codes (the trumps and each side suit's terms are read
 * off tables).
 *
 * @example
 * gameStrengthOfBits(handBits(hand)!, 'H') === gameStrength(hand, 'H'); // true
 */
export function gameStrengthOfBits(bits: number, game: TrumpGame): number {
  const trumpSuit = TRUMP_SUIT[game];
  const key = (jacksOf(bits) << 8) | (trumpSuit < 0 ? 0 : (bits >>> (trumpSuit * 8)) & NO_JACK);
  const trumps = TRUMPS_HELD[key];
  let strength = TRUMPS_ON_TOP[key];
  const terms = trumpSuit < 0 ? 256 * 4 : 0;
  let voids = 0;
  for (let s = 0; s < 4; s++) {
    if (s === trumpSuit) continue;
    const ranks = (bits >>> (s * 8)) & NO_JACK;
    if (ranks === 0) {
      voids++;
      continue;
    }
    const t = terms + ranks * 4;
    strength = strength + SIDE_TERMS[t] + SIDE_TERMS[t + 1] + SIDE_TERMS[t + 2] + SIDE_TERMS[t + 3];
  }
  return withVoids(strength, voids, trumps, game);
}

/**
 * `nullRisk` of a hand and the cards out of the game, both given as {@link handBits}.
 *
 * @example
 * nullRiskOfBits(handBits(hand)!, 0) === nullRisk(hand); // true
 */
export function nullRiskOfBits(bits: number, gone: number): number {
  if (gone === 0)
    return (
      SUIT_NULL_RISK[bits & 0xff] +
      SUIT_NULL_RISK[(bits >>> 8) & 0xff] +
      SUIT_NULL_RISK[(bits >>> 16) & 0xff] +
      SUIT_NULL_RISK[bits >>> 24]
    );
  let risk = 0;
  for (let s = 0; s < 32; s += 8) risk += suitNullRisk((bits >>> s) & 0xff, (gone >>> s) & 0xff);
  return risk;
}

/** {@link nullRiskOfBits} of one suit's byte, with the suit's cards out of the game. */
function suitNullRisk(mine: number, out: number): number {
  let risk = 0;
  let k = 0;
  for (let h = 0; h < 8; h++) {
    if ((mine & (1 << h)) === 0) continue;
    const height = h - COUNT8[out & ((1 << h) - 1)];
    risk += Math.max(0, height - 2 * k);
    k++;
  }
  return risk;
}

/** {@link suitNullRisk} of each suit byte with no card of the suit out of the game. */
const SUIT_NULL_RISK = Uint8Array.from({ length: 256 }, (_, mine) => suitNullRisk(mine, 0));
