import type { CardCode } from '@stich/core';

/**
 * The games with trumps: the four suits and grand.
 *
 * @example
 * const game: TrumpGame = 'G';
 */
export type TrumpGame = 'C' | 'S' | 'H' | 'D' | 'G';

/**
 * The trump games, highest base value first among the suits.
 *
 * @example
 * TRUMP_GAMES.map((g) => gameStrength(hand, g));
 */
export const TRUMP_GAMES: readonly TrumpGame[] = ['G', 'C', 'S', 'H', 'D'];

const JACKS: readonly CardCode[] = ['CJ', 'SJ', 'HJ', 'DJ'];
const PLAIN_RANKS = ['A', 'T', 'K', 'Q', '9', '8', '7'] as const;
const SIDE_SUITS = ['C', 'S', 'H', 'D'] as const;

/**
 * The trumps of a game, highest first: the four jacks, then in a suit game the trump
 * suit A T K Q 9 8 7.
 *
 * @example
 * trumpOrder('G'); // ['CJ', 'SJ', 'HJ', 'DJ']
 */
export function trumpOrder(game: TrumpGame): CardCode[] {
  return game === 'G' ? [...JACKS] : [...JACKS, ...PLAIN_RANKS.map((r) => game + r)];
}

/**
 * Whether a card is a trump in a game.
 *
 * @example
 * isTrump('HA', 'H'); // true
 */
export function isTrump(code: CardCode, game: TrumpGame): boolean {
  return code[1] === 'J' || code[0] === game;
}

/**
 * How strong a hand is for a suit or grand game, in tricks it should take, roughly:
 * - trumps: each trump held, less each of the top places (as many as the trumps held)
 *   that an opponent holds (`CJ HJ HA HT` in hearts: 4 trumps, SJ and DJ missing, 2);
 * - side suits: an ace 1, a ten beside its ace 0.9 (0.6 in a long suit), a guarded ten
 *   0.4, a king under ace and ten 0.3; in grand each further card of a suit headed by
 *   ace and ten 0.5 (the suit runs);
 * - a void in a side suit 0.6 with five trumps or more (0.3 with fewer), as a ruff;
 * - a bare ten costs 0.3 (it falls to the ace).
 * A decent pickup suit game has about 5; see `SKAT_PLAYABLE`.
 *
 * @example
 * gameStrength(['CJ', 'SJ', 'HA', 'HT', 'HK', 'H9', 'SA', 'ST', 'C7', 'D8'], 'H'); // about 7
 */
export function gameStrength(hand: readonly CardCode[], game: TrumpGame): number {
  const bits = handBits(hand);
  return bits === undefined ? gameStrengthOfCodes(hand, game) : gameStrengthOfBits(bits, game);
}

/** {@link gameStrength} over card codes, for hands {@link handBits} cannot hold. */
function gameStrengthOfCodes(hand: readonly CardCode[], game: TrumpGame): number {
  const order = trumpOrder(game);
  const held = order.map((c) => hand.includes(c));
  const trumps = held.filter(Boolean).length;
  let missingTop = 0;
  for (let i = 0; i < trumps; i++) if (!held[i]) missingTop++;
  let strength = trumps - missingTop;
  let voids = 0;
  for (const suit of SIDE_SUITS) {
    if (suit === game) continue;
    const ranks = hand.filter((c) => c[0] === suit && c[1] !== 'J').map((c) => c[1]);
    const n = ranks.length;
    if (n === 0) {
      voids++;
      continue;
    }
    const ace = ranks.includes('A');
    const ten = ranks.includes('T');
    const king = ranks.includes('K');
    strength = withSideSuit(strength, n, ace, ten, king, game);
  }
  return withVoids(strength, voids, trumps, game);
}

/** What each trump fewer than five costs a suit game: the defenders keep control. */
const SHORT_TRUMPS = 0.8;

/** Null order from the bottom: 7 is 0, the ace 7. */
const NULL_HEIGHT: Readonly<Record<string, number>> = {
  '7': 0,
  '8': 1,
  '9': 2,
  T: 3,
  J: 4,
  Q: 5,
  K: 6,
  A: 7,
};

/**
 * How many ways a null hand can be forced to take a trick: per suit, for the k-th lowest
 * card held (k from 0), how far it stands above the 2k-th place from the bottom. A suit
 * where every k-th card is at most the 2k-th from the bottom (`7`, `7 9`, `7 9 J`, `8 7`)
 * can always duck; so can a void. Cards in `played` are out of the game: places count
 * only the cards still in it. 0 means the hand cannot be caught when it follows.
 *
 * @example
 * nullRisk(['C7', 'C9', 'S7', 'S8', 'H7', 'HJ', 'D7', 'D8', 'D9', 'DT']); // 2: the heart jack
 */
export function nullRisk(hand: readonly CardCode[], played: readonly CardCode[] = []): number {
  const bits = handBits(hand);
  const gone = played.length === 0 ? 0 : handBits(played);
  return bits === undefined || gone === undefined
    ? nullRiskOfCodes(hand, played)
    : nullRiskOfBits(bits, gone);
}

