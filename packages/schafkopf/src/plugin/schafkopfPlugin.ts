import { definePlugin } from '@stich/core';
import { schafkopf } from '../variant';
import { schafkopfAdapter } from './schafkopfAdapter';
import { schafkopfBot } from './schafkopfBot';
import { schafkopfQuestion } from './schafkopfQuestion';
import { schafkopfReport } from './schafkopfReport';

/**
 * Schafkopf as every Stich tool takes it: its report and texts (German game and card
 * names, the announcement, Kontra and Re, payments in cents), its rules bot (which also
 * plays `stich simulate` by default), the playing side's question for `stich solve`, and
 * the sampling bot's adapter. Its rule page is the generic one.
 *
 * @example
 * import { schafkopfPlugin } from '@stich/schafkopf/plugin';
 * schafkopfPlugin.variant.id; // 'schafkopf'
 */
export const schafkopfPlugin = definePlugin({
  variant: schafkopf,
  presentation: schafkopfReport,
  report: schafkopfReport,
  bot: schafkopfBot,
  simulateBots: 'rules',
  solve: schafkopfQuestion,
  pimc: schafkopfAdapter,
});
