import { el } from './dom';
import { language, t } from './language';
import { seatName } from './seatName';
import type { TableState } from './tableConnection';

/** Whether the person opened (true) or closed (false) the list, or left it as drawn. */
let chosen: boolean | null = null;

/**
 * The bidding as it happened, as this seat saw it (the server's `said`): who acted and
 * what it changed, one line each; `null` when nothing was said yet.
 *
 * @example
 * const said = saidPanel(conn.state);
 */
export function saidPanel(state: TableState): HTMLElement | null {
  const said = state.view?.said?.[language()] ?? [];
  if (said.length === 0) return null;
  const box = el('details', 'said');
  box.id = 'said';
  // Open during the bidding, closed once a card is played, unless the person chose.
  const view = state.view?.view;
  const played = (view?.tricks?.length ?? 0) > 0 || (view?.trick?.length ?? 0) > 0;
  box.open = chosen ?? !played;
  const summary = el('summary', '', t('bidding'));
  // The person's own click (a drawn panel's opening fires 'toggle' too, so not that).
  summary.addEventListener('click', () => {
    chosen = !box.open;
  });
  box.append(summary);
  const list = el('ol');
  for (const line of said) {
    const li = el('li');
    li.append(el('b', '', `${seatName(state, line.seat)}: `), el('span', '', line.text));
    list.append(li);
  }
  box.append(list);
  return box;
}
