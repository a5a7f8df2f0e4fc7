import type { SessionSpec } from '@stich/core';
import type { KalterSchlagOptions } from './options';
import type { KalterSchlagOutcome } from './outcome';

/**
 * The running score sheet of a Partie.
 *
 * @example
 * const sheet: PartieData = partie.init({ options: kalterSchlag.defaults, seats: 4, firstDealer: 0 });
 * sheet.totals; // [0, 0, 0, 0]
 */
export interface PartieData {
  /** Penalty points per seat. */
  readonly totals: number[];
  /** Deals in which each seat wrote a penalty. */
  readonly scores: number[];
  readonly dealsPlayed: number;
  /** `'winner'` after a five-score win, `'loser'` after the target, else `null`. */
  readonly outcome: 'winner' | 'loser' | null;
  /** The winner or loser, or `null` while the Partie goes on. */
  readonly seat: number | null;
}

/**
 * A Partie's result: the sheet, how it ended, and the payments in money.
 *
 * @example
 * const result: PartieResult = session.result();
 * if (result.ended) result.payments; // e.g. [-4, 1, 2, 1]
 */
export interface PartieResult {
  readonly totals: number[];
  readonly scores: number[];
  readonly ended: boolean;
  readonly outcome: 'winner' | 'loser' | null;
  readonly seat: number | null;
  /** Money each seat receives (negative: pays), in stakes × `stake`. */
  readonly payments: number[];
  readonly dealsPlayed: number;
}

/**
 * Decides whether a Partie has ended after a deal, in the order NOTES.md rules:
 * 1. five scores: among players with `scoresToWin` scoring deals who are under the
 *    target, the one with fewest points wins; a tie lets play go on ("Gewinn vor Verlust":
 *    this check comes before the target);
 * 2. the target: among players at or over it, the one with most points loses; a tie lets play go on.
 *
 * @example
 * decidePartie(options, [1900, 2040, 300, 0], [5, 6, 2, 0]); // { outcome: 'winner', seat: 0 }
 */
export function decidePartie(
  options: KalterSchlagOptions,
  totals: readonly number[],
  scores: readonly number[],
): { outcome: 'winner' | 'loser' | null; seat: number | null } {
  const seats = totals.map((_, seat) => seat);
  if (options.fiveScores) {
    const five = seats.filter(
      (s) => scores[s] >= options.scoresToWin && totals[s] < options.target,
    );
    if (five.length > 0) {
      const low = Math.min(...five.map((s) => totals[s]));
      const best = five.filter((s) => totals[s] === low);
      if (best.length === 1) return { outcome: 'winner', seat: best[0] };
    }
  }
  const over = seats.filter((s) => totals[s] >= options.target);
  if (over.length > 0) {
    const high = Math.max(...over.map((s) => totals[s]));
    const worst = over.filter((s) => totals[s] === high);
    if (worst.length === 1) return { outcome: 'loser', seat: worst[0] };
  }
  return { outcome: null, seat: null };
}

/**
 * Payments at the end of a Partie, in money: the loser pays one stake to each player
 * with penalty points and two to each without; a five-score winner collects two stakes
 * from everyone.
 *
 * @example
 * partiePayments(1, 'loser', 0, [2010, 300, 0, 120]); // [-4, 1, 2, 1]
 */
export function partiePayments(
  stake: number,
  outcome: 'winner' | 'loser' | null,
  seat: number | null,
  totals: readonly number[],
): number[] {
  const pay = totals.map(() => 0);
  if (outcome === null || seat === null) return pay;
  totals.forEach((total, other) => {
    if (other === seat) return;
    const stakes = outcome === 'winner' ? -2 : total > 0 ? 1 : 2;
    pay[other] += stakes * stake;
    pay[seat] -= stakes * stake;
  });
  return pay;
}

/**
 * Who deals first in the next Partie: the five-score winner, or the seat the loser chooses.
 *
 * @example
 * firstDealerOfNextPartie({ outcome: 'winner', seat: 2 }); // 2
 * firstDealerOfNextPartie({ outcome: 'loser', seat: 1 }, 3); // 3, the loser's choice
 */
export function firstDealerOfNextPartie(
  result: { readonly outcome: 'winner' | 'loser' | null; readonly seat: number | null },
  loserChoice?: number,
  seats = 4,
): number {
  if (
    loserChoice !== undefined &&
    !(Number.isInteger(loserChoice) && loserChoice >= 0 && loserChoice < seats)
  ) {
    throw new RangeError(
      `the first dealer must be a seat from 0 to ${seats - 1}, not ${loserChoice}`,
    );
  }
  if (result.outcome === 'winner' && result.seat !== null) return result.seat;
  if (result.outcome === 'loser' && result.seat !== null) return loserChoice ?? result.seat;
  throw new RangeError('the Partie has not ended');
}

/**
 * Kalter Schlag's session: a Partie to the target or a five-score win.
 *
 * @example
 * partie.isOver({ options: kalterSchlag.defaults, seats: 4, data: { totals: [2010, 300, 0, 120], scores: [4, 2, 0, 1], dealsPlayed: 9, outcome: 'loser', seat: 0 } }); // true
 */
export const partie: SessionSpec<
  KalterSchlagOptions,
  KalterSchlagOutcome,
  PartieData,
  PartieResult
> = {
  init: ({ seats }) => ({
    totals: new Array<number>(seats).fill(0),
    scores: new Array<number>(seats).fill(0),
    dealsPlayed: 0,
    outcome: null,
    seat: null,
  }),
  afterDeal({ options, data, outcome }) {
    const totals = data.totals.map((t, seat) => t + outcome.penalties[seat]);
    const scores = data.scores.map((n, seat) => n + (outcome.penalties[seat] > 0 ? 1 : 0));
    return {
      totals,
      scores,
      dealsPlayed: data.dealsPlayed + 1,
      ...decidePartie(options, totals, scores),
    };
  },
  isOver: ({ data }) => data.outcome !== null,
  result: ({ options, data }) => ({
    totals: data.totals.slice(),
    scores: data.scores.slice(),
    ended: data.outcome !== null,
    outcome: data.outcome,
    seat: data.seat,
    payments: partiePayments(options.stake, data.outcome, data.seat, data.totals),
    dealsPlayed: data.dealsPlayed,
  }),
  describe: [
    'The deal passes clockwise after every deal.',
    'Five scores (option `fiveScores`): a player who has written a penalty in `scoresToWin` deals and is still under the target wins; among several, the one with fewest points; a tie plays on. This is checked first, so a win beats a loss in the same deal.',
    'Target (option `target`, 2000): otherwise, of the players at or over the target, the one with most points loses; a tie plays on.',
    'Payments: the loser pays one stake to each player with penalty points and two stakes to each player with none; a five-score winner collects two stakes from each other player.',
    'Next Partie: the loser chooses the first dealer; after a five-score win, the winner deals first.',
  ],
};
