import type { BotTurn, CardFacts } from '@stich/bots';
import { discardPairs } from '@stich/bots';
import type { BaseAction, CardCode, Suit } from '@stich/core';
import { SUITS } from '@stich/core/kernel';
import type { SkatkopfView } from '../index';
import { bestSuit, SECOND_TURN_COST, tourneeStrength } from './gameEstimate';
import { trumpGameStrength } from './handValue';

type Act = BaseAction & Record<string, unknown>;

/** The suit a turned kitty card makes trump: its printed suit (a jack's too), `null` for a joker. */
const suitOfCard = (facts: CardFacts, code: CardCode): Suit | null =>
  facts.deck.suitOf[facts.id(code)];

/** The cards' strength in the trump mode of `suit` (`null`: grand). */
const strengthIn = (facts: CardFacts, suit: Suit | null, cards: readonly CardCode[]) =>
  trumpGameStrength(facts, facts.table(suit ?? 'G'), cards);

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
  const accepted = strengthIn(facts, suit, cards);
  const unseen = facts.unseen(cards, []);
  let second = 0;
  for (const id of unseen) {
    const s = facts.deck.suitOf[id];
    second += s === null ? bestSuit(facts, cards).strength : strengthIn(facts, s, cards);
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
  let best = {
    cards: [hand[0], hand[1]] as [CardCode, CardCode],
    suit: suits[0],
    score: -Infinity,
  };
  for (const [kept, laid] of discardPairs(hand)) {
    const bonus = (facts.points(laid[0]) + facts.points(laid[1])) / 25;
    for (const s of suits) {
      const score = strengthIn(facts, s, kept) + bonus;
      if (score > best.score) best = { cards: laid, suit: s, score };
    }
  }
  return { cards: best.cards, suit: best.suit };
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
      const best = bestSuit(facts, view.hand);
      return best.strength >= tourneeStrength(facts, view.hand)
        ? find('hand', best.suit)
        : find('turn');
    }
    case 'accept':
      return acceptTurned(facts, view.hand, extra.turned[0]) ? find('accept') : find('turn');
    case 'name':
      return find('nameTrump', bestSuit(facts, [...view.hand, ...extra.turned]).suit);
    case 'discard': {
      const suit = extra.game === 'babyGrand' ? null : (extra.trumpSuit ?? undefined);
      const laid = kittyDiscard(facts, view.hand, suit).cards;
      const key = (cards: readonly CardCode[]) => [...cards].sort().join();
      return legal.find((a) => a.type === 'discard' && key(a.cards as CardCode[]) === key(laid));
    }
    default:
      return undefined;
  }
}
