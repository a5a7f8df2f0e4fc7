import type { ScoreList } from '@stich/core/plugin';
import { button, el } from './dom';
import { factsOf, seatScores } from './format';
import { language, t } from './language';
import { seatName } from './seatName';
import type { TableState } from './tableConnection';

/**
 * The session's score sheet: the game's Spielliste as the server sends it (its columns
 * headed in the page's language, a row per finished deal, the totals in the footer),
 * with a Print button and CSV / JSON downloads; from an older server, a row per deal with
 * each seat's score. Then the last deal's outcome in words (the game's headline and notes
 * where the server sends them, then the outcome's facts), and the session's result once
 * it is over.
 *
 * @example
 * room.append(scoreSheet(conn.state));
 */
export function scoreSheet(state: TableState): HTMLElement {
  const aside = el('aside', 'sheet');
  aside.id = 'sheet';
  aside.append(el('h2', '', t('scoreSheet')));
  const deals = state.sheet?.deals ?? [];
  const list = state.sheet?.list?.[language()];
  aside.append(list === undefined ? plainSheet(state) : listTable(list), listTools(state));
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
    // The final standing from the Spielliste's totals (in seat order: some games count penalties).
    const standing =
      list === undefined || list.totals.length !== state.seatCount
        ? factsOf(state.sheet.result)
        : list.totals
            .map((total, seat) => [seatName(state, seat), total] as const)
            .map(([name, total]) => [name, cellText(total)] as const);
    if (list !== undefined) box.append(el('p', 'told', t('finalStanding')));
    for (const [k, v] of standing) dl.append(el('dt', '', k), el('dd', '', v));
    box.append(dl);
    aside.append(box);
  }
  return aside;
}

/** A cell's class: numbers right-aligned, minus in red. */
function cellClass(cell: ScoreCell, kind: 'text' | 'number'): string {
  if (typeof cell !== 'number') return kind === 'number' ? 'num' : 'text';
  return cell < 0 ? 'num minus' : 'num';
}

type ScoreCell = ScoreList['footer'][number];

/** A cell's text: numbers as the page's language writes them (`-0,3`), empty as `–`. */
function cellText(cell: ScoreCell): string {
  if (cell === null) return '–';
  return typeof cell === 'number' ? cell.toLocaleString(language()) : cell;
}

/** The game's list as a table: headings, a row per deal, the totals in the footer. */
function listTable(list: ScoreList): HTMLElement {
  const wrap = el('div', 'list-wrap');
  wrap.id = 'score-list';
  const table = el('table', 'list');
  const head = el('tr');
  for (const c of list.columns) {
    const th = el('th', c.kind === 'number' ? 'num' : 'text', c.label);
    th.dataset.column = c.id;
    head.append(th);
  }
  table.createTHead().append(head);
  const body = el('tbody');
  for (const row of list.rows) {
    const tr = el('tr');
    row.cells.forEach((cell, i) => {
      tr.append(el('td', cellClass(cell, list.columns[i].kind), cellText(cell)));
    });
    body.append(tr);
  }
  if (list.rows.length === 0) {
    const tr = el('tr', 'empty');
    const cell = el('td', '', t('noDeal'));
    cell.colSpan = list.columns.length;
    tr.append(cell);
    body.append(tr);
  }
  table.append(body);
  if (list.rows.length > 0) {
    const foot = el('tfoot');
    const tr = el('tr');
    list.footer.forEach((cell, i) => {
      tr.append(
        el('td', cellClass(cell, list.columns[i].kind), cell === null ? '' : cellText(cell)),
      );
    });
    foot.append(tr);
    table.append(foot);
  }
  wrap.append(table);
  return wrap;
}

/** Print the list alone, and download it as CSV or the session record as JSON. */
function listTools(state: TableState): HTMLElement {
  const tools = el('div', 'list-tools');
  const id = encodeURIComponent(state.table);
  const print = button(t('print'), () => globalThis.print());
  print.id = 'print-list';
  const csv = el('a', 'download', 'CSV');
  csv.id = 'list-csv';
  csv.href = `/api/tables/${id}/list.csv?lang=${language()}`;
  csv.download = `stich-${state.table}-${language()}.csv`;
  const json = el('a', 'download', 'JSON');
  json.id = 'list-json';
  json.href = `/api/tables/${id}/record`;
  json.download = `stich-${state.table}.json`;
  json.title = t('sessionRecord');
  tools.append(print, csv, json);
  return tools;
}

/** A server without lists: a row per deal with each seat's score, the result's totals. */
function plainSheet(state: TableState): HTMLElement {
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
  return table;
}
