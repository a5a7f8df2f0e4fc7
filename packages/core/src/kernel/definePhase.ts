import { type ErrorCode, err, ok, type Result } from '../errors/errors';
import { quote } from '../errors/quote';
import { kindCodes } from './actionCodes';
import type { BaseAction } from './actions';
import type { KernelContext } from './context';
import type { Phase, PhaseHookContext } from './phase';
import type { GameState } from './state';

/**
 * What an action handler of a declared phase receives: the state, the seat acting, which
 * of the kind's choices it takes (its index) and the action itself.
 *
 * @typeParam X - the variant's own state
 * @typeParam O - the variant's options
 * @typeParam A - the action handled
 *
 * @example
 * const apply = ({ s, seat, action }: ActionHookContext<MyState, MyOptions, DeclareAction>) => { s.x.game = action.game; return 'declared'; };
 */
export interface ActionHookContext<X = unknown, O = unknown, A extends BaseAction = BaseAction>
  extends PhaseHookContext<X, O> {
  readonly seat: number;
  readonly choice: number;
  readonly action: A;
}

/**
 * Why an action may not be taken, with its own error code and the path of the bad field.
 *
 * @example
 * const low: Refusal = { code: 'INVALID_CONTRACT', message: 'the game must be worth the bid', path: ['game'] };
 */
export interface Refusal {
  readonly code: ErrorCode;
  readonly message: string;
  readonly path?: readonly (string | number)[];
}

/**
 * How a declared phase handles one action kind, by name:
 * - `choices`: every action of the kind there may be under these options, as its fields
 *   (e.g. one per game: `GAMES.map((game) => ({ game }))`); omit it for a kind without
 *   fields (one action). The kind's declaration must ask for as many codes.
 * - `allow`: whether `seat` may take choice `choice` now (`true`), or why not: a sentence
 *   (refused as `ACTION_NOT_ALLOWED`) or a refusal with its own code and path; omit it
 *   when every choice is always open.
 * - `apply`: changes the state and returns the exit the phase takes, or `undefined` to
 *   go on.
 *
 * @typeParam X - the variant's own state
 * @typeParam O - the variant's options
 * @typeParam A - the action kind handled
 * @typeParam E - the exits of its phase
 *
 * @example
 * const declare: ActionHandler<MyState, MyOptions, DeclareAction, 'declared'> = {
 *   choices: () => GAMES.map((game) => ({ game })),
 *   allow: ({ s, choice }) => choice >= s.x.lowest || 'the game must be worth the bid',
 *   apply: ({ s, action }) => { s.x.game = action.game; return 'declared'; },
 * };
 */
export interface ActionHandler<X, O, A extends BaseAction, E extends string> {
  /** Every action of the kind there may be, as its fields; default one without fields. */
  readonly choices?: (ctx: KernelContext<O>) => readonly Readonly<Record<string, unknown>>[];
  /** Whether the seat may take a choice now: `true`, or why not. Default: always. */
  readonly allow?: (hook: Omit<ActionHookContext<X, O, A>, 'action'>) => true | string | Refusal;
  /** Changes the state; returns the exit the phase takes, or `undefined` to go on. */
  readonly apply: (hook: ActionHookContext<X, O, A>) => E | undefined;
}

/**
 * A phase declared by action names (see {@link definePhase}).
 *
 * @typeParam X - the variant's own state
 * @typeParam O - the variant's options
 * @typeParam A - the actions the phase takes
 * @typeParam E - the names of its exits
 *
 * @example
 * const spec: DeclaredPhase<MyState, MyOptions, MyAction, 'done'> = { summary, exits: ['done'], toAct, actions: { pass: { apply: () => 'done' } } };
 */
export interface DeclaredPhase<X, O, A extends BaseAction, E extends string> {
  readonly summary: string;
  readonly exits: readonly E[];
  /** Sets up the phase's own state when the deal enters it. */
  readonly enter?: (hook: PhaseHookContext<X, O>) => void;
  /** Whose turn it is, read from the state (after `enter` and after every action that does not end the phase). */
  readonly toAct: (hook: PhaseHookContext<X, O>) => number;
  /** Each action kind the phase takes, by name, in the order the legal actions list them. */
  readonly actions: {
    readonly [T in A['type']]?: ActionHandler<X, O, Extract<A, { type: T }>, E>;
  };
}

/** A field value of an action equals a choice's value (arrays item by item). */
function same(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((v, i) => same(v, b[i]));
  return a === b;
}

