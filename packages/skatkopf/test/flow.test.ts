import { describeEdgeCoverage } from '@stich/core/testing';
import { skatkopf } from '../src/index';

// No Skatkopf option changes its phase graph (the options change the trick table, the
// called card's restriction, the bid ladder and the scoring), so the defaults cover it.
describeEdgeCoverage(skatkopf, [{ options: {}, unreachable: {} }]);
