import { ok, type Result, unwrap } from '../errors/errors';
import type { BaseAction } from '../kernel/actions';
import type { Variant } from '../variant/defineVariant';
import { type Game, gameFromStart } from './game';
import { type GameSetup, parseGameSetup } from './gameSetup';

/**
 * Sets up one deal of a variant from untrusted input, as a result: bad options give
 * `INVALID_OPTIONS`, a bad dealer or deal `INVALID_DEAL` (or `UNKNOWN_CARD`), each with
 * the path of the bad part.
 *
 * @typeParam O - the variant's options
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @typeParam R - the deal's outcome (what the variant's `score` returns)
 * @typeParam A - the variant's actions
 * @typeParam S - the session's running state (the variant's score sheet)
 * @typeParam SR - the session's result (what `session.result` returns)
 * @typeParam V - the extra a seat's view carries (what `viewExtra` returns; `undefined` without it)
 * @example
 * import { tryCreateGame } from '@stich/core';
 * import { kalterSchlag } from '@stich/kalter-schlag';
 *
 * const r = tryCreateGame(kalterSchlag, { options: { rounding: 'fiv' } });
 * if (!r.ok) r.error.path; // ['options', 'rounding']
 */
export function tryCreateGame<O, X, R, A extends BaseAction, S, SR, V>(
  variant: Variant<O, X, R, A, S, SR, V>,
  setup: GameSetup<O> = {},
): Result<Game<O, X, R, A, V>> {
  const parsed = parseGameSetup(variant, setup);
  if (!parsed.ok) return parsed;
  return ok(gameFromStart(parsed.value.rules, parsed.value.start, parsed.value.seed));
}

/**
 * Sets up one deal of a variant. Throws a `StichRuleError` (with `code` and
 * `detail.path`) for bad options or a bad deal; use {@link tryCreateGame} to get a result
 * instead. Without `hands`, the cards are shuffled with `seed` (a random one if absent).
 *
 * @typeParam O - the variant's options
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @typeParam R - the deal's outcome (what the variant's `score` returns)
 * @typeParam A - the variant's actions
 * @typeParam S - the session's running state (the variant's score sheet)
 * @typeParam SR - the session's result (what `session.result` returns)
 * @typeParam V - the extra a seat's view carries (what `viewExtra` returns; `undefined` without it)
 * @example
 * import { createGame } from '@stich/core';
 * import { kalterSchlag } from '@stich/kalter-schlag';
 *
 * const game = createGame(kalterSchlag, { dealer: 0, seed: 42 });
 * game.apply({ type: 'double', seat: 1 }); // { ok: true, value: { index: 0, ... } }
 * game.apply({ type: 'double', seat: 1 }); // { ok: false, error: { code: 'OUT_OF_TURN', ... } }
 */
export function createGame<O, X, R, A extends BaseAction, S, SR, V>(
  variant: Variant<O, X, R, A, S, SR, V>,
  setup: GameSetup<O> = {},
): Game<O, X, R, A, V> {
  return unwrap(tryCreateGame(variant, setup));
}
