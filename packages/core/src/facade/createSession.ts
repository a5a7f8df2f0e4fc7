import { ok, type Result, unwrap } from '../errors/errors';
import type { BaseAction } from '../kernel/actions';
import type { Variant } from '../variant/defineVariant';
import { type Session, sessionFrom } from './session';
import { parseSessionSetup, type SessionSetup } from './sessionSetup';

/**
 * Starts a session (e.g. a Kalter Schlag Partie) from untrusted input, as a result: bad
 * options give `INVALID_OPTIONS`; a bad first dealer or supplied deal `INVALID_DEAL` (or
 * `UNKNOWN_CARD`), each with its path.
 *
 * @typeParam O - the variant's options
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @typeParam R - the deal's outcome (what the variant's `score` returns)
 * @typeParam A - the variant's actions
 * @typeParam S - the session's running state (the variant's score sheet)
 * @typeParam SR - the session's result (what `session.result` returns)
 * @typeParam V - the extra a seat's view carries (what `viewExtra` returns; `undefined` without it)
 * @example
 * import { tryCreateSession } from '@stich/core';
 * import { kalterSchlag } from '@stich/kalter-schlag';
 *
 * const r = tryCreateSession(kalterSchlag, { firstDealer: 7 });
 * if (!r.ok) r.error.path; // ['firstDealer']
 */
export function tryCreateSession<O, X, R, A extends BaseAction, S, SR, V>(
  variant: Variant<O, X, R, A, S, SR, V>,
  setup: SessionSetup<O> = {},
): Result<Session<O, X, R, A, S, SR, V>> {
  const parsed = parseSessionSetup(variant, setup);
  if (!parsed.ok) return parsed;
  return ok(sessionFrom(variant, parsed.value.rules, parsed.value.input));
}

/**
 * Starts a session: deals until the variant's `session.isOver`, scoring each deal with
 * `session.afterDeal` and passing the deal by `session.nextDealer`. Deals are shuffled
 * with `` `${seed}/${i}` `` unless `deals` supplies them. Throws a `StichRuleError` for a
 * bad setup; use {@link tryCreateSession} to get a result.
 *
 * @typeParam O - the variant's options
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @typeParam R - the deal's outcome (what the variant's `score` returns)
 * @typeParam A - the variant's actions
 * @typeParam S - the session's running state (the variant's score sheet)
 * @typeParam SR - the session's result (what `session.result` returns)
 * @typeParam V - the extra a seat's view carries (what `viewExtra` returns; `undefined` without it)
 * @example
 * import { createSession } from '@stich/core';
 * import { kalterSchlag } from '@stich/kalter-schlag';
 *
 * const partie = createSession(kalterSchlag, { seed: 42, firstDealer: 0 });
 * partie.apply({ type: 'double', seat: 1 });
 * partie.result().totals; // [0, 0, 0, 0]
 */
export function createSession<O, X, R, A extends BaseAction, S, SR, V>(
  variant: Variant<O, X, R, A, S, SR, V>,
  setup: SessionSetup<O> = {},
): Session<O, X, R, A, S, SR, V> {
  return unwrap(tryCreateSession(variant, setup));
}
