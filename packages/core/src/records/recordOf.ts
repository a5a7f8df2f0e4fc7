import type { BaseAction } from '../kernel/actions';
import { dealtHand } from '../kernel/dealtHand';
import type { Rules } from '../kernel/rules';
import type { GameState } from '../kernel/state';
import type { DealRecord } from './dealRecord';
import type { RecordAction } from './recordParts';

/**
 * Optional parts of a record built by {@link recordOf}.
 *
 * @typeParam R - the deal's outcome (what the variant's `score` returns)
 * @example
 * recordOf(rules, start, actions, { seed: 42, meta: { table: 7 } });
 */
export interface RecordExtras<R = unknown> {
  /** The seed the deal was shuffled with, kept for reference (the hands are written out too). */
  readonly seed?: number | string;
  /** The outcome to store, checked again on replay. */
  readonly outcome?: R;
  readonly meta?: Record<string, unknown>;
}

/**
 * Builds a deal record from a kernel, the state as dealt and the actions taken. The
 * record holds the full options (defaults written out) and the hands and skat as codes,
 * so it replays without the shuffle.
 *
 * @typeParam O - the variant's options
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @typeParam R - the deal's outcome (what the variant's `score` returns)
 * @typeParam A - the variant's actions
 * @example
 * import { formatDealRecord } from '@stich/core';
 * import { recordOf } from '@stich/core/tools';
 * import { kalterSchlag } from '@stich/kalter-schlag';
 *
 * const rules = kalterSchlag.rules();
 * const start = rules.deal({ dealer: 0, seed: 42 });
 * const record = recordOf(rules, start, [{ type: 'double', seat: 1 }], { seed: 42 });
 * formatDealRecord(record);
 */
export function recordOf<O, X, R, A extends BaseAction>(
  rules: Rules<O, X, R, A>,
  start: GameState<X>,
  actions: readonly A[],
  extras: RecordExtras<R> = {},
): DealRecord {
  const ctx = rules.ctx;
  const hands = [];
  for (let seat = 0; seat < start.seats; seat++) hands.push(dealtHand(ctx as never, start, seat));
  const record: DealRecord = {
    variant: rules.variantId,
    options: toJson(rules.options) as Record<string, unknown>,
    ...(extras.seed !== undefined ? { seed: extras.seed } : {}),
    dealer: start.dealer,
    hands,
    skat: start.skatOrder.map((id) => ctx.deck.codes[id]),
    ...writtenSetup(rules, start),
    actions: actions.map((a) => toJson(a) as RecordAction),
    ...(extras.outcome !== undefined ? { outcome: toJson(rules.outcomeJson(extras.outcome)) } : {}),
    ...(extras.meta !== undefined ? { meta: extras.meta } : {}),
  };
  return record;
}

/**
 * A deal's setup as records and snapshots write it: `{ setup }` where it differs from a
 * lone deal's (the variant's defaults), else nothing, so other records keep their shape.
 *
 * @example
 * const record = { variant: 'doppelkopf', dealer: 0, ...writtenSetup(rules, start), actions: [] };
 */
export function writtenSetup<X>(
  rules: Pick<Rules<unknown, X, unknown, BaseAction>, 'defaultSetup'>,
  start: GameState<X>,
): { setup?: Record<string, unknown> } {
  if (start.setup === undefined) return {};
  const json = JSON.stringify(start.setup);
  return json === JSON.stringify(rules.defaultSetup) ? {} : { setup: JSON.parse(json) };
}

function toJson(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value ?? {}));
}
