import {
  nameList,
  type PluginPresentation,
  type PluginReport,
  says,
  signed,
} from '@stich/core/plugin';
import { ramschReport } from '@stich/ramsch/plugin';
import type {
  Contract,
  SkatAction,
  SkatOptions,
  SkatOutcome,
  SkatSessionResult,
  SkatState,
  SkatView,
} from '../index';
import { KONTRA_STEPS, nullValue } from '../index';
import { skatGameValue } from './skatGameValue';
import { kontraStep, skatPromptIntro, skatPromptKeys } from './skatPrompts';
import { skatScoreList } from './skatScoreList';
import { byDefender, skatGermanLabel, skatTexts } from './skatTexts';

const GAME_NAMES: Readonly<Record<Contract['game'], string>> = {
  C: 'clubs',
  S: 'spades',
  H: 'hearts',
  D: 'diamonds',
  G: 'grand',
  N: 'null',
};

/**
 * A contract in words: `hearts`, `grand hand`, `clubs hand schneider announced`,
 * `grand ouvert` (hand and both announcements implied), `null ouvert hand`.
 *
 * @example
 * contractText({ game: 'C', hand: true, schneider: true, schwarz: false, ouvert: false }); // 'clubs hand schneider announced'
 */
export function contractText(c: Pick<Contract, 'game'> & Partial<Contract>): string {
  const words = [GAME_NAMES[c.game]];
  if (c.ouvert) words.push('ouvert');
  if (c.game !== 'N' && c.ouvert) return words.join(' ');
  if (c.hand) words.push('hand');
  if (c.schwarz) words.push('schwarz announced');
  else if (c.schneider) words.push('schneider announced');
  return words.join(' ');
}

/**
 * Matadors in words: `with 2`, `without 3`.
 *
 * @example
 * matadorText(-3); // 'without 3'
 */
export function matadorText(m: number): string {
  return m >= 0 ? `with ${m}` : `without ${-m}`;
}

/** The trump label of each Skat trump mode, for a hand on screen. */
const TRUMP_LABELS: Readonly<Record<string, string>> = {
  undeclared: 'jacks',
  ramsch: 'jacks',
  G: 'jacks',
  C: 'trumps',
  S: 'trumps',
  H: 'trumps',
  D: 'trumps',
};

/**
 * How the CLI reports Skat: the declarer's game won or lost with its value, the
 * contract, matadors, the declarer's card points and tricks, Kontra, an overbid; Ramsch
 * on pass-out as Ramsch; the Liste with totals and games won and lost. `simulate` counts
 * the declarers' win rate, overbids and the contract mix among played games, and per
 * Liste its highest and lowest totals (with option `bock`, its Bock and Ramsch deals).
 *
 * @example
 * skatReport.headline(outcome, ['You', 'Bert', 'Christina']); // 'Bert wins grand with 2, 72'
 */
