import { err, ok, type Result } from '../errors/errors';
import { quote } from '../errors/quote';
import type { Variant } from '../variant/defineVariant';
import { type DealRecord, parseDealRecord } from './dealRecord';
import { readJson } from './readJson';
import { parseSessionRecord, type SessionRecord } from './sessionRecord';

/**
 * A record checked against its variant: a deal or a session, with its parsed options.
 *
 * @example
 * const parsed = parseRecord(text, [kalterSchlag]);
 * if (parsed.ok && parsed.value.kind === 'session') parsed.value.record.deals.length;
 */
export type ParsedRecord =
  | {
      readonly kind: 'deal';
      readonly variant: Variant;
      readonly options: unknown;
      readonly record: DealRecord;
    }
  | {
      readonly kind: 'session';
      readonly variant: Variant;
      readonly options: unknown;
      readonly record: SessionRecord;
    };

/**
 * Parses a deal or session record (JSON text or a parsed value) and finds its variant
 * among `variants` by id. A record with `deals` is a session record. Refuses a
 * malformed record (`INVALID_RECORD`), a variant not in the list (`UNKNOWN_VARIANT` at
 * `['variant']`) and bad options (`INVALID_OPTIONS` at `['options', ...]`). The deal
 * itself is checked when it is replayed (`replayDeal`, `replaySession`).
 *
 * @example
 * import { replayDeal } from '@stich/core';
 * import { parseRecord } from '@stich/core/tools';
 * import { kalterSchlag } from '@stich/kalter-schlag';
 *
 * const parsed = parseRecord(text, [kalterSchlag]);
 * if (parsed.ok && parsed.value.kind === 'deal') replayDeal(parsed.value.variant, parsed.value.record);
 */
export function parseRecord(
  input: unknown,
  variants: readonly Variant[] | Readonly<Record<string, Variant>>,
): Result<ParsedRecord> {
  const json = readJson(input);
  if (!json.ok) return json;
  const value = json.value;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return err('INVALID_RECORD', 'a record is a JSON object', { path: [] });
  }
  const list = Array.isArray(variants) ? variants : Object.values(variants);
  const session = 'deals' in value;
  const parsed = session ? parseSessionRecord(value) : parseDealRecord(value);
  if (!parsed.ok) return parsed;
  const record = parsed.value;
  const variant = list.find((v) => v.id === record.variant);
  if (variant === undefined) {
    const known = list.map((v) => `'${v.id}'`).join(', ') || 'none';
    return err('UNKNOWN_VARIANT', `unknown variant ${quote(record.variant)}; known: ${known}`, {
      path: ['variant'],
    });
  }
  const options = variant.parseOptions(record.options ?? {});
  if (!options.ok) return options;
  return ok(
    session
      ? { kind: 'session', variant, options: options.value, record: record as SessionRecord }
      : { kind: 'deal', variant, options: options.value, record: record as DealRecord },
  );
}
