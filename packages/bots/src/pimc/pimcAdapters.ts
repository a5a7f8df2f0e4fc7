import { kalterSchlagAdapter } from './kalterSchlagAdapter';
import type { PimcAdapter } from './pimcAdapter';
import { ramschAdapter } from './ramschAdapter';
import { skatAdapter } from './skatAdapter';
import { skatkopfAdapter } from './skatkopfAdapter';

/**
 * The PIMC adapters of the Stich variants, by variant id.
 *
 * @example
 * PIMC_ADAPTERS[rules.variantId] !== undefined; // PIMC can play this variant
 */
export const PIMC_ADAPTERS: Readonly<Record<string, PimcAdapter>> = {
  'kalter-schlag': kalterSchlagAdapter,
  ramsch: ramschAdapter,
  skat: skatAdapter,
  skatkopf: skatkopfAdapter,
};
