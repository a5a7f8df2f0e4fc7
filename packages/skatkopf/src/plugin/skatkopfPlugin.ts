import { definePlugin } from '@stich/core';
import { skatkopf } from '../variant';
import { skatkopfAdapter } from './skatkopfAdapter';
import { skatkopfBot } from './skatkopfBot';
import { skatkopfQuestion } from './skatkopfQuestion';
import { skatkopfReport } from './skatkopfReport';

/**
 * Skatkopf as every Stich tool takes it: its report, prompts and menus (the auction, the
 * trump making, the called card), its rules bot (which also plays `stich simulate` by
 * default), the declaring side's question for `stich solve`, and the sampling bot's
 * adapter. Its rule page is the generic one.
 *
 * @example
 * import { skatkopfPlugin } from '@stich/skatkopf/plugin';
 * skatkopfPlugin.presentation?.skatName; // 'kitty'
 */
export const skatkopfPlugin = definePlugin({
  variant: skatkopf,
  presentation: skatkopfReport,
  report: skatkopfReport,
  bot: skatkopfBot,
  simulateBots: 'rules',
  solve: skatkopfQuestion,
  pimc: skatkopfAdapter,
});
