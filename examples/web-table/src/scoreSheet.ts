import { el } from './dom';
import { factsOf, seatScores } from './format';
import { language, t } from './language';
import { seatName } from './seatName';
import type { TableState } from './tableConnection';

/**
 * The session's score sheet, knowing no game: a row per finished deal with each seat's
 * score (the outcome's `scores`, else `penalties`), the totals of the session result,
 * the last deal's outcome in words (the game's headline and notes where the server sends
 * them, then the outcome's facts), and the session's result once it is over.
 *
 * @example
 * room.append(scoreSheet(conn.state));
 */
export function scoreSheet(state: TableState): HTMLElement {
  const aside = el('aside', 'sheet');
  aside.id = 'sheet';
  aside.append(el('h2', '', t('scoreSheet')));
  const n = state.seatCount;
  const deals = state.sheet?.deals ?? [];
  const table = el('table');
  const head = el('tr');
  head.append(el('th', '', '#'));
  for (let s = 0; s < n; s++) head.append(el('th', '', seatName(state, s)));
  table.createTHead().append(head);
  const body = el('tbody');
  deals.forEach((outcome, i) => {
    const row = el('tr');
    row.append(el('td', 'no', String(i + 1)));
    const scores = seatScores(outcome, n);
    for (let s = 0; s < n; s++) {
      const v = scores?.[s];
      row.append(el('td', v ? (v < 0 ? 'minus' : 'plus') : '', v ? String(v) : '–'));
    }
    body.append(row);
  });
  if (deals.length === 0) {
    const row = el('tr', 'empty');
    const cell = el('td', '', t('noDeal'));
    cell.colSpan = n + 1;
    row.append(cell);
    body.append(row);
  }
  table.append(body);
  const totals = (state.sheet?.result as { totals?: unknown } | undefined)?.totals;
  if (Array.isArray(totals) && totals.length === n) {
    const foot = el('tfoot');
    const row = el('tr');
    row.append(el('td', 'no', 'Σ'));
    for (const t of totals) row.append(el('td', '', String(t)));
    foot.append(row);
    table.append(foot);
  }
  aside.append(table);
  const finished = state.finished.at(-1);
  const last = finished?.outcome ?? deals.at(-1);
  if (last !== undefined) {
    const box = el('section', 'result');
    box.id = 'deal-result';
    box.append(el('h3', '', t('dealOver', deals.length)));
    const lines = finished?.lines?.[language()];
    // The game's headline and notes are English: a German page shows its lines alone.
    if (language() === 'en')
      for (const line of finished?.text ?? []) box.append(el('p', 'told', line));
    const dl = el('dl', 'facts');
    const facts = lines?.map((f) => [f.label, f.value] as const) ?? factsOf(last);
    for (const [k, v] of facts) dl.append(el('dt', '', k), el('dd', '', v));
    box.append(dl);
    aside.append(box);
  }
  if (state.sheet?.over) {
    const box = el('section', 'result over');
    box.id = 'session-result';
    box.append(el('h3', '', t('sessionIsOver')));
    const dl = el('dl', 'facts');
    for (const [k, v] of factsOf(state.sheet.result)) dl.append(el('dt', '', k), el('dd', '', v));
    box.append(dl);
    aside.append(box);
  }
  return aside;
}
