import type { BaseAction } from '../kernel/actions';
import type { Rules } from '../kernel/rules';
import type { GameState } from '../kernel/state';
import { recordOf } from './recordOf';
import type { SessionDeal, SessionRecord } from './sessionRecord';

/**
 * One played deal, as {@link sessionRecordOf} takes it.
 *
 * @inline
 */
interface DealPlayed<X, R, A> {
  readonly start: GameState<X>;
  readonly actions: readonly A[];
  readonly seed?: number | string;
  readonly outcome?: R;
}

/**
 * Builds a session record from a kernel, the first dealer and the deals played.
 *
 * @typeParam O - the variant's options
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @typeParam R - the deal's outcome (what the variant's `score` returns)
 * @typeParam A - the variant's actions
 * @example
 * import { formatSessionRecord } from '@stich/core';
 * import { sessionRecordOf } from '@stich/core/tools';
 *
 * const record = sessionRecordOf(rules, 0, [{ start, actions }], { seed: 42 });
 * formatSessionRecord(record);
 */
export function sessionRecordOf<O, X, R, A extends BaseAction>(
  rules: Rules<O, X, R, A>,
  firstDealer: number,
  deals: readonly DealPlayed<X, R, A>[],
  extras: {
    readonly seed?: number | string;
    readonly result?: unknown;
    readonly meta?: Record<string, unknown>;
  } = {},
): SessionRecord {
  const options = JSON.parse(JSON.stringify(rules.options ?? {})) as Record<string, unknown>;
  const out: SessionDeal[] = deals.map((deal) => {
    const { hands, skat, actions, outcome, seed } = recordOf(rules, deal.start, deal.actions, deal);
    return {
      ...(seed !== undefined ? { seed } : {}),
      hands,
      skat,
      actions,
      ...(outcome !== undefined ? { outcome } : {}),
    };
  });
  return {
    variant: rules.variantId,
    options,
    ...(extras.seed !== undefined ? { seed: extras.seed } : {}),
    firstDealer,
    deals: out,
    ...(extras.result !== undefined ? { result: JSON.parse(JSON.stringify(extras.result)) } : {}),
    ...(extras.meta !== undefined ? { meta: extras.meta } : {}),
  };
}
