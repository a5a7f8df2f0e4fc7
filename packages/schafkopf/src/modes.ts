import type { TrumpSpec } from '@stich/core';
import { declarableGames, type SchafkopfGame } from './games';
import type { SchafkopfOptions } from './options';
import { trumpSpec } from './trumps';

/**
 * The name of the trump mode a game is played in: one per distinct trump order
 * (`normal` for a Sauspiel, a Herz-Solo, a Sie and a Ramsch; `farbsolo-C`, `wenz`,
 * `farbwenz-S`, `geier`, `bettel` ...). A Tout plays in its game's order.
 *
 * @example
 * modeName({ kind: 'farbsolo', suit: 'H', tout: false }); // 'normal'
 * modeName({ kind: 'wenz', tout: true }); // 'wenz'
 */
export function modeName(game: SchafkopfGame): string {
  switch (game.kind) {
    case 'sauspiel':
    case 'sie':
    case 'ramsch':
      return 'normal';
    case 'farbsolo':
      return game.suit === 'H' ? 'normal' : `farbsolo-${game.suit}`;
    case 'farbwenz':
    case 'farbgeier':
      return `${game.kind}-${game.suit}`;
    default:
      return game.kind;
  }
}

/**
 * The trump modes of every game the options allow; `normal` (2.1) first, in force while
 * the game is announced.
 *
 * @example
 * Object.keys(schafkopfModes(SCHAFKOPF_DEFAULTS)); // ['normal', 'wenz', 'farbsolo-C', ...]
 */
export function schafkopfModes(options: SchafkopfOptions): Record<string, TrumpSpec> {
  const modes: Record<string, TrumpSpec> = {
    normal: trumpSpec({ kind: 'ramsch' }, options),
  };
  for (const game of declarableGames(options)) modes[modeName(game)] ??= trumpSpec(game, options);
  return modes;
}
