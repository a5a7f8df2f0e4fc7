import type { CardCode, Result } from '@stich/core';
import { quote } from '@stich/core/tools';
import { type IssError, issErr } from './issError';
import { type IssMove, parseIssMove } from './issMove';
import { type IssServerResult, parseIssResult } from './issServerResult';

/**
 * The cards as dealt, in our seat order: seat 0 forehand, 1 middlehand, 2 rearhand (dealer).
 *
 * @example
 * const parsed = parseIssRecord(line);
 * if (parsed.ok) parsed.value.deal.skat; // e.g. ['CK', 'S9']
 */
export interface IssDeal {
  readonly dealer: 2;
  readonly hands: readonly (readonly CardCode[])[];
  readonly skat: readonly CardCode[];
}

/**
 * One ISS game record, read but not replayed.
 *
 * @example
 * const parsed = parseIssRecord(line);
 * if (parsed.ok) console.log(parsed.value.id, parsed.value.players, parsed.value.moves.length);
 */
export interface IssGame {
  /** `ID[...]`, the server's game number. */
  readonly id: string;
  /** `PC[...]`, the server generation that played it. */
  readonly server: string;
  readonly series: string;
  readonly date: string;
  /** `P0 P1 P2`: forehand, middlehand, rearhand, i.e. seats 0, 1, 2. */
  readonly players: readonly [string, string, string];
  readonly deal: IssDeal;
  /** Every move of `MV` in order; the deal is move 0. */
  readonly moves: readonly IssMove[];
  /** The server's result line, for checking; `null` when the record has none. */
  readonly result: IssServerResult | null;
  /** Every `KEY[value]` of the record as written. */
  readonly properties: Readonly<Record<string, string>>;
}

const PROPERTY = /\s*([A-Z][A-Z0-9]*)\[([^\]]*)\]/y;
const REQUIRED = ['GM', 'ID', 'P0', 'P1', 'P2', 'MV'] as const;

/** @inline */
type Parsed<T> = Result<T, IssError>;

/**
 * Reads one ISS game record (one line of an `.sgf` file):
 * `(;GM[Skat]PC[...]ID[...]P0[..]P1[..]P2[..]MV[w <deal> 1 18 0 y ...]R[...] ;)`.
 * A malformed record is refused with `INVALID_RECORD`, the path of the bad part
 * (`['MV', 7]` for move 7), the move's `index` and the `column` in the line.
 * It does not replay the game (see `replayIss`).
 *
 * @example
 * const game = parseIssRecord(line);
 * if (game.ok) game.value.deal.skat; // ['SJ', 'D8']
 */
export function parseIssRecord(line: string): Parsed<IssGame> {
  const props = readProperties(line);
  if (!props.ok) return props;
  const { values, columns } = props.value;
  const missing = REQUIRED.find((key) => values[key] === undefined);
  if (missing !== undefined)
    return issErr('INVALID_RECORD', `the record has no ${missing}[...]`, { path: [missing] });
  if (values.GM !== 'Skat')
    return issErr('INVALID_RECORD', `GM[${values.GM}] is not a Skat game`, {
      path: ['GM'],
      column: columns.GM,
    });
  const moves = readMoves(values.MV, columns.MV);
  if (!moves.ok) return moves;
  const deal = dealOf(moves.value, columns.MV);
  if (!deal.ok) return deal;
  let result: IssServerResult | null = null;
  if (values.R !== undefined) {
    const r = parseIssResult(values.R, columns.R);
    if (!r.ok) return r;
    result = r.value;
  }
  return {
    ok: true,
    value: {
      id: values.ID,
      server: values.PC ?? '',
      series: values.SE ?? '',
      date: values.DT ?? '',
      players: [values.P0, values.P1, values.P2],
      deal: deal.value,
      moves: moves.value,
      result,
      properties: values,
    },
  };
}

/** The `KEY[value]` pairs of a record, with the column where each value starts. */
function readProperties(
  line: string,
): Parsed<{ values: Record<string, string>; columns: Record<string, number> }> {
  const text = line.trimEnd();
  const start = text.length - text.trimStart().length;
  if (!text.startsWith('(;', start))
    return issErr('INVALID_RECORD', 'a record starts with "(;"', { column: start });
  const values: Record<string, string> = {};
  const columns: Record<string, number> = {};
  let at = start + 2;
  for (;;) {
    PROPERTY.lastIndex = at;
    const m = PROPERTY.exec(text);
    if (m === null) break;
    const key = m[1];
    if (Object.hasOwn(values, key))
      return issErr('INVALID_RECORD', `${key}[...] is given twice`, { path: [key], column: at });
    values[key] = m[2];
    columns[key] = m.index + m[0].length - m[2].length - 1;
    at = PROPERTY.lastIndex;
  }
  if (text.slice(at).trim() !== ';)')
    return issErr('INVALID_RECORD', 'expected KEY[value] or the closing ";)" here', {
      column: at + (text.slice(at).length - text.slice(at).trimStart().length),
    });
  return { ok: true, value: { values, columns } };
}

/** The moves of `MV[...]`, whose text starts at `column`. */
function readMoves(text: string, column: number): Parsed<IssMove[]> {
  const tokens = [...text.matchAll(/\S+/g)];
  if (tokens.length % 2 !== 0) {
    const last = tokens[tokens.length - 1];
    return issErr('INVALID_RECORD', `the move ${quote(last[0])} has no actor or no action`, {
      path: ['MV', (tokens.length - 1) / 2],
      index: (tokens.length - 1) / 2,
      column: column + last.index,
    });
  }
  const moves: IssMove[] = [];
  for (let i = 0; i < tokens.length; i += 2) {
    const at = { index: i / 2, column: column + tokens[i].index };
    const move = parseIssMove(tokens[i][0], tokens[i + 1][0], at);
    if (!move.ok) return move;
    moves.push(move.value);
  }
  return { ok: true, value: moves };
}

/** The deal from move 0: cards 1-10 forehand, 11-20 middlehand, 21-30 rearhand, 31-32 skat. */
function dealOf(moves: readonly IssMove[], column: number): Parsed<IssDeal> {
  const first = moves[0];
  if (first === undefined || first.kind !== 'deal')
    return issErr('INVALID_RECORD', 'the first move must be the deal: w and 32 cards', {
      path: ['MV', 0],
      index: 0,
      column: first?.column ?? column,
    });
  const seen = new Set<string>();
  for (const card of first.cards) {
    if (seen.has(card))
      return issErr('INVALID_RECORD', `the deal holds ${card} twice`, {
        path: ['MV', 0],
        index: 0,
        column: first.column,
      });
    seen.add(card);
  }
  const c = first.cards;
  return {
    ok: true,
    value: {
      dealer: 2,
      hands: [c.slice(0, 10), c.slice(10, 20), c.slice(20, 30)],
      skat: c.slice(30),
    },
  };
}
