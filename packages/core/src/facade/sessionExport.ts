import type { BaseAction } from '../kernel/actions';
import type { Rules } from '../kernel/rules';
import type { DealContext } from '../machine/dealTypes';
import type { PlayedDeal, SessionContext } from '../machine/sessionTypes';
import { dealCardsOf } from '../records/dealCardsOf';
import type { SessionRecord } from '../records/sessionRecord';
import { sessionRecordOf } from '../records/sessionRecordOf';
import { dealSeed } from '../rng/seeds';
import type { Variant } from '../variant/defineVariant';
import { SESSION_SNAPSHOT_FORMAT, type SessionSnapshot } from './sessionSnapshotSchema';

/**
 * A session's snapshot from the session machine's context and the deal in play.
 *
 * @typeParam O - the variant's options
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @typeParam A - the variant's actions
 * @example
 * sessionSnapshotFrom(rules, actor.getSnapshot().context, dealActor.getSnapshot().context);
 */
export function sessionSnapshotFrom<O, X, A extends BaseAction>(
  rules: Rules<O, X, unknown, A, unknown>,
  session: SessionContext<X, unknown, A, unknown>,
  deal: DealContext<X, A>,
): SessionSnapshot<O, A> {
  const started = [...session.played];
  if (deal.start !== session.played.at(-1)?.start)
    started.push({ start: deal.start, actions: deal.actions });
  const deals = started.map(({ start, actions }) => ({
    ...dealCardsOf(rules, start),
    actions: actions.map((a) => ({ ...a })),
  }));
  for (const cards of session.supplied.slice(started.length)) {
    deals.push({
      hands: cards.hands.map((h) => [...h]),
      skat: [...(cards.skat ?? [])],
      actions: [],
    });
  }
  return {
    format: SESSION_SNAPSHOT_FORMAT,
    version: 1,
    variant: rules.variantId,
    options: structuredClone(rules.options),
    seed: session.seed,
    firstDealer: session.firstDealer,
    deals,
  };
}

/**
 * A session's record (see `SessionRecord`): the finished deals with their outcomes, then
 * the deal in play; the result once the session is over. Seeded deals keep their seed.
 *
 * @typeParam O - the variant's options
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @typeParam R - the deal's outcome (what the variant's `score` returns)
 * @typeParam A - the variant's actions
 * @typeParam S - the session's running state (the variant's score sheet)
 * @typeParam SR - the session's result (what `session.result` returns)
 * @typeParam V - the extra a seat's view carries (what `viewExtra` returns; `undefined` without it)
 * @example
 * sessionRecordFrom(kalterSchlag, rules, sessionContext, dealContext, false);
 */
export function sessionRecordFrom<O, X, R, A extends BaseAction, S, SR, V>(
  variant: Variant<O, X, R, A, S, SR, V>,
  rules: Rules<O, X, R, A, V>,
  session: SessionContext<X, R, A, S>,
  deal: DealContext<X, A>,
  over: boolean,
): SessionRecord {
  const seedOf = (i: number) =>
    i < session.supplied.length ? undefined : dealSeed(session.seed, i);
  const deals: {
    start: PlayedDeal<X, A>['start'];
    actions: readonly A[];
    seed?: string;
    outcome?: R;
  }[] = session.played.map((played, i) => ({
    ...played,
    seed: seedOf(i),
    outcome: session.outcomes[i],
  }));
  if (!over) deals.push({ start: deal.start, actions: deal.actions, seed: seedOf(deals.length) });
  const { session: spec } = variant;
  const result = over
    ? spec.result({ options: rules.options, seats: rules.ctx.seats, data: session.data })
    : undefined;
  const written = result !== undefined && spec.resultJson ? spec.resultJson(result) : result;
  return sessionRecordOf(rules, session.firstDealer, deals, {
    seed: session.seed,
    result: written,
  });
}
