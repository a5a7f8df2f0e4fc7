import * as z from 'zod/mini';
import type { CardCode } from '../cards/atoms';
import { err, type Result } from '../errors/errors';
import { englishZod } from '../fields/englishZod';
import { zodError } from '../fields/zodError';
import type { BaseAction } from '../kernel/actions';
import type { Rules } from '../kernel/rules';
import type { GameState } from '../kernel/state';
import { startDeal } from '../records/startDeal';
import type { Variant } from '../variant/defineVariant';

/**
 * How to set up a single game. Without `hands` the cards are shuffled with `seed`; without
 * a seed, with a random one (the snapshot and record keep the hands, so the game can
 * still be restored and replayed).
 *
 * @typeParam O - the variant's options
 * @example
 * const setup: GameSetup<KalterSchlagOptions> = { options: { rounding: 'five' }, dealer: 3, seed: 42 };
 */
export interface GameSetup<O = unknown> {
  /** House rules; the variant's defaults fill the rest. */
  readonly options?: Partial<O>;
  /** The dealer's seat; 0 by default. */
  readonly dealer?: number;
  readonly seed?: number | string;
  /** Explicit hands as card codes, one per seat (empty for a seat sitting out). */
  readonly hands?: readonly (readonly CardCode[])[];
  /** The skat for explicit hands, when the variant deals one. */
  readonly skat?: readonly CardCode[];
  /** What a session would tell the deal, where the variant declares a deal setup (e.g. who owes a Pflichtsolo); its defaults otherwise. */
  readonly setup?: Readonly<Record<string, unknown>>;
}

const SetupSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    options: z.optional(z.unknown()),
    dealer: z.optional(z.number().check(z.int(), z.minimum(0))),
    seed: z.optional(z.union([z.number().check(z.int()), z.string()])),
    hands: z.optional(z.array(z.array(z.string()))),
    skat: z.optional(z.array(z.string())),
    setup: z.optional(z.unknown()),
  }))();

/**
 * A random 32-bit seed, for games and sessions set up without one.
 *
 * @example
 * const seed = randomSeed(); // e.g. 2734119871
 */
export function randomSeed(): number {
  return Math.floor(Math.random() * 0x100000000);
}

/**
 * Checks a game setup: options (`INVALID_OPTIONS` with their path) and the deal
 * (`INVALID_DEAL`, or `UNKNOWN_CARD` for a code that is no card), and deals. `seed` is the
 * shuffle's seed (drawn at random when absent). With explicit hands a seed is optional,
 * and refused (`INVALID_DEAL` at `seed`) unless it deals those very hands.
 *
 * @typeParam O - the variant's options
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @typeParam R - the deal's outcome (what the variant's `score` returns)
 * @typeParam A - the variant's actions
 * @typeParam S - the session's running state (the variant's score sheet)
 * @typeParam SR - the session's result (what `session.result` returns)
 * @typeParam V - the extra a seat's view carries (what `viewExtra` returns; `undefined` without it)
 * @example
 * const r = parseGameSetup(kalterSchlag, { dealer: 9 }); // { ok: false, error: { code: 'INVALID_DEAL', path: ['dealer'] } }
 */
export function parseGameSetup<O, X, R, A extends BaseAction, S, SR, V>(
  variant: Variant<O, X, R, A, S, SR, V>,
  input: unknown,
): Result<{ rules: Rules<O, X, R, A, V>; start: GameState<X>; seed?: number | string }> {
  englishZod();
  const parsed = SetupSchema.safeParse(input ?? {});
  if (!parsed.success) {
    const first = parsed.error.issues[0].path[0];
    const dealKeys: unknown[] = ['dealer', 'seed', 'hands', 'skat', 'setup'];
    return {
      ok: false,
      error: zodError(dealKeys.includes(first) ? 'INVALID_DEAL' : 'INVALID_OPTIONS', parsed.error),
    };
  }
  const setup = parsed.data;
  const rules = variant.rulesFor(setup.options ?? {});
  if (!rules.ok) return rules;
  const seats = rules.value.ctx.seats;
  const dealer = setup.dealer ?? 0;
  if (dealer >= seats)
    return err('INVALID_DEAL', `dealer must be a seat from 0 to ${seats - 1}`, {
      path: ['dealer'],
    });
  if (setup.hands === undefined) {
    if (setup.skat !== undefined)
      return err('INVALID_DEAL', 'a skat is given without hands', { path: ['skat'] });
    const seed = setup.seed ?? randomSeed();
    const start = startDeal(rules.value, { dealer, seed, setup: setup.setup }, [], 'INVALID_DEAL');
    return start.ok ? { ok: true, value: { rules: rules.value, start: start.value, seed } } : start;
  }
  // Hands and a seed must agree, as in a record: the same check (here `INVALID_DEAL`).
  const { hands, skat, seed } = setup;
  const start = startDeal(
    rules.value,
    { dealer, hands, skat, seed, setup: setup.setup },
    [],
    'INVALID_DEAL',
  );
  return start.ok
    ? {
        ok: true,
        value: { rules: rules.value, start: start.value, ...(seed === undefined ? {} : { seed }) },
      }
    : start;
}
