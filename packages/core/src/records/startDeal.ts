import type { CardCode } from '../cards/atoms';
import { type ErrorCode, err, type Result } from '../errors/errors';
import type { BaseAction } from '../kernel/actions';
import type { Rules } from '../kernel/rules';
import type { GameState } from '../kernel/state';
import { dealCardsOf } from './dealCardsOf';

/**
 * Where a deal's cards come from in a record.
 *
 * @example
 * const source: DealSource = { dealer: 2, hands, skat: [] };
 */
export interface DealSource {
  readonly dealer: number;
  readonly hands?: readonly (readonly CardCode[])[];
  readonly skat?: readonly CardCode[];
  readonly seed?: number | string;
  /** The deal's setup where the variant declares one (see `VariantSpec.setup`); defaults where absent. Read by `rules.parseSetup`. */
  readonly setup?: unknown;
}

/**
 * The starting state of a deal from a record or a game setup: the explicit hands if
 * given, else the seeded shuffle. A bad deal is refused with the kernel's code and its
 * path under `prefix`; both hands and a seed that deals other cards, with `mismatch`
 * (`INVALID_RECORD` for a record, `INVALID_DEAL` for a setup) at `seed`.
 *
 * @example
 * startDeal(rules, { dealer: 0, seed: 42 }, []); // { ok: true, value: state }
 * startDeal(rules, { dealer: 0, seed: 42, hands }, [], 'INVALID_DEAL').ok; // false unless seed 42 deals `hands`
 */
export function startDeal<O, X, R, A extends BaseAction, V>(
  rules: Rules<O, X, R, A, V>,
  source: DealSource,
  prefix: readonly (string | number)[],
  mismatch: ErrorCode = 'INVALID_RECORD',
): Result<GameState<X>> {
  const { dealer, hands, skat, seed } = source;
  const setup = rules.parseSetup(source.setup);
  if (!setup.ok) {
    const { code, message, path = [] } = setup.error;
    return err(code === 'INVALID_DEAL' ? mismatch : code, message, { path: [...prefix, ...path] });
  }
  if (hands === undefined) {
    if (dealer >= rules.ctx.seats) {
      return err('INVALID_DEAL', `dealer must be a seat from 0 to ${rules.ctx.seats - 1}`, {
        path: [...prefix, 'dealer'],
      });
    }
    return { ok: true, value: rules.deal({ dealer, seed, setup: setup.value }) };
  }
  const dealt = rules.fromDeal({ dealer, hands, skat, setup: setup.value });
  if (!dealt.ok) {
    const { code, message, path = [] } = dealt.error;
    return err(code, message, { path: [...prefix, ...path] });
  }
  // Both given: they must agree, or the record says two different things.
  if (seed !== undefined) {
    const seeded = dealCardsOf(rules, rules.deal({ dealer, seed }));
    if (JSON.stringify(seeded) !== JSON.stringify(dealCardsOf(rules, dealt.value))) {
      return err(
        mismatch,
        'the seed does not deal these hands and skat; give the hands or the seed, or both agreeing',
        { path: [...prefix, 'seed'] },
      );
    }
  }
  return dealt;
}
