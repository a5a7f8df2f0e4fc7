import { doppelkopfPlugin } from '@stich/doppelkopf/plugin';
import { kalterSchlagPlugin } from '@stich/kalter-schlag/plugin';
import { ramschPlugin } from '@stich/ramsch/plugin';
import { schafkopfPlugin } from '@stich/schafkopf/plugin';
import { skatPlugin } from '@stich/skat/plugin';
import { skatkopfPlugin } from '@stich/skatkopf/plugin';
import { type GameEntry, type GameLookup, gameEntryOf } from '../../src/index';

/** The six games, as a plug-in lookup would offer them. */
const ENTRIES: Record<string, GameEntry> = Object.fromEntries(
  [
    doppelkopfPlugin,
    kalterSchlagPlugin,
    ramschPlugin,
    schafkopfPlugin,
    skatPlugin,
    skatkopfPlugin,
  ].map((p) => [p.variant.id, gameEntryOf(p)]),
);

export const GAME_IDS = Object.keys(ENTRIES);

export const games: GameLookup = (id) => (Object.hasOwn(ENTRIES, id) ? ENTRIES[id] : undefined);
