import type { Bot } from '../bot';
import type { PimcAdapter } from './pimcAdapter';

/**
 * How much the PIMC bot thinks, and with what.
 *
 * `samples` is a fixed budget: the same seed gives the same play on any machine. A time
 * budget (`timeMs`) solves as many deals as fit in that many milliseconds (at most
 * `samples`, when given): the clock is read between deals, before every search and inside
 * every search, which is stopped when the time is up; a deal cut short does not count.
 * It stops once the time left is less than the widest pause between two readings of the
 * clock so far in the decision (never before half the budget), so a decision ends just
 * short of `timeMs` on a quiet machine and seldom much after it on a loaded one. How
 * many deals that is, and so the play, depends on the machine's speed and load. A
 * decision that solves no deal in time (even the first deal's search was stopped)
 * plays the rules bot's card.
 *
 * @example
 * const quick: PimcOptions = { samples: 8 };
 * const timed: PimcOptions = { timeMs: 200, onDecision: (d) => console.log(d.samples) }; // as many deals as fit in 0.2 s
 */
export interface PimcOptions {
  /** Deals sampled and solved per card decision (default {@link PIMC_SAMPLES}; with `timeMs`, {@link PIMC_TIMED_SAMPLES}). */
  readonly samples?: number;
  /** Stop sampling, and stop the search under way, when this many milliseconds since the decision began are (nearly) spent. */
  readonly timeMs?: number;
  /** The clock for `timeMs`, in milliseconds (default `performance.now`). */
  readonly now?: () => number;
  /** Told about each card decision PIMC makes by sampling: how many deals it solved, how long it took, the cards' means. */
  readonly onDecision?: (decision: PimcDecision) => void;
  /** The variant's adapter: its plug-in's `pimc` (required). */
  readonly adapter?: PimcAdapter;
  /** The bot for every other decision (default: the adapter's rules bot). */
  readonly fallback?: Bot;
  /** The solver's transposition table size: 2^tableBits slots (default 17). */
  readonly tableBits?: number;
}

/**
 * One card decision of the PIMC bot, as {@link PimcOptions.onDecision} reports it.
 *
 * @example
 * const d: PimcDecision = { seat: 0, card: 'CJ', samples: 37, ms: 198.4, timedOut: true, aborted: true, nodes: 812_345, means: { CJ: 0.81, HA: 0.62 } };
 */
export interface PimcDecision {
  readonly seat: number;
  /** The card played. */
  readonly card: string;
  /** Deals solved (0: none in time, the rules bot's card was played). */
  readonly samples: number;
  /** Milliseconds the decision took, by the bot's clock. */
  readonly ms: number;
  /** Whether the time budget ended the sampling. */
  readonly timedOut: boolean;
  /**
   * Whether the time budget cut a deal short (a search under way was stopped, or the time
   * ran out between two searches of one deal): that deal was dropped. With `samples: 0`
   * even the first deal was not solved in time, and the card is the rules bot's.
   */
  readonly aborted: boolean;
  /** Positions the solver searched for the decision: a measure of its work that load does not stretch. */
  readonly nodes: number;
  /**
   * Each card tried (one of each set of interchangeable cards) with its mean score over
   * the deals solved: the share of deals its side makes (Skat, Skatkopf), or minus the
   * card points the seat takes (Kalter Schlag, Ramsch). A card dropped early (it could
   * not beat the best) shows the most it could still have had.
   */
  readonly means: Readonly<Record<string, number>>;
}

/**
 * Deals sampled per card decision at most under a time budget when no `samples` is given:
 * in practice the time runs out first.
 *
 * @example
 * pimcBot(rules, { timeMs: 200 }); // up to PIMC_TIMED_SAMPLES deals, as many as fit in 0.2 s
 */
export const PIMC_TIMED_SAMPLES = 10_000;

/**
 * Deals sampled per card decision by default.
 *
 * @example
 * pimcBot(rules).name; // 'pimc', solving PIMC_SAMPLES deals per card
 */
export const PIMC_SAMPLES = 20;
