import { describeConformance } from '@stich/core/testing';
import { schafkopfRamsch } from '../src/variant';

// Core's shared suite, one line per option set; smaller than a package's (a few seconds).
describeConformance(schafkopfRamsch, {
  deals: 2000,
  statechartDeals: 60,
  roundTripDeals: 4,
  sessions: 1,
  outcomePoints: (o) => o.points,
});
describeConformance(schafkopfRamsch, {
  options: { stoss: false, durchmarsch: false, jungfrau: false, rounds: 1 },
  deals: 500,
  statechartDeals: 20,
  roundTripDeals: 2,
  sessions: 1,
  seed: 'plain',
  outcomePoints: (o) => o.points,
});
