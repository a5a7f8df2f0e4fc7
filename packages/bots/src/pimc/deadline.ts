/**
 * The time budget of one card decision: `due()` says whether to stop, and is read between
 * deals, before every search and inside every search (see `scoreCards`).
 *
 * It stops once the time left is less than the widest pause it has seen between two
 * readings of the clock in this decision (counting from the decision's start): the next
 * reading would likely come too late. As that pause is part of the time spent, it never
 * stops before half the budget. On a quiet machine the readings come a millisecond or so
 * apart (every `STOP_EVERY` positions of a search, between deals), and the decision ends
 * just short of the budget. On a loaded machine, where the process waits its turn for a
 * processor, the pauses widen and the decision stops earlier, so that a pause after the
 * last reading still seldom carries it past the budget.
 *
 * @example
 * const budget = deadline(() => performance.now(), 300);
 * while (!budget.due()) solveAnotherDeal();
 * budget.elapsed(); // about 300 (ms)
 */
export function deadline(now: () => number, timeMs: number | undefined) {
  const start = now();
  let last = start;
  let widest = 0;
  return {
    /** Whether to stop now: never without a budget (the clock is not even read). */
    due(): boolean {
      if (timeMs === undefined) return false;
      const t = now();
      if (t - last > widest) widest = t - last;
      last = t;
      return t - start + widest >= timeMs;
    },
    /** Milliseconds since the decision began. */
    elapsed: () => now() - start,
  };
}
