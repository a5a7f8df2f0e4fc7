import type { SessionSpec } from '@stich/core';
import type { SkatkopfOptions } from './options';
import type { SkatkopfOutcome } from './outcome';
import { stakeJson } from './stake';

/**
 * The running score sheet of a Skatkopf session.
 *
 * @example
 * const sheet: SkatkopfSheet = { totals: [0, 0, 0, 0], dealsPlayed: 0 };
 */
export interface SkatkopfSheet {
  readonly totals: number[];
  readonly dealsPlayed: number;
}

/**
 * A Skatkopf session's result.
 *
 * @example
 * const result: SkatkopfSessionResult = createSession(skatkopf, { seed: 1 }).result();
 */
export interface SkatkopfSessionResult {
  readonly totals: number[];
  readonly dealsPlayed: number;
  readonly ended: boolean;
  /** Seats ranked by total, best first (ties by seat). */
  readonly ranking: number[];
}

/** Sums kept exact in sixths: the pot reading pays thirds, and every share is a multiple of 1/6. */
const sixths = (x: number) => Math.round(x * 6) / 6;

/**
 * Skatkopf's session: a number of deals (16 by default), each seat's payments summed.
 *
 * @example
 * skatkopfSession.isOver({ options: skatkopf.defaults, seats: 4, data: { totals: [0, 0, 0, 0], dealsPlayed: 16 } }); // true
 */
export const skatkopfSession: SessionSpec<
  SkatkopfOptions,
  SkatkopfOutcome,
  SkatkopfSheet,
  SkatkopfSessionResult
> = {
  init: ({ seats }) => ({ totals: new Array<number>(seats).fill(0), dealsPlayed: 0 }),
  afterDeal: ({ data: sheet, outcome }) => ({
    totals: sheet.totals.map((t, seat) => sixths(t + outcome.scores[seat])),
    dealsPlayed: sheet.dealsPlayed + 1,
  }),
  isOver: ({ options, data }) => data.dealsPlayed >= options.deals,
  result({ options, data: sheet }) {
    const ranking = sheet.totals
      .map((_, seat) => seat)
      .sort((a, b) => sheet.totals[b] - sheet.totals[a] || a - b);
    return {
      totals: sheet.totals.slice(),
      dealsPlayed: sheet.dealsPlayed,
      ended: sheet.dealsPlayed >= options.deals,
      ranking,
    };
  },
  // Exact in records (NOTES Skatkopf 7): a total of thirds is written '2 1/3', never a float.
  resultJson: (r) => ({ ...r, totals: r.totals.map(stakeJson) }),
  describe: [
    'The deal passes clockwise after every deal.',
    'A session lasts `deals` deals (16 by default: each player deals four times); each seat sums what it won and paid.',
  ],
};
