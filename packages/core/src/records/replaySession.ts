import { err, ok, type Result } from '../errors/errors';
import { quote } from '../errors/quote';
import type { BaseAction } from '../kernel/actions';
import type { Rules } from '../kernel/rules';
import type { Variant } from '../variant/defineVariant';
import { type ReplayedDeal, type ReplayOptions, replayRecordedDeal } from './replayDeal';
import { sameJson } from './sameJson';
import { parseSessionRecord, type SessionRecord } from './sessionRecord';

/**
 * A session record replayed.
 *
 * @typeParam O - the variant's options
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @typeParam R - the deal's outcome (what the variant's `score` returns)
 * @typeParam A - the variant's actions
 * @typeParam S - the session's running state (the variant's score sheet)
 * @typeParam SR - the session's result (what `session.result` returns)
 * @example
 * const { outcomes, result, over, nextDealer } = unwrap(replaySession(kalterSchlag, record));
 */
export interface SessionReplay<
  O = unknown,
  X = unknown,
  R = unknown,
  A extends BaseAction = BaseAction,
  S = unknown,
  SR = unknown,
> {
  /** The record as parsed. */
  readonly record: SessionRecord;
  readonly rules: Rules<O, X, R, A>;
  /** Each deal replayed, in order. */
  readonly deals: readonly ReplayedDeal<O, X, R, A>[];
  /** The outcome of each finished deal. */
  readonly outcomes: readonly R[];
  /** The variant's session data after the last finished deal. */
  readonly data: S;
  /** The variant's session result (e.g. a Partie's totals, `ended`, payments). */
  readonly result: SR;
  /** Whether the session has ended. */
  readonly over: boolean;
  /** Dealer of the next deal. */
  readonly nextDealer: number;
}

/**
 * Replays a session record with the variant's session hooks. Deal k is dealt by the
 * variant's rotation from `firstDealer`. The record may stop before the session ends
 * (the variant's result then says so, e.g. `ended: false`); a deal recorded after the
 * session ended is refused with `SESSION_OVER` at `['deals', k]`. Errors inside a deal
 * carry its path, e.g. `MUST_FOLLOW_SUIT` at `['deals', 3, 'actions', 17, 'card']` with
 * `index` 17. With `partial`, the last deal may be unfinished (it does not count yet).
 *
 * @typeParam O - the variant's options
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @typeParam R - the deal's outcome (what the variant's `score` returns)
 * @typeParam A - the variant's actions
 * @typeParam S - the session's running state (the variant's score sheet)
 * @typeParam SR - the session's result (what `session.result` returns)
 * @example
 * import { replaySession } from '@stich/core';
 * import { kalterSchlag } from '@stich/kalter-schlag';
 *
 * const replay = replaySession(kalterSchlag, sessionJson);
 * if (replay.ok) replay.value.result.totals;
 */
export function replaySession<O, X, R, A extends BaseAction, S, SR>(
  variant: Variant<O, X, R, A, S, SR>,
  input: unknown,
  options: ReplayOptions = {},
): Result<SessionReplay<O, X, R, A, S, SR>> {
  const parsed = parseSessionRecord(input);
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
  const compiled = variant.rulesFor(record.options ?? {});
  if (!compiled.ok) return compiled;
  const rules = compiled.value as Rules<O, X, R, A>;
  const seats = rules.ctx.seats;
  if (record.firstDealer >= seats) {
    return err('INVALID_RECORD', `firstDealer must be a seat from 0 to ${seats - 1}`, {
      path: ['firstDealer'],
    });
  }
  const hooks = variant.session;
  const opts = rules.options;
  let data = hooks.init({ options: opts, seats, firstDealer: record.firstDealer });
  let dealer = record.firstDealer;
  const deals: ReplayedDeal<O, X, R, A>[] = [];
  const outcomes: R[] = [];
  for (let k = 0; k < record.deals.length; k++) {
    const deal = record.deals[k];
    if (hooks.isOver({ options: opts, seats, data })) {
      return err('SESSION_OVER', `the session ended after deal ${k - 1}; deal ${k} cannot follow`, {
        path: ['deals', k],
      });
    }
    if (deal.dealer !== undefined && deal.dealer !== dealer) {
      return err('INVALID_RECORD', `deal ${k} is dealt by seat ${dealer}, not ${deal.dealer}`, {
        path: ['deals', k, 'dealer'],
      });
    }
    const last = k === record.deals.length - 1;
    // The deal's setup follows from the session so far, never from the record.
    const setup = hooks.dealSetup?.({ options: opts, seats, data, dealer });
    const source = setup === undefined ? { ...deal, dealer } : { ...deal, dealer, setup };
    const replay = replayRecordedDeal(rules, source, ['deals', k], `deal ${k}, `, {
      partial: last && options.partial,
    });
    if (!replay.ok) return replay;
    deals.push(replay.value);
    if (!replay.value.terminal) break;
    const outcome = replay.value.outcome as R;
    outcomes.push(outcome);
    data = hooks.afterDeal({ options: opts, seats, dealer, data, outcome });
    dealer = hooks.nextDealer?.({ seats, dealer, data }) ?? (dealer + 1) % seats;
  }
  const result = hooks.result({ options: opts, seats, data });
  const written = hooks.resultJson ? hooks.resultJson(result) : result;
  if (record.result !== undefined && !sameJson(record.result, written)) {
    return err('INVALID_RECORD', 'the recorded result differs from the replayed one', {
      path: ['result'],
    });
  }
  return ok({
    record,
    rules,
    deals,
    outcomes,
    data,
    result,
    over: hooks.isOver({ options: opts, seats, data }),
    nextDealer: dealer,
  });
}
