import { createSession } from '../facade/createSession';
import { replaySession } from '../records/replaySession';
import { sameJson } from '../records/sameJson';
import { formatSessionRecord, parseSessionRecord } from '../records/sessionRecord';
import { Rng } from '../rng/rng';
import type { Variant } from '../variant/defineVariant';
import { MAX_STEPS } from './checkPlayouts';
import type { ConformancePlan } from './conformanceOptions';
import { fail } from './fail';

/**
 * Deals after which a conformance session stops even if the variant's session goes on.
 *
 * @example
 * session.dealsPlayed < MAX_SESSION_DEALS; // keep playing
 */
export const MAX_SESSION_DEALS = 60;

const wire = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/**
 * Plays `plan.sessions` seeded random sessions through `createSession` (to the variant's
 * end, at most {@link MAX_SESSION_DEALS} deals) and, after every deal, replays
 * `session.record()` with `replaySession` (written as text and read back first): it must
 * give the session's outcomes and result. A finished session's record replays without
 * `partial`, result included.
 *
 * @typeParam O - the variant's options
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @typeParam R - the deal's outcome (what the variant's `score` returns)
 * @example
 * checkSessions(kalterSchlag, conformancePlan({ sessions: 2 })); // deals played
 */
export function checkSessions<O, X, R>(
  variant: Variant<O, X, R>,
  plan: ConformancePlan<O, R>,
): number {
  let deals = 0;
  for (let k = 0; k < plan.sessions; k++) {
    const seed = `${plan.seed}:session:${k}`;
    const rng = new Rng(seed);
    const session = createSession(variant, { options: plan.options, seed });
    const at = (what: string) =>
      `session ${k} (seed '${seed}'), deal ${session.dealsPlayed}: ${what}`;
    const compare = (partial: boolean) => {
      const record = session.record();
      const text = formatSessionRecord(record);
      const parsed = parseSessionRecord(text);
      if (!parsed.ok || !sameJson(parsed.value, record))
        fail(at('the record does not survive format + parse'));
      const replay = replaySession(variant, wire(record), { partial });
      if (!replay.ok)
        fail(at(`the record does not replay: ${replay.error.code} ${replay.error.message}`));
      if (!sameJson(replay.value.outcomes, session.outcomes))
        fail(at('the replayed outcomes differ'));
      if (!sameJson(replay.value.result, session.result())) fail(at('the replayed result differs'));
      if (replay.value.over !== session.isOver())
        fail(at('the replay and the session disagree on the end'));
    };
    let steps = 0;
    while (!session.isOver() && session.dealsPlayed < MAX_SESSION_DEALS) {
      if (++steps > MAX_STEPS * MAX_SESSION_DEALS) fail(at('the session does not end'));
      const legal = session.legalActions();
      if (legal.length === 0) fail(at('no legal action before the end'));
      const applied = session.apply(legal[rng.below(legal.length)]);
      if (!applied.ok) fail(at(`a legal action was refused: ${applied.error.code}`));
      if (applied.value.dealOver) compare(true);
    }
    if (session.isOver()) compare(false);
    deals += session.dealsPlayed;
    session.actor.stop();
  }
  return deals;
}
