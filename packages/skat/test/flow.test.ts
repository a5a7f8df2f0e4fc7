import { describeEdgeCoverage } from '@stich/core/testing';
import { skat } from '../src/index';

// The options that change Skat's flow: what happens when all pass (`passOut`), the Kontra
// phase (`kontra`), and the table of four (the dealer sits out; the same graph).
describeEdgeCoverage(skat, [
  { options: {}, unreachable: {} },
  { options: { passOut: 'ramsch' }, unreachable: {} },
  { options: { passOut: 'forehand' }, unreachable: {} },
  { options: { kontra: true }, unreachable: {} },
  { options: { kontra: true, passOut: 'forehand' }, unreachable: {} },
  { options: { seats: 4 }, unreachable: {} },
]);
