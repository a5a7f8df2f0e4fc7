import { describeConformance } from '@stich/core/testing';
import { jokerFour } from './variants/jokerFour';

// A 4-player, 42-card variant with two identical jokers, built from core pieces only.
describeConformance(jokerFour, { outcomePoints: (o) => o.points });
describeConformance(jokerFour, {
  options: { identical: 'earlier', trumpSuit: 'C' },
  deals: 2000,
  statechartDeals: 200,
  roundTripDeals: 5,
  seed: 'earlier',
  outcomePoints: (o) => o.points,
});
