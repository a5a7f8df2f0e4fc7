import { describeConformance } from '@stich/core/testing';
import { kalterSchlag } from '../src/index';

// The shared conformance suite (DESIGN.md): 10,000 kernel deals, 1,000 through the
// statechart, round trips at every step, and views that never leak hidden cards.
describeConformance(kalterSchlag, { outcomePoints: (o) => o.points });
describeConformance(kalterSchlag, {
  options: { rounding: 'five', fiveScores: false, target: 500 },
  deals: 2000,
  statechartDeals: 200,
  outcomePoints: (o) => o.points,
});
