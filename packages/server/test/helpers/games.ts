import { kalterSchlagPlugin } from '@stich/kalter-schlag/plugin';
import { ramschPlugin } from '@stich/ramsch/plugin';
import { skatPlugin } from '@stich/skat/plugin';
import { skatkopfPlugin } from '@stich/skatkopf/plugin';
import { type GameEntry, type GameLookup, gameEntryOf } from '../../src/index';

/** The four games, as a plug-in lookup would offer them. */
const ENTRIES: Record<string, GameEntry> = Object.fromEntries(
  [kalterSchlagPlugin, ramschPlugin, skatPlugin, skatkopfPlugin].map((p) => [
    p.variant.id,
    gameEntryOf(p),
  ]),
);

export const GAME_IDS = Object.keys(ENTRIES);

export const games: GameLookup = (id) => (Object.hasOwn(ENTRIES, id) ? ENTRIES[id] : undefined);
