import * as z from 'zod/mini';
import { err, ok, type Result } from '../errors/errors';
import { englishZod } from '../fields/englishZod';
import { zodError } from '../fields/zodError';
import type { BaseAction } from '../kernel/actions';
import type { Rules } from '../kernel/rules';
import { sessionDealing } from '../machine/sessionDealing';
import type { DealCards, SessionInput } from '../machine/sessionTypes';
import { Rng } from '../rng/rng';
import { dealerSeed } from '../rng/seeds';
import type { Variant } from '../variant/defineVariant';
import { randomSeed } from './gameSetup';

/**
 * How to set up a session. Deal `i` uses `deals[i]` when given (to replay a session
 * record; other fields of a recorded deal, such as `actions`, are ignored here), else a shuffle seeded with `` `${seed}/${i}` ``. Without a seed, a random one
 * is drawn (and kept in snapshots and records). Without `firstDealer`, the first dealer
 * is drawn from the seed.
 *
 * @typeParam O - the variant's options
 * @example
 * const setup: SessionSetup<KalterSchlagOptions> = { options: { target: 1000 }, seed: 'club-night-3' };
 */
export interface SessionSetup<O = unknown> {
  readonly options?: Partial<O>;
  readonly firstDealer?: number;
  readonly seed?: number | string;
  readonly deals?: readonly DealCards[];
}

const SetupSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    options: z.optional(z.unknown()),
    firstDealer: z.optional(z.number().check(z.int(), z.minimum(0))),
    seed: z.optional(z.union([z.number().check(z.int()), z.string()])),
    deals: z.optional(
      z.array(
        z.looseObject({
          hands: z.array(z.array(z.string())),
          skat: z.optional(z.array(z.string())),
        }),
      ),
    ),
  }))();

/**
 * Checks a session setup: options (`INVALID_OPTIONS`), the first dealer and every
 * supplied deal (`INVALID_DEAL` or `UNKNOWN_CARD`, at `['deals', i, ...]`), and fills
 * in the seed and the first dealer.
 *
 * @typeParam O - the variant's options
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @typeParam R - the deal's outcome (what the variant's `score` returns)
 * @typeParam A - the variant's actions
 * @typeParam S - the session's running state (the variant's score sheet)
 * @typeParam SR - the session's result (what `session.result` returns)
 * @typeParam V - the extra a seat's view carries (what `viewExtra` returns; `undefined` without it)
 * @example
 * parseSessionSetup(kalterSchlag, { seed: 1 }); // { ok: true, value: { rules, input: { seed: 1, firstDealer: 2, deals: [] } } }
 */
export function parseSessionSetup<O, X, R, A extends BaseAction, S, SR, V>(
  variant: Variant<O, X, R, A, S, SR, V>,
  input: unknown,
): Result<{ rules: Rules<O, X, R, A, V>; input: Required<SessionInput> }> {
  englishZod();
  const parsed = SetupSchema.safeParse(input ?? {});
  if (!parsed.success) {
    const first = parsed.error.issues[0].path[0];
    const dealKeys: unknown[] = ['firstDealer', 'seed', 'deals'];
    return {
      ok: false,
      error: zodError(dealKeys.includes(first) ? 'INVALID_DEAL' : 'INVALID_OPTIONS', parsed.error),
    };
  }
  const setup = parsed.data;
  const compiled = variant.rulesFor(setup.options ?? {});
  if (!compiled.ok) return compiled;
  const rules = compiled.value;
  const seats = rules.ctx.seats;
  const seed = setup.seed ?? randomSeed();
  const firstDealer = setup.firstDealer ?? new Rng(dealerSeed(seed)).below(seats);
  if (firstDealer >= seats) {
    return err('INVALID_DEAL', `firstDealer must be a seat from 0 to ${seats - 1}`, {
      path: ['firstDealer'],
    });
  }
  const dealing = sessionDealing(rules, variant.session);
  const deals: DealCards[] = setup.deals ?? [];
  let dealer = firstDealer;
  for (let i = 0; i < deals.length; i++) {
    const { hands, skat } = deals[i];
    const dealt = rules.fromDeal({ dealer, hands, skat });
    if (!dealt.ok) {
      const { code, message, path = [] } = dealt.error;
      return err(code, `deal ${i}: ${message}`, { path: ['deals', i, ...path] });
    }
    dealer = dealing.nextDealer(dealer);
  }
  return ok({
    rules,
    input: { seed, firstDealer, deals: deals.map(({ hands, skat }) => ({ hands, skat })) },
  });
}
