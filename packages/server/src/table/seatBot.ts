import { type Bot, pimcBot, randomBot } from '@stich/bots';
import type { BaseAction } from '@stich/core';
import type { Rules } from '@stich/core/kernel';
import type { SeatSpec } from '../protocol/seatSchemas';
import type { GameEntry } from './gameLookup';

/** A PIMC seat's think budget when the table does not say (milliseconds per card). */
const DEFAULT_THINK_MS = 300;

/**
 * The bot that plays a seat: for a bot seat its strength, for a person's seat the one
 * that acts when their time runs out (the game's rules bot). `undefined` with a reason
 * when the game cannot have that bot (PIMC without an adapter).
 *
 * @example
 * seatBot({ kind: 'bot', bot: 'rules' }, entry, rules).bot?.name; // e.g. 'skat-rules'
 */
export function seatBot(
  spec: SeatSpec,
  entry: GameEntry,
  rules: Rules<unknown, unknown, unknown, BaseAction>,
): { bot: Bot; error?: undefined } | { bot?: undefined; error: string } {
  const rulesBot = () => entry.bot?.(rules) ?? (randomBot as Bot);
  if (spec.kind === 'human' || spec.bot === 'rules') return { bot: rulesBot() };
  if (spec.bot === 'random') return { bot: randomBot as Bot };
  if (entry.pimc === undefined) {
    return { error: `the game '${rules.variantId}' has no PIMC bot` };
  }
  return { bot: pimcBot(rules, { timeMs: spec.thinkMs ?? DEFAULT_THINK_MS, adapter: entry.pimc }) };
}
