import type { Bot } from '../bot';
import type { PimcAdapter } from './pimcAdapter';

/**
 * How much the PIMC bot thinks, and with what.
 *
 * `samples` is a fixed budget: the same seed gives the same play on any machine. A time
 * budget (`timeMs`) stops sampling once that many milliseconds have passed (after at
 * least one sample), so how many deals are solved, and so the play, depends on the
 * machine's speed and load.
 *
 * @example
 * const quick: PimcOptions = { samples: 8 };
 * const timed: PimcOptions = { samples: 100, timeMs: 500 }; // at most 100 deals, at most about half a second
 */
export interface PimcOptions {
  /** Deals sampled and solved per card decision (default {@link PIMC_SAMPLES}). */
  readonly samples?: number;
  /** Stop sampling after this many milliseconds (at least one deal is always solved). */
  readonly timeMs?: number;
  /** The clock for `timeMs`, in milliseconds (default `performance.now`). */
  readonly now?: () => number;
  /** The variant's adapter (default: {@link PIMC_ADAPTERS} by the rules' variant id). */
  readonly adapter?: PimcAdapter;
  /** The bot for every other decision (default: the adapter's rules bot). */
  readonly fallback?: Bot;
  /** The solver's transposition table size: 2^tableBits slots (default 18). */
  readonly tableBits?: number;
}

/**
 * Deals sampled per card decision by default.
 *
 * @example
 * pimcBot(rules).name; // 'pimc', solving PIMC_SAMPLES deals per card
 */
export const PIMC_SAMPLES = 20;
