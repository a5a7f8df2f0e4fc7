// biome-ignore-all lint/suspicious/noExplicitAny: the `any` defaults of Variant let one registry hold variants of different types
import { ok, type Result, StichRuleError } from '../errors/errors';
import { readFields } from '../fields/checkFields';
import { issueError } from '../fields/issueError';
import type { BaseAction } from '../kernel/actions';
import { dealFor, deckFor } from '../kernel/deckFor';
import { compileRules, type Rules } from '../kernel/rules';
import type { VariantSpec } from '../kernel/spec';

/**
 * A defined variant: its spec, its parsed default options, and its rules kernel per option set.
 *
 * @typeParam O - the variant's options
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @typeParam R - the deal's outcome (what the variant's `score` returns)
 * @typeParam A - the variant's actions
 * @typeParam S - the session's running state (the variant's score sheet)
 * @typeParam SR - the session's result (what `session.result` returns)
 * @typeParam V - the extra a seat's view carries (what `viewExtra` returns; `undefined` without it)
 * @example
 * const variants: Variant[] = [kalterSchlag, ramsch, skat];
 * variants.find((v) => v.id === 'ramsch')?.defaults.schieben; // false
 */
export interface Variant<
  O = any,
  X = any,
  R = any,
  A extends BaseAction = any,
  S = any,
  SR = any,
  V = any,
> extends VariantSpec<O, X, R, A, S, SR, V> {
  /** The options with every default filled in. */
  readonly defaults: O;
  /** Parses options: defaults filled in, unknown keys and bad values refused with their path. */
  parseOptions(input: unknown): Result<O>;
  /** The rules kernel for these options (cached). Throws {@link StichRuleError} on bad options. */
  rules(options?: Partial<O>): Rules<O, X, R, A, V>;
  /** The rules kernel for untrusted options, as a result. */
  rulesFor(input: unknown): Result<Rules<O, X, R, A, V>>;
}

/** The table and the deal pattern against the deck, for one option set. */
function checkDeal<O, X, R, A extends BaseAction, S, SR, V>(
  spec: VariantSpec<O, X, R, A, S, SR, V>,
  options: O,
): void {
  const players = typeof spec.players === 'function' ? spec.players(options) : spec.players;
  if (players.active > players.seats || players.active < 2) {
    throw new RangeError(`variant ${spec.id}: active players must be 2..seats`);
  }
  const deck = deckFor(spec, options);
  const deal = dealFor(spec, options);
  const dealt =
    players.active * deal.reduce((n, s) => n + ('each' in s ? s.each : 0), 0) +
    deal.reduce((n, s) => n + ('skat' in s ? s.skat : 0), 0);
  if (dealt !== deck.size) {
    throw new RangeError(
      `variant ${spec.id}: the deal pattern deals ${dealt} cards, the deck has ${deck.size} (deck ${deck.id})`,
    );
  }
}

/**
 * Defines a variant: checks the spec once (its phase graph too, under the default
 * options: a `TypeError` names the bad phase and exit) and fills defaults, so nothing at
 * run time checks for missing hooks.
 *
 * @typeParam O - the variant's options
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @typeParam R - the deal's outcome (what the variant's `score` returns)
 * @typeParam A - the variant's actions
 * @typeParam S - the session's running state (the variant's score sheet)
 * @typeParam SR - the session's result (what `session.result` returns)
 * @typeParam V - the extra a seat's view carries (what `viewExtra` returns; `undefined` without it)
 * @example
 * import { defineVariant } from '@stich/core';
 *
 * export const myGame = defineVariant({ id: 'my-game', name: 'My game', ...spec });
 * const rules = myGame.rules({ stake: 2 });
 */
export function defineVariant<O, X, R, A extends BaseAction, S, SR, V = undefined>(
  spec: VariantSpec<O, X, R, A, S, SR, V>,
): Variant<O, X, R, A, S, SR, V> {
  if (!/^[a-z][a-z0-9-]*$/.test(spec.id))
    throw new TypeError(`variant id '${spec.id}' must be kebab-case`);
  const parseOptions = (input: unknown): Result<O> => {
    const read = readFields(spec.options, input ?? {});
    return read.ok
      ? ok(read.value as O)
      : { ok: false, error: issueError('INVALID_OPTIONS', read.issue, ['options']) };
  };
  const defaults = parseOptions({});
  if (!defaults.ok)
    throw new TypeError(`variant ${spec.id}: options need a default for every field`);
  const checked = parseOptions(defaults.value);
  if (!checked.ok)
    throw new TypeError(`variant ${spec.id}: a default is refused: ${checked.error.message}`);
  const cache = new Map<string, Rules<O, X, R, A, V>>();
  const rulesFor = (input: unknown): Result<Rules<O, X, R, A, V>> => {
    const options = parseOptions(input);
    if (!options.ok) return options;
    const key = JSON.stringify(options.value);
    let rules = cache.get(key);
    if (rules === undefined) {
      checkDeal(spec, options.value);
      rules = compileRules(spec, options.value);
      cache.set(key, rules);
    }
    return ok(rules);
  };
  // Defaults are filled once here, so nothing at run time checks for missing hooks.
  const session = {
    ...spec.session,
    nextDealer: spec.session.nextDealer ?? (({ seats, dealer }) => (dealer + 1) % seats),
  } satisfies VariantSpec<O, X, R, A, S, SR, V>['session'];
  // The phase graph is checked now, under the default options (and under others when their
  // rules are compiled): a bad graph throws a TypeError naming the phase and the exit.
  rulesFor({});
  return {
    ...spec,
    session,
    defaults: defaults.value,
    parseOptions,
    rulesFor,
    rules(options) {
      const r = rulesFor(options ?? {});
      if (!r.ok) throw new StichRuleError(r.error);
      return r.value;
    },
  };
}
