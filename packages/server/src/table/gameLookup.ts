import type { Bot } from '@stich/bots';
import type { AnyPlugin, BaseAction, SeatView, Variant } from '@stich/core';
import type { Rules } from '@stich/core/kernel';
import {
  type PimcAdapter,
  type PluginTexts,
  pluginTexts,
  type ScoreListSpec,
  type TextContext,
} from '@stich/core/plugin';

/**
 * What the server needs of a game: its variant, optionally its rules bot (for `rules`
 * seats and for people who run out of time; the random bot otherwise), its sampling-bot
 * adapter (a plug-in's `pimc`, for `pimc` seats), and optionally
 * how its actions read on a button (`describe`, from the seat's own view; `undefined`
 * or absent: a label built from the action's fields), what a seat is told about its
 * decision (`prompt`, from its view and the seats' names; `null` or absent: nothing),
 * a finished deal's outcome in words (`dealText`) and its score list (`scoreList`). A plug-in, or the CLI's registry
 * entry, fits it as it is.
 *
 * @example
 * const entry: GameEntry = { variant: skat, bot: skatBot, describe: (a) => (a.type === 'pass' ? 'Pass' : undefined) };
 */
export interface GameEntry {
  readonly variant: Variant;
  readonly bot?: (rules: Rules<unknown, unknown, unknown, BaseAction>) => Bot;
  readonly pimc?: PimcAdapter;
  readonly describe?: (action: BaseAction, view: SeatView) => string | undefined;
  readonly prompt?: (view: SeatView, names: readonly string[]) => readonly string[] | null;
  readonly dealText?: (outcome: unknown, names: readonly string[]) => readonly string[];
  /** The game's texts for people in a language (absent: the generic texts of its variant). */
  readonly texts?: (ctx: TextContext) => PluginTexts;
  /** The game's score list (absent: each seat's score per deal, core's `defaultScoreList`). */
  readonly scoreList?: ScoreListSpec;
}

/**
 * Finds a game by id: how a server learns its games without importing any.
 *
 * @example
 * const games: GameLookup = (id) => (id === 'skat' ? { variant: skat, bot: skatBot } : undefined);
 */
export type GameLookup = (id: string) => GameEntry | undefined;

/**
 * A plug-in as the server hosts it: its variant, rules bot and sampling-bot adapter, and
 * from its presentation the action labels on the buttons and the lines that explain a
 * decision (`promptIntro`), from its report a deal's headline and notes.
 *
 * @example
 * const games: GameLookup = (id) => (id === 'skat' ? gameEntryOf(skatPlugin) : undefined);
 */
export function gameEntryOf(plugin: AnyPlugin): GameEntry {
  const label = plugin.presentation?.actionLabel;
  const report = plugin.report;
  return {
    variant: plugin.variant,
    bot: plugin.bot as GameEntry['bot'],
    pimc: plugin.pimc,
    describe: label === undefined ? undefined : (action, view) => label(action, view) ?? undefined,
    prompt: plugin.presentation?.promptIntro,
    texts: (ctx) => pluginTexts(plugin, ctx),
    scoreList: plugin.presentation?.scoreList,
    dealText:
      report === undefined
        ? undefined
        : (o, names) => [report.headline(o, names), ...report.notes(o, names)],
  };
}
