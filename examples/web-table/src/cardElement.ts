import { FRENCH_NAMES, type NameForms } from '@stich/core/plugin';

const SUIT_ORDER: readonly string[] = ['C', 'H', 'S', 'D']; // alternating colours in the hand
const RANK_ORDER: readonly string[] = ['A', 'T', 'K', 'Q', '9', '8', '7', '6', '5'];
const JACK_ORDER: readonly string[] = ['C', 'S', 'H', 'D'];

/** Names of suits and ranks by letter, as core's `CardNameSet` and the server's welcome give them. */
interface Names {
  /** The set's id (`french`, `german`): the style sheet colours suits by it. */
  readonly id: string;
  readonly suits: Readonly<Record<string, NameForms>>;
  readonly ranks: Readonly<Record<string, NameForms>>;
}

// The names of the deck in play, as the server's welcome gives them (French until then).
let names: Names = FRENCH_NAMES;

/**
 * Shows cards in the names of the deck in play (the server's `welcome.cardNames`): the
 * French set, or the German one with letters (`EO` for the Eichel-Ober).
 *
 * @example
 * useCardNames(welcome.cardNames ?? FRENCH_NAMES);
 */
export function useCardNames(set: Names): void {
  names = set;
}

const suitOf = (card: string) =>
  Object.hasOwn(names.suits, card[0]) ? names.suits[card[0]] : undefined;
const rankOf = (card: string) =>
  Object.hasOwn(names.ranks, card.slice(1)) ? names.ranks[card.slice(1)] : undefined;
const isSuitCard = (card: string) => suitOf(card) !== undefined && rankOf(card) !== undefined;

/**
 * A suit letter's short form in the deck's names (`H` → `♥`, or `H` → `H` for a German
 * deck), or `null` for anything that is no suit letter.
 *
 * @example
 * suitText('H'); // '♥'
 */
export function suitText(value: string): string | null {
  return value.length === 1 ? (suitOf(value)?.short ?? null) : null;
}

/**
 * How the game in play holds a hand, as the server's view message gives it: every card
 * once, the trumps first (the first `trumps`), each group highest first.
 */
export interface CardOrder {
  readonly cards: readonly string[];
  readonly trumps: number;
}

/** Where a card goes in a sorted hand without the game's order: jokers, jacks, then by suit and rank. */
function skatKey(card: string): number {
  if (!isSuitCard(card)) return -1;
  if (card[1] === 'J') return JACK_ORDER.indexOf(card[0]);
  return 10 + 10 * SUIT_ORDER.indexOf(card[0]) + RANK_ORDER.indexOf(card[1]);
}

/** Where a card goes in the game's order: trumps as ranked, then the plain suits in alternating colours. */
function orderKey(card: string, order: CardOrder): number {
  const at = order.cards.indexOf(card);
  if (at < 0) return -1;
  if (at < order.trumps) return at;
  return order.cards.length * (1 + SUIT_ORDER.indexOf(card[0])) + at;
}

/**
 * A hand in the order the game in play holds it (trumps first, highest first, then the
 * plain suits in alternating colours); without the game's order, as Skat-family players
 * hold it: jokers, jacks, then clubs, hearts, spades, diamonds.
 *
 * @example
 * sortHand(['D7', 'CJ', 'HA']); // ['CJ', 'HA', 'D7']
 * sortHand(['HA', 'DQ', 'CJ'], { cards: ['DQ', 'CJ', 'HA'], trumps: 3 }); // ['DQ', 'CJ', 'HA']
 */
export function sortHand(cards: readonly string[], order?: CardOrder): string[] {
  const key = order === undefined ? skatKey : (c: string) => orderKey(c, order);
  return [...cards].sort((a, b) => key(a) - key(b));
}

/**
 * Whether a card is a trump: in the game's order where known, else a joker or a jack.
 *
 * @example
 * isTrump('HA', { cards: ['CQ', 'HA', 'CA'], trumps: 2 }); // true
 */
export function isTrump(card: string, order?: CardOrder): boolean {
  if (order === undefined) return !isSuitCard(card) || card[1] === 'J';
  const at = order.cards.indexOf(card);
  return at >= 0 && at < order.trumps;
}

/**
 * A card's or a suit's long text for the table's facts: `♠A (ace of spades)`, `SA (Sau
 * of bells)`, `S (bells)`; `null` for anything else.
 *
 * @example
 * longText('H'); // '♥ (hearts)'
 */
export function longText(value: string): string | null {
  const suit = value.length === 1 ? suitOf(value) : undefined;
  if (suit !== undefined) return `${suit.short} (${suit.en})`;
  return isSuitCard(value)
    ? `${cardText(value)} (${rankOf(value)!.en} of ${suitOf(value)!.en})`
    : null;
}

/**
 * A card in the notation of `stich play`, the deck's short form: suit symbol and rank
 * (`♥A`, `♣10`), or letters for a German deck (`EO`); a code that is no suit card (a
 * joker, `JK`) as it is.
 *
 * @example
 * cardText('HT'); // '♥10'
 */
export function cardText(card: string): string {
  const suit = suitOf(card);
  const rank = rankOf(card);
  return suit !== undefined && rank !== undefined ? `${suit.short}${rank.short}` : card;
}

/**
 * A card's name for screen readers and tooltips, e.g. "♥A, ace of hearts" or "EO, Ober of
 * acorns".
 *
 * @example
 * cardName('HA'); // '♥A, ace of hearts'
 */
export function cardName(card: string): string {
  const suit = suitOf(card);
  const rank = rankOf(card);
  if (suit === undefined || rank === undefined) return card === 'JK' ? 'joker' : card;
  return `${cardText(card)}, ${rank.en} of ${suit.en}`;
}

/**
 * A face-up card: rank and suit in two corners, a large suit symbol in the middle, red
 * for hearts and diamonds (the German pack: each suit its colour); trumps framed, by the
 * game's order where known.
 *
 * @example
 * document.body.append(cardElement('HA'));
 */
export function cardElement(
  card: string,
  tag: 'button' | 'div' = 'div',
  order?: CardOrder,
): HTMLElement {
  const el = document.createElement(tag);
  const suit = suitOf(card)?.short ?? '★';
  const rank = rankOf(card)?.short ?? card;
  el.className = `card ${card[0] === 'H' || card[0] === 'D' ? 'red' : 'black'} ${names.id}`;
  if (isTrump(card, order)) el.classList.add('trump');
  el.dataset.card = card;
  if (isSuitCard(card)) el.dataset.suit = card[0];
  el.title = cardName(card);
  el.setAttribute('aria-label', cardName(card));
  const corner = (where: string) => {
    const c = document.createElement('span');
    c.className = `corner ${where}`;
    const b = document.createElement('b');
    const i = document.createElement('i');
    b.textContent = rank;
    i.textContent = suit;
    c.append(b, i);
    return c;
  };
  const pip = document.createElement('span');
  const face = card[1] === 'J' && isSuitCard(card);
  pip.className = face ? 'pip face' : 'pip';
  pip.textContent = face ? `${rank}${suit}` : suit;
  el.append(corner('top'), pip, corner('bottom'));
  return el;
}

/**
 * The back of a card, for the other seats' hands.
 *
 * @example
 * backs.append(cardBack());
 */
export function cardBack(): HTMLElement {
  const el = document.createElement('div');
  el.className = 'card back';
  return el;
}
