import type { CardCode } from '../cards/atoms';
import type { BaseAction } from '../kernel/actions';
import type { GameState } from '../kernel/state';

/**
 * The cards of one deal, as card codes: one hand per seat (empty for a seat sitting out)
 * and the skat.
 *
 * @example
 * const cards: DealCards = { hands: [['CJ', 'SA', ...], ...], skat: [] };
 */
export interface DealCards {
  readonly hands: readonly (readonly CardCode[])[];
  readonly skat?: readonly CardCode[];
}

/**
 * A deal that has been played: where it started and every action taken.
 *
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @typeParam A - the variant's actions
 * @example
 * snapshot.context.played[0].actions.length; // 34
 */
export interface PlayedDeal<X = unknown, A extends BaseAction = BaseAction> {
  readonly start: GameState<X>;
  readonly actions: readonly A[];
}

/**
 * Input of a session machine. Deal `i` uses `deals[i]` when given (replaying a record),
 * otherwise a shuffle seeded with `` `${seed}/${i}` ``.
 *
 * @example
 * createActor(machine, { input: { seed: 42, firstDealer: 0 } });
 */
export interface SessionInput {
  readonly seed: number | string;
  readonly firstDealer: number;
  /** Explicit deals; trusted (the facade checks them first). */
  readonly deals?: readonly DealCards[];
}

/**
 * The session machine's context: plain JSON.
 *
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @typeParam R - the deal's outcome (what the variant's `score` returns)
 * @typeParam A - the variant's actions
 * @typeParam S - the session's running state (the variant's score sheet)
 * @example
 * const { dealsPlayed, data, outcomes } = sessionActor.getSnapshot().context;
 */
export interface SessionContext<
  X = unknown,
  R = unknown,
  A extends BaseAction = BaseAction,
  S = unknown,
> {
  readonly seed: number | string;
  readonly firstDealer: number;
  /** Explicit deals from the input, by deal index. */
  readonly supplied: readonly DealCards[];
  /** Dealer of the deal in play (or of the last deal, once the session is over). */
  readonly dealer: number;
  readonly dealsPlayed: number;
  /** The variant's session data (a score sheet ...). */
  readonly data: S;
  /** Outcomes of the deals played, in order. */
  readonly outcomes: readonly R[];
  /** Deals played, in order. */
  readonly played: readonly PlayedDeal<X, A>[];
  /** Start of the deal in play (of the last deal, once the session is over). */
  readonly current: GameState<X>;
}

/**
 * What a session machine outputs when it is over.
 *
 * @typeParam R - the deal's outcome (what the variant's `score` returns)
 * @typeParam S - the session's running state (the variant's score sheet)
 * @typeParam SR - the session's result (what `session.result` returns)
 * @example
 * sessionActor.getSnapshot().output?.result;
 */
export interface SessionOutput<R = unknown, S = unknown, SR = unknown> {
  readonly result: SR;
  readonly data: S;
  readonly outcomes: readonly R[];
}
