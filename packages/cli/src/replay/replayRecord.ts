import { parseRecord, replayDeal, replaySession, type StichError } from '@stich/core';
import { findVariant, VARIANTS } from '../registry';

/**
 * What `stich replay` prints for one record.
 *
 * @example
 * const line: ReplayLine = replayRecord(JSON.parse(text));
 * if (!line.ok) console.log(line.error.code);
 */
export type ReplayLine =
  | { readonly ok: true; readonly json: unknown }
  | { readonly ok: false; readonly error: StichError };

const VARIANT_LIST = Object.values(VARIANTS).map((entry) => entry.variant);

/**
 * Replays one record with its variant from the registry: a session record (it has
 * `deals`) gives the session's result, any other record is a deal record and gives the
 * deal's outcome (as the report's `dealJson` shows it, if it has one; a session then also
 * lists its deals so). Errors keep the records module's code, `index` and `path`.
 *
 * @example
 * replayRecord({ variant: 'kalter-schlag', dealer: 0, seed: 1, actions: [] }); // { ok: false, error: { code: 'INVALID_RECORD', index: 0, ... } }
 */
export function replayRecord(value: unknown): ReplayLine {
  if (typeof value === 'string') {
    return {
      ok: false,
      error: { code: 'INVALID_RECORD', message: 'a record is a JSON object', path: [] },
    };
  }
  const parsed = parseRecord(value, VARIANT_LIST);
  if (!parsed.ok) return parsed;
  const { kind, variant, record } = parsed.value;
  const replay = kind === 'session' ? replaySession(variant, record) : replayDeal(variant, record);
  if (!replay.ok) return replay;
  const dealJson = findVariant(variant.id)?.report?.dealJson;
  if (!('result' in replay.value))
    return { ok: true, json: dealJson ? dealJson(replay.value.outcome) : replay.value.outcome };
  const { result, outcomes } = replay.value;
  return {
    ok: true,
    json: dealJson ? { ...(result as object), deals: outcomes.map(dealJson) } : result,
  };
}

/**
 * The JSON line for a replay: the result itself, or `{"error":{code,message,index,path}}`.
 *
 * @example
 * replayJson({ ok: false, error: { code: 'OUT_OF_TURN', message: '...', index: 3, path: ['actions', 3, 'seat'] } });
 */
export function replayJson(line: ReplayLine): string {
  if (line.ok) return JSON.stringify(line.json);
  const { code, message, index, path } = line.error;
  return JSON.stringify({
    error: { code, message, ...(index !== undefined ? { index } : {}), ...(path ? { path } : {}) },
  });
}