/** {@link nullRisk} over card codes, for hands {@link handBits} cannot hold. */
function nullRiskOfCodes(hand: readonly CardCode[], played: readonly CardCode[]): number {
  let risk = 0;
  for (const suit of SIDE_SUITS) {
    const gone = played.filter((c) => c[0] === suit).map((c) => NULL_HEIGHT[c[1]]);
    const heights = hand
      .filter((c) => c[0] === suit)
      .map((c) => NULL_HEIGHT[c[1]] - gone.filter((g) => g < NULL_HEIGHT[c[1]]).length)
      .sort((a, b) => a - b);
    heights.forEach((h, k) => {
      risk += Math.max(0, h - 2 * k);
    });
  }
  return risk;
}

/**
 * The height of a card in null order, 0 for the 7 up to 7 for the ace.
 *
 * @example
 * nullHeight('HT'); // 3
 */
export function nullHeight(code: CardCode): number {
  return NULL_HEIGHT[code[1]];
}

/**
 * Every way to lay two cards of a 12-card hand back: `[kept, laid]` pairs.
 *
 * @example
 * discardPairs(twelve).length; // 66
 */
export function discardPairs(hand: readonly CardCode[]): [CardCode[], [CardCode, CardCode]][] {
  const out: [CardCode[], [CardCode, CardCode]][] = [];
  for (let i = 0; i < hand.length; i++) {
    for (let j = i + 1; j < hand.length; j++) {
      out.push([hand.filter((_, k) => k !== i && k !== j), [hand[i], hand[j]]]);
    }
  }
  return out;
}

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
const JACK = 1 << NULL_HEIGHT.J;
const ACE = 1 << NULL_HEIGHT.A;
const TEN = 1 << NULL_HEIGHT.T;
const KING = 1 << NULL_HEIGHT.K;
/** Per trump game, the bits of its trumps, highest first (see {@link trumpOrder}). */
const TRUMP_BITS: Readonly<Record<TrumpGame, readonly number[]>> = {
  G: trumpOrder('G').map(bitOf),
  C: trumpOrder('C').map(bitOf),
  S: trumpOrder('S').map(bitOf),
  H: trumpOrder('H').map(bitOf),
  D: trumpOrder('D').map(bitOf),
};

/** Per trump game, all its trumps' bits. */
const TRUMP_MASK: Readonly<Record<TrumpGame, number>> = {
  G: TRUMP_BITS.G.reduce((a, b) => a | b, 0),
  C: TRUMP_BITS.C.reduce((a, b) => a | b, 0),
  S: TRUMP_BITS.S.reduce((a, b) => a | b, 0),
  H: TRUMP_BITS.H.reduce((a, b) => a | b, 0),
  D: TRUMP_BITS.D.reduce((a, b) => a | b, 0),
};

/**
 * {@link gameStrength} of a hand given as {@link handBits}: the same figure, computed in
 * the same order, without reading card codes.
 *
 * @example
 * gameStrengthOfBits(handBits(hand)!, 'H') === gameStrength(hand, 'H'); // true
 */
export function gameStrengthOfBits(bits: number, game: TrumpGame): number {
  const order = TRUMP_BITS[game];
  const held = bits & TRUMP_MASK[game];
  const trumps =
    COUNT8[held & 0xff] +
    COUNT8[(held >>> 8) & 0xff] +
    COUNT8[(held >>> 16) & 0xff] +
    COUNT8[held >>> 24];
  let missingTop = 0;
  for (let i = 0; i < trumps; i++) if ((bits & order[i]) === 0) missingTop++;
  let strength = trumps - missingTop;
  let voids = 0;
  const trumpSuit = SUIT_BYTES.indexOf(game);
  for (let s = 0; s < 4; s++) {
    if (s === trumpSuit) continue;
    const ranks = (bits >>> (s * 8)) & 0xff & ~JACK;
    const n = COUNT8[ranks];
    if (n === 0) {
      voids++;
      continue;
    }
    const ace = (ranks & ACE) !== 0;
    const ten = (ranks & TEN) !== 0;
    const king = (ranks & KING) !== 0;
    strength = withSideSuit(strength, n, ace, ten, king, game);
  }
  return withVoids(strength, voids, trumps, game);
}

/**
 * {@link nullRisk} of a hand and the cards out of the game, both given as {@link handBits}.
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

/**
 * `strength` with a side suit of `n` cards added (its ace, ten and king held or not): the
 * one place of this arithmetic, for {@link gameStrength} over codes and over bits alike,
 * in the same order of additions so both give the same figure to the last bit.
 */
function withSideSuit(
  strength: number,
  n: number,
  ace: boolean,
  ten: boolean,
  king: boolean,
  game: TrumpGame,
): number {
  let s = strength;
  if (ace) s += 1;
  if (ten && ace) s += n <= 4 ? 0.9 : 0.6;
  else if (ten && n >= 2) s += 0.4;
  else if (ten) s -= 0.3;
  if (ace && ten && king) s += 0.3;
  if (game === 'G' && ace && ten) s += 0.5 * Math.max(0, n - (king ? 3 : 2));
  return s;
}

/** `strength` with the side-suit voids counted as ruffs and short trumps charged (suit games). */
function withVoids(strength: number, voids: number, trumps: number, game: TrumpGame): number {
  if (game === 'G') return strength;
  return strength + (voids * (trumps >= 5 ? 0.6 : 0.3) - SHORT_TRUMPS * Math.max(0, 5 - trumps));
}
