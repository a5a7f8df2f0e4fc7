import type { CardCode } from '@stich/core';
import { gameStrengthOfBits, handBits, nullRiskOfBits, withSideSuit, withVoids } from './handBits';
import { NULL_HEIGHT, type TrumpGame, trumpOrder } from './trumpOrder';

const SIDE_SUITS = ['C', 'S', 'H', 'D'] as const;

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
