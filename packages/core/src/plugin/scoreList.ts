import type { Variant } from '../variant/defineVariant';
import type { AnyPlugin } from './stichPlugin';
import type { TextContext } from './textContext';

/**
 * One cell of a score list: a number (a score, a total), finished text in the list's
 * language, or `null` for an empty cell.
 *
 * @example
 * const cells: ScoreCell[] = [3, 'Kreuz Hand', null];
 */
export type ScoreCell = string | number | null;

/**
 * A column of a score list: a stable `id` (the same in every language), its heading in
 * the list's language, whether it holds text or numbers, and for a per-seat column the
 * seat (0-based inside; the heading names it as the table does).
 *
 * @example
 * const column: ScoreColumn = { id: 'bid', label: 'Reizwert', kind: 'number' };
 */
export interface ScoreColumn {
  readonly id: string;
  readonly label: string;
  readonly kind: 'text' | 'number';
  /** Only on a per-seat column: the seat it belongs to. */
  readonly seat?: number;
}

/**
 * What a plug-in's row function gets for one finished deal: its number (from 1), its
 * dealer, its outcome, and the session's own figures after it: the running totals per
 * seat (as the session keeps them), and the session's result.
 *
 * @typeParam R - the deal's outcome
 * @typeParam SR - the session's result
 * @example
 * const deal: ScoreListDeal = { number: 1, dealer: 0, outcome, totals: [24, 0, 0], before: [0, 0, 0], result };
 */
export interface ScoreListDeal<R = unknown, SR = unknown> {
  /** The deal's number, 1 for the first. */
  readonly number: number;
  readonly dealer: number;
  readonly outcome: R;
  /** Each seat's running total after the deal. */
  readonly totals: readonly number[];
  /** Each seat's running total before the deal. */
  readonly before: readonly number[];
  /** The session's result after the deal. */
  readonly result: SR;
}

/**
 * A game's score list (its Spielliste), as its plug-in declares it in
 * {@link PluginPresentation.scoreList}: the columns in a language, and one deal's cells
 * by column id. The list's first column, the deal's number, is added by
 * {@link buildScoreList}; per-seat columns are made by {@link seatColumns} and filled by
 * {@link seatCells}.
 *
 * @typeParam R - the deal's outcome
 * @typeParam SR - the session's result
 * @example
 * const list: ScoreListSpec = {
 *   columns: (ctx, seats) => seatColumns('total', ctx, seats),
 *   row: (deal) => seatCells('total', deal.totals),
 * };
 */
export interface ScoreListSpec<R = unknown, SR = unknown> {
  /** The columns after the deal number, headings in `ctx.language`. */
  columns(ctx: TextContext, seats: number): readonly ScoreColumn[];
  /** One finished deal's cells by column id (a missing id is an empty cell). */
  row(deal: ScoreListDeal<R, SR>, ctx: TextContext): Readonly<Record<string, ScoreCell>>;
  /**
   * Each seat's running total from the session's result; absent: the result's `totals`
   * (else `penalties`), else the deals' scores added up.
   */
  totals?(result: SR): readonly number[] | null;
}

/**
 * A score list built: its columns and rows in one language, each seat's totals at the
 * end, and the footer's cells (the totals under the per-seat columns).
 *
 * @example
 * const list: ScoreList = buildScoreList({ plugin: skatPlugin, outcomes }, ctx);
 * list.rows[0].cells; // [1, 'Kreuz Hand', 'Anne', 18, 'won', 24, 74, 0, 0]
 */
export interface ScoreList {
  readonly language: TextContext['language'];
  readonly columns: ScoreColumn[];
  readonly rows: ScoreListRow[];
  /** Each seat's total after the last deal. */
  readonly totals: number[];
  /** The footer row: a total's label first, the totals under the per-seat columns. */
  readonly footer: ScoreCell[];
}

/**
 * One row of a {@link ScoreList}: the deal's number and dealer, and its cells in the
 * order of the list's columns.
 *
 * @example
 * const row: ScoreListRow = { deal: 1, dealer: 0, cells: [1, 'Grand', 'Bert'] };
 */
export interface ScoreListRow {
  readonly deal: number;
  readonly dealer: number;
  readonly cells: ScoreCell[];
}

/**
 * What {@link buildScoreList} reads: the plug-in, the session's options and first dealer,
 * and the outcomes of its finished deals in order.
 *
 * @example
 * const input: ScoreListInput = { plugin: skatPlugin, options: { tournament: true }, outcomes };
 */
