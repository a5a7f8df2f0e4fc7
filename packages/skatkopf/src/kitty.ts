import type { CardCode, GameState, KernelContext } from '@stich/core';

/**
 * The kitty in the order its cards are turned in a tournee: as dealt (core keeps the
 * skat's dealt order in `skatOrder`), so a record's `skat: [c1, c2]` turns `c1` first.
 *
 * @example
 * kittyOrder(ctx, state); // e.g. ['HK', 'C7']: HK is turned first
 */
export function kittyOrder(ctx: KernelContext<unknown>, s: GameState<unknown>): CardCode[] {
  return s.skatOrder.map((id) => ctx.deck.codes[id]);
}
