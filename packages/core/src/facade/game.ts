import { type Actor, createActor } from 'xstate';
import { err, ok, type Result } from '../errors/errors';
import { quote } from '../errors/quote';
import type { BaseAction } from '../kernel/actions';
import { copyPlain } from '../kernel/copyPlain';
import { readAction } from '../kernel/readAction';
import type { Rules } from '../kernel/rules';
import type { SeatView } from '../kernel/spec';
import { DONE, type GameState } from '../kernel/state';
import type { DealMachine } from '../machine/dealMachine';
import { dealCardsOf } from '../records/dealCardsOf';
import type { DealRecord } from '../records/dealRecord';
import { recordOf, writtenSetup } from '../records/recordOf';
import { createEmitter } from './emitter';
import { type GameEvent, observeDeal } from './gameEvents';
import { GAME_SNAPSHOT_FORMAT, type GameSnapshot } from './gameSnapshotSchema';
import { isSeat } from './isSeat';
import { dealMachineFor } from './machineCache';

/**
 * What `apply` returns for an accepted action.
 *
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @typeParam A - the variant's actions
 * @example
 * const r = game.apply(action);
 * if (r.ok) console.log(`action ${r.value.index} taken`);
 */
export interface Applied<X = unknown, A extends BaseAction = BaseAction> {
  /** 0-based index of the action in the deal. */
  readonly index: number;
  /** The action as the kernel recorded it. */
  readonly action: A;
  /** The state after it. */
  readonly state: GameState<X>;
}

/**
 * One deal of a variant, driven by its deal statechart. Every method is safe to call
 * with untrusted actions: a refusal is a result with a stable code, and the state does
 * not change. States returned are shared with the actor: treat them as read-only
 * (`rules.clone` gives a copy).
 *
 * @typeParam O - the variant's options
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @typeParam R - the deal's outcome (what the variant's `score` returns)
 * @typeParam A - the variant's actions
 * @typeParam V - the extra a seat's view carries (what `viewExtra` returns; `undefined` without it)
 * @example
 * const game = createGame(kalterSchlag, { seed: 42 });
 * while (!game.isOver()) game.apply(game.legalActions()[0]);
 * game.outcome()?.penalties;
 */
export interface Game<
  O = unknown,
  X = unknown,
  R = unknown,
  A extends BaseAction = BaseAction,
  V = unknown,
> {
  /** The rules kernel (variant and options) this game runs. */
  readonly rules: Rules<O, X, R, A, V>;
  /** The running XState actor of the deal machine, for those who want it. */
  readonly actor: Actor<DealMachine<O, X, R, A, V>>;
  /** The legal actions of `seat` (of the seat to act by default); empty when it may not act. */
  legalActions(seat?: number): A[];
  /**
   * Takes an action. A refused action gets the kernel's code and message (`GAME_OVER` once
   * the deal is over). Safe with any input: it is read once into a plain action (see
   * `readAction`), and a hostile object is refused with `INVALID_ACTION`.
   */
  apply(action: A): Result<Applied<X, A>>;
  /** What `seat` may see, as a fresh copy. Throws `RangeError` for a seat that is not at the table. */
  view(seat: number): SeatView<A, V>;
  /** The current kernel state (read-only). */
  state(): GameState<X>;
  /** The seat to act, or `null` once the deal is over. */
  turn(): number | null;
  /** Whether the deal is over. */
  isOver(): boolean;
  /** The deal's outcome once it is over, else `undefined`. */
  outcome(): R | undefined;
  /** A plain-JSON snapshot; `restoreGame` rebuilds the game from it. */
  snapshot(): GameSnapshot<O, A>;
  /** The deal record so far (see `DealRecord`), with the outcome once the deal is over. */
  record(): DealRecord;
  /**
   * Calls `listener` with every {@link GameEvent}, synchronously, also for actions sent
   * straight to the actor; returns the unsubscribe function. A listener that throws does
   * not stop the others, and `apply` throws its error after the action is applied.
   */
  subscribe(listener: (event: GameEvent<A, R>) => void): () => void;
}

/**
 * Starts a game from a checked start state (what `createGame` and `restoreGame` use).
 *
 * @typeParam O - the variant's options
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @typeParam R - the deal's outcome (what the variant's `score` returns)
 * @typeParam A - the variant's actions
 * @typeParam V - the extra a seat's view carries (what `viewExtra` returns; `undefined` without it)
 * @example
 * const rules = kalterSchlag.rules();
 * const game = gameFromStart(rules, rules.deal({ dealer: 0, seed: 1 }), 1);
 */
export function gameFromStart<O, X, R, A extends BaseAction, V>(
  rules: Rules<O, X, R, A, V>,
  start: GameState<X>,
  seed?: number | string,
): Game<O, X, R, A, V> {
  const actor = createActor(dealMachineFor(rules), { input: start }).start();
  const events = createEmitter<GameEvent<A, R>>();
  const emit = events.emit;
  observeDeal(rules, actor, emit);
  const context = () => actor.getSnapshot().context;

  return {
    rules,
    actor,
    legalActions: (seat) =>
      seat === undefined || isSeat(rules.ctx.seats, seat)
        ? rules.legalActions(context().game, seat)
        : [],
    apply(input) {
      const before = context();
      // Untrusted input is read once; the actor and every listener see only the plain copy.
      const read = readAction(input);
      if (!read.ok) {
        const error = read.error;
        events.deferErrors(() => emit({ type: 'rejected', action: null, error }));
        return { ok: false, error };
      }
      const action = read.value as A;
      if (actor.getSnapshot().status !== 'active') {
        const refused = rules.check(before.game, action);
        const error = refused.ok
          ? { code: 'GAME_OVER' as const, message: 'the deal is over' }
          : refused.error;
        events.deferErrors(() => emit({ type: 'rejected', action, error }));
        return { ok: false, error };
      }
      events.deferErrors(() => actor.send({ type: 'ACTION', action }));
      const after = context();
      const n = before.actions.length;
      if (after.actions.length > n)
        return ok({ index: n, action: copyPlain(after.actions[n]), state: after.game });
      return after.error
        ? { ok: false, error: after.error }
        : err('INVALID_ACTION', 'the action was not taken');
    },
    view(seat) {
      if (!isSeat(rules.ctx.seats, seat)) {
        throw new RangeError(`seat must be from 0 to ${rules.ctx.seats - 1}, not ${quote(seat)}`);
      }
      return rules.view(context().game, seat);
    },
    state: () => context().game,
    turn() {
      const game = context().game;
      return game.phase === DONE ? null : game.turn;
    },
    isOver: () => context().game.phase === DONE,
    outcome: () => copyPlain(rules.outcome(context().game)),
    snapshot() {
      const { start, actions } = context();
      return {
        format: GAME_SNAPSHOT_FORMAT,
        version: 1,
        variant: rules.variantId,
        options: structuredClone(rules.options),
        dealer: start.dealer,
        ...dealCardsOf(rules, start),
        ...writtenSetup(rules, start),
        actions: copyPlain(actions as A[]),
      };
    },
    record() {
      const { start, actions, game } = context();
      return copyPlain(recordOf(rules, start, actions, { seed, outcome: rules.outcome(game) }));
    },
    subscribe: events.subscribe,
  };
}