export interface ScoreListInput {
  readonly plugin: AnyPlugin;
  /** The session's options (absent: the defaults). */
  readonly options?: unknown;
  /** The first deal's dealer (absent: seat 0). */
  readonly firstDealer?: number;
  readonly outcomes: readonly unknown[];
}

const WORDS = {
  deal: { en: '#', de: 'Nr.' },
  total: { en: 'total', de: 'Summe' },
  score: { en: 'score', de: 'Punkte' },
} as const;

/**
 * One number column per seat, headed by the seat's name as the table gives it, ids
 * `<id>.1`, `<id>.2` ... (seats counted from 1).
 *
 * @example
 * import { seatColumns } from '@stich/core/plugin';
 *
 * seatColumns('total', { language: 'en', seatName: (s) => `Seat ${s + 1}` }, 3)[0];
 * // { id: 'total.1', label: 'Seat 1', kind: 'number', seat: 0 }
 */
export function seatColumns(id: string, ctx: TextContext, seats: number): ScoreColumn[] {
  return Array.from({ length: seats }, (_, seat) => ({
    id: seatColumnId(id, seat),
    label: ctx.seatName(seat),
    kind: 'number' as const,
    seat,
  }));
}

/**
 * The id of a per-seat column made by {@link seatColumns}.
 *
 * @example
 * import { seatColumnId } from '@stich/core/plugin';
 *
 * seatColumnId('total', 0); // 'total.1'
 */
export function seatColumnId(id: string, seat: number): string {
  return `${id}.${seat + 1}`;
}

/**
 * A row's cells for the per-seat columns of {@link seatColumns}: one value per seat.
 *
 * @example
 * import { seatCells } from '@stich/core/plugin';
 *
 * seatCells('total', [24, 0, -40]); // { 'total.1': 24, 'total.2': 0, 'total.3': -40 }
 */
export function seatCells(id: string, values: readonly ScoreCell[]): Record<string, ScoreCell> {
  const cells: Record<string, ScoreCell> = {};
  values.forEach((v, seat) => {
    cells[seatColumnId(id, seat)] = v;
  });
  return cells;
}

/** A list of `seats` numbers, or `null`. */
function seatNumbers(v: unknown, seats: number): number[] | null {
  return Array.isArray(v) && v.length === seats && v.every((x) => typeof x === 'number') ? v : null;
}

/**
 * Each seat's score in a deal's outcome, read as the tools read an outcome they do not
 * know: its `scores`, else `penalties`, else `payments` (one number per seat), or `null`.
 *
 * @example
 * import { outcomeSeatScores } from '@stich/core/plugin';
 *
 * outcomeSeatScores({ scores: [0, -48, 0] }, 3); // [0, -48, 0]
 */
export function outcomeSeatScores(outcome: unknown, seats: number): number[] | null {
  if (typeof outcome !== 'object' || outcome === null) return null;
  const o = outcome as Record<string, unknown>;
  for (const key of ['scores', 'penalties', 'payments']) {
    const v = seatNumbers(o[key], seats);
    if (v !== null) return v;
  }
  return null;
}

/** A session result's totals: its `totals`, else `penalties`, else `null`. */
function resultTotals(result: unknown, seats: number): number[] | null {
  if (typeof result !== 'object' || result === null) return null;
  const r = result as Record<string, unknown>;
  return seatNumbers(r.totals, seats) ?? seatNumbers(r.penalties, seats);
}

/**
 * The list of a plug-in that declares none: the deal's score per seat, from the outcome's
 * `scores`, `penalties` or `payments`.
 *
 * @example
 * import { defaultScoreList } from '@stich/core/plugin';
 *
 * defaultScoreList.columns({ language: 'en', seatName: (s) => `Seat ${s + 1}` }, 3).length; // 3
 */
export const defaultScoreList: ScoreListSpec = {
  columns: (ctx, seats) => seatColumns('score', ctx, seats),
  row: (deal) =>
    seatCells(
      'score',
      deal.totals.map((t, seat) => t - (deal.before[seat] ?? 0)),
    ),
};

/** A deal's cells, or none when the plug-in's row fails on it (the list is still drawn). */
function rowOf(
  spec: ScoreListSpec,
  deal: ScoreListDeal,
  ctx: TextContext,
): Readonly<Record<string, ScoreCell>> {
  try {
    return spec.row(deal, ctx);
  } catch {
    return {};
  }
}

