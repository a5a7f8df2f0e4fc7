import { definePlugin } from '@stich/core';
import { skat } from '../variant';
import { issFormat } from './issFormat';
import { skatAdapter } from './skatAdapter';
import { skatBot } from './skatBot';
import { skatQuestion } from './skatQuestion';
import { skatReport } from './skatReport';
import { skatRulePage } from './skatRulePage';

/**
 * Skat as every Stich tool takes it: its report and menus (contracts in words, each
 * game's value beside the bid), its rules bot (which also plays `stich simulate` by
 * default), the declarer's question for `stich solve`, the sampling bot's adapter, the
 * rule-page examples, and ISS game records as the `iss` format.
 *
 * @example
 * import { skatPlugin } from '@stich/skat/plugin';
 * skatPlugin.formats?.iss !== undefined; // true
 */
export const skatPlugin = definePlugin({
  variant: skat,
  presentation: skatReport,
  report: skatReport,
  /** The worked examples of Skat's rule page: {@link skatRulePage}. */
  rulePage: skatRulePage,
  /**
   * Skat's rules bot: {@link skatBot}.
   *
   * @typeParam A - the actions it answers with
   */
  bot: skatBot,
  simulateBots: 'rules',
  solve: skatQuestion,
  pimc: skatAdapter,
  formats: { iss: issFormat },
});
