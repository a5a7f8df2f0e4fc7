import {
  nameList,
  type PluginPresentation,
  type PluginReport,
  says,
  seatsSay,
  signed,
} from '@stich/core/plugin';
import type {
  RamschAction,
  RamschOptions,
  RamschOutcome,
  RamschSessionResult,
  RamschState,
  RamschView,
} from '../index';
import { ramschScoreList } from './ramschScoreList';
import { ramschGermanLabel, ramschTexts } from './ramschTexts';

/**
 * How the CLI reports Ramsch: signed scores per deal (a loss is negative), the loser or
 * losers, Jungfrauen, a Durchmarsch, pushes of the skat and where the skat's points went;
 * the session's totals and, once it has ended, its loser or losers. In Schieberamsch the
 * skat is taken up (`t`) or pushed on (`p`).
 *
 * @example
 * ramschReport.headline(outcome, ['You', 'Bert', 'Christina']); // 'Bert loses 47'
 * ramschReport.notes(outcome, names); // ['Jungfrau: You (doubles the loss)', 'skat: 10 points to Bert']
 */
export const ramschReport: PluginReport<
  RamschOutcome,
  RamschSessionResult,
  RamschOptions,
  RamschState
> &
  PluginPresentation<RamschAction, RamschOutcome, RamschView> = {
  sessionName: 'session',
  scoreLabel: 'score',
  amountTitle: 'Loss per deal (a win for a Durchmarsch or Gewinner-Ramsch)',
  points: (o) => o.points,
  scores: (o) => o.scores,
  headline(o, names) {
    const loss = -Math.min(...o.scores);
    if (o.losers.length === names.length) return `everyone loses ${loss}`;
    if (o.losers.length > 0) return seatsSay(names, o.losers, 'loses', loss);
    if (o.winners.length > 0) return seatsSay(names, o.winners, 'wins', Math.max(...o.scores));
    return 'nobody scores';
  },
  notes(o, names) {
    const notes: string[] = [];
    if (o.durchmarsch) notes.push(`Durchmarsch: ${nameList(names, o.winners)} took every trick`);
    else if (o.jungfrauen > 0)
      notes.push(`Jungfrau: ${nameList(names, o.jungfrauSeats)} (doubles the loss)`);
    if (o.losers.length > 1 && o.losers.length < names.length)
      notes.push(`tie for most points: ${nameList(names, o.losers)}`);
    if (o.pushes > 0) {
      const times = o.pushes === 1 ? 'once' : `${o.pushes} times`;
      notes.push(`skat pushed on ${times}: scores x${2 ** o.pushes}`);
    }
    const to = o.skatTo.length > 0 ? nameList(names, o.skatTo) : 'nobody';
    notes.push(`skat: ${o.skatPoints} points to ${to}`);
    return notes;
  },
  amount: (o) => Math.max(...o.scores.map(Math.abs)),
  flags: (o) => ({
    loser: o.losers.length > 0,
    tie: o.losers.length > 1,
    durchmarsch: o.durchmarsch,
    jungfrau: !o.durchmarsch && o.jungfrauen > 0,
  }),
  means: (o, options): Record<string, number> => (options.schieben ? { pushes: o.pushes } : {}),
  totals: (r) => r.totals,
  summary(r, names, ctx) {
    if (ctx?.language === 'de') {
      const summen = `Summen: ${names.map((n, i) => `${n} ${signed(r.totals[i])}`).join(', ')}`;
      const spiele = `${r.dealsPlayed} ${r.dealsPlayed === 1 ? 'Spiel' : 'Spielen'}`;
      if (!r.ended || r.losers.length === 0)
        return [`Die Sitzung ist nach ${spiele} nicht beendet.`, summen];
      const who = nameList(names, r.losers, 'de');
      const verb = who === 'Du' ? 'verlierst' : r.losers.length === 1 ? 'verliert' : 'verlieren';
      return [`${who} ${verb} die Sitzung mit ${r.totals[r.losers[0]]} nach ${spiele}.`, summen];
    }
    const totals = `Totals: ${names.map((n, i) => `${n} ${signed(r.totals[i])}`).join(', ')}`;
    const deals = `${r.dealsPlayed} ${r.dealsPlayed === 1 ? 'deal' : 'deals'}`;
    if (!r.ended || r.losers.length === 0)
      return [`The session is not over after ${deals}.`, totals];
    const low = r.totals[r.losers[0]];
    const who =
      r.losers.length === 1
        ? says(names[r.losers[0]], 'loses')
        : `${nameList(names, r.losers)} lose`;
    return [`${who} the session with ${low} after ${deals}.`, totals];
  },
  // Schieberamsch: the skat comes round; `t` takes it up, `p` pushes it on.
  actionLabel(action, view, ctx) {
    if (ctx?.language === 'de') return ramschGermanLabel(action, view);
    if (action.type === 'pickUpSkat')
      return `take up the skat and lay ${view?.skatSize ?? 2} cards back`;
    return action.type === 'pushSkat' ? 'push it on unseen (doubles the deal)' : null;
  },
  promptKeys(action) {
    if (action.type === 'pickUpSkat') return ['t', 'take'];
    return action.type === 'pushSkat' ? ['p', 'push'] : null;
  },
  ...ramschTexts,
  scoreList: ramschScoreList,
  promptIntro: (view) =>
    view.legalActions.some((a) => a.type === 'pushSkat')
      ? [`The skat comes to you (${view.skatSize} cards, face down).`]
      : null,
};
