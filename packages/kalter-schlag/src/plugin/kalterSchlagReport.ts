import type { CoreAction } from '@stich/core';
import {
  type PluginPresentation,
  type PluginReport,
  says,
  seatsSay,
  signed,
} from '@stich/core/plugin';
import {
  KALTER_SCHLAG_FACT as FACT,
  type KalterSchlagOptions,
  type KalterSchlagOutcome,
  kalterSchlag,
  kalterSchlagFacts,
  type PartieResult,
} from '../index';
import { kalterSchlagScoreList } from './kalterSchlagScoreList';
import { kalterSchlagTexts } from './kalterSchlagTexts';

/** The facts of the deal being counted. */
const facts = new Int32Array(FACT.points + 4);

const list = (seats: readonly number[], names: readonly string[]) =>
  seats.map((s) => names[s]).join(', ');

/** The next doubling step's name (kontra, re ...) from the seat's view. */
const stepOf = (view?: { readonly doublings: readonly unknown[] }) =>
  kalterSchlag.doubling?.steps[view?.doublings.length ?? 0] ?? 'double';

/**
 * How the CLI reports Kalter Schlag: penalties per deal, doublings by name, Jungfrauen and
 * Durchmarsch, and the Partie's winner or loser with the payments; a doubling is said by
 * its step's name (`d` or `kontra` at the terminal).
 *
 * @example
 * kalterSchlagReport.notes(outcome, ['You', 'Bert', 'Christina', 'Dieter']); // ['kontra: Bert', 'Jungfrau: Dieter']
 */
export const kalterSchlagReport: PluginReport<
  KalterSchlagOutcome,
  PartieResult,
  KalterSchlagOptions,
  undefined
> &
  PluginPresentation<CoreAction, KalterSchlagOutcome, undefined> = {
  sessionName: 'Partie',
  scoreLabel: 'penalty',
  amountTitle: 'Penalty per deal',
  points: (o) => o.points,
  scores: (o) => o.penalties,
  headline(o, names) {
    const writers = names.flatMap((_, i) => (o.penalties[i] > 0 ? [i] : []));
    if (writers.length === 0) return 'nobody writes a penalty';
    return seatsSay(names, writers, 'writes', Math.max(...o.penalties));
  },
  notes(o, names) {
    const steps = kalterSchlag.doubling?.steps ?? [];
    const notes = o.doublers.map((seat, i) => `${steps[i] ?? 'double'}: ${names[seat]}`);
    if (o.durchmarschSeat !== null)
      notes.push(`Durchmarsch: ${names[o.durchmarschSeat]} took every trick`);
    else if (o.jungfrauen > 0) notes.push(`Jungfrau: ${list(o.jungfrauSeats, names)}`);
    if (o.losers.length > 1 && o.durchmarschSeat === null)
      notes.push(`tie for most points: ${list(o.losers, names)}`);
    return notes;
  },
  amount(o) {
    // A loop, not Math.max(...): this runs once per simulated deal.
    const { penalties } = o;
    let most = 0;
    for (let i = 0; i < penalties.length; i++) if (penalties[i] > most) most = penalties[i];
    return most;
  },
  flags: (o) => ({
    durchmarsch: o.durchmarsch,
    jungfrau: !o.durchmarsch && o.jungfrauen > 0,
    doubled: o.doublings > 0,
    tie: !o.durchmarsch && o.losers.length > 1,
  }),
  dealStats: {
    flags: ['durchmarsch', 'jungfrau', 'doubled', 'tie'],
    read(ctx, s, out) {
      kalterSchlagFacts(ctx, s, facts);
      const durchmarsch = facts[FACT.marcher] >= 0;
      const penalty = facts[FACT.penalty];
      const losers = facts[FACT.losers];
      out[0] = penalty;
      out[1] = penalty * losers;
      out[2] = durchmarsch ? 1 : 0;
      out[3] = !durchmarsch && facts[FACT.jungfrauen] > 0 ? 1 : 0;
      out[4] = facts[FACT.doublings] > 0 ? 1 : 0;
      out[5] = !durchmarsch && losers > 1 ? 1 : 0;
    },
  },
  sessionFlags: (r): Record<string, boolean> =>
    r.ended ? { fiveScoreWin: r.outcome === 'winner' } : {},
  sessionMeans(r): Record<string, number> {
    const highest = { highestTotal: Math.max(...r.totals) };
    if (r.seat === null) return highest;
    const total = r.totals[r.seat];
    return r.outcome === 'loser'
      ? { ...highest, loserTotal: total }
      : { ...highest, winnerTotal: total };
  },
  totals: (r) => r.totals,
  summary(r, names, ctx) {
    const lines: string[] = [];
    if (ctx?.language === 'de') {
      const spiele = `${r.dealsPlayed} ${r.dealsPlayed === 1 ? 'Spiel' : 'Spielen'}`;
      const who = r.seat === null ? '' : names[r.seat];
      const du = who === 'Du';
      if (r.outcome === 'loser' && r.seat !== null)
        lines.push(
          `${who} ${du ? 'verlierst' : 'verliert'} die Partie mit ${r.totals[r.seat]} Strafpunkten nach ${spiele}.`,
        );
      else if (r.outcome === 'winner' && r.seat !== null)
        lines.push(
          `${who} ${du ? 'gewinnst' : 'gewinnt'} die Partie mit ${r.scores[r.seat]} Scores und ${r.totals[r.seat]} Punkten nach ${spiele}.`,
        );
      else lines.push(`Die Partie ist nach ${spiele} nicht beendet.`);
      if (r.ended)
        lines.push(`Zahlungen: ${names.map((n, i) => `${n} ${signed(r.payments[i])}`).join(', ')}`);
      return lines;
    }
    if (r.outcome === 'loser' && r.seat !== null) {
      lines.push(
        `${says(names[r.seat], 'loses')} the Partie with ${r.totals[r.seat]} penalty points after ${r.dealsPlayed} deals.`,
      );
    } else if (r.outcome === 'winner' && r.seat !== null) {
      lines.push(
        `${says(names[r.seat], 'wins')} the Partie with ${r.scores[r.seat]} scores and ${r.totals[r.seat]} points after ${r.dealsPlayed} deals.`,
      );
    } else {
      lines.push(`The Partie is not over after ${r.dealsPlayed} deals.`);
    }
    if (r.ended)
      lines.push(`Payments: ${names.map((n, i) => `${n} ${signed(r.payments[i])}`).join(', ')}`);
    return lines;
  },
  // A doubling is offered beside the cards of the first trick: `d` or the step's name.
  actionLabel: (action, view, ctx) => {
    if (action.type !== 'double') return null;
    const step = stepOf(view);
    return ctx?.language === 'de'
      ? `${step.charAt(0).toUpperCase()}${step.slice(1)} sagen (verdoppelt)`
      : `say ${step} (doubles the deal)`;
  },
  ...kalterSchlagTexts,
  scoreList: kalterSchlagScoreList,
  promptKeys: (action, view) => (action.type === 'double' ? ['d', stepOf(view)] : null),
};
