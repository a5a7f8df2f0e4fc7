import { err, ok, type Result } from '../errors/errors';
import { quote } from '../errors/quote';
import type { BaseAction } from '../kernel/actions';
import type { Rules } from '../kernel/rules';
import type { GameState } from '../kernel/state';
import type { Variant } from '../variant/defineVariant';
import { type DealRecord, parseDealRecord } from './dealRecord';
import type { RecordAction } from './recordParts';
import { replayActions } from './replayActions';
import { sameJson } from './sameJson';
import { type DealSource, startDeal } from './startDeal';

/**
 * How to replay: by default a record must play its deal to the end.
 *
 * @example
 * replayDeal(kalterSchlag, game.record(), { partial: true }); // a deal still in play
 */
export interface ReplayOptions {
  /** Accept a record whose (last) deal is unfinished; its `outcome` is then `undefined`. */
  readonly partial?: boolean;
}

/**
 * A replayed deal: the kernel, the start and final states, and the outcome.
 *
 * @typeParam O - the variant's options
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @typeParam R - the deal's outcome (what the variant's `score` returns)
 * @typeParam A - the variant's actions
 * @example
 * const { state, terminal, outcome } = unwrap(replayDeal(kalterSchlag, record));
 */
export interface ReplayedDeal<
  O = unknown,
  X = unknown,
  R = unknown,
  A extends BaseAction = BaseAction,
> {
  readonly rules: Rules<O, X, R, A>;
  readonly dealer: number;
  /** The state as dealt. */
  readonly start: GameState<X>;
  /** The state after the last action. */
  readonly state: GameState<X>;
  /** Whether the deal is over. */
  readonly terminal: boolean;
  /** The deal's outcome, or `undefined` for an unfinished deal. */
  readonly outcome: R | undefined;
}

/**
 * A deal record replayed.
 *
 * @typeParam O - the variant's options
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @typeParam R - the deal's outcome (what the variant's `score` returns)
 * @typeParam A - the variant's actions
 * @example
 * const replay: Result<DealReplay> = replayDeal(kalterSchlag, record);
 */
export interface DealReplay<
  O = unknown,
  X = unknown,
  R = unknown,
  A extends BaseAction = BaseAction,
> extends ReplayedDeal<O, X, R, A> {
  /** The record as parsed. */
  readonly record: DealRecord;
}

/**
 * One recorded deal: where its cards come from, its actions and the outcome it claims.
 *
 * @example
 * const deal: RecordedDeal = { dealer: 0, seed: 42, actions: [{ type: 'double', seat: 1 }] };
 */
export interface RecordedDeal extends DealSource {
  readonly actions: readonly RecordAction[];
  readonly outcome?: unknown;
}

/**
 * Replays one recorded deal with a kernel. Paths of errors start with `prefix`, and
 * messages with `label`. Shared by {@link replayDeal} and `replaySession`.
 *
 * @example
 * replayRecordedDeal(rules, { dealer: 0, seed: 1, actions: [] }, [], '', { partial: true });
 */
export function replayRecordedDeal<O, X, R, A extends BaseAction>(
  rules: Rules<O, X, R, A>,
  deal: RecordedDeal,
  prefix: readonly (string | number)[],
  label: string,
  options: ReplayOptions = {},
): Result<ReplayedDeal<O, X, R, A>> {
  const start = startDeal(rules, deal, prefix);
  if (!start.ok) return start;
  const played = replayActions(rules, start.value, deal.actions, prefix, label);
  if (!played.ok) return played;
  const state = played.value;
  const terminal = rules.isTerminal(state);
  if (!terminal && !options.partial) {
    const n = deal.actions.length;
    return err(
      'UNFINISHED_DEAL',
      `${label}the deal is unfinished: after ${n} actions seat ${rules.toAct(state)} is to act (replay with { partial: true } to accept this)`,
      { path: [...prefix, 'actions'], index: n },
    );
  }
  const outcome = terminal ? rules.outcome(state) : undefined;
  const written = outcome === undefined ? undefined : rules.outcomeJson(outcome);
  if (deal.outcome !== undefined && !sameJson(deal.outcome, written)) {
    return err('INVALID_RECORD', `${label}the recorded outcome differs from the replayed one`, {
      path: [...prefix, 'outcome'],
    });
  }
  return ok({ rules, dealer: deal.dealer, start: start.value, state, terminal, outcome });
}

/**
 * Replays a deal record: checks it (`INVALID_RECORD` with the path), its variant
 * (`UNKNOWN_VARIANT`), its options (`INVALID_OPTIONS` with the path), the deal (the
 * kernel's code, e.g. `INVALID_DEAL` at `['hands', 2]`), and each action (the kernel's
 * code, e.g. `MUST_FOLLOW_SUIT`, with `index` and the path `['actions', index, ...]`).
 * A deal that does not reach its end is refused with `UNFINISHED_DEAL` at `['actions']`
 * unless `partial` is set. A recorded `outcome` must equal the replayed one.
 *
 * @typeParam O - the variant's options
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @typeParam R - the deal's outcome (what the variant's `score` returns)
 * @typeParam A - the variant's actions
 * @example
 * import { replayDeal } from '@stich/core';
 * import { kalterSchlag } from '@stich/kalter-schlag';
 *
 * const replay = replayDeal(kalterSchlag, recordJson);
 * if (replay.ok) replay.value.outcome?.penalties;
 * else console.log(replay.error.code, replay.error.index);
 */
export function replayDeal<O, X, R, A extends BaseAction>(
  variant: Variant<O, X, R, A>,
  input: unknown,
  options: ReplayOptions = {},
): Result<DealReplay<O, X, R, A>> {
  const parsed = parseDealRecord(input);
  if (!parsed.ok) return parsed;
  const record = parsed.value;
  if (record.variant !== variant.id) {
    return err(
      'UNKNOWN_VARIANT',
      `the record is for ${quote(record.variant)}, not '${variant.id}'`,
      {
        path: ['variant'],
      },
    );
  }
  const rules = variant.rulesFor(record.options ?? {});
  if (!rules.ok) return rules;
  const replay = replayRecordedDeal(rules.value as Rules<O, X, R, A>, record, [], '', options);
  return replay.ok ? ok({ ...replay.value, record }) : replay;
}
