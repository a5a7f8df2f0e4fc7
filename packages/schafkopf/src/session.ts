import type { SessionSpec } from '@stich/core';
import type { SchafkopfOutcome } from './outcome';
import type { SchafkopfVariantOptions } from './variantOptions';

/**
 * The running score of a Schafkopf session: each seat's money so far, in cents.
 *
 * @example
 * const sheet: SchafkopfSheet = { totals: [120, -40, -40, -40], deals: 3 };
 */
export interface SchafkopfSheet {
  readonly totals: readonly number[];
  readonly deals: number;
}

/**
 * A session: a fixed number of deals (option `deals`, 16 by default: each player deals
 * four times); the payments of each deal add up per seat. A thrown-in deal counts as
 * dealt.
 *
 * @example
 * schafkopfSession.isOver({ options, seats: 4, data: { totals: [0, 0, 0, 0], deals: 16 } }); // true
 */
export const schafkopfSession: SessionSpec<
  SchafkopfVariantOptions,
  SchafkopfOutcome,
  SchafkopfSheet,
  SchafkopfSheet
> = {
  init: ({ seats }) => ({ totals: new Array<number>(seats).fill(0), deals: 0 }),
  afterDeal: ({ data, outcome }) => ({
    totals: data.totals.map((t, seat) => t + outcome.payments[seat]),
    deals: data.deals + 1,
  }),
  isOver: ({ options, data }) => data.deals >= options.deals,
  result: ({ data }) => data,
  describe: [
    'A session lasts a fixed number of deals (option `deals`); each seat adds up what it won and paid, in cents.',
  ],
};
