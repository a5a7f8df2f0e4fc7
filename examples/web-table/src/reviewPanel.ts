import { cardElement, sortHand } from './cardElement';
import { button, el } from './dom';
import { language, t } from './language';
import { seatName } from './seatName';
import type { TableConnection } from './tableConnection';

/** Card codes from an unknown JSON value (a record's hand or skat). */
const cardsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((c): c is string => typeof c === 'string') : [];

/** A row of cards, face up. */
function cardRow(cards: readonly string[]): HTMLElement {
  const row = el('div', 'open-hand');
  for (const c of sortHand(cards, undefined)) row.append(cardElement(c, 'div', undefined));
  return row;
}

/**
 * The end-of-deal review while the server holds the next deal: the result explained
 * line by line (the game's outcome texts), the last trick, the skat and every hand as
 * dealt (the finished deal's record, sent once the deal was over), who the table still
 * waits for and until when, and "next" for this page's person. `null` when no review is on.
 *
 * @example
 * const review = reviewPanel(conn, sentNext, () => redraw());
 */
export function reviewPanel(
  conn: TableConnection,
  sentNext: ReadonlySet<number>,
  pressed: (deal: number) => void,
): HTMLElement | null {
  const state = conn.state;
  const review = state.review;
  if (review === null) return null;
  const finished = state.finished.find((f) => f.deal === review.deal);
  const box = el('section', 'review');
  box.id = 'review';
  box.dataset.deal = String(review.deal);
  box.append(el('h2', '', t('dealOver', review.deal + 1)));
  if (finished !== undefined) {
    const lines = el('dl', 'facts review-lines');
    lines.id = 'review-lines';
    if (language() === 'en')
      for (const line of finished.text ?? []) box.append(el('p', 'told', line));
    for (const f of finished.lines?.[language()] ?? [])
      lines.append(el('dt', '', f.label), el('dd', '', f.value));
    box.append(lines);
    if (finished.lastTrick !== undefined && finished.lastTrick.length > 0) {
      const trick = el('div', 'trick review-trick');
      trick.id = 'review-trick';
      for (const { seat, card } of finished.lastTrick) {
        const slot = el('figure', 'played');
        slot.append(
          cardElement(card, 'div', undefined),
          el('figcaption', '', seatName(state, seat)),
        );
        trick.append(slot);
      }
      box.append(el('h3', '', t('lastTrick')), trick);
    }
    const skat = cardsOf(finished.record.skat);
    if (skat.length > 0) {
      const row = cardRow(skat);
      row.id = 'review-skat';
      box.append(el('h3', '', t('skat')), row);
    }
    const hands = Array.isArray(finished.record.hands) ? finished.record.hands : [];
    const all = el('div', 'review-hands');
    all.id = 'review-hands';
    hands.forEach((hand, seat) => {
      const cards = cardsOf(hand);
      if (cards.length === 0) return;
      const one = el('div', 'review-hand');
      one.dataset.seat = String(seat);
      one.append(el('h4', '', seatName(state, seat)), cardRow(cards));
      all.append(one);
    });
    if (all.childElementCount > 0) box.append(el('h3', '', t('hands')), all);
  }
  const waiting = review.waiting
    .map((s) => (s === state.seat ? t('youObject') : seatName(state, s)))
    .join(', ');
  const left =
    review.until === null ? 0 : Math.max(0, Math.round((review.until - Date.now()) / 1000));
  const wait = el('p', 'hint', `${t('waitingFor')} ${waiting} · ${left} s`);
  wait.id = 'review-waiting';
  box.append(wait);
  const mine = state.seat !== null && review.waiting.includes(state.seat);
  if (mine && !sentNext.has(review.deal)) {
    const next = button(t('nextDeal'), () => {
      conn.next(review.deal);
      pressed(review.deal);
    });
    next.id = 'next-deal';
    box.append(next);
  }
  return box;
}
