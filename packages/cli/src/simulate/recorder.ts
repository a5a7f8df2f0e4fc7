import type { VariantReport } from '../report';
import type { Tally } from './tally';

/**
 * The names of the measures in a {@link Tally}: a deal's amount and what it writes, the
 * report's flags and means per deal, and per session its length, whether it ended and
 * the report's session flags and means; per seat (when the seats have different bots) its
 * score and whether it won, per deal or, with sessions, per session.
 *
 * @example
 * tally.slot(SLOT.amount);
 */
export const SLOT = {
  amount: 'amount',
  written: 'written',
  rate: 'rate:',
  mean: 'mean:',
  sessionDeals: 'session:deals',
  sessionEnded: 'session:ended',
  sessionRate: 'session:rate:',
  sessionMean: 'session:mean:',
  seatScore: 'seat:score:',
  seatWin: 'seat:win:',
  roleScore: 'role:score:',
  roleWin: 'role:win:',
} as const;

/**
 * Records deal outcomes and session results into a {@link Tally} through a variant's
 * report. The slots of the report's keys are remembered by position, so a deal costs a
 * few comparisons, not map lookups.
 *
 * @example
 * const rec = new Recorder(tally, kalterSchlagReport, false);
 * rec.deal(0, rules.outcome(state), rules.options, true);
 */
export class Recorder {
  private readonly amountSlot: number;
  private readonly writtenSlot: number;
  private readonly dealsSlot: number;
  private readonly endedSlot: number;
  /** The slots of the report's fast-path values (amount, written, flags), made on first use. */
  private statSlots: number[] | null = null;
  /** Sums of the fast path's deals counted at once, per set, until {@link Recorder.flush}. */
  private readonly sums: Float64Array[] = [];
  private readonly caches = [0, 1, 2, 3, 4, 5].map(() => ({
    keys: [] as string[],
    slots: [] as number[],
  }));

  /** The score and win slots of each seat, made on first use; `null` when seats are not counted. */
  private readonly seatSlots: { score: number; win: number }[] | null;
  private readonly sessions: boolean;

  constructor(
    private readonly tally: Tally,
    private readonly report: VariantReport,
    sessions: boolean,
    perSeat = false,
  ) {
    this.sessions = sessions;
    this.seatSlots = perSeat ? [] : null;
    this.amountSlot = tally.slot(SLOT.amount);
    this.writtenSlot = tally.slot(SLOT.written);
    this.dealsSlot = sessions ? tally.slot(SLOT.sessionDeals) : -1;
    this.endedSlot = sessions ? tally.slot(SLOT.sessionEnded) : -1;
  }

  /** Records a deal's outcome for a set: as the current unit (`paired`), or counted at once. */
  deal(set: number, outcome: unknown, options: unknown, paired: boolean): void {
    const { tally, report } = this;
    const amount = report.amount(outcome);
    const scores = report.scores(outcome);
    let written = 0;
    for (let i = 0; i < scores.length; i++) written += scores[i];
    tally.bucket(set, amount);
    if (paired) {
      tally.put(set, this.amountSlot, amount);
      tally.put(set, this.writtenSlot, written);
    } else {
      tally.add(set, this.amountSlot, amount);
      tally.add(set, this.writtenSlot, written);
    }
    this.values(0, SLOT.rate, set, report.flags(outcome), paired);
    if (report.means !== undefined)
      this.values(1, SLOT.mean, set, report.means(outcome, options), paired);
    if (report.mix !== undefined) {
      const kind = report.mix(outcome);
      if (kind !== null) tally.kind(set, kind);
    }
    if (!this.sessions) this.seats(set, scores, paired);
  }

  /**
   * Records each seat's score and whether it won: it has the best score at the table
   * (the lowest where the report's scores are penalties), won by every seat that has
   * it, and nobody wins when all seats have the same.
   */
  private seats(set: number, scores: readonly number[], paired: boolean): void {
    const slots = this.seatSlots;
    if (slots === null) return;
    const low = this.report.scoreLabel === 'penalty';
    let best = scores[0];
    let all = true;
    for (let k = 1; k < scores.length; k++) {
      if (scores[k] !== scores[0]) all = false;
      if (low ? scores[k] < best : scores[k] > best) best = scores[k];
    }
    for (let k = 0; k < scores.length; k++) {
      slots[k] ??= {
        score: this.tally.slot(`${SLOT.seatScore}${k}`),
        win: this.tally.slot(`${SLOT.seatWin}${k}`),
      };
      const win = !all && scores[k] === best ? 1 : 0;
      if (paired) {
        this.tally.put(set, slots[k].score, scores[k]);
        this.tally.put(set, slots[k].win, win);
      } else {
        this.tally.add(set, slots[k].score, scores[k]);
        this.tally.add(set, slots[k].win, win);
      }
    }
  }

