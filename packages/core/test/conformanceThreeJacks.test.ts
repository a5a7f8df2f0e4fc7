import { describeConformance } from '@stich/core/testing';
import { threeJacks } from './variants/threeJacks';

// A 3-player, 32-card variant with a skat, built from core pieces only.
describeConformance(threeJacks, { outcomePoints: (o) => o.points });
