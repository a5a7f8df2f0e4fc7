import type { AnyPlugin } from '@stich/core';
import { doppelkopfPlugin } from '@stich/doppelkopf/plugin';
import { kalterSchlagPlugin } from '@stich/kalter-schlag/plugin';
import { ramschPlugin } from '@stich/ramsch/plugin';
import { schafkopfPlugin } from '@stich/schafkopf/plugin';
import { skatPlugin } from '@stich/skat/plugin';
import { skatkopfPlugin } from '@stich/skatkopf/plugin';

/**
 * The games `stich` knows by id, as plug-ins, in the order it lists them. The only place
 * the tools name a game: every other game comes in as a module path or package name.
 *
 * @example
 * BUILTIN_PLUGINS.map((p) => p.variant.id); // ['doppelkopf', 'kalter-schlag', 'ramsch', 'schafkopf', 'skat', 'skatkopf']
 */
export const BUILTIN_PLUGINS: readonly AnyPlugin[] = [
  doppelkopfPlugin,
  kalterSchlagPlugin,
  ramschPlugin,
  schafkopfPlugin,
  skatPlugin,
  skatkopfPlugin,
];
