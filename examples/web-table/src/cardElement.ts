import { FRENCH_NAMES, type NameForms } from '@stich/core';

const SUIT_ORDER: readonly string[] = ['C', 'H', 'S', 'D']; // alternating colours in the hand
const RANK_ORDER: readonly string[] = ['A', 'T', 'K', 'Q', '9', '8', '7', '6', '5'];
const JACK_ORDER: readonly string[] = ['C', 'S', 'H', 'D'];

/** Names of suits and ranks by letter, as core's `CardNameSet` and the server's welcome give them. */
interface Names {
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

/** Where a card goes in a sorted hand: other cards (jokers), jacks, then by suit and rank. */
function sortKey(card: string): number {
  if (!isSuitCard(card)) return -1;
  if (card[1] === 'J') return JACK_ORDER.indexOf(card[0]);
  return 10 + 10 * SUIT_ORDER.indexOf(card[0]) + RANK_ORDER.indexOf(card[1]);
}

/**
 * A hand in the order Skat-family players hold it: jokers, jacks, then clubs, hearts,
 * spades, diamonds.
 *
 * @example
 * sortHand(['D7', 'CJ', 'HA']); // ['CJ', 'HA', 'D7']
 */
export function sortHand(cards: readonly string[]): string[] {
  return [...cards].sort((a, b) => sortKey(a) - sortKey(b));
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
 * A face-up card: rank and suit in two corners, a large suit symbol in the middle,
 * red for hearts and diamonds.
 *
 * @example
 * document.body.append(cardElement('HA'));
 */
export function cardElement(card: string, tag: 'button' | 'div' = 'div'): HTMLElement {
  const el = document.createElement(tag);
  const suit = suitOf(card)?.short ?? '★';
  const rank = rankOf(card)?.short ?? card;
  el.className = `card ${card[0] === 'H' || card[0] === 'D' ? 'red' : 'black'}`;
  if (!isSuitCard(card) || card[1] === 'J') el.classList.add('trump');
  el.dataset.card = card;
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
  pip.className = 'pip';
  pip.textContent = card[1] === 'J' && isSuitCard(card) ? `${rank}${suit}` : suit;
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
