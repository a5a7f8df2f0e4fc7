import { assign, sendTo, setup } from 'xstate';
import type { BaseAction } from '../kernel/actions';
import type { Variant } from '../variant/defineVariant';
import { createDealMachine } from './dealMachine';
import type { DealEvent } from './dealTypes';
import { sessionDealing } from './sessionDealing';
import type { SessionContext, SessionInput, SessionOutput } from './sessionTypes';

/**
 * Builds the statechart of a session (a Kalter Schlag Partie, a Skat list ...):
 * `playing` invokes the deal machine (as child `'deal'`) and forwards `ACTION` events to
 * it; when the deal is done, `dealOver` scores it with the variant's `session.afterDeal`
 * and either ends in `over` (guard `isSessionOver`, the variant's `session.isOver`) or
 * deals again (`actions: 'dealNext'`: the dealer moves on by `session.nextDealer`,
 * clockwise by default). Deal `i` comes from `input.deals[i]` when given, else from a
 * shuffle seeded with `` `${seed}/${i}` ``, so a session is deterministic.
 *
 * Options are parsed with the variant's schema; bad options throw {@link @stich/core!index.StichRuleError}
 * (use `createSession` for untrusted input).
 *
 * @typeParam O - the variant's options
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @typeParam R - the deal's outcome (what the variant's `score` returns)
 * @typeParam A - the variant's actions
 * @typeParam S - the session's running state (the variant's score sheet)
 * @typeParam SR - the session's result (what `session.result` returns)
 * @typeParam V - the extra a seat's view carries (what `viewExtra` returns; `undefined` without it)
 * @example
 * import { createSessionMachine } from '@stich/core/tools';
 * import { kalterSchlag } from '@stich/kalter-schlag';
 *
 * const machine = createSessionMachine(kalterSchlag, { target: 500 });
 * const actor = createActor(machine, { input: { seed: 7, firstDealer: 0 } }).start();
 * actor.send({ type: 'ACTION', action: { type: 'double', seat: 1 } });
 */
export function createSessionMachine<O, X, R, A extends BaseAction, S, SR, V>(
  variant: Variant<O, X, R, A, S, SR, V>,
  options?: Partial<O>,
) {
  const rules = variant.rules(options);
  const session = variant.session;
  const seats = rules.ctx.seats;
  const dealing = sessionDealing(rules, session);
  const dealMachine = createDealMachine(rules);

  return setup({
    types: {} as {
      context: SessionContext<X, R, A, S>;
      events: DealEvent<A>;
      input: SessionInput;
      output: SessionOutput<R, S, SR>;
      children: { deal: 'deal' };
    },
    actors: { deal: dealMachine },
    guards: {
      /** The variant says the session has ended. */
      isSessionOver: ({ context }) =>
        session.isOver({ options: rules.options, seats, data: context.data }),
    },
    actions: {
      /** Passes a seat's action to the deal in play. */
      forwardAction: sendTo('deal', ({ event }) => event),
      /** Scores the finished deal into the session data. */
      recordDeal: assign(({ context }, output: { outcome: R; actions: readonly A[] }) => ({
        data: session.afterDeal({
          options: rules.options,
          seats,
          dealer: context.dealer,
          data: context.data,
          outcome: output.outcome,
        }),
        outcomes: [...context.outcomes, output.outcome],
        played: [...context.played, { start: context.current, actions: output.actions }],
        dealsPlayed: context.dealsPlayed + 1,
      })),
      /** Moves the deal on and deals the next cards. */
      dealNext: assign(({ context }) => {
        const dealer = dealing.nextDealer(context.dealer, context.data);
        const source = { seed: context.seed, deals: context.supplied };
        return {
          dealer,
          current: dealing.dealAt(source, context.dealsPlayed, dealer, context.data),
        };
      }),
    },
  }).createMachine({
    id: 'session',
    initial: 'playing',
    /** The variant's session data at the start, and the first deal. */
    context: ({ input }) => {
      const source = (input as SessionInput | undefined) ?? { seed: 0, firstDealer: 0 };
      const data = session.init({ options: rules.options, seats, firstDealer: source.firstDealer });
      return {
        seed: source.seed,
        firstDealer: source.firstDealer,
        supplied: source.deals ?? [],
        dealer: source.firstDealer,
        dealsPlayed: 0,
        data,
        outcomes: [],
        played: [],
        current: dealing.dealAt(source, 0, source.firstDealer, data),
      };
    },
    states: {
      playing: {
        description: 'a deal is in play; actions go to it',
        invoke: {
          id: 'deal',
          src: 'deal',
          /** The deal in play starts from the current start state. */
          input: ({ context }) => context.current,
          onDone: {
            target: 'dealOver',
            actions: {
              type: 'recordDeal',
              /** The finished deal's output. */
              params: ({ event }) => event.output,
            },
          },
        },
        on: { ACTION: { actions: 'forwardAction' } },
      },
      dealOver: {
        description: 'the deal is scored; the session ends or the next deal is dealt',
        always: [
          { guard: 'isSessionOver', target: 'over' },
          { target: 'playing', actions: 'dealNext' },
        ],
      },
      over: { type: 'final', description: 'the session has ended' },
    },
    /** The variant's result, its session data and every deal's outcome. */
    output: ({ context }) => ({
      result: session.result({ options: rules.options, seats, data: context.data }),
      data: context.data,
      outcomes: context.outcomes,
    }),
  });
}

/**
 * The machine {@link createSessionMachine} builds for these type parameters.
 *
 * @typeParam O - the variant's options
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @typeParam R - the deal's outcome (what the variant's `score` returns)
 * @typeParam A - the variant's actions
 * @typeParam S - the session's running state (the variant's score sheet)
 * @typeParam SR - the session's result (what `session.result` returns)
 * @typeParam V - the extra a seat's view carries (what `viewExtra` returns; `undefined` without it)
 * @example
 * type Partie = SessionMachine<KalterSchlagOptions, undefined, KalterSchlagOutcome, CoreAction, PartieData, PartieResult, unknown>;
 */
export type SessionMachine<O, X, R, A extends BaseAction, S, SR, V> = ReturnType<
  typeof createSessionMachine<O, X, R, A, S, SR, V>
>;
