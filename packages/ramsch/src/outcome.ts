import { doublingFactor, type PhaseHookContext } from '@stich/core';
import type { SkatPassState } from '@stich/core/kernel';
import { activeOf, jungfrauen, latestTrickWinner, mostOf } from '@stich/core/scoring';
import type { RamschOptions } from './options';

/**
 * Card points of a Durchmarsch, and what it wins.
 *
 * @example
 * DURCHMARSCH_SCORE * doublingFactor(outcome.pushes); // a Durchmarsch after pushes
 */
export const DURCHMARSCH_SCORE = 120;
/**
 * What Gewinner-Ramsch pays its winner: the value of a won Null.
 *
 * @example
 * GEWINNER_SCORE; // 23
 */
export const GEWINNER_SCORE = 23;

/**
 * The result of one Ramsch deal.
 *
 * @example
 * const outcome: RamschOutcome | undefined = game.outcome();
 * outcome?.scores; // e.g. [0, -56, 0]
 */
export interface RamschOutcome {
  /** Card points per seat, the skat's included for whoever it goes to. */
  readonly points: number[];
  /** Card points taken in tricks alone. */
  readonly trickPoints: number[];
  readonly tricks: number[];
  /** Card points in the skat, and the seats they were added to. */
  readonly skatPoints: number;
  readonly skatTo: number[];
  /** Signed score of each seat for the deal: a loss is negative. */
  readonly scores: number[];
  readonly losers: number[];
  /** Seats that won something: a Durchmarsch, or Gewinner-Ramsch. */
  readonly winners: number[];
  readonly durchmarsch: boolean;
  readonly jungfrauen: number;
  readonly jungfrauSeats: number[];
  /** Times the skat was pushed on unseen (Schieberamsch); each doubles every score. */
  readonly pushes: number;
}

/**
 * What one loser loses before pushes: the card points doubled per Jungfrau, or the
 * fixed values 10 / 15 / 20 for no, one or two Jungfrauen.
 *
 * @example
 * ramschLoss(47, 1, false); // 94
 * ramschLoss(47, 1, true); // 15
 */
export function ramschLoss(points: number, jungfrauCount: number, fixedValues: boolean): number {
  if (fixedValues) return 10 + 5 * Math.min(jungfrauCount, 2);
  return points * doublingFactor(jungfrauCount);
}

/**
 * Scores a finished Ramsch deal under its options (see NOTES.md's Ramsch rulings).
 *
 * @example
 * scoreRamsch({ ctx: rules.ctx, s: finished }).scores; // e.g. [0, -47, 0]
 */
export function scoreRamsch({
  ctx,
  s,
}: PhaseHookContext<{ skatPass: SkatPassState }, RamschOptions>): RamschOutcome {
  const o = ctx.options;
  const deck = ctx.deck;
  const n = s.seats;
  const won = s.won;
  // One pass over the seats for the arrays of the outcome, each made at its final length
  // (this runs once per deal of every simulation): card points taken in tricks (with and,
  // later, without the skat), tricks, scores, and the seat that took every trick.
  const trickPoints = new Array<number>(n);
  const points = new Array<number>(n);
  const tricks = new Array<number>(n);
  const scores = new Array<number>(n);
  let marcher = -1;
  for (let seat = 0; seat < n; seat++) {
    const p = deck.pointsOf(won[2 * seat], won[2 * seat + 1]);
    const t = s.tricks[seat];
    trickPoints[seat] = p;
    points[seat] = p;
    tricks[seat] = t;
    scores[seat] = 0;
    if (t === ctx.tricksPerDeal && marcher < 0) marcher = seat;
  }
  // The active seats from forehand on: the order every seat list of the outcome is in.
  const seats = activeOf(s);
  const jungfrauSeats = jungfrauen(tricks, seats);
  const skatPoints = deck.pointsOf(s.skat[0], s.skat[1]);
  const pushes = s.x.skatPass.pushedBy.length;
  const factor = doublingFactor(pushes);
  let losers: number[];
  let winners: number[];
  let skatTo: number[];
  let durchmarsch = false;
  if (marcher >= 0 && o.durchmarsch) {
    points[marcher] += skatPoints;
    scores[marcher] = DURCHMARSCH_SCORE * factor;
    losers = [];
    winners = [marcher];
    skatTo = [marcher];
    durchmarsch = true;
  } else if (o.gewinnerRamsch) {
    // The skat goes to the player with most points; the fewest points win 23.
    const most = mostOf(trickPoints, seats);
    const taker = most.length === 1 ? most[0] : latestTrickWinner(s.winners, most);
    points[taker] += skatPoints;
    losers = [];
    winners = mostOf(
      points.map((p) => -p),
      seats,
    );
    for (const seat of winners) scores[seat] = GEWINNER_SCORE * factor;
    skatTo = [taker];
  } else {
    const lastTaker = s.winners[s.winners.length - 1];
    const toLast = o.skatTo === 'lastTrick';
    if (toLast) points[lastTaker] += skatPoints;
    const tied = mostOf(toLast ? points : trickPoints, seats);
    losers = tied;
    if (tied.length === seats.length && o.threeWayTie === 'nobody') losers = [];
    else if (tied.length === 2 && o.ties === 'lastTrickLoses')
      losers = [latestTrickWinner(s.winners, tied)];
    if (!toLast) for (const seat of losers) points[seat] += skatPoints;
    for (const seat of losers)
      scores[seat] = -ramschLoss(points[seat], jungfrauSeats.length, o.fixedValues) * factor;
    winners = [];
    skatTo = toLast ? [lastTaker] : losers.slice();
  }
  return {
    points,
    trickPoints,
    tricks,
    skatPoints,
    skatTo,
    scores,
    losers,
    winners,
    durchmarsch,
    jungfrauen: jungfrauSeats.length,
    jungfrauSeats,
    pushes,
  };
}
