import { type Actor, createActor } from 'xstate';
import { err, ok, type Result } from '../errors/errors';
import { quote } from '../errors/quote';
import type { BaseAction } from '../kernel/actions';
import { copyPlain } from '../kernel/copyPlain';
import { readAction } from '../kernel/readAction';
import type { Rules } from '../kernel/rules';
import type { SeatView } from '../kernel/spec';
import { DONE, type GameState } from '../kernel/state';
import type { DealContext } from '../machine/dealTypes';
import type { SessionMachine } from '../machine/sessionMachine';
import type { SessionInput } from '../machine/sessionTypes';
import type { SessionRecord } from '../records/sessionRecord';
import type { Variant } from '../variant/defineVariant';
import { createEmitter } from './emitter';
import { observeDeal } from './gameEvents';
import { isSeat } from './isSeat';
import { sessionMachineFor } from './machineCache';
import type { SessionEvent } from './sessionEvents';
import { sessionRecordFrom, sessionSnapshotFrom } from './sessionExport';
import type { SessionSnapshot } from './sessionSnapshotSchema';

/**
 * What a session's `apply` returns for an accepted action.
 *
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @typeParam A - the variant's actions
 * @example
 * const r = session.apply(action);
 * if (r.ok && r.value.dealOver) console.log(session.outcomes.at(-1));
 */
export interface SessionApplied<X = unknown, A extends BaseAction = BaseAction> {
  /** Index of the deal the action belongs to. */
  readonly deal: number;
  /** Index of the action within that deal. */
  readonly index: number;
  readonly action: A;
  /** The deal's state after the action. */
  readonly state: GameState<X>;
  readonly dealOver: boolean;
  readonly sessionOver: boolean;
}

/**
 * A session of deals (a Kalter Schlag Partie ...), driven by its session statechart.
 * `legalActions`, `apply`, `view`, `state` and `turn` act on the deal in play; once the
 * session is over they answer for its last deal, and `apply` refuses with `SESSION_OVER`.
 *
 * @typeParam O - the variant's options
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @typeParam R - the deal's outcome (what the variant's `score` returns)
 * @typeParam A - the variant's actions
 * @typeParam S - the session's running state (the variant's score sheet)
 * @typeParam SR - the session's result (what `session.result` returns)
 * @typeParam V - the extra a seat's view carries (what `viewExtra` returns; `undefined` without it)
 * @example
 * const session = createSession(kalterSchlag, { seed: 42 });
 * while (!session.isOver()) session.apply(session.legalActions()[0]);
 * session.result().totals;
 */
export interface Session<
  O = unknown,
  X = unknown,
  R = unknown,
  A extends BaseAction = BaseAction,
  S = unknown,
  SR = unknown,
  V = unknown,
> {
  readonly rules: Rules<O, X, R, A, V>;
  /** The running XState actor of the session machine; the deal in play is its child `'deal'`. */
  readonly actor: Actor<SessionMachine<O, X, R, A, S, SR, V>>;
  /** Deals finished so far (the index of the deal in play). */
  readonly dealsPlayed: number;
  /** Outcomes of the finished deals, in order. */
  readonly outcomes: readonly R[];
  /** The legal actions of `seat` (of the seat to act by default) in the deal in play; empty once the session is over. */
  legalActions(seat?: number): A[];
  /** Takes an action in the deal in play; a refusal has the kernel's code (`SESSION_OVER` once the session is over). */
  apply(action: A): Result<SessionApplied<X, A>>;
  /** Throws `RangeError` for a seat that is not at the table. */
  view(seat: number): SeatView<A, V>;
  /** The kernel state of the deal in play (read-only). */
  state(): GameState<X>;
  /** The seat to act, or `null` once the session is over. */
  turn(): number | null;
  /** The dealer of the deal in play (of the last deal once the session is over). */
  dealer(): number;
  /** The variant's session result so far (totals, winner or loser, payments). */
  result(): SR;
  /** Whether the session has ended. */
  isOver(): boolean;
  /** A plain-JSON snapshot; `restoreSession` rebuilds the session from it. */
  snapshot(): SessionSnapshot<O, A>;
  /** The session record: finished deals, then the deal in play with its actions so far. */
  record(): SessionRecord;
  /**
   * Calls `listener` with every {@link SessionEvent}, synchronously; returns the
   * unsubscribe function. A listener that throws does not stop the others, and `apply`
   * throws its error after the action is applied.
   */
  subscribe(listener: (event: SessionEvent<A, R, SR>) => void): () => void;
}

