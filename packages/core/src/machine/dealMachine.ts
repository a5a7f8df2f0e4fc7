import { assign, setup } from 'xstate';
import type { BaseAction } from '../kernel/actions';
import type { Phase } from '../kernel/phase';
import type { Rules } from '../kernel/rules';
import { DONE, type GameState } from '../kernel/state';
import { createCheckOnce } from './checkOnce';
import type { DealContext, DealEvent, DealMachineConfig, DealOutput } from './dealTypes';

/**
 * Builds the statechart of one deal from a variant's rules: one state per phase of
 * `rules.phases` (by id, with the phase's summary as its description) and a final
 * `done` state. In every phase state an `ACTION` event is either accepted
 * (`guard: 'isLegal'`, `actions: 'applyAction'`) or refused (`actions: 'rejectAction'`,
 * which records the typed error and leaves the game unchanged). Eventless transitions
 * (`guard: 'inPhase'`) follow the kernel state's `phase`, so the chart is always in the
 * state the kernel says. The input is the initial {@link GameState}; a state that is
 * mid-deal or over starts in its phase.
 *
 * The guard and the action share one `rules.check` per event; the context factory only
 * wraps its input. Phase ids must be valid state keys (no `.` or `#`, not `done`).
 *
 * @example
 * const rules = kalterSchlag.rules();
 * const actor = createActor(createDealMachine(rules), { input: rules.deal({ dealer: 0, seed: 1 }) }).start();
 * actor.send({ type: 'ACTION', action: rules.legalActions(actor.getSnapshot().context.game)[0] });
 * actor.getSnapshot().value; // 'play'
 */
export function createDealMachine<O, X, R, A extends BaseAction, V>(
  rules: Rules<O, X, R, A, V>,
  config: DealMachineConfig = {},
) {
  const ids = rules.phases.map((p) => p.id);
  for (const id of ids) {
    if (id === DONE || /[.#]/.test(id) || id === '') {
      throw new TypeError(`phase id '${id}' cannot name a state: no '.', '#' or '${DONE}'`);
    }
  }
  const phaseById = new Map<string, Phase<X, O>>(rules.phases.map((p) => [p.id, p]));
  const checkOnce = createCheckOnce<X, A>(rules);
  // Used only when the machine is stepped without input (XState's pure `transition()`).
  const fallback = rules.deal({ dealer: 0, seed: 0 });
  const targets = [...ids, DONE];

  const phaseState = (phase: Phase<X, O>) => ({
    description: phase.summary,
    on: {
      ACTION: [
        { guard: 'isLegal' as const, actions: 'applyAction' as const },
        { actions: 'rejectAction' as const },
      ],
    },
    always: targets
      .filter((t) => t !== phase.id)
      .map((t) => ({ guard: { type: 'inPhase' as const, params: { phase: t } }, target: t })),
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
      isLegal: ({ context, event }) => checkOnce(context.game, event).ok,
      /** The kernel state is in the given phase. */
      inPhase: ({ context }, params: { phase: string }) => context.game.phase === params.phase,
    },
    actions: {
      /** Applies the accepted action to a copy of the state and logs it. */
      applyAction: assign(({ context, event }) => {
        const result = checkOnce(context.game, event);
        if (!result.ok) throw new Error('applyAction runs only after isLegal');
        const before = context.game;
        const phase = phaseById.get(before.phase)!;
        const seat = event.action.seat;
        const action = phase.decode(rules.ctx, before, seat, result.value) as A;
        const game = rules.clone(before);
        phase.apply(rules.ctx, game, seat, result.value);
        return { game, actions: [...context.actions, action], error: null, rejected: null };
      }),
      /** Records why the action was refused; the game stays as it was. */
      rejectAction: assign(({ context, event }) => {
        const result = checkOnce(context.game, event);
        const error = result.ok ? null : result.error;
        return { error, rejected: event.action };
      }),
    },
  }).createMachine({
    id: config.id ?? 'deal',
    initial: ids[0],
    /** The input state, wrapped: no action taken yet. */
    context: ({ input }) => {
      const start = (input as GameState<X> | undefined) ?? fallback;
      return { start, game: start, actions: [], error: null, rejected: null };
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
 * @example
 * type KsDeal = DealMachine<KalterSchlagOptions, undefined, KalterSchlagOutcome, CoreAction, unknown>;
 */
export type DealMachine<O, X, R, A extends BaseAction, V> = ReturnType<
  typeof createDealMachine<O, X, R, A, V>
>;
