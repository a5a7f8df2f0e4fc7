import { createGame } from '../facade/createGame';
import { restoreGame } from '../facade/restoreGame';
import type { GameState } from '../kernel/state';
import { formatDealRecord, parseDealRecord } from '../records/dealRecord';
import { replayDeal } from '../records/replayDeal';
import { sameJson } from '../records/sameJson';
import type { Variant } from '../variant/defineVariant';
import { canonicalState } from './canonicalState';
import { MAX_STEPS } from './checkPlayouts';
import { type ConformancePlan, dealOf, dealRng } from './conformanceOptions';
import { fail, where } from './fail';

/** JSON text and back, as storage or the network would do. */
const wire = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/**
 * Plays `plan.roundTripDeals` seeded random deals through the facade and, at every step:
 * saves `game.snapshot()` as JSON, restores it with `restoreGame` and plays on with the
 * restored game; writes `game.record()` as text (`formatDealRecord`), parses it back
 * unchanged, and replays it with `replayDeal` to the same state. At the end the record
 * replays in full to the same outcome. States are compared card by card as codes
 * (identical cards may swap copies).
 *
 * @typeParam O - the variant's options
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @typeParam R - the deal's outcome (what the variant's `score` returns)
 * @example
 * checkRoundTrips(kalterSchlag, conformancePlan({ roundTripDeals: 5 })); // 5
 */
export function checkRoundTrips<O, X, R>(
  variant: Variant<O, X, R>,
  plan: ConformancePlan<O, R>,
): number {
  const rules = variant.rules(plan.options);
  const ctx = rules.ctx;
  const same = (a: { state(): GameState<X> }, b: unknown) =>
    sameJson(canonicalState(ctx, a.state()), b);
  for (let i = 0; i < plan.roundTripDeals; i++) {
    const { dealer, seed } = dealOf(plan, ctx.seats, i);
    const rng = dealRng(plan, i);
    rules.deal({ dealer, rng });
    let game = createGame(variant, { options: plan.options, dealer, seed });
    for (let step = 0; ; step++) {
      if (step > MAX_STEPS) fail(`${where(i, dealer, seed)}: not over after ${MAX_STEPS} actions`);
      const restored = restoreGame(variant, wire(game.snapshot()));
      if (!restored.ok)
        fail(
          `${where(i, dealer, seed, step)}: snapshot not restored: ${restored.error.code} ${restored.error.message}`,
        );
      if (!same(game, canonicalState(ctx, restored.value.state())))
        fail(`${where(i, dealer, seed, step)}: the restored game differs`);
      const record = game.record();
      const text = formatDealRecord(record);
      const parsed = parseDealRecord(text);
      if (!parsed.ok || !sameJson(parsed.value, record))
        fail(
          `${where(i, dealer, seed, step)}: the record does not survive formatDealRecord + parseDealRecord`,
        );
      const replay = replayDeal(variant, parsed.value, { partial: true });
      if (!replay.ok)
        fail(
          `${where(i, dealer, seed, step)}: the record does not replay: ${replay.error.code} ${replay.error.message}`,
        );
      if (!same(game, canonicalState(ctx, replay.value.state)))
        fail(`${where(i, dealer, seed, step)}: the replayed record differs`);
      game.actor.stop();
      game = restored.value;
      if (game.isOver()) break;
      const legal = game.legalActions();
      if (legal.length === 0)
        fail(`${where(i, dealer, seed, step)}: no legal action before the end`);
      const applied = game.apply(legal[rng.below(legal.length)]);
      if (!applied.ok)
        fail(`${where(i, dealer, seed, step)}: a legal action was refused after a restore`);
    }
    const replay = replayDeal(variant, wire(game.record()));
    if (!replay.ok)
      fail(`${where(i, dealer, seed)}: the finished record does not replay: ${replay.error.code}`);
    if (!sameJson(replay.value.outcome, game.outcome()))
      fail(`${where(i, dealer, seed)}: the replayed outcome differs`);
    game.actor.stop();
  }
  return plan.roundTripDeals;
}
