import { describeEdgeCoverage } from '@stich/core/testing';
import { ramsch } from '../src/index';

// Schieberamsch adds the skat's passing before the play; no other option changes the flow.
describeEdgeCoverage(ramsch, [
  { options: {}, unreachable: {} },
  { options: { schieben: true }, unreachable: {} },
]);
