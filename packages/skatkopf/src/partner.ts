import type { GameState, KernelContext } from '@stich/core';
import { seatsOf } from '@stich/core/kernel';
import type { SkatkopfState } from './state';

/**
 * The declarer's partner, from core's declared sides (see the variant's `sides`): the
 * holder of the called card, or -1 when none is called or it lies in the kitty.
 *
 * @example
 * partnerOf(rules.ctx, state); // e.g. 2
 */
export function partnerOf(ctx: KernelContext<unknown>, s: GameState<SkatkopfState>): number {
  if (s.x.declarer < 0) return -1;
  return seatsOf(ctx.sides!.of(s), 0).find((seat) => seat !== s.x.declarer) ?? -1;
}
