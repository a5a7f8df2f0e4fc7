import { describeConformance } from '@stich/core/testing';
import { schafkopf } from '../src/index';

// Knocking between the packets (5.1): the deal pauses for the knock round, with a
// throw-in and with a Ramsch when all pass.
describeConformance(schafkopf, {
  options: { klopfen: true },
  deals: 1500,
  statechartDeals: 60,
  roundTripDeals: 5,
  sessions: 1,
  seed: 'klopfen',
});
describeConformance(schafkopf, {
  options: { klopfen: true, allPassed: 'ramsch' },
  deals: 1000,
  statechartDeals: 40,
  roundTripDeals: 5,
  sessions: 1,
  swapDeals: 10,
  seed: 'klopfen ramsch',
});
