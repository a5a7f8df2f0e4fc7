// The bot interface lives in core, where a game's plug-in names its bot.
export type { Bot } from '@stich/core';
