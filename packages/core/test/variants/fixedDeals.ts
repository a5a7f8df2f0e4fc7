import type { SessionSpec } from '@stich/core';

/** How many deals a session of the test variants has played. */
export interface DealCount {
  readonly deals: number;
}

/**
 * The session of core's test variants: a fixed number of deals, read from the options;
 * nothing is scored across deals.
 */
export function fixedDeals<O, R>(
  count: (options: O) => number,
): SessionSpec<O, R, DealCount, DealCount> {
  return {
    init: () => ({ deals: 0 }),
    afterDeal: ({ data }) => ({ deals: data.deals + 1 }),
    isOver: ({ options, data }) => data.deals >= count(options),
    result: ({ data }) => data,
    describe: ['A fixed number of deals.'],
  };
}
