import type { Result } from '@stich/core';
import { quote } from '@stich/core/tools';
import { type IssError, issErr } from './issError';

/**
 * The server's own result line `R[...]`, read for checking only (never to score).
 *
 * @example
 * if (game.result?.kind === 'scored') game.result.value; // the server's signed game value
 */
export type IssServerResult =
  | { readonly kind: 'passed' }
  | {
      readonly kind: 'scored';
      /** `d:` the declarer's ISS position, -1 if there is none. */
      readonly declarer: number;
      readonly result: 'win' | 'loss' | 'penalty';
      /** `v:` the signed game value (a loss already doubled). */
      readonly value: number;
      /** `m:` matadors, negative for "without". */
      readonly matadors: number;
      readonly overbid: boolean;
      /** `p:` and `t:` the declarer's card points (skat included) and tricks. */
      readonly points: number;
      readonly tricks: number;
      readonly schneider: boolean;
      readonly schwarz: boolean;
      /** The other `key:number` fields (`p0 p1 p2` penalties, `l` left, `to` timeout, `r` resigned). */
      readonly fields: Readonly<Record<string, number>>;
    };

const WORDS = new Set(['win', 'loss', 'penalty', 'bidok', 'overbid']);
const REQUIRED = ['d', 'v', 'm', 'p', 't', 's', 'z'] as const;

/**
 * Reads the text inside an ISS record's `R[...]`: `passed`, or
 * `d:2 loss v:-96 m:2 bidok p:56 t:5 s:0 z:0 p0:0 p1:0 p2:0 l:-1 to:-1 r:0`.
 * `column` is where the text starts in the line, for error positions.
 *
 * @example
 * parseIssResult('d:1 win v:45 m:1 bidok p:93 t:7 s:1 z:0', 0); // { ok: true, value: { kind: 'scored', declarer: 1, ... } }
 */
export function parseIssResult(text: string, column = 0): Result<IssServerResult, IssError> {
  if (text.trim() === 'passed') return { ok: true, value: { kind: 'passed' } };
  const numbers: Record<string, number> = {};
  const words = new Set<string>();
  let at = column;
  for (const token of text.split(' ')) {
    const where = { path: ['R'], column: at };
    at += token.length + 1;
    if (token === '') continue;
    const pair = /^([a-z][a-z0-9]*):(-?\d+)$/.exec(token);
    if (pair !== null) numbers[pair[1]] = Number(pair[2]);
    else if (WORDS.has(token)) words.add(token);
    else return issErr('INVALID_RECORD', `result: ${quote(token)} is not a result field`, where);
  }
  const missing = REQUIRED.find((key) => numbers[key] === undefined);
  if (missing !== undefined)
    return issErr('INVALID_RECORD', `result: the field '${missing}:' is missing`, {
      path: ['R'],
      column,
    });
  const result = (['win', 'loss', 'penalty'] as const).find((w) => words.has(w));
  if (result === undefined)
    return issErr('INVALID_RECORD', 'result: neither win, loss nor penalty', {
      path: ['R'],
      column,
    });
  const fields = Object.fromEntries(
    Object.entries(numbers).filter(([key]) => !(REQUIRED as readonly string[]).includes(key)),
  );
  return {
    ok: true,
    value: {
      kind: 'scored',
      declarer: numbers.d,
      result,
      value: numbers.v,
      matadors: numbers.m,
      overbid: words.has('overbid'),
      points: numbers.p,
      tricks: numbers.t,
      schneider: numbers.s !== 0,
      schwarz: numbers.z !== 0,
      fields,
    },
  };
}

/**
 * Writes an ISS result line (the text inside `R[...]`); {@link parseIssResult} reads it back.
 *
 * @example
 * formatIssResult({ kind: 'passed' }); // 'passed'
 */
export function formatIssResult(r: IssServerResult): string {
  if (r.kind === 'passed') return 'passed';
  const flag = (b: boolean) => (b ? 1 : 0);
  const head = [
    `d:${r.declarer}`,
    r.result,
    `v:${r.value}`,
    `m:${r.matadors}`,
    r.overbid ? 'overbid' : 'bidok',
    `p:${r.points}`,
    `t:${r.tricks}`,
    `s:${flag(r.schneider)}`,
    `z:${flag(r.schwarz)}`,
  ];
  return [...head, ...Object.entries(r.fields).map(([k, v]) => `${k}:${v}`)].join(' ');
}
