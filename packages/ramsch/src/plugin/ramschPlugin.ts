import { definePlugin } from '@stich/core';
import type { SolveQuestion } from '@stich/core/plugin';
import type { RamschOptions } from '../options';
import { ramsch } from '../variant';
import { ramschAdapter } from './ramschAdapter';
import { ramschBot } from './ramschBot';
import { ramschQuestion } from './ramschQuestion';
import { ramschReport } from './ramschReport';
import { ramschRulePage } from './ramschRulePage';

const question: SolveQuestion<unknown, RamschOptions> = {
  ask: (c) => ramschQuestion(c, c.game, c.ctx.options),
};

/**
 * Ramsch as every Stich tool takes it: its report (losers, Jungfrauen, Durchmarsch,
 * pushes), its rules bot, its rule-page examples, and for `stich solve` and the sampling
 * bot the seat's own card points with the skat going to the last trick.
 *
 * @example
 * import { ramschPlugin } from '@stich/ramsch/plugin';
 * ramschPlugin.report?.sessionName; // 'session'
 */
export const ramschPlugin = definePlugin({
  variant: ramsch,
  presentation: ramschReport,
  report: ramschReport,
  /** The worked examples of Ramsch's rule page: {@link ramschRulePage}. */
  rulePage: ramschRulePage,
  /** Ramsch's rules bot: {@link ramschBot}, at its own push risk (it takes no bot options). */
  bot: (rules) => ramschBot(rules),
  solve: question,
  pimc: ramschAdapter,
});
