import { describeConformance } from '@stich/core/testing';
import { schafkopf } from '../src/index';

// Every option that changes the flow or the legal actions, through the shared suite.
describeConformance(schafkopf, { deals: 3000, statechartDeals: 150 });
describeConformance(schafkopf, {
  options: { allPassed: 'ramsch', stossMax: 4, stossUntil: 'firstTrick' },
  deals: 1500,
  statechartDeals: 60,
  roundTripDeals: 5,
  sessions: 1,
  seed: 'ramsch',
});
describeConformance(schafkopf, {
  options: { bettel: true, farbwenz: true, geier: true, farbgeier: true, stossMax: 0 },
  deals: 1500,
  statechartDeals: 60,
  roundTripDeals: 5,
  sessions: 1,
  seed: 'all games',
});
describeConformance(schafkopf, {
  options: {
    tout: false,
    sie: false,
    wenzRank: 'equalFarbsolo',
    calledAceDiscard: 'free',
    davonlaufenCount: 'dealt',
    callerKeepsCalledSuit: true,
  },
  deals: 1500,
  statechartDeals: 60,
  roundTripDeals: 5,
  sessions: 1,
  seed: 'house rules',
});
