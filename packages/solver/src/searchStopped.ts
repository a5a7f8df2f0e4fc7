/**
 * Limits on one question to the solver.
 *
 * @example
 * const end = performance.now() + 50;
 * const limits: SearchLimits = { stop: () => performance.now() >= end };
 * solver.canReach(unwrap(rules.applyAction(state, play)), query, { inPlace: true }); // no copy
 */
export interface SearchLimits {
  /**
   * Asked every {@link STOP_EVERY} positions searched; once it returns true the search
   * stops and the call throws {@link SearchStopped}. What the solver learnt so far stays
   * true and is kept for the next question.
   */
  readonly stop?: () => boolean;
  /**
   * The caller hands the state over (default false): the solver searches it in place
   * instead of a copy, and it may be left changed (a position the search went through).
   * For a state made only to be asked about, e.g. the position after a card.
   */
  readonly inPlace?: boolean;
}

/**
 * How many positions the search visits between two calls of {@link SearchLimits.stop}
 * (about a millisecond of search or less). A power of two: the search tests its count
 * with a mask (a remainder would cost a division at every position).
 *
 * @example
 * STOP_EVERY; // 1024
 */
export const STOP_EVERY = 1024;

/**
 * Thrown by `solve`, `canReach` and `bestMove` when {@link SearchLimits.stop} ends the
 * search before it has an answer. Its `code` is `'SEARCH_STOPPED'`.
 *
 * @example
 * try {
 *   solver.canReach(state, query, { stop: () => performance.now() > deadline });
 * } catch (e) {
 *   if (!(e instanceof SearchStopped)) throw e; // out of time: no answer
 * }
 */
export class SearchStopped extends Error {
  readonly code = 'SEARCH_STOPPED';

  constructor(nodes: number) {
    super(`the search was stopped after ${nodes} positions, before it had an answer`);
    this.name = 'SearchStopped';
  }
}
