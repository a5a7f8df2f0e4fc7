import { assign, setup } from 'xstate';
import type { BaseAction } from '../kernel/actions';
import type { Rules } from '../kernel/rules';
import { DONE, type GameState } from '../kernel/state';
import { createCheckOnce } from './checkOnce';
import type { DealContext, DealEvent, DealMachineConfig, DealOutput } from './dealTypes';

/**
 * The name of the guard of one exit in a deal machine: `'<phase>.<exit>'` (a phase id
 * has no `.`).
 *
 * @example
 * exitGuard('bidding', 'allPassed'); // 'bidding.allPassed'
 */
export function exitGuard(phase: string, exit: string): string {
  return `${phase}.${exit}`;
}

/**
 * Builds the statechart of one deal from a variant's rules, compiled from its phase
 * graph: one state per phase of `rules.phases` (by id, with the phase's summary as its
 * description) and a final `done` state, and only the declared edges. In every phase
 * state an `ACTION` event is either accepted (`guard: 'isLegal'`, `actions: 'applyAction'`)
 * or refused (`actions: 'rejectAction'`, which records the typed error and leaves the
 * game unchanged). Each open exit of a phase is an eventless transition to its target,
 * guarded by a guard named after it (see `exitGuard`): it is taken right after the
 * action that ended the phase by that exit. Trick play is one state (see `trickPhase`).
 *
 * The input is the deal's start state (`rules.deal`, `rules.fromDeal`); the machine
 * starts in the first phase. A game in another phase is resumed from a snapshot:
 * `createActor(machine, { snapshot: machine.resolveState({ value: game.phase, context }) })`.
 * The guard and the action share one `rules.check` per event.
 *
 * @typeParam O - the variant's options
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @typeParam R - the deal's outcome (what the variant's `score` returns)
 * @typeParam A - the variant's actions
 * @typeParam V - the extra a seat's view carries (what `viewExtra` returns; `undefined` without it)
 * @example
 * import { createDealMachine } from '@stich/core/tools';
 * import { kalterSchlag } from '@stich/kalter-schlag';
 *
 * const rules = kalterSchlag.rules();
 * const actor = createActor(createDealMachine(rules), { input: rules.deal({ dealer: 0, seed: 1 }) }).start();
 * actor.send({ type: 'ACTION', action: rules.legalActions(actor.getSnapshot().context.game)[0] });
 * actor.getSnapshot().value; // 'play'
 */
export function createDealMachine<O, X, R, A extends BaseAction, V>(
  rules: Rules<O, X, R, A, V>,
  config: DealMachineConfig = {},
) {
  const checkOnce = createCheckOnce<X, A>(rules);
  // Used only when the machine is stepped without input (XState's pure `transition()`).
  const fallback = rules.deal({ dealer: 0, seed: 0 });

  const phaseById = new Map(rules.phases.map((p) => [p.id, p]));
  const guards: Record<string, (args: { context: DealContext<X, A> }) => boolean> = {};
  for (const phase of rules.phases) {
    for (const edge of phase.edges) {
      const from = phase.id;
      guards[exitGuard(from, edge.exit)] = ({ context }) =>
        context.exit?.from === from && context.exit.name === edge.exit;
    }
  }

  const phaseState = (phase: Rules<O, X, R, A, V>['phases'][number]) => ({
    description: phase.summary,
    on: {
      ACTION: [
        { guard: 'isLegal' as const, actions: 'applyAction' as const },
        { actions: 'rejectAction' as const },
      ],
    },
    always: phase.edges.map((edge) => ({
      guard: exitGuard(phase.id, edge.exit),
      target: edge.to,
      description: edge.trump === undefined ? edge.exit : `${edge.exit} (trump ${edge.trump})`,
    })),
  });

  return setup({
    types: {} as {
      context: DealContext<X, A>;
      events: DealEvent<A>;
      input: GameState<X>;
      output: DealOutput<X, R, A>;
    },
    guards: {
      /** The kernel accepts the event's action in the current state. */
      isLegal: ({ context, event }) => checkOnce(context.game, event).result.ok,
      ...guards,
    },
    actions: {
      /** Applies the accepted action to a copy of the state, logs it and notes the exit it took. */
      applyAction: assign(({ context, event }) => {
        const { result, action: read, issued } = checkOnce(context.game, event);
        if (!result.ok || read === null) throw new Error('applyAction runs only after isLegal');
        const before = context.game;
        // The copy the guard checked, never the sender's object again; an issued action
        // is already the kernel's canonical (frozen) form.
        const seat = read.seat;
        const action = issued
          ? (read as A)
          : phaseById.get(before.phase)!.decode(rules.ctx, before, seat, result.value);
        const game = rules.clone(before);
        const name = rules.applyFor(game, seat, result.value);
        const exit = name === undefined ? null : { from: before.phase, name };
        // Only the fields that change: XState merges the partial into a copy of the
        // context key by key, and most actions follow an accepted one (all three null).
        const changed: { -readonly [K in keyof DealContext<X, A>]?: DealContext<X, A>[K] } = {
          game,
          actions: [...context.actions, action],
        };
        if (context.error !== null) changed.error = null;
        if (context.rejected !== null) changed.rejected = null;
        if (exit !== null || context.exit !== null) changed.exit = exit;
        return changed;
      }),
      /** Records why the action was refused; the game stays as it was. */
      rejectAction: assign(({ context, event }) => {
        const { result, action } = checkOnce(context.game, event);
        const error = result.ok ? null : result.error;
        return { error, rejected: action, exit: null };
      }),
    },
  }).createMachine({
    id: config.id ?? 'deal',
    initial: rules.phases[0].id,
    /** The input state, wrapped: no action taken yet. */
    context: ({ input }) => {
      const start = (input as GameState<X> | undefined) ?? fallback;
      return { start, game: start, actions: [], error: null, rejected: null, exit: null };
    },
    states: {
      ...Object.fromEntries(rules.phases.map((p) => [p.id, phaseState(p)])),
      [DONE]: { type: 'final', description: 'the deal is over and scored' },
    },
    /** The outcome, the start and final states, and the actions. */
    output: ({ context }) => ({
      outcome: rules.outcome(context.game) as R,
      start: context.start,
      game: context.game,
      actions: context.actions,
    }),
  });
}

/**
 * The machine {@link createDealMachine} builds for these type parameters.
 *
 * @typeParam O - the variant's options
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @typeParam R - the deal's outcome (what the variant's `score` returns)
 * @typeParam A - the variant's actions
 * @typeParam V - the extra a seat's view carries (what `viewExtra` returns; `undefined` without it)
 * @example
 * type KsDeal = DealMachine<KalterSchlagOptions, undefined, KalterSchlagOutcome, CoreAction, unknown>;
 */
export type DealMachine<O, X, R, A extends BaseAction, V> = ReturnType<
  typeof createDealMachine<O, X, R, A, V>
>;
