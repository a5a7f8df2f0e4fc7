// Herz Schlag: Kalter Schlag with the hearts as trumps below the jacks, derived from
// @stich/kalter-schlag and made a plug-in. Every `stich` command takes this file:
//   stich rules ./herz-schlag.mjs
//   stich simulate ./herz-schlag.mjs --deals 100000
import { definePlugin, defineVariant, jacksAndSuit } from '@stich/core';
import { kalterSchlag } from '@stich/kalter-schlag';
import { kalterSchlagPlugin } from '@stich/kalter-schlag/plugin';

/** The game: Kalter Schlag's table, deal, doubling, penalties and Partie; new trumps. */
export const herzSchlag = defineVariant({
  ...kalterSchlag,
  id: 'herz-schlag',
  name: 'Herz Schlag',
  trumpModes: () => ({ hearts: jacksAndSuit('H') }),
});

/** The plug-in: Kalter Schlag's report, rules bot and sampling adapter, for the new game. */
export default definePlugin({
  ...kalterSchlagPlugin,
  variant: herzSchlag,
  presentation: { ...kalterSchlagPlugin.presentation, trumpLabel: () => 'trumps' },
  // Kalter Schlag's worked examples are about Kalter Schlag: the generic rule page instead.
  rulePage: undefined,
});
