import { field, type ValuesOf } from '@stich/core';
import { SCHAFKOPF_OPTIONS } from './options';

/**
 * The options the Schafkopf variant plays by: every option of the rules (section 7) and
 * the session's length. One rule is not played by this engine yet, and only its
 * default is accepted: Kontra in a Ramsch (`kontraInRamsch`), for which the rule text
 * gives no procedure: a Ramsch has no sides.
 *
 * @example
 * schafkopf.parseOptions({ allPassed: 'ramsch', deals: 8 }).ok; // true
 * schafkopf.parseOptions({ klopfen: true }).ok; // true: a knock round between the packets
 * schafkopf.parseOptions({ kontraInRamsch: true }).ok; // false: not played yet
 */
export const SCHAFKOPF_VARIANT_OPTIONS = {
  ...SCHAFKOPF_OPTIONS,
  kontraInRamsch: field.literal([false], {
    default: false,
    describe: 'Kontra and Re in a Ramsch (5.2): not played, the rule text gives no procedure',
  }),
  deals: field.int({
    gt: 0,
    default: 16,
    describe: 'deals in a session (16: each player deals four times)',
  }),
};

/**
 * The Schafkopf variant's options.
 *
 * @example
 * const options: SchafkopfVariantOptions = schafkopf.defaults;
 */
export type SchafkopfVariantOptions = ValuesOf<typeof SCHAFKOPF_VARIANT_OPTIONS>;
