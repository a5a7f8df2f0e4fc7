import { type CardCode, RANK_NAMES, type Rank, SUIT_NAMES, type Suit } from '@stich/core';

const SUIT_ORDER: readonly Suit[] = ['C', 'H', 'S', 'D']; // alternating colours in the hand
const RANK_ORDER: readonly Rank[] = ['A', 'T', 'K', 'Q', '9', '8', '7'];
const JACK_ORDER: readonly Suit[] = ['C', 'S', 'H', 'D'];

/** Where a card goes in a sorted hand: the jacks (the trumps) first, then by suit and rank. */
function sortKey(card: CardCode): number {
  const suit = card[0] as Suit;
  const rank = card[1] as Rank;
  if (rank === 'J') return JACK_ORDER.indexOf(suit);
  return 10 + 10 * SUIT_ORDER.indexOf(suit) + RANK_ORDER.indexOf(rank);
}

/**
 * A hand in the order players hold it: jacks, then clubs, hearts, spades, diamonds.
 *
 * @example
 * sortHand(['D7', 'CJ', 'HA']); // ['CJ', 'HA', 'D7']
 */
export function sortHand(cards: readonly CardCode[]): CardCode[] {
  return [...cards].sort((a, b) => sortKey(a) - sortKey(b));
}

/** A readable name for screen readers and tooltips, e.g. "ace of hearts". */
export function cardName(card: CardCode): string {
  return `${RANK_NAMES[card[1] as Rank].en} of ${SUIT_NAMES[card[0] as Suit].en}`;
}

/**
 * A face-up card: rank and suit in two corners, a large suit symbol in the middle,
 * red for hearts and diamonds.
 *
 * @example
 * document.body.append(cardElement('HA'));
 */
export function cardElement(card: CardCode, tag: 'button' | 'div' = 'div'): HTMLElement {
  const suit = SUIT_NAMES[card[0] as Suit].symbol;
  const rank = RANK_NAMES[card[1] as Rank].short;
  const el = document.createElement(tag);
  el.className = `card ${card[0] === 'H' || card[0] === 'D' ? 'red' : 'black'}`;
  if (card[1] === 'J') el.classList.add('trump');
  el.dataset.card = card;
  el.title = cardName(card);
  el.setAttribute('aria-label', cardName(card));
  const corner = (where: string) => {
    const c = document.createElement('span');
    c.className = `corner ${where}`;
    c.innerHTML = `<b>${rank}</b><i>${suit}</i>`;
    return c;
  };
  const pip = document.createElement('span');
  pip.className = 'pip';
  pip.textContent = card[1] === 'J' ? `J${suit}` : suit;
  el.append(corner('top'), pip, corner('bottom'));
  return el;
}

/** The back of a card, for the other seats' hands. */
export function cardBack(): HTMLElement {
  const el = document.createElement('div');
  el.className = 'card back';
  return el;
}