/**
 * A session's score list in one language: the plug-in's {@link ScoreListSpec} (else
 * {@link defaultScoreList}) fed with each finished deal's outcome and the session's own
 * figures (its data replayed through the variant's session hooks: the dealer, the running
 * totals and the result after each deal). The first column is the deal's number. A row
 * the plug-in fails to write is left empty but for its number.
 *
 * @example
 * import { buildScoreList } from '@stich/core/plugin';
 *
 * const list = buildScoreList({ plugin: skatPlugin, outcomes }, { language: 'de', seatName: (s) => names[s] });
 * list.columns.map((c) => c.label); // ['Nr.', 'Spiel', 'Alleinspieler', ...]
 */
export function buildScoreList(input: ScoreListInput, ctx: TextContext): ScoreList {
  const spec: ScoreListSpec = input.plugin.presentation?.scoreList ?? defaultScoreList;
  const variant: Variant = input.plugin.variant;
  const rules = variant.rules(input.options ?? {});
  const { seats, options } = rules.ctx;
  const session = variant.session;
  const columns: ScoreColumn[] = [
    { id: 'deal', label: WORDS.deal[ctx.language], kind: 'number' },
    ...spec.columns(ctx, seats),
  ];
  const totalsOf = (result: unknown, outcome: unknown, before: readonly number[]) =>
    spec.totals?.(result)?.slice() ??
    resultTotals(result, seats) ??
    before.map((t, seat) => t + (outcomeSeatScores(outcome, seats)?.[seat] ?? 0));
  let dealer = input.firstDealer ?? 0;
  let data = session.init({ options, seats, firstDealer: dealer });
  let before: number[] = new Array<number>(seats).fill(0);
  const rows: ScoreListRow[] = [];
  input.outcomes.forEach((outcome, i) => {
    data = session.afterDeal({ options, seats, data, dealer, outcome });
    const result = session.result({ options, seats, data });
    const totals = totalsOf(result, outcome, before);
    const deal: ScoreListDeal = { number: i + 1, dealer, outcome, totals, before, result };
    const cells: Readonly<Record<string, ScoreCell>> = { ...rowOf(spec, deal, ctx), deal: i + 1 };
    rows.push({ deal: i + 1, dealer, cells: columns.map((c) => cells[c.id] ?? null) });
    before = totals;
    dealer = session.nextDealer?.({ seats, dealer, data }) ?? (dealer + 1) % seats;
  });
  const footer = columns.map((c, i): ScoreCell => {
    if (c.seat !== undefined) return before[c.seat] ?? null;
    return i === 0 ? WORDS.total[ctx.language] : null;
  });
  return { language: ctx.language, columns, rows, totals: before, footer };
}

/** Characters that make a spreadsheet read a cell as a formula. */
const FORMULA = /^[=+\-@\t\r]/;

/** One CSV field: numbers as they are, text neutralised against formulas and quoted. */
function csvField(cell: ScoreCell, kind: ScoreColumn['kind'] | 'text'): string {
  if (cell === null) return '';
  if (typeof cell === 'number' && kind === 'number') return String(cell);
  let text = String(cell);
  if (typeof cell !== 'number' && FORMULA.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * A score list as CSV (RFC 4180: comma-separated, CRLF line ends, fields with commas,
 * quotes or line breaks quoted, quotes doubled): the headings, the rows, then the footer.
 * A text cell that starts with `=`, `+`, `-` or `@` gets a leading `'` so a spreadsheet
 * does not run it as a formula; numbers stay numbers (`-48`).
 *
 * @example
 * import { scoreListCsv } from '@stich/core/plugin';
 *
 * scoreListCsv(list); // '#,game,declarer,...\r\n1,clubs hand,Anne,...\r\n'
 */
export function scoreListCsv(list: ScoreList): string {
  const line = (cells: readonly ScoreCell[], header = false) =>
    cells.map((c, i) => csvField(c, header ? 'text' : (list.columns[i]?.kind ?? 'text'))).join(',');
  const lines = [
    line(
      list.columns.map((c) => c.label),
      true,
    ),
    ...list.rows.map((r) => line(r.cells)),
  ];
  if (list.rows.length > 0) lines.push(line(list.footer));
  return `${lines.join('\r\n')}\r\n`;
}
