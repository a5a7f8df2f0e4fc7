import { kalterSchlagBot, ramschBot, skatBot, skatkopfBot } from '@stich/bots';
import { kalterSchlag } from '@stich/kalter-schlag';
import { ramsch } from '@stich/ramsch';
import { skat } from '@stich/skat';
import { skatkopf } from '@stich/skatkopf';
import type { GameEntry, GameLookup } from '../../src/index';

/** The four games, as a plug-in lookup would offer them. */
const ENTRIES: Record<string, GameEntry> = {
  'kalter-schlag': { variant: kalterSchlag, bot: kalterSchlagBot as GameEntry['bot'] },
  ramsch: { variant: ramsch, bot: ramschBot as GameEntry['bot'] },
  skat: { variant: skat, bot: skatBot as GameEntry['bot'] },
  skatkopf: { variant: skatkopf, bot: skatkopfBot as GameEntry['bot'] },
};

export const GAME_IDS = Object.keys(ENTRIES);

export const games: GameLookup = (id) => (Object.hasOwn(ENTRIES, id) ? ENTRIES[id] : undefined);
