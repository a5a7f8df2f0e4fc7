import { estimate, named, Z95 } from './estimates';
import { SLOT } from './recorder';
import type { Tally } from './tally';
import { wilson } from './wilson';

/**
 * One seat's results in a simulation with different bots at the seats: its mean score
 * per deal (per session with `--partien`: its final total) with the 95% interval, and how
 * often it won (had the best score at the table, lowest for penalties; every seat
 * that has it wins, nobody when all seats are level) with the 95% Wilson interval.
 *
 * @example
 * const s: SeatStats = { seat: 0, bot: 'pimc', of: 300, meanScore: 12.4, se: 2.2, ci95: [8.1, 16.7], wins: 171, winRate: 0.57, winCi95: [0.51, 0.62] };
 */
export interface SeatStats {
  readonly seat: number;
  /** Who played the seat: `random`, `rules` or `pimc`. */
  readonly bot: string;
  /** Deals (or sessions) counted. */
  readonly of: number;
  readonly meanScore: number;
  /** The mean's standard error, `null` below two units. */
  readonly se: number | null;
  /** The mean's 95% interval, `null` below two units. */
  readonly ci95: readonly [number, number] | null;
  readonly wins: number;
  readonly winRate: number;
  /** The win rate's 95% Wilson interval. */
  readonly winCi95: readonly [number, number];
}

/**
 * Each seat's statistics for an option set, from the tally's seat slots; empty when the
 * seats were not counted (the same bot everywhere).
 *
 * @example
 * seatStats(tally, 0, ['pimc', 'rules', 'rules']).map((s) => s.winRate);
 */
export function seatStats(t: Tally, set: number, bots: readonly string[]): SeatStats[] {
  return named(t, SLOT.seatScore).flatMap(([key, slot]) => {
    const seat = Number(key);
    const score = estimate(t, slot, set);
    const win = estimate(t, t.slot(`${SLOT.seatWin}${key}`), set);
    if (score.n === 0) return [];
    const ci = score.se === null ? null : Z95 * score.se;
    return [
      {
        seat,
        bot: bots[bots.length === 1 ? 0 : seat] ?? 'random',
        of: score.n,
        meanScore: score.mean,
        se: score.se,
        ci95: ci === null ? null : ([score.mean - ci, score.mean + ci] as const),
        wins: Math.round(win.mean * win.n),
        winRate: win.mean,
        winCi95: wilson(win.mean, win.n),
      },
    ];
  });
}
