import { replayDeal, replaySession, type StichError } from '@stich/core';
import { buildScoreList, type ScoreList, seatNames } from '@stich/core/plugin';
import { parseRecord } from '@stich/core/tools';
import { findVariant, knownVariants } from '../registry';
import { standing } from './standing';

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

/**
 * Replays one record with its variant from the registry (built in, or loaded with `--variant`): a session record (it has
 * `deals`) gives the session's result, any other record is a deal record and gives the
 * deal's outcome (as the report's `dealJson` shows it, if it has one; a session then also
 * lists its deals so). Errors keep the records module's code, `index` and `path`.
 *
 * With `partial`, a deal (or a session's last deal) may stop before its end, as `stich
 * play` writes it on a quit: the line then says where that deal stands under
 * `unfinished` (see `standing`; a session's also names the deal as `deal`), beside
 * the session's result so far. A finished record gives the same line either way.
 *
 * @example
 * replayRecord({ variant: 'kalter-schlag', dealer: 0, seed: 1, actions: [] }); // { ok: false, error: { code: 'UNFINISHED_DEAL', index: 0, ... } }
 * replayRecord({ variant: 'kalter-schlag', dealer: 0, seed: 1, actions: [] }, { partial: true }); // { ok: true, json: { unfinished: { actions: 0, phase: 'play', ... } } }
 */
export function replayRecord(value: unknown, { partial = false } = {}): ReplayLine {
  if (typeof value === 'string') {
    return {
      ok: false,
      error: { code: 'INVALID_RECORD', message: 'a record is a JSON object', path: [] },
    };
  }
  const parsed = parseRecord(value, knownVariants());
  if (!parsed.ok) return parsed;
  const { kind, variant, record } = parsed.value;
  const replay =
    kind === 'session'
      ? replaySession(variant, record, { partial })
      : replayDeal(variant, record, { partial });
  if (!replay.ok) return replay.error.code === 'UNFINISHED_DEAL' ? unfinished(replay) : replay;
  const dealJson = findVariant(variant.id)?.report?.dealJson;
  if (!('result' in replay.value)) {
    const { rules, state, terminal, record: deal } = replay.value;
    if (!terminal)
      return { ok: true, json: { unfinished: standing(rules, state, deal.actions.length) } };
    return { ok: true, json: dealJson ? dealJson(replay.value.outcome) : replay.value.outcome };
  }
  const { result, outcomes, deals } = replay.value;
  const json = dealJson ? { ...(result as object), deals: outcomes.map(dealJson) } : result;
  const last = deals.at(-1);
  if (last === undefined || last.terminal) return { ok: true, json };
  const where = standing(
    replay.value.rules,
    last.state,
    replay.value.record.deals.at(-1)!.actions.length,
  );
  return {
    ok: true,
    json: { ...(json as object), unfinished: { deal: deals.length - 1, ...where } },
  };
}

/** An unfinished deal's error, pointing to `stich replay --partial`. */
function unfinished(replay: { readonly ok: false; readonly error: StichError }): ReplayLine {
  const message = replay.error.message.replace(/ \(replay with \{ partial: true \}.*\)$/, '');
  return {
    ok: false,
    error: {
      ...replay.error,
      message: `${message} (stich replay --partial shows where it stands)`,
    },
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

/**
 * A session record's score list (Spielliste) in a language, as `stich replay --list`
 * prints it: the game's columns, a row per finished deal, seats named by the record's
 * `meta.players` (else Anne, Bert ...). A deal record, or a record that does not replay,
 * gives the error.
 *
 * @example
 * const list = replayList(sessionRecord, { language: 'de' });
 * if (list.ok) list.list.columns[0].label; // 'Nr.'
 */
export function replayList(
  value: unknown,
  { language = 'en' as 'en' | 'de', partial = false } = {},
):
  | { readonly ok: true; readonly list: ScoreList }
  | { readonly ok: false; readonly error: StichError } {
  const parsed = parseRecord(value, knownVariants());
  if (!parsed.ok) return parsed;
  const { kind, variant, record } = parsed.value;
  if (kind !== 'session')
    return {
      ok: false,
      error: { code: 'INVALID_RECORD', message: 'a score list needs a session record', path: [] },
    };
  const replay = replaySession(variant, record, { partial });
  if (!replay.ok) return { ok: false, error: replay.error };
  const { rules, outcomes, record: session } = replay.value;
  const names = seatNames(rules.ctx.seats, session.meta?.players);
  const plugin = findVariant(variant.id) ?? { variant };
  const list = buildScoreList(
    { plugin, options: session.options, firstDealer: session.firstDealer, outcomes },
    { language, seatName: (seat) => names[seat], deck: rules.ctx.deck },
  );
  return { ok: true, list };
}
