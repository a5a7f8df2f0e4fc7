import { definePlugin } from '@stich/core';
import { kalterSchlag } from '../variant';
import { kalterSchlagAdapter } from './kalterSchlagAdapter';
import { kalterSchlagBot } from './kalterSchlagBot';
import { kalterSchlagReport } from './kalterSchlagReport';
import { kalterSchlagRulePage } from './kalterSchlagRulePage';

/**
 * Kalter Schlag as every Stich tool takes it: its report (penalties, doublings,
 * Jungfrauen, the Partie), its rules bot, its rule-page examples and the sampling bot's
 * adapter. `stich solve` asks the default question, which is Kalter Schlag's: the fewest
 * card points the seat to act can make sure of.
 *
 * @example
 * import { kalterSchlagPlugin } from '@stich/kalter-schlag/plugin';
 * kalterSchlagPlugin.variant.id; // 'kalter-schlag'
 */
export const kalterSchlagPlugin = definePlugin({
  variant: kalterSchlag,
  presentation: kalterSchlagReport,
  report: kalterSchlagReport,
  /** The worked examples of Kalter Schlag's rule page: {@link kalterSchlagRulePage}. */
  rulePage: kalterSchlagRulePage,
  /**
   * Kalter Schlag's rules bot: {@link kalterSchlagBot}.
   *
   * @typeParam A - the actions it answers with
   */
  bot: kalterSchlagBot,
  pimc: kalterSchlagAdapter,
});
