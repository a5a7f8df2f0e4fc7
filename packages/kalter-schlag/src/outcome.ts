import type { GameState, KernelContext } from '@stich/core';
import type { KalterSchlagOptions } from './options';
import { durchmarschPenalty, penalty } from './penalty';

/**
 * The result of one Kalter Schlag deal.
 *
 * @example
 * const outcome: KalterSchlagOutcome | undefined = game.outcome();
 * outcome?.losers; // e.g. [2]
 * outcome?.penalties; // e.g. [0, 0, 60, 0]
 */
export interface KalterSchlagOutcome {
  /** Card points each seat took. */
  readonly points: number[];
  /** Tricks each seat took. */
  readonly tricks: number[];
  /** Penalty points each seat writes for this deal (0 for all but the losers). */
  readonly penalties: number[];
  /** How many doublings were said (kontra, re, bock, hirsch). */
  readonly doublings: number;
  /** Seats that doubled, in order. */
  readonly doublers: number[];
  /** How many players took no trick (3 with a Durchmarsch). */
  readonly jungfrauen: number;
  /** The seats that took no trick. */
  readonly jungfrauSeats: number[];
  /** Whether one player took all eight tricks. */
  readonly durchmarsch: boolean;
  /** The seat that made the Durchmarsch, or `null`. */
  readonly durchmarschSeat: number | null;
  /** Seats that write a penalty. */
  readonly losers: number[];
}

/**
 * Scores a finished Kalter Schlag deal. The loser is decided on the unrounded card
 * points; every player tied for most points pays the full penalty.
 *
 * @example
 * const outcome = scoreKalterSchlag(rules.ctx, finishedState);
 * outcome.penalties; // e.g. [0, 60, 0, 0]
 */
export function scoreKalterSchlag(
  ctx: KernelContext<KalterSchlagOptions>,
  s: GameState<unknown>,
): KalterSchlagOutcome {
  const { deck, tricksPerDeal } = ctx;
  const seats = s.seats;
  // Exact-size arrays, filled in place (slicing is the cheapest way to make them): this
  // runs once per simulated deal.
  const tricks = s.tricks.slice();
  const points = s.tricks.slice();
  const penalties = s.tricks.slice();
  let most = -1;
  let marcher = -1;
  let maidens = 0;
  for (let seat = 0; seat < seats; seat++) {
    const p = deck.pointsOf(s.won[2 * seat], s.won[2 * seat + 1]);
    const t = tricks[seat];
    points[seat] = p;
    penalties[seat] = 0;
    if (s.next[seat] < 0) continue;
    if (p > most) most = p;
    if (t === 0) maidens++;
    else if (t === tricksPerDeal) marcher = seat;
  }
  const jungfrauSeats = new Array<number>(maidens);
  if (maidens > 0) {
    for (let seat = 0, i = 0; seat < seats; seat++)
      if (s.next[seat] >= 0 && tricks[seat] === 0) jungfrauSeats[i++] = seat;
  }
  const doublings = s.doublers.length;
  const amount =
    marcher >= 0
      ? durchmarschPenalty(doublings)
      : penalty(most, doublings, maidens, ctx.options.rounding);
  const losers: number[] = [];
  for (let seat = 0; seat < seats; seat++) {
    if (s.next[seat] < 0) continue;
    // Durchmarsch: everyone else loses; otherwise every seat tied for most points.
    if (marcher >= 0 ? seat !== marcher : points[seat] === most) {
      losers.push(seat);
      penalties[seat] = amount;
    }
  }
  return {
    points,
    tricks,
    penalties,
    doublings,
    // Most deals have no doubling: a literal is cheaper than slicing an empty array.
    doublers: doublings === 0 ? [] : s.doublers.slice(),
    jungfrauen: maidens,
    jungfrauSeats,
    durchmarsch: marcher >= 0,
    durchmarschSeat: marcher >= 0 ? marcher : null,
    losers,
  };
}
