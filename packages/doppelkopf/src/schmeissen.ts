import type { GameState, KernelContext } from '@stich/core';
import { normalTrumpsHeld } from './armut';
import type { DoppelkopfOptions } from './options';
import type { DoppelkopfState } from './state';

/** @inline */
type S = GameState<DoppelkopfState>;

/** How many cards of `rank` the hand `lo`/`hi` holds. */
function countRank(ctx: KernelContext<DoppelkopfOptions>, lo: number, hi: number, rank: string) {
  let n = 0;
  for (const suit of ctx.deck.spec.suits)
    for (const id of ctx.deck.idsOf(`${suit}${rank}`) ?? [])
      if (((id < 32 ? lo : hi) & (1 << (id & 31))) !== 0) n++;
  return n;
}

/**
 * Whether `seat` may throw its hand in (option `schmeissen`, 7.11): some enabled trigger
 * holds. `neunen5`: five nines or more; `koenige5`: five kings or more; `neunenKoenige7`:
 * seven nines and kings together; `einTrumpf`: at most one trump of the normal game.
 *
 * @example
 * mayThrowIn(rules.ctx, state, 2); // true with ♣9 ♣9 ♠9 ♥9 ♥9 under `['neunen5']`
 */
export function mayThrowIn(ctx: KernelContext<DoppelkopfOptions>, s: S, seat: number): boolean {
  const triggers = ctx.options.schmeissen;
  if (triggers === undefined || triggers.length === 0) return false;
  const lo = s.hands[2 * seat];
  const hi = s.hands[2 * seat + 1];
  const nines = countRank(ctx, lo, hi, '9');
  const kings = countRank(ctx, lo, hi, 'K');
  const trumps = normalTrumpsHeld(ctx, s, seat);
  const holds = {
    neunen5: nines >= 5,
    koenige5: kings >= 5,
    neunenKoenige7: nines + kings >= 7,
    einTrumpf: trumps <= 1,
  };
  return triggers.some((trigger) => holds[trigger]);
}
