import type { Bot } from '@stich/bots';
import type { BaseAction, Rules, Variant } from '@stich/core';

/**
 * What the server needs of a game: its variant, and optionally its rules bot (for
 * `rules` seats and for people who run out of time; the random bot otherwise). A
 * plug-in, or the CLI's registry entry, fits it as it is.
 *
 * @example
 * const entry: GameEntry = { variant: skat, bot: skatBot };
 */
export interface GameEntry {
  readonly variant: Variant;
  readonly bot?: (rules: Rules<unknown, unknown, unknown, BaseAction>) => Bot;
}

/**
 * Finds a game by id: how a server learns its games without importing any.
 *
 * @example
 * const games: GameLookup = (id) => (id === 'skat' ? { variant: skat, bot: skatBot } : undefined);
 */
export type GameLookup = (id: string) => GameEntry | undefined;
