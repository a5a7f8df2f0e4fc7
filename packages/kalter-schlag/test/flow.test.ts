import { describeEdgeCoverage } from '@stich/core/testing';
import { kalterSchlag } from '../src/index';

// Kalter Schlag has one phase; no option changes its flow.
describeEdgeCoverage(kalterSchlag, [{ options: {}, unreachable: {} }]);
