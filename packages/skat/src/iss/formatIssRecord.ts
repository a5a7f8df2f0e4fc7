import { type DealRecord, type DealReplay, type Result, replayDeal } from '@stich/core';
import { codesOf } from '@stich/core/kernel';
import { activeOf } from '@stich/core/scoring';
import type { SkatOptions } from '../options';
import type { SkatOutcome } from '../outcome';
import type { SkatState } from '../state';
import { type SkatAction, skat } from '../variant';
import { issContractCode } from './issContract';
import { type IssError, issErr } from './issError';
import { issLevels } from './issLevels';
import { formatIssResult } from './issServerResult';

/**
 * The names an ISS record carries; each falls back to the record's `meta`, then a default.
 *
 * @example
 * const meta: IssMeta = { id: '42', players: ['ann', 'bert', 'carla'], date: '2024-05-01' };
 */
export interface IssMeta {
  readonly id?: string;
  /** `PC[...]`; default `Stich`. */
  readonly server?: string;
  readonly series?: string;
  readonly date?: string;
  /** Forehand, middlehand, rearhand; default `seat<n>`. */
  readonly players?: readonly string[];
}

/**
 * A Skat deal record, or its replay (`replayDeal(skat, record)`).
 *
 * @example
 * const deal: SkatDeal = game.record(); // or the replay of one: replayDeal(skat, record)
 */
export type SkatDeal = DealRecord | DealReplay<SkatOptions, SkatState, SkatOutcome, SkatAction>;

/**
 * Writes a finished Stich Skat deal as an ISS record line
 * (`(;GM[Skat]...MV[...]R[...] ;)`) that `parseIssRecord` reads back. Seats become ISS
 * positions from forehand on (at four seats the dealer, sitting out, is left out). The
 * result line is computed by our rules. A declarer's claim is written `SC`, a
 * resignation `RE`; a defender's consent to the declarer's concession is not written,
 * since the server ends the game on the declarer's `RE`. Refused: an unfinished deal,
 * Ramsch, a forehand game after all passed, Kontra said, and the old hand rule.
 *
 * @example
 * const line = formatIssRecord(game.record(), { id: '1', players: ['Anne', 'Bert', 'Cleo'] });
 * if (line.ok) parseIssRecord(line.value); // the same deal and moves
 */
export function formatIssRecord(input: SkatDeal, meta: IssMeta = {}): Result<string, IssError> {
  const replayed = 'state' in input ? { ok: true as const, value: input } : replayDeal(skat, input);
  if (!replayed.ok) return replayed;
  const { rules, start, state, record } = replayed.value;
  const x = state.x;
  const o = rules.outcome(state);
  const refuse = (message: string) => issErr('INVALID_RECORD', message, { path: ['actions'] });
  if (o === undefined)
    return issErr('UNFINISHED_DEAL', 'only a finished deal is written', { path: ['actions'] });
  if (x.ramsch) return refuse('Ramsch has no ISS record');
  if (x.contract !== null && x.bid === 0)
    return refuse('after all passed, ISS throws the cards in');
  if (state.doublers.length > 0) return refuse('ISS has no Kontra');
  if (rules.options.oldHandRule) return refuse('ISS doubles every lost game (no old hand rule)');

  const seats = activeOf(start);
  const pos = (seat: number) => seats.indexOf(seat);
  const cards = (lo: number, hi: number) => codesOf(rules.ctx, lo, hi).join('.');
  const moves = [
    `w ${[...seats.map((t) => cards(start.hands[2 * t], start.hands[2 * t + 1])), start.skatOrder.map((id) => rules.ctx.deck.codes[id]).join('.')].join('.')}`,
  ];
  let discards = '';
  for (const a of record.actions as SkatAction[]) {
    const p = pos(a.seat);
    if (a.type === 'bid') moves.push(`${p} ${a.value}`);
    else if (a.type === 'hold') moves.push(`${p} y`);
    else if (a.type === 'pass') moves.push(`${p} p`);
    else if (a.type === 'pickUpSkat')
      moves.push(`${p} s`, `w ${state.skatOrder.map((id) => rules.ctx.deck.codes[id]).join('.')}`);
    else if (a.type === 'discard') discards = `.${a.cards.join('.')}`;
    else if (a.type === 'declare') moves.push(`${p} ${issContractCode(x.contract!)}${discards}`);
    else if (a.type === 'play') moves.push(`${p} ${a.card}`);
    else if (a.type === 'claim' && a.seat === x.declarer) moves.push(`${p} SC`);
    else if (a.type === 'resign') moves.push(`${p} RE`);
  }

  const m = { ...metaOf(record.meta), ...meta };
  const players = m.players ?? seats.map((t) => `seat${t}`);
  const fields: [string, string][] = [
    ['PC', m.server ?? 'Stich'],
    ['CO', ''],
    ['SE', m.series ?? ''],
    ['ID', m.id ?? String(record.seed ?? 0)],
    ['DT', m.date ?? ''],
    ['P0', players[0] ?? ''],
    ['P1', players[1] ?? ''],
    ['P2', players[2] ?? ''],
    ['R0', ''],
    ['R1', ''],
    ['R2', ''],
  ];
  const bad = fields.find(([, v]) => /[[\]\n]/.test(v));
  if (bad !== undefined)
    return issErr('INVALID_RECORD', `${bad[0]} may not hold brackets or line breaks`, {
      path: ['meta', bad[0]],
    });
  const head = fields.map(([k, v]) => `${k}[${v}]`).join('');
  const result =
    o.kind !== 'game' || o.declarer === null
      ? formatIssResult({ kind: 'passed' })
      : formatIssResult({
          kind: 'scored',
          declarer: pos(o.declarer),
          result: o.won ? 'win' : 'loss',
          value: o.value,
          matadors: o.matadors,
          overbid: o.overbid,
          points: o.declarerPoints,
          tricks: o.declarerTricks,
          ...issLevels(o),
          fields: { p0: 0, p1: 0, p2: 0, l: -1, to: -1, r: o.early === null ? 0 : 1 },
        });
  return {
    ok: true,
    value: `(;GM[Skat]${head}MV[${moves.join(' ')} ]R[${result}] ;)`,
  };
}

/** The ISS names a record's `meta` holds (as `issDealRecord` writes them). */
function metaOf(meta: Record<string, unknown> | undefined): IssMeta {
  if (meta === undefined) return {};
  const text = (key: string) => (typeof meta[key] === 'string' ? (meta[key] as string) : undefined);
  const players = Array.isArray(meta.players) ? meta.players.map(String) : undefined;
  const out: Record<string, unknown> = {
    id: text('id'),
    server: text('server'),
    series: text('series'),
    date: text('date'),
    players,
  };
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined)) as IssMeta;
}
