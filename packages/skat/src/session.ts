import type { SessionSpec } from '@stich/core';
import { bierlachsScores } from '@stich/core/scoring';
import {
  type BockTrigger,
  bockRounds,
  bockTriggers,
  type RoundDeal,
  roundsAdded,
  type SkatSetup,
  setupFromQueue,
} from './bock';
import type { SkatOptions } from './options';
import type { SkatOutcome } from './outcome';

/**
 * The running Liste of a Skat session.
 *
 * @example
 * const sheet: SkatSheet = { totals: [24, -96, 0], dealsPlayed: 3, won: [1, 0, 0], lost: [0, 1, 0] };
 */
export interface SkatSheet {
  readonly totals: number[];
  readonly dealsPlayed: number;
  /** Games won and lost as declarer, per seat. */
  readonly won: number[];
  readonly lost: number[];
  /**
   * Only where option `bock` names a trigger: the queue of Bock and Ramsch deals still to
   * come, the next deal first.
   */
  readonly queue?: RoundDeal[];
  /** Only with option `bock`: Bock deals and Ramsch-round deals played so far. */
  readonly bockDeals?: number;
  readonly ramschDeals?: number;
  /** Only with option `bock`: how often each trigger fired (a deal may fire several). */
  readonly triggers?: Partial<Record<BockTrigger, number>>;
}

/**
 * A Skat session's result.
 *
 * @example
 * const result: SkatSessionResult = session.result();
 * result.ranking[0]; // the seat with the best total
 */
export interface SkatSessionResult {
  readonly totals: number[];
  readonly won: number[];
  readonly lost: number[];
  readonly dealsPlayed: number;
  /** Only with option `bock` (see {@link SkatSheet}). */
  readonly queue?: RoundDeal[];
  readonly bockDeals?: number;
  readonly ramschDeals?: number;
  readonly triggers?: Partial<Record<BockTrigger, number>>;
  readonly ended: boolean;
  /** Seats ranked by total, best first. */
  readonly ranking: number[];
  /** Under Bierlachs, once ended: the seats with the lowest total (they buy the beer). */
  readonly losers: number[];
}

const over = (o: SkatOptions, sheet: SkatSheet) =>
  o.bierlachs !== null
    ? sheet.totals.some((t) => t <= -o.bierlachs!)
    : sheet.dealsPlayed >= o.deals;

/**
 * Skat's session: a Liste of a number of deals, or Bierlachs to a target of minus points.
 *
 * @example
 * skatSession.isOver({ options: skat.defaults, seats: 3, data: { totals: [0, 0, 0], dealsPlayed: 36, won: [0, 0, 0], lost: [0, 0, 0] } }); // true
 */
export const skatSession: SessionSpec<SkatOptions, SkatOutcome, SkatSheet, SkatSessionResult> = {
  init: ({ options, seats }) => ({
    totals: new Array<number>(seats).fill(0),
    dealsPlayed: 0,
    won: new Array<number>(seats).fill(0),
    lost: new Array<number>(seats).fill(0),
    ...(bockRounds(options) ? { queue: [], bockDeals: 0, ramschDeals: 0, triggers: {} } : {}),
  }),
  afterDeal({ options, seats, data: sheet, outcome }) {
    const scores = options.bierlachs === null ? outcome.scores : bierlachsScores(outcome.scores);
    const d = outcome.kind === 'game' ? outcome.declarer : null;
    const next: SkatSheet = {
      totals: sheet.totals.map((t, seat) => t + scores[seat]),
      dealsPlayed: sheet.dealsPlayed + 1,
      won: sheet.won.map((n, seat) => n + (seat === d && outcome.won ? 1 : 0)),
      lost: sheet.lost.map((n, seat) => n + (seat === d && !outcome.won ? 1 : 0)),
    };
    if (sheet.queue === undefined) return next;
    // The deal just played took the head of the queue; what it fires joins the tail.
    const played = sheet.queue[0];
    const queue = sheet.queue.slice(1);
    const fired = bockTriggers(options, outcome);
    const triggers = { ...sheet.triggers };
    for (const t of fired) triggers[t] = (triggers[t] ?? 0) + 1;
    if (fired.length > 0) queue.push(...roundsAdded(options, seats));
    return {
      ...next,
      queue,
      bockDeals: (sheet.bockDeals ?? 0) + (played === 'bock' ? 1 : 0),
      ramschDeals: (sheet.ramschDeals ?? 0) + (played === 'ramsch' ? 1 : 0),
      triggers,
    };
  },
  // Without the option every deal keeps the defaults (no setup written to records).
  dealSetup: ({ data }): SkatSetup | undefined =>
    data?.queue === undefined ? undefined : setupFromQueue(data.queue),
  isOver: ({ options, data }) => over(options, data),
  result({ options, data: sheet }) {
    const ended = over(options, sheet);
    const ranking = sheet.totals
      .map((_, seat) => seat)
      .sort((a, b) => sheet.totals[b] - sheet.totals[a] || a - b);
    const low = Math.min(...sheet.totals);
    const losers =
      ended && options.bierlachs !== null
        ? ranking.filter((seat) => sheet.totals[seat] === low)
        : [];
    return { ...sheet, totals: sheet.totals.slice(), ended, ranking, losers };
  },
  describe: [
    'The deal passes clockwise; at a table of four the dealer sits out each deal.',
    "A Liste lasts `deals` deals (36 by default); each declarer's game score is written to their total.",
    'Tournament scoring (option `tournament`, Seeger-Fabian): a won game adds 50 to the declarer, a lost one takes 50 off and gives each defender 40 (30 at a table of four).',
    'Bierlachs (option `bierlachs`): only minus points are written, a won game as a minus to each other player; the first to reach the target in minus points loses.',
    'Bock and Ramsch rounds (option `bock`): a game that fires a named trigger adds a round (one deal per seat) of Bock deals, of Bock then Ramsch deals, or of Ramsch deals at the end of the queue; the session does not grow longer for them.',
  ],
};
