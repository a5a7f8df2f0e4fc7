import type { SessionSpec } from '@stich/core';
import { bierlachsScores } from '@stich/core/scoring';
import type { RamschOptions } from './options';
import type { RamschOutcome } from './outcome';

/**
 * The running score sheet of a Ramsch session.
 *
 * @example
 * const sheet: RamschSheet = { totals: [-47, 0, -23], dealsPlayed: 2 };
 */
export interface RamschSheet {
  readonly totals: number[];
  readonly dealsPlayed: number;
}

/**
 * A Ramsch session's result.
 *
 * @example
 * const result: RamschSessionResult = session.result();
 * if (result.ended) result.losers; // the seats with the lowest total
 */
export interface RamschSessionResult {
  readonly totals: number[];
  readonly dealsPlayed: number;
  readonly ended: boolean;
  /** Under Bierlachs: the seats at or past the target with the lowest total (they lose); else those with the lowest total once ended. */
  readonly losers: number[];
}

/**
 * Whether a session is over: after `deals` deals, or under Bierlachs once anyone's
 * total reaches minus the target.
 *
 * @example
 * ramschSessionOver({ ...defaults, bierlachs: 300 }, { totals: [-310, 20, 0], dealsPlayed: 7 }); // true
 */
export function ramschSessionOver(options: RamschOptions, sheet: RamschSheet): boolean {
  if (options.bierlachs !== null) return sheet.totals.some((t) => t <= -options.bierlachs!);
  return sheet.dealsPlayed >= options.deals;
}

/**
 * Ramsch's session: a number of deals, or Bierlachs to a target of minus points.
 *
 * @example
 * ramschSession.isOver({ options: ramsch.defaults, seats: 3, data: { totals: [0, 0, 0], dealsPlayed: 12 } }); // true: 12 deals played
 */
export const ramschSession: SessionSpec<
  RamschOptions,
  RamschOutcome,
  RamschSheet,
  RamschSessionResult
> = {
  init: ({ seats }) => ({ totals: new Array<number>(seats).fill(0), dealsPlayed: 0 }),
  afterDeal: ({ options, data: sheet, outcome }) => {
    // Under Bierlachs only minus points are written: a win is a loss to the others.
    const scores = options.bierlachs === null ? outcome.scores : bierlachsScores(outcome.scores);
    return {
      totals: sheet.totals.map((t, seat) => t + scores[seat]),
      dealsPlayed: sheet.dealsPlayed + 1,
    };
  },
  isOver: ({ options, data }) => ramschSessionOver(options, data),
  result({ options, data: sheet }) {
    const ended = ramschSessionOver(options, sheet);
    const low = Math.min(...sheet.totals);
    const losers = ended ? sheet.totals.flatMap((t, seat) => (t === low ? [seat] : [])) : [];
    return { totals: sheet.totals.slice(), dealsPlayed: sheet.dealsPlayed, ended, losers };
  },
  describe: [
    'The deal passes clockwise after every deal.',
    'A session lasts `deals` deals (12 by default: each player deals four times); the lowest total loses.',
    'Bierlachs (option `bierlachs`): instead, play until someone reaches the target in minus points; the lowest total then loses (ties lose together). Only minus points are written: a win (a Durchmarsch, Gewinner-Ramsch) is written as the same minus to each other player.',
  ],
};