/**
 * Starts a session from a checked setup (what `createSession` and `restoreSession` use).
 *
 * @typeParam O - the variant's options
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @typeParam R - the deal's outcome (what the variant's `score` returns)
 * @typeParam A - the variant's actions
 * @typeParam S - the session's running state (the variant's score sheet)
 * @typeParam SR - the session's result (what `session.result` returns)
 * @typeParam V - the extra a seat's view carries (what `viewExtra` returns; `undefined` without it)
 * @example
 * const session = sessionFrom(kalterSchlag, kalterSchlag.rules(), { seed: 1, firstDealer: 0, deals: [] });
 */
export function sessionFrom<O, X, R, A extends BaseAction, S, SR, V>(
  variant: Variant<O, X, R, A, S, SR, V>,
  rules: Rules<O, X, R, A, V>,
  input: Required<SessionInput>,
): Session<O, X, R, A, S, SR, V> {
  const actor = createActor(sessionMachineFor(variant, rules), { input }).start();
  const events = createEmitter<SessionEvent<A, R, SR>>();
  const emit = events.emit;
  type DealRef = NonNullable<ReturnType<typeof actor.getSnapshot>['children']['deal']>;
  let deal = actor.getSnapshot().children.deal as DealRef;
  const watch = (ref: DealRef, index: number) =>
    observeDeal(rules, ref, (e) => emit({ ...e, deal: index }));
  let unwatch = watch(deal, 0);
  actor.subscribe((snapshot) => {
    const child = snapshot.children.deal;
    if (child !== undefined && child !== deal) {
      unwatch();
      deal = child;
      unwatch = watch(child, snapshot.context.dealsPlayed);
      emit({
        type: 'dealStarted',
        deal: snapshot.context.dealsPlayed,
        dealer: snapshot.context.dealer,
      });
    }
    if (snapshot.status === 'done') {
      unwatch();
      emit({
        type: 'sessionOver',
        deal: snapshot.context.dealsPlayed - 1,
        result: copyPlain(snapshot.output!.result),
      });
    }
  });
  const dealContext = (): DealContext<X, A> => deal.getSnapshot().context;
  const context = () => actor.getSnapshot().context;
  const over = () => actor.getSnapshot().status !== 'active';

  return {
    rules,
    actor,
    get dealsPlayed() {
      return context().dealsPlayed;
    },
    get outcomes() {
      return copyPlain(context().outcomes);
    },
    legalActions: (seat) =>
      over() || (seat !== undefined && !isSeat(rules.ctx.seats, seat))
        ? []
        : rules.legalActions(dealContext().game, seat),
    apply(input) {
      const index = context().dealsPlayed;
      // Untrusted input is read once; the actor and every listener see only the plain copy.
      const read = readAction(input);
      if (!read.ok) {
        const error = read.error;
        events.deferErrors(() => emit({ type: 'rejected', deal: index, action: null, error }));
        return { ok: false, error };
      }
      const action = read.value as A;
      if (over()) {
        const error = {
          code: 'SESSION_OVER' as const,
          message: 'the session is over; no more actions are taken',
        };
        events.deferErrors(() => emit({ type: 'rejected', deal: index, action, error }));
        return { ok: false, error };
      }
      const ref = deal;
      const n = dealContext().actions.length;
      // Straight to the deal in play (as the session's `forwardAction` would), saving a macrostep.
      events.deferErrors(() => ref.send({ type: 'ACTION', action }));
      const after = ref.getSnapshot().context;
      if (after.actions.length === n) {
        return after.error
          ? { ok: false, error: after.error }
          : err('INVALID_ACTION', 'the action was not taken');
      }
      const dealOver = after.game.phase === DONE;
      return ok({
        deal: index,
        index: n,
        action: copyPlain(after.actions[n]),
        state: after.game,
        dealOver,
        sessionOver: over(),
      });
    },
    view(seat) {
      if (!isSeat(rules.ctx.seats, seat)) {
        throw new RangeError(`seat must be from 0 to ${rules.ctx.seats - 1}, not ${quote(seat)}`);
      }
      return rules.view(dealContext().game, seat);
    },
    state: () => dealContext().game,
    turn: () => (over() ? null : dealContext().game.turn),
    dealer: () => context().dealer,
    result: () =>
      copyPlain(
        variant.session.result({
          options: rules.options,
          seats: rules.ctx.seats,
          data: context().data,
        }),
      ),
    isOver: over,
    snapshot: () => copyPlain(sessionSnapshotFrom(rules, context(), dealContext())),
    record: () => copyPlain(sessionRecordFrom(variant, rules, context(), dealContext(), over())),
    subscribe: events.subscribe,
  };
}
