import type { BotTurn, CardFacts } from '@stich/bots';
import type { BaseAction, CardCode, Suit } from '@stich/core';
import { SUITS } from '@stich/core/kernel';
import type { SkatkopfView } from '../index';
import { bestOf, bestSuit, SECOND_TURN_COST, suitStrengths, tourneeOf } from './gameEstimate';
import { heldIds, laidStrengths, trumpGameStrength } from './handValue';

type Act = BaseAction & Record<string, unknown>;

/** The suit a turned kitty card makes trump: its printed suit (a jack's too), `null` for a joker. */
const suitOfCard = (facts: CardFacts, code: CardCode): Suit | null =>
  facts.deck.suitOf[facts.id(code)];

/**
 * Whether to accept the first turned kitty card's suit: yes unless the second card's
 * suit, on average over the unseen cards, promises more by {@link SECOND_TURN_COST}.
 *
 * @example
 * acceptTurned(facts, view.hand, 'HK'); // true with a hand strong in hearts
 */
export function acceptTurned(
  facts: CardFacts,
  hand: readonly CardCode[],
  turned: CardCode,
): boolean {
  const cards = [...hand, turned];
  const suit = suitOfCard(facts, turned);
  if (suit === null) return true; // a joker: any suit may be named
  // The cards' strength in each suit, worked out once for all the unseen cards.
  const bySuit = suitStrengths(facts, heldIds(facts, cards));
  const best = bestOf(bySuit).strength;
  const accepted = bySuit[SUITS.indexOf(suit)];
  const unseen = facts.unseen(cards, []);
  let second = 0;
  for (const id of unseen) {
    const s = facts.deck.suitOf[id];
    second += s === null ? best : bySuit[SUITS.indexOf(s)];
  }
  return accepted >= second / unseen.length - SECOND_TURN_COST;
}

/**
 * The two cards to lay back from twelve, and the trump suit they are chosen for: the pair
 * that leaves the hand strongest in `suit` (`null`: grand; `undefined`: the best suit,
 * for a forced Partner that names trump after the discard), counting the laid cards'
 * points a little (they are the declarer's).
 *
 * @example
 * kittyDiscard(facts, view.hand, 'H'); // { cards: ['ST', 'S7'], suit: 'H' }
 */
export function kittyDiscard(
  facts: CardFacts,
  hand: readonly CardCode[],
  suit: Suit | null | undefined,
): { cards: [CardCode, CardCode]; suit: Suit | null } {
  const suits = suit === undefined ? SUITS : [suit];
  const tables = suits.map((s) => facts.table(s ?? 'G'));
  // Each card's id; with a card the deck lacks or holds fewer times, the kept cards are
  // weighed pair by pair as codes instead.
  const ids = heldIds(facts, hand);
  const byIds = ids.length === hand.length;
  const weigh = byIds ? tables.map((table) => laidStrengths(table, ids)) : [];
  const points = byIds ? hand.map((code) => facts.points(code)) : [];
  let best = { i: 0, j: 1, suit: suits[0], score: -Infinity };
  for (let i = 0; i < hand.length; i++)
    for (let j = i + 1; j < hand.length; j++) {
      const kept = byIds ? [] : hand.filter((_, k) => k !== i && k !== j);
      const bonus = byIds
        ? (points[i] + points[j]) / 25
        : (facts.points(hand[i]) + facts.points(hand[j])) / 25;
      for (let t = 0; t < suits.length; t++) {
        const strength = byIds ? weigh[t](i, j) : trumpGameStrength(facts, tables[t], kept);
        const score = strength + bonus;
        if (score > best.score) best = { i, j, suit: suits[t], score };
      }
    }
  return { cards: [hand[best.i], hand[best.j]], suit: best.suit };
}

/**
 * The declarer's choices in making trump: hand in the best suit when that promises at
 * least a tournee ({@link tourneeStrength}), else turn; accept the turned suit by
 * {@link acceptTurned}; name the best suit (after a turned joker, or for a forced
 * Partner); lay back {@link kittyDiscard}'s cards.
 *
 * @example
 * trumpChoice(turn); // { type: 'hand', seat: 0, suit: 'C' }
 */
export function trumpChoice<A extends BaseAction>(turn: BotTurn<A, SkatkopfView>): A | undefined {
  const { view, facts } = turn;
  const legal = view.legalActions as (A & Act)[];
  const extra = view.extra;
  const find = (type: string, suit?: Suit) =>
    legal.find((a) => a.type === type && (suit === undefined || a.suit === suit));
  switch (extra.step) {
    case 'make': {
      const ids = heldIds(facts, view.hand);
      const bySuit = suitStrengths(facts, ids);
      const best = bestOf(bySuit);
      return best.strength >= tourneeOf(facts, ids, bySuit)
        ? find('hand', best.suit)
        : find('turn');
    }
    case 'accept':
      return acceptTurned(facts, view.hand, extra.turned[0]) ? find('accept') : find('turn');
    case 'name':
      return find('nameTrump', bestSuit(facts, [...view.hand, ...extra.turned]).suit);
    case 'discard': {
      const suit = extra.game === 'babyGrand' ? null : (extra.trumpSuit ?? undefined);
      const [x, y] = kittyDiscard(facts, view.hand, suit).cards;
      return legal.find((a) => {
        if (a.type !== 'discard' || !Array.isArray(a.cards) || a.cards.length !== 2) return false;
        const c = a.cards[0];
        const d = a.cards[1];
        return (c === x && d === y) || (c === y && d === x);
      });
    }
    default:
      return undefined;
  }
}