export const skatReport: PluginReport<SkatOutcome, SkatSessionResult, SkatOptions, SkatState> &
  PluginPresentation<SkatAction, SkatOutcome, SkatView> = {
  sessionName: 'Liste',
  scoreLabel: 'score',
  amountTitle: 'Game value per deal (0 when passed out)',
  points: () => null,
  scores: (o) => o.scores,
  headline(o, names) {
    if (o.kind === 'ramsch' && o.ramsch !== null)
      return `everybody passed, Ramsch: ${ramschReport.headline(o.ramsch, names)}`;
    if (o.kind !== 'game' || o.declarer === null || o.contract === null)
      return 'everybody passed: the cards are thrown in';
    const verb = o.won ? 'wins' : 'loses';
    return `${says(names[o.declarer], verb)} ${contractText(o.contract)}, ${signed(o.value)}`;
  },
  notes(o, names) {
    if (o.kind === 'ramsch' && o.ramsch !== null) return ramschReport.notes(o.ramsch, names);
    if (o.kind !== 'game' || o.contract === null) return [];
    const notes = [`bid ${o.bid}; ${o.contract.game === 'N' ? 'null' : matadorText(o.matadors)}`];
    const base = o.contract.game === 'N' ? '' : ` (level ${o.multiplier})`;
    notes.push(`game value ${o.gameValue}${base}`);
    let taken = `declarer ${o.declarerPoints} card points in ${o.declarerTricks} tricks`;
    if (o.schwarz) taken += ', schwarz';
    else if (o.schneider) taken += ', schneider';
    notes.push(taken);
    if (o.overbid) notes.push(`overbid: the game is worth less than the bid of ${o.bid}`);
    if (o.kontra > 0) notes.push(KONTRA_STEPS.slice(0, o.kontra).join(', '));
    if (o.early !== null) notes.push(earlyText(o.early.reason));
    return notes;
  },
  amount: (o) => (o.kind === 'game' ? o.gameValue : 0),
  flags: (o): Record<string, boolean> => {
    if (o.kind !== 'game') return { passedOut: true };
    return {
      passedOut: false,
      declarerWon: o.won,
      overbid: o.overbid,
      hand: o.contract?.hand === true,
      schneider: o.schneider,
      schwarz: o.schwarz,
      kontra: o.kontra > 0,
    };
  },
  means: (o): Record<string, number> =>
    o.kind === 'game' ? { gameValue: o.gameValue, declarerPoints: o.declarerPoints } : {},
  mixTitle: 'Contract mix',
  mix: (o) => (o.kind === 'game' && o.contract !== null ? contractText(o.contract) : null),
  // With option `bock`, also the Bock and Ramsch-round deals of each Liste; without it the
  // highest and lowest totals only, as for any report without this hook.
  sessionMeans: (r): Record<string, number> => ({
    highestTotal: Math.max(...r.totals),
    lowestTotal: Math.min(...r.totals),
    ...(r.bockDeals === undefined ? {} : { bockDeals: r.bockDeals }),
    ...(r.ramschDeals === undefined ? {} : { ramschDeals: r.ramschDeals }),
  }),
  totals: (r) => r.totals,
  summary(r, names, ctx) {
    const de = ctx?.language === 'de';
    const order = r.ranking.map(
      (seat, i) =>
        `${i + 1}. ${names[seat]} ${signed(r.totals[seat])} (${de ? `${r.won[seat]} gewonnen, ${r.lost[seat]} verloren` : `won ${r.won[seat]}, lost ${r.lost[seat]}`})`,
    );
    const one = r.dealsPlayed === 1;
    const lines = [
      de
        ? `Die Liste nach ${r.dealsPlayed} ${one ? 'Spiel' : 'Spielen'}:`
        : `The Liste after ${r.dealsPlayed} ${one ? 'deal' : 'deals'}:`,
      ...order.map((line) => `  ${line}`),
    ];
    if (r.losers.length > 0) {
      const who = nameList(names, r.losers, de ? 'de' : 'en');
      const many = r.losers.length > 1 || who === 'Du' || who === 'You';
      lines.push(
        de
          ? `Bierlachs: ${who} ${who === 'Du' ? 'zahlst' : many ? 'zahlen' : 'zahlt'} das Bier.`
          : `Bierlachs: ${who} ${many ? 'buy' : 'buys'} the beer.`,
      );
    }
    return lines;
  },
  trumpLabel: (mode) => TRUMP_LABELS[mode] ?? mode,
  ...skatTexts,
  scoreList: skatScoreList,
  actionLabel(action, view, ctx) {
    if (ctx?.language === 'de') return skatGermanLabel(action, view, ctx);
    switch (action.type) {
      // A defender's claim accepts the declarer's concession; a defender's resignation
      // while the declarer's claim stands accepts the claim (playing a card rejects it).
      case 'claim':
        return byDefender(action, view)
          ? "accept the declarer's concession"
          : 'claim the rest of the tricks (shows your cards)';
      case 'resign':
        if (!byDefender(action, view)) return 'concede the game';
        return view?.extra.claim === true
          ? 'accept the claim (the declarer takes the rest; play a card to reject it)'
          : 'resign (concede the game)';
      case 'bid':
        return String(action.value);
      case 'hold': {
        const bid = view === undefined ? null : view.extra.bid;
        return bid === null ? 'hold' : `hold ${bid}`;
      }
      case 'pass':
        return 'pass';
      case 'pickUpSkat':
        return 'take up the skat';
      case 'double':
        return `say ${kontraStep(view)} (doubles the game)`;
      case 'declare':
        break;
      default:
        return null;
    }
    const d = action;
    const text = contractText({ ...d, hand: d.hand ?? false });
    return d.game === 'N'
      ? `${text} (${nullValue({ hand: d.hand ?? false, ouvert: d.ouvert ?? false })})`
      : text;
  },
  menuNote(action, view) {
    if (action.type !== 'declare' || action.game === 'N') return null;
    const worth = skatGameValue(action, view.hand, view.skat);
    if (worth === null) return null;
    const bid = view.extra.bid;
    const value = `value ${worth.exact ? '' : 'at least '}${worth.value}`;
    if (bid === null) return value;
    return worth.exact && worth.value < bid
      ? `${value}, below the bid ${bid}`
      : `${value}, bid ${bid}`;
  },
  promptIntro: (view, names) => skatPromptIntro(view, names),
  promptKeys: skatPromptKeys,
  actionText(action, names, after) {
    const contract = after.extra.contract;
    if (action.type !== 'declare' || contract === null) return null;
    return `${says(names[action.seat], 'plays')} ${contractText(contract)}.`;
  },
};

/** How an early end came about, in words. */
function earlyText(reason: NonNullable<SkatOutcome['early']>['reason']): string {
  if (reason === 'declarerResigned') return 'the declarer conceded';
  if (reason === 'claimAccepted') return "the declarer's claim was accepted";
  return 'the defenders conceded';
}
