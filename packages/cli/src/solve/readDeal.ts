import {
  type DealRecord,
  parseRecord,
  replaySession,
  type SessionRecord,
  type Variant,
} from '@stich/core';
import { issDealRecord, parseIssRecord, replayIssGame } from '@stich/skat';
import { CliError, usageError } from '../cliError';
import { VARIANTS } from '../registry';
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
}

const VARIANT_LIST = Object.values(VARIANTS).map((entry) => entry.variant);

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
  return { variant, record, source: `deal ${index} of ${n} in the session` };
}

/** The one ISS game line of the text, replayed, as a Skat deal record. */
function issDeal(text: string): DealSource {
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  if (lines.length !== 1) {
    throw new CliError(
      `solve: the input holds ${lines.length} ISS records; solve takes one (INVALID_RECORD)`,
    );
  }
  const game = parseIssRecord(lines[0].trim());
  if (!game.ok) throw recordError(game.error);
  const replay = replayIssGame(game.value);
  if (!replay.ok) throw recordError(replay.error);
  const variant = VARIANTS.skat.variant;
  return { variant, record: issDealRecord(replay.value), source: `ISS game ${game.value.id}` };
}

/**
 * Reads the one record `stich solve` works on: a deal record, or a session record (deal
 * `deal`, by default the last), as JSON; or (`iss`) one ISS Skat game line, which must be
 * a whole game. A malformed record is a one-line error with its code and path.
 *
 * @example
 * readDeal('{"variant":"kalter-schlag","dealer":0,"seed":1,"actions":[]}', 'json').record.seed; // 1
 */
export function readDeal(text: string, format: 'json' | 'iss', deal?: number): DealSource {
  if (format === 'iss') {
    if (deal !== undefined) throw usageError('solve: --deal is for session records');
    return issDeal(text);
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
  const parsed = parseRecord(input.value, VARIANT_LIST);
  if (!parsed.ok) throw recordError(parsed.error);
  const { kind, variant, record } = parsed.value;
  if (kind === 'session') return sessionDeal(variant, record, deal);
  if (deal !== undefined) throw usageError('solve: --deal is for session records');
  return { variant, record, source: '' };
}
