import type { StichError } from '../errors/errors';
import type { BaseAction } from '../kernel/actions';
import type { GameState } from '../kernel/state';

/**
 * The deal machine's context: plain JSON, so a persisted XState snapshot is a saved game.
 *
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @typeParam A - the variant's actions
 * @example
 * const { game, actions, error } = actor.getSnapshot().context;
 */
export interface DealContext<X = unknown, A extends BaseAction = BaseAction> {
  /** The state the machine started from (a fresh deal for games made by the facades). */
  readonly start: GameState<X>;
  /** The current kernel state. Never changed in place: each accepted action makes a new one. */
  readonly game: GameState<X>;
  /** Accepted actions since `start`, in the kernel's canonical form. */
  readonly actions: readonly A[];
  /** Why the last action was refused, or `null` once an action is accepted. */
  readonly error: StichError | null;
  /** The last refused action as it was read (a plain copy), or `null` (none, or unreadable input). */
  readonly rejected: unknown;
  /**
   * The exit the last accepted action took (`from` is the phase it left), or `null`; the
   * exit's guard reads it. Absent in snapshots saved before exits existed.
   */
  readonly exit?: { readonly from: string; readonly name: string } | null;
}

/**
 * The one event a deal machine takes: a seat's action.
 *
 * @typeParam A - the variant's actions
 * @example
 * actor.send({ type: 'ACTION', action: { type: 'play', seat: 1, card: 'CJ' } });
 */
export interface DealEvent<A extends BaseAction = BaseAction> {
  readonly type: 'ACTION';
  readonly action: A;
}

/**
 * What a deal machine outputs when it reaches `done`.
 *
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @typeParam R - the deal's outcome (what the variant's `score` returns)
 * @typeParam A - the variant's actions
 * @example
 * const { outcome } = actor.getSnapshot().output!;
 */
export interface DealOutput<X = unknown, R = unknown, A extends BaseAction = BaseAction> {
  readonly outcome: R;
  readonly start: GameState<X>;
  readonly game: GameState<X>;
  readonly actions: readonly A[];
}

/**
 * Options for {@link createDealMachine}.
 *
 * @example
 * createDealMachine(rules, { id: 'table-7' });
 */
export interface DealMachineConfig {
  /** The machine's id; `'deal'` by default. */
  readonly id?: string;
}