/**
 * Builds a phase from handlers by action name: core lists, checks, encodes, decodes and
 * samples the actions, giving each kind's choices the codes core assigned it
 * (`ctx.codes[kind] + choice`), so a variant writes no code and no positional kernel
 * method. The seat whose turn it is acts; an action names its choice by its fields.
 * For phases the simulation passes through once a deal; trick play stays core's own.
 *
 * @typeParam X - the variant's own state
 * @typeParam O - the variant's options
 * @typeParam A - the actions the phase takes
 * @typeParam E - the names of its exits
 *
 * @example
 * import { definePhase } from '@stich/core';
 *
 * const knock = definePhase<MyState, MyOptions, MyAction, 'knocked'>({
 *   summary: 'each player may knock once',
 *   exits: ['knocked'],
 *   enter: ({ s }) => { s.x.asked = 0; },
 *   toAct: ({ s }) => seatAfter(s, s.x.asked),
 *   actions: {
 *     knock: { apply: ({ s }) => (++s.x.asked === 4 ? 'knocked' : undefined) },
 *     pass: { apply: ({ s }) => (++s.x.asked === 4 ? 'knocked' : undefined) },
 *   },
 * });
 */
export function definePhase<X, O, A extends BaseAction, E extends string>(
  spec: DeclaredPhase<X, O, A, E>,
): Phase<X, O, A, E> {
  type Handler = ActionHandler<X, O, BaseAction, E>;
  const kinds = Object.keys(spec.actions) as A['type'][];
  const handlers = kinds.map((kind) => spec.actions[kind] as unknown as Handler);
  const ONE = [{}] as const;
  const checked = new WeakSet<object>();
  const choicesOf = (ctx: KernelContext<O>, k: number) => {
    const choices = handlers[k].choices?.(ctx) ?? ONE;
    if (!checked.has(ctx)) {
      checked.add(ctx);
      kinds.forEach((kind, i) => {
        const n = (handlers[i].choices?.(ctx) ?? ONE).length;
        const room = kindCodes(ctx.codes, kind);
        if (n > room) {
          throw new TypeError(
            `the phase '${spec.summary}' lists ${n} ${kind} actions; declare the kind with { codes: ${n} } (it has ${room})`,
          );
        }
      });
    }
    return choices;
  };
  const allowed = (
    ctx: KernelContext<O>,
    s: GameState<X>,
    seat: number,
    k: number,
    choice: number,
  ) => handlers[k].allow?.({ ctx, s, seat, choice }) ?? true;
  /** The kind and choice of a code, or `null`. */
  const kindOf = (ctx: KernelContext<O>, code: number): [number, number] | null => {
    for (let k = 0; k < kinds.length; k++) {
      const choice = code - ctx.codes[kinds[k]];
      if (choice >= 0 && choice < choicesOf(ctx, k).length) return [k, choice];
    }
    return null;
  };

  return {
    summary: spec.summary,
    actionTypes: kinds,
    exits: spec.exits,
    enter: spec.enter,
    toAct: spec.toAct,
    mayAct: (_ctx, s, seat) => s.turn === seat,

    legal(ctx, s, seat, out) {
      let n = 0;
      for (let k = 0; k < kinds.length; k++) {
        const base = ctx.codes[kinds[k]];
        const count = choicesOf(ctx, k).length;
        for (let c = 0; c < count; c++)
          if (allowed(ctx, s, seat, k, c) === true) out[n++] = base + c;
      }
      return n;
    },

    encode(ctx, s, action): Result<number> {
      const k = kinds.indexOf(action.type);
      if (k < 0) {
        return err('UNKNOWN_ACTION', `${quote(action.type)} is not an action of this phase`, {
          path: ['type'],
        });
      }
      const choices = choicesOf(ctx, k);
      const fields = action as unknown as Record<string, unknown>;
      const choice = choices.findIndex((c) =>
        Object.keys(c).every((key) => same(fields[key], c[key])),
      );
      if (choice < 0) {
        return err('INVALID_ACTION', `this ${action.type} is none that may be made`, {
          path: Object.keys(choices[0] ?? {}).slice(0, 1),
        });
      }
      const why = allowed(ctx, s, action.seat, k, choice);
      if (why === true) return ok(ctx.codes[kinds[k]] + choice);
      if (typeof why === 'string') return err('ACTION_NOT_ALLOWED', why, { path: ['type'] });
      return err(why.code, why.message, why.path === undefined ? {} : { path: [...why.path] });
    },

    decode(ctx, _s, seat, code) {
      const [k, choice] = kindOf(ctx, code)!;
      return { type: kinds[k], seat, ...choicesOf(ctx, k)[choice] } as BaseAction as A;
    },

    apply(ctx, s, seat, code) {
      const [k, choice] = kindOf(ctx, code)!;
      const action = { type: kinds[k], seat, ...choicesOf(ctx, k)[choice] } as BaseAction;
      return handlers[k].apply({ ctx, s, seat, choice, action });
    },
  };
}
