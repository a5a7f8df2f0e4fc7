import { estimate, Z95 } from './estimates';
import { SLOT } from './recorder';
import type { SeatStats } from './seatStats';
import type { Tally } from './tally';
import { wilson } from './wilson';

/**
 * One role's results with one bot, over the deals where that bot played the role: the
 * mean score of its seats per deal with the 95% interval, and how often it won (the best
 * score at the table, as in the per-seat table) with the 95% Wilson interval.
 *
 * @example
 * const s: RoleStats = { role: 'declarer', bot: 'pimc', of: 180, meanScore: 21.3, se: 3.1, ci95: [15.2, 27.4], wins: 140, winRate: 0.78, winCi95: [0.71, 0.83] };
 */
export interface RoleStats extends Omit<SeatStats, 'seat'> {
  /** `declarer` (the declaring side) or `defender`. */
  readonly role: string;
}

/**
 * Each role's statistics by bot for an option set, declarers first; empty when roles were
 * not counted (the same bot at every seat, or a game without a declaring side).
 *
 * @example
 * roleStats(tally, 0).find((r) => r.role === 'declarer')?.winRate;
 */
export function roleStats(t: Tally, set: number): RoleStats[] {
  const out: RoleStats[] = [];
  t.keys.forEach((key, slot) => {
    if (!key.startsWith(SLOT.roleScore)) return;
    const name = key.slice(SLOT.roleScore.length);
    const [role, bot] = name.split(':');
    const score = estimate(t, slot, set);
    if (score.n === 0) return;
    const win = estimate(t, t.slot(SLOT.roleWin + name), set);
    const ci = score.se === null ? null : Z95 * score.se;
    out.push({
      role,
      bot,
      of: score.n,
      meanScore: score.mean,
      se: score.se,
      ci95: ci === null ? null : [score.mean - ci, score.mean + ci],
      wins: Math.round(win.mean * win.n),
      winRate: win.mean,
      winCi95: wilson(win.mean, win.n),
    });
  });
  const order = (r: RoleStats) => (r.role === 'declarer' ? 0 : 1);
  return out.sort((a, b) => order(a) - order(b) || (a.bot < b.bot ? -1 : a.bot > b.bot ? 1 : 0));
}
