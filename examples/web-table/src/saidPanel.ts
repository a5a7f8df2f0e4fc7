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
  // Open during the bidding, then closed, unless the person chose otherwise.
  box.open = chosen ?? (state.view?.view.tricks?.length ?? 0) === 0;
  box.addEventListener('toggle', () => {
    chosen = box.open;
  });
  box.append(el('summary', '', t('bidding')));
  const list = el('ol');
  for (const line of said) {
    const li = el('li');
    li.append(el('b', '', `${seatName(state, line.seat)}: `), el('span', '', line.text));
    list.append(li);
  }
  box.append(list);
  return box;
}