  /**
   * Records the roles of a deal for a set: per role and the bot that played it (slots
   * `role:score:declarer:pimc`, `role:win:declarer:pimc`), the mean score of its seats and
   * whether they won (by the rule of {@link Recorder.seats}).
   */
  roles(
    set: number,
    roles: readonly (string | null)[],
    bots: readonly string[],
    scores: readonly number[],
    paired: boolean,
  ): void {
    const won = winners(scores, this.report.scoreLabel === 'penalty');
    const groups = new Map<string, { sum: number; n: number; win: number }>();
    for (let k = 0; k < roles.length; k++) {
      if (roles[k] === null) continue;
      const key = `${roles[k]}:${bots[k]}`;
      const g = groups.get(key) ?? { sum: 0, n: 0, win: 0 };
      g.sum += scores[k];
      g.n++;
      if (won[k]) g.win = 1;
      groups.set(key, g);
    }
    for (const [key, g] of groups) {
      const score = this.tally.slot(SLOT.roleScore + key);
      const win = this.tally.slot(SLOT.roleWin + key);
      if (paired) {
        this.tally.put(set, score, g.sum / g.n);
        this.tally.put(set, win, g.win);
      } else {
        this.tally.add(set, score, g.sum / g.n);
        this.tally.add(set, win, g.win);
      }
    }
  }

  /** Records a deal's values of the user's measures (`--measure`) as the report's rates and means. */
  measured(
    set: number,
    rates: Record<string, boolean>,
    means: Record<string, number>,
    paired: boolean,
  ): void {
    this.values(4, SLOT.rate, set, rates, paired);
    this.values(5, SLOT.mean, set, means, paired);
  }

  /**
   * Records a deal from its {@link VariantReport.dealStats} values (amount, written,
   * flags): the same counts as {@link Recorder.deal} gives for the deal's outcome. Deals
   * counted at once (not `paired`) are summed here and reach the tally with
   * {@link Recorder.flush}.
   */
  stats(set: number, values: Float64Array, paired: boolean): void {
    this.tally.bucket(set, values[0]);
    if (paired) {
      const slots = this.statSlots ?? this.learnStats();
      for (let i = 0; i < slots.length; i++) this.tally.put(set, slots[i], values[i]);
      return;
    }
    // Per set: the count, then each value's sum and sum of squares.
    let sums = this.sums[set];
    if (sums === undefined) {
      sums = new Float64Array(1 + 2 * values.length);
      this.sums[set] = sums;
    }
    sums[0]++;
    for (let i = 0, j = 1; i < values.length; i++, j += 2) {
      const v = values[i];
      sums[j] += v;
      sums[j + 1] += v * v;
    }
  }

  /** Adds the sums of the deals {@link Recorder.stats} counted at once to the tally. */
  flush(): void {
    if (this.sums.length === 0) return;
    const slots = this.statSlots ?? this.learnStats();
    this.sums.forEach((sums, set) => {
      for (let i = 0; i < slots.length; i++)
        this.tally.addSums(set, slots[i], sums[0], sums[1 + 2 * i], sums[2 + 2 * i]);
      sums.fill(0);
    });
  }

  /** The fast path's slots, in the order {@link Recorder.deal} makes them. */
  private learnStats(): number[] {
    const flags = this.report.dealStats?.flags ?? [];
    this.statSlots = [
      this.amountSlot,
      this.writtenSlot,
      ...flags.map((flag, i) => this.learn(0, i, SLOT.rate, flag)),
    ];
    return this.statSlots;
  }

  /** Records a whole session for a set, as the current unit (made with `sessions` on). */
  session(set: number, result: unknown, options: unknown, deals: number, ended: boolean): void {
    const { tally, report } = this;
    tally.put(set, this.dealsSlot, deals);
    tally.put(set, this.endedSlot, ended ? 1 : 0);
    tally.length(set, deals);
    if (report.sessionFlags !== undefined)
      this.values(2, SLOT.sessionRate, set, report.sessionFlags(result, options), true);
    const means = report.sessionMeans?.(result, options) ?? totalsSpread(report.totals(result));
    this.values(3, SLOT.sessionMean, set, means, true);
    this.seats(set, report.totals(result), true);
  }

  /** Records the values of a record by name (flags count 1 or 0) into the slots remembered in `cache`. */
  private values(
    cache: number,
    prefix: string,
    set: number,
    values: Record<string, number | boolean>,
    paired: boolean,
  ): void {
    const { keys, slots } = this.caches[cache];
    let i = 0;
    for (const key in values) {
      const slot = keys[i] === key ? slots[i] : this.learn(cache, i, prefix, key);
      const v = values[key];
      const x = typeof v === 'number' ? v : v ? 1 : 0;
      if (paired) this.tally.put(set, slot, x);
      else this.tally.add(set, slot, x);
      i++;
    }
  }

  /** The slot of a key not seen at this position before; remembers it there. */
  private learn(cache: number, i: number, prefix: string, key: string): number {
    const slot = this.tally.slot(prefix + key);
    this.caches[cache].keys[i] = key;
    this.caches[cache].slots[i] = slot;
    return slot;
  }
}

/** Which seats won a deal: the best score at the table, none when all are level. */
function winners(scores: readonly number[], low: boolean): boolean[] {
  let best = scores[0];
  let all = true;
  for (let k = 1; k < scores.length; k++) {
    if (scores[k] !== scores[0]) all = false;
    if (low ? scores[k] < best : scores[k] > best) best = scores[k];
  }
  return scores.map((x) => !all && x === best);
}

/** Session means from the totals alone, for a report without session hooks. */
function totalsSpread(totals: readonly number[]): Record<string, number> {
  if (totals.length === 0) return {};
  return { highestTotal: Math.max(...totals), lowestTotal: Math.min(...totals) };
}
