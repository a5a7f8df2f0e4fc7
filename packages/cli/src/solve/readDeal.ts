import { type DealRecord, replaySession, type SessionRecord, type Variant } from '@stich/core';
import { parseRecord } from '@stich/core/tools';
import { CliError, usageError } from '../cliError';
import { recordFormat } from '../recordFormats';
import { knownPlugins, knownVariants } from '../registry';
import { splitRecords } from '../replay/splitRecords';
import { recordError } from './recordError';

/**
 * One deal to solve: its variant and its record, with the session deal or ISS game it
 * came from named in `source` (empty for a plain deal record).
 *
 * @example
 * const { variant, record } = readDeal(text, 'json');
 */
export interface DealSource {
  readonly variant: Variant;
  readonly record: DealRecord;
  readonly source: string;
  /** The players the record names (its `meta.players`), if it does; checked by `seatNames`. */
  readonly players?: unknown;
}

/** Deal `k` of a session record (default: the last) as a deal record; the dealer from the rotation. */
function sessionDeal(variant: Variant, session: SessionRecord, k: number | undefined): DealSource {
  const n = session.deals.length;
  if (n === 0) throw new CliError('solve: the session record holds no deal');
  const index = k ?? n - 1;
  if (index >= n) throw usageError(`solve: --deal ${index}: the session has deals 0 to ${n - 1}`);
  const replay = replaySession(variant, session, { partial: true });
  if (!replay.ok) throw recordError(replay.error);
  const { actions, seed, hands, skat, outcome } = session.deals[index];
  const record: DealRecord = {
    variant: session.variant,
    ...(session.options !== undefined ? { options: session.options } : {}),
    ...(seed !== undefined ? { seed } : {}),
    dealer: replay.value.deals[index].dealer,
    ...(hands !== undefined ? { hands } : {}),
    ...(skat !== undefined ? { skat } : {}),
    actions,
    ...(outcome !== undefined ? { outcome } : {}),
  };
  const players = session.deals[index].meta?.players ?? session.meta?.players;
  return { variant, record, source: `deal ${index} of ${n} in the session`, players };
}

/** The one deal of a game's own record format, as a deal record of that game. */
function formatDeal(text: string, name: string): DealSource {
  const plugin = knownPlugins().find((p) => p.formats?.[name]?.deal !== undefined);
  const format = plugin === undefined ? recordFormat(name) : plugin.formats![name];
  if (plugin === undefined || format.deal === undefined)
    throw usageError(`solve: --format ${name} has no deal reader`);
  const deal = format.deal(text);
  if (!deal.ok) throw recordError(deal.error);
  return { variant: plugin.variant, ...deal.value };
}

/**
 * Reads the one record `stich solve` works on: a deal record, or a session record (deal
 * `deal`, by default the last), as JSON; or one record of a game's own format (`iss`: one
 * ISS Skat game line, which must be a whole game). A malformed record is a one-line error with its code and path.
 *
 * @example
 * readDeal('{"variant":"kalter-schlag","dealer":0,"seed":1,"actions":[]}', 'json').record.seed; // 1
 */
export function readDeal(text: string, format: string, deal?: number): DealSource {
  if (format !== 'json') {
    if (deal !== undefined) throw usageError('solve: --deal is for session records');
    return formatDeal(text, format);
  }
  const inputs = splitRecords(text);
  if (inputs.length !== 1) {
    throw new CliError(
      `solve: the input holds ${inputs.length} records; solve takes one (INVALID_RECORD)`,
    );
  }
  const input = inputs[0];
  if ('error' in input) throw recordError(input.error);
  if (typeof input.value === 'string')
    throw recordError({ code: 'INVALID_RECORD', message: 'a record is a JSON object', path: [] });
  const parsed = parseRecord(input.value, knownVariants());
  if (!parsed.ok) throw recordError(parsed.error);
  const { kind, variant, record } = parsed.value;
  if (kind === 'session') return sessionDeal(variant, record, deal);
  if (deal !== undefined) throw usageError('solve: --deal is for session records');
  return { variant, record, source: '', players: record.meta?.players };
}
