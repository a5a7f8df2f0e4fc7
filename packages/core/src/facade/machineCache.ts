import type { BaseAction } from '../kernel/actions';
import type { Rules } from '../kernel/rules';
import { createDealMachine, type DealMachine } from '../machine/dealMachine';
import { createSessionMachine, type SessionMachine } from '../machine/sessionMachine';
import type { Variant } from '../variant/defineVariant';

const machines = new WeakMap<object, unknown>();

/**
 * The deal machine for a rules kernel, built once per kernel (variants cache their kernels
 * per option set, so games with the same options share one machine).
 *
 * @typeParam O - the variant's options
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @typeParam R - the deal's outcome (what the variant's `score` returns)
 * @typeParam A - the variant's actions
 * @typeParam V - the extra a seat's view carries (what `viewExtra` returns; `undefined` without it)
 * @example
 * dealMachineFor(rules) === dealMachineFor(rules); // true
 */
export function dealMachineFor<O, X, R, A extends BaseAction, V>(
  rules: Rules<O, X, R, A, V>,
): DealMachine<O, X, R, A, V> {
  let machine = machines.get(rules) as DealMachine<O, X, R, A, V> | undefined;
  if (machine === undefined) {
    machine = createDealMachine(rules);
    machines.set(rules, machine);
  }
  return machine;
}

const sessionMachines = new WeakMap<object, unknown>();

/**
 * The session machine for a variant with parsed options, built once per rules kernel.
 *
 * @typeParam O - the variant's options
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @typeParam R - the deal's outcome (what the variant's `score` returns)
 * @typeParam A - the variant's actions
 * @typeParam S - the session's running state (the variant's score sheet)
 * @typeParam SR - the session's result (what `session.result` returns)
 * @typeParam V - the extra a seat's view carries (what `viewExtra` returns; `undefined` without it)
 * @example
 * sessionMachineFor(kalterSchlag, kalterSchlag.rules());
 */
export function sessionMachineFor<O, X, R, A extends BaseAction, S, SR, V>(
  variant: Variant<O, X, R, A, S, SR, V>,
  rules: Rules<O, X, R, A, V>,
): SessionMachine<O, X, R, A, S, SR, V> {
  let machine = sessionMachines.get(rules) as SessionMachine<O, X, R, A, S, SR, V> | undefined;
  if (machine === undefined) {
    machine = createSessionMachine(variant, rules.options as Partial<O>);
    sessionMachines.set(rules, machine);
  }
  return machine;
}
