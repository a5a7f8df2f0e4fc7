import { definePlugin } from '@stich/core';
import { doppelkopf } from '../variant';
import { doppelkopfAdapter } from './doppelkopfAdapter';
import { doppelkopfBot } from './doppelkopfBot';
import { doppelkopfQuestion } from './doppelkopfQuestion';
import { doppelkopfReport } from './doppelkopfReport';
import { doppelkopfRulePage } from './doppelkopfRulePage';

/**
 * Doppelkopf as every Stich tool takes it: its report and texts ("gesund" and
 * "Vorbehalt", the games, Re, Kontra and the Absagen, the score with every game point and
 * Sonderpunkt, cards in German), its rules bot (which also plays `stich simulate` by
 * default), the party's question for `stich solve`, the sampling bot's adapter, and the
 * rule page's extras (the winning marks, a deal of the rules bots).
 *
 * @example
 * import { doppelkopfPlugin } from '@stich/doppelkopf/plugin';
 * doppelkopfPlugin.variant.id; // 'doppelkopf'
 */
export const doppelkopfPlugin = definePlugin({
  variant: doppelkopf,
  presentation: doppelkopfReport,
  report: doppelkopfReport,
  rulePage: doppelkopfRulePage,
  bot: doppelkopfBot,
  simulateBots: 'rules',
  solve: doppelkopfQuestion,
  pimc: doppelkopfAdapter,
});
