import type { BaseAction } from '@stich/core';
import type { PimcAdapter, PimcRules } from '@stich/core/plugin';
import { kalterSchlagPlugin } from '@stich/kalter-schlag/plugin';
import { ramschPlugin } from '@stich/ramsch/plugin';
import { skatPlugin } from '@stich/skat/plugin';
import { skatkopfPlugin } from '@stich/skatkopf/plugin';
import { type PimcOptions, pimcBot as plainPimcBot } from '../src/index';

// The sampling bot's adapters of the built-in games, from their plug-ins, by variant id.
export const PIMC_ADAPTERS: Readonly<Record<string, PimcAdapter>> = Object.fromEntries(
  [kalterSchlagPlugin, ramschPlugin, skatPlugin, skatkopfPlugin].map((p) => [
    p.variant.id,
    p.pimc!,
  ]),
);

/** `pimcBot` with the built-in game's adapter unless the options give one. */
export function pimcBot<A extends BaseAction = BaseAction>(
  rules: PimcRules,
  options: PimcOptions = {},
) {
  return plainPimcBot<A>(rules, { adapter: PIMC_ADAPTERS[rules.variantId], ...options });
}
