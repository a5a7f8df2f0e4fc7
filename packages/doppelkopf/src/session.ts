import type { SessionSpec } from '@stich/core';
import type { DoppelkopfOptions } from './options';
import type { DoppelkopfOutcome } from './outcome';

/**
 * A Doppelkopf session's score sheet (6.7): each seat's running total, the deals played
 * and the counted ones (a voluntary Pflichtsolo is not counted, 4.9.1), and who still owes
 * a Pflichtsolo.
 *
 * @example
 * const sheet: DoppelkopfSheet = { played: 0, counted: 0, totals: [0, 0, 0, 0], owes: [true, true, true, true] };
 */
export interface DoppelkopfSheet {
  readonly played: number;
  readonly counted: number;
  readonly totals: readonly number[];
  readonly owes: readonly boolean[];
}

/**
 * The session: plus-minus totals over `deals` counted deals (24 at a DDV table).
 *
 * @example
 * doppelkopfSession.init({ options: doppelkopf.defaults, seats: 4, firstDealer: 0 }).totals; // [0, 0, 0, 0]
 */
export const doppelkopfSession: SessionSpec<
  DoppelkopfOptions,
  DoppelkopfOutcome,
  DoppelkopfSheet,
  DoppelkopfSheet
> = {
  init: ({ seats }) => ({
    played: 0,
    counted: 0,
    totals: new Array<number>(seats).fill(0),
    owes: new Array<boolean>(seats).fill(true),
  }),
  afterDeal: ({ data, outcome }) => {
    const voluntary = outcome.pflicht;
    return {
      played: data.played + 1,
      counted: data.counted + (voluntary ? 0 : 1),
      totals: data.totals.map((total, seat) => total + outcome.score.scores[seat]),
      owes: data.owes.map((owes, seat) => owes && !(outcome.pflicht && outcome.declarer === seat)),
    };
  },
  isOver: ({ options, data }) => data.counted >= options.deals,
  result: ({ data }) => ({ ...data, totals: data.totals.slice(), owes: data.owes.slice() }),
  describe: [
    'A session lasts 24 counted deals (option `deals`); a Pflichtsolo chosen freely is not counted.',
    'Each player writes the sum of the scores of the deals, plus or minus.',
  ],
};
