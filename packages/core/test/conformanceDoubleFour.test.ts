import { describeConformance } from '@stich/core/testing';
import { doubleFour } from './variants/doubleFour';

// A 4-player variant with the doubled 48-card pack (every card twice), built from core
// pieces only: the kernel, statechart, views, records and fast paths take copies.
describeConformance(doubleFour, {
  deals: 3000,
  statechartDeals: 300,
  roundTripDeals: 5,
  outcomePoints: (o) => o.points,
});
// Without the nines (40 cards, 10 tricks), and the second ♥10 beating the first.
describeConformance(doubleFour, {
  options: { nines: false, dullen: 'secondWins' },
  deals: 2000,
  statechartDeals: 200,
  roundTripDeals: 5,
  seed: 'forty',
  outcomePoints: (o) => o.points,
});
