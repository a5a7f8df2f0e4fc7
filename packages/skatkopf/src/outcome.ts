import type { CardCode, PhaseHookContext, Suit } from '@stich/core';
import { seatsOf } from '@stich/core/kernel';
import { cardPoints } from '@stich/core/scoring';
import type { Game } from './games';
import type { SkatkopfOptions } from './options';
import type { Making, SkatkopfState } from './state';
import { gameValue, payments } from './value';

/**
 * A deal's outcome.
 *
 * @example
 * const o: SkatkopfOutcome = rules.outcome(finalState)!;
 * o.scores; // e.g. [1, -1, 1, -1]: a Partner game won
 */
export interface SkatkopfOutcome {
  readonly declarer: number;
  /** The partner (the called card's holder), or `null` when the declarer played alone. */
  readonly partner: number | null;
  readonly called: CardCode | null;
  /** Everyone passed and forehand had to play. */
  readonly forced: boolean;
  readonly game: Game;
  readonly trumpSuit: Suit | null;
  readonly making: Making;
  /** Kitty cards turned in a tournee (0, 1 or 2). */
  readonly turned: number;
  readonly doublings: number;
  /** Card points each seat took in tricks. */
  readonly trickPoints: number[];
  /** Card points of the kitty (or the discards): they count for the declaring side. */
  readonly kittyPoints: number;
  /** The declaring side's card points, kitty included. */
  readonly sidePoints: number;
  /** The declaring side won (61 or more). */
  readonly won: boolean;
  /** The declaring side took 91 or more, or fewer than 31. */
  readonly schneider: boolean;
  /** One side took every trick. */
  readonly schwarz: boolean;
  /** The deal's total value. */
  readonly value: number;
  /** What each seat wins (+) or pays (-). */
  readonly scores: number[];
}

/**
 * Scores a finished deal (NOTES 6-7): the declaring side (declarer and partner) counts
 * its tricks and the kitty; 61 wins; schneider, schwarz, doublings and the tournee
 * doubling give the value; the payments follow the option `payments`.
 *
 * @example
 * scoreSkatkopf({ ctx: rules.ctx, s: finalState }).scores; // e.g. [1, -1, 1, -1]
 */
export function scoreSkatkopf({
  ctx,
  s,
}: PhaseHookContext<SkatkopfState, SkatkopfOptions>): SkatkopfOutcome {
  const x = s.x;
  const o = ctx.options;
  const side = seatsOf(ctx.sides!.of(s), 0);
  const trickPoints = cardPoints(ctx, s);
  const kittyPoints = ctx.deck.pointsOf(s.skat[0], s.skat[1]);
  const sidePoints = side.reduce((sum, seat) => sum + trickPoints[seat], kittyPoints);
  const sideTricks = side.reduce((sum, seat) => sum + s.tricks[seat], 0);
  const won = sidePoints >= 61;
  const schneider = sidePoints >= 91 || sidePoints < 31;
  const schwarz = sideTricks === 0 || sideTricks === ctx.tricksPerDeal;
  const game = x.game!;
  const value = gameValue(
    { game, doublings: x.doublings, schneider, schwarz, lostOnSecondTurn: !won && x.turned === 2 },
    o,
  );
  return {
    declarer: x.declarer,
    partner: side.length > 1 ? side.find((seat) => seat !== x.declarer)! : null,
    called: x.called >= 0 ? ctx.deck.codes[x.called] : null,
    forced: x.forced,
    game,
    trumpSuit: x.trumpSuit,
    making: x.making!,
    turned: x.turned,
    doublings: x.doublings,
    trickPoints,
    kittyPoints,
    sidePoints,
    won,
    schneider,
    schwarz,
    value,
    scores: payments(value, won, side, s.seats, o.payments),
  };
}
