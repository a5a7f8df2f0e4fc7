import type { Suit } from '@stich/core';
import {
  nameList,
  type PluginPresentation,
  type PluginReport,
  SUIT_NAMES,
  says,
} from '@stich/core/plugin';
import {
  BASE_VALUES,
  formatStake,
  type SkatkopfAction,
  type SkatkopfOptions,
  type SkatkopfOutcome,
  type SkatkopfSessionResult,
  type SkatkopfState,
  type SkatkopfView,
  stakeJson,
} from '../index';
import { skatkopfPromptIntro } from './skatkopfPrompts';
import { bidText, GAME_NAMES, gameText, plainCard, suitText } from './skatkopfText';
import { skatkopfGermanLabel, skatkopfScoreList, skatkopfTexts } from './skatkopfTexts';

/** The declaring team (declarer first) and the defenders. */
function teams(o: SkatkopfOutcome): { team: number[]; defenders: number[] } {
  const team = o.partner === null ? [o.declarer] : [o.declarer, o.partner];
  const defenders = o.scores.map((_, s) => s).filter((s) => !team.includes(s));
  return { team, defenders };
}

/** Team members as the subject of a verb: `Anne wins`, `You win`, `Anne and Bert win`. */
function teamSays(names: readonly string[], team: readonly number[], verb: string): string {
  return team.length === 1
    ? says(names[team[0]], verb)
    : `${nameList(names, team)} ${verb.replace(/s$/, '')}`;
}

/**
 * A deal as `stich replay` prints it: the outcome, with the declaring team, the
 * defenders, and each team's card points (the kitty counts for the declaring team).
 *
 * @example
 * skatkopfDealJson(outcome); // { ...outcome, team: [0, 2], defenders: [1, 3], teamPoints: [67, 53] }
 */
export function skatkopfDealJson(o: SkatkopfOutcome) {
  const { team, defenders } = teams(o);
  const against = defenders.reduce((sum, s) => sum + o.trickPoints[s], 0);
  // Exact: a third of a stake (the pot reading) is written '1/3', never 0.3333333333333333.
  return {
    ...o,
    scores: o.scores.map(stakeJson),
    team,
    defenders,
    teamPoints: [o.sidePoints, against],
  };
}

/** What a declaration, a trump decision or a call said, for the narration. */
function actionLine(action: SkatkopfAction, names: readonly string[], after: SkatkopfView) {
  const who = names[action.seat];
  switch (action.type) {
    case 'bid':
      return `${says(who, 'bids')} ${bidText(action.game, action.doublings ?? 0)}.`;
    case 'declare': {
      const game = GAME_NAMES[action.game];
      if (after.forced)
        return `Everyone passed: ${who} must play, and ${who === 'You' ? 'choose' : 'chooses'} ${game}.`;
      const switched = after.bid !== null && after.bid.game !== action.game;
      return `${says(who, switched ? 'switches' : 'plays')}${switched ? ' to' : ''} ${game}.`;
    }
    case 'hand':
      return `${says(who, 'plays')} hand with ${suitText(action.suit)} as trump; the kitty goes unseen to ${who === 'You' ? 'your' : `${who}'s`} tricks.`;
    case 'turn': {
      const card = after.turned[after.turned.length - 1];
      const which = after.turned.length === 1 ? 'first' : 'second';
      const joker = card === 'JK' ? ': a joker, any suit may be named' : '';
      const trump =
        which === 'second' && card !== 'JK'
          ? `: ${suitText(card[0] as Suit)} is trump, and a lost game counts double`
          : '';
      return `${says(who, 'turns')} the ${which} kitty card, ${plainCard(card)}${joker}${trump}.`;
    }
    case 'accept':
      return `${says(who, 'accepts')} ${suitText(after.trumpSuit!)} as trump.`;
    case 'nameTrump':
      return `${says(who, 'names')} ${suitText(action.suit)} as trump.`;
    case 'call':
      return `${says(who, 'calls')} ${plainCard(action.card)}: its holder plays with ${who === 'You' ? 'you' : who}, unknown until the card is played.`;
    case 'play':
      if (after.called === null || action.card !== after.called || after.declarer === null)
        return null;
      return `${says(who, 'plays')} the called ${plainCard(after.called)}: ${who === 'You' ? 'you are' : `${who} is`} ${names[after.declarer]}'s partner.`;
    default:
      return null;
  }
}

/**
 * How the CLI reports Skatkopf: the declaring team (revealed once the deal is over), its
 * game, won or lost with the total value; each team's card points, schneider, schwarz,
 * doublings and the tournee; each seat's score and the session's totals. Prompts for the
 * auction, the declaration, making trump and the call come as numbered menus with the
 * situation explained ({@link skatkopfPromptIntro}); the narration tells who holds the
 * called card only when it is played. `simulate` counts the declaring side's wins and
 * the game mix.
 *
 * @example
 * skatkopfReport.headline(outcome, ['You', 'Bert', 'Christina', 'Dieter']); // 'You and Christina win Partner in hearts (tournee), total value 1'
 */
export const skatkopfReport: PluginReport<
  SkatkopfOutcome,
  SkatkopfSessionResult,
  SkatkopfOptions,
  SkatkopfState
> &
  PluginPresentation<SkatkopfAction, SkatkopfOutcome, SkatkopfView> = {
  sessionName: 'session',
  scoreLabel: 'score',
  amountTitle: 'Total value per deal',
  skatName: 'kitty',
  points: (o) => o.trickPoints,
  scores: (o) => o.scores,
  headline(o, names) {
    const verb = o.won ? 'wins' : 'loses';
    return `${teamSays(names, teams(o).team, verb)} ${gameText(o)}, total value ${o.value}`;
  },
  notes(o, names) {
    const { defenders } = teams(o);
    const called = o.called === null ? '' : `the called ${plainCard(o.called)}`;
    const notes: string[] = [];
    if (o.forced) notes.push(`everyone passed: ${names[o.declarer]} had to play`);
    if (o.partner !== null)
      notes.push(`declaring team: ${names[o.declarer]} and ${names[o.partner]} (${called})`);
    else if (o.game === 'partner')
      notes.push(`${says(names[o.declarer], 'plays')} alone: ${called} lay in the kitty`);
    else notes.push(`${says(names[o.declarer], 'plays')} alone`);
    const [mine, theirs] = skatkopfDealJson(o).teamPoints;
    notes.push(
      `card points: declaring team ${mine} (kitty ${o.kittyPoints}), ${nameList(names, defenders)} ${theirs}`,
    );
    const extras = [
      o.schwarz ? 'schneider and schwarz' : o.schneider ? 'schneider' : '',
      o.doublings > 0 ? `bid doubled ${o.doublings === 1 ? 'once' : `${o.doublings} times`}` : '',
      o.turned === 2 ? 'trump made on the second kitty card' : '',
    ].filter((x) => x !== '');
    if (extras.length > 0) notes.push(extras.join('; '));
    return notes;
  },
  amount: (o) => o.value,
  flags: (o) => ({
    declarerWon: o.won,
    schneider: o.schneider,
    schwarz: o.schwarz,
    forced: o.forced,
    doubled: o.doublings > 0,
    alone: o.game === 'partner' && o.partner === null,
    hand: o.making === 'hand',
    tournee: o.making === 'tournee',
    secondTurn: o.turned === 2,
  }),
  means: (o) => ({ value: o.value, declaringPoints: o.sidePoints }),
  mixTitle: 'Game mix',
  mix: (o) =>
    o.making === 'hand' || o.making === 'tournee'
      ? `${GAME_NAMES[o.game]} ${o.making}`
      : GAME_NAMES[o.game],
  totals: (r) => r.totals,
  formatAmount: formatStake,
  summary(r, names, ctx) {
    const one = r.dealsPlayed === 1;
    const lines = r.ranking.map(
      (seat, i) =>
        `  ${i + 1}. ${names[seat]} ${r.totals[seat] > 0 ? '+' : ''}${formatStake(r.totals[seat])}`,
    );
    const head =
      ctx?.language === 'de'
        ? `Die Sitzung nach ${r.dealsPlayed} ${one ? 'Spiel' : 'Spielen'}${r.ended ? '' : ' (nicht beendet)'}:`
        : `The session after ${r.dealsPlayed} ${one ? 'deal' : 'deals'}${r.ended ? '' : ' (not over)'}:`;
    return [head, ...lines];
  },
  trumpLabel: () => 'trumps',
  ...skatkopfTexts,
  scoreList: skatkopfScoreList,
  actionLabel(action, _view, ctx) {
    if (ctx?.language === 'de') return skatkopfGermanLabel(action, ctx);
    switch (action.type) {
      case 'bid':
        return bidText(action.game, action.doublings ?? 0);
      case 'hold':
        return 'hold the bid';
      case 'pass':
        return 'pass';
      case 'declare':
        return `${GAME_NAMES[action.game]} (${BASE_VALUES[action.game]})`;
      case 'hand':
        return `hand: ${suitText(action.suit)} trump`;
      case 'turn':
        return 'turn the next kitty card';
      case 'accept':
        return 'accept the turned suit';
      case 'nameTrump':
        return `${SUIT_NAMES[action.suit].en} ${SUIT_NAMES[action.suit].symbol}`;
      case 'call':
        return `call ${plainCard(action.card)}`;
      default:
        return null;
    }
  },
  actionText: (action, names, after) => actionLine(action, names, after.extra),
  promptIntro: skatkopfPromptIntro,
  // As in Skat: `p` passes; Enter or `1` goes on (holds, or makes the lowest bid).
  promptKeys(action, view) {
    if (action.type === 'pass') return ['p', 'pass'];
    if (action.type === 'hold') return ['y', '', '1', 'hold'];
    const lowest = view.legalActions.find((a) => a.type === 'bid');
    if (action.type === 'bid' && JSON.stringify(lowest) === JSON.stringify(action))
      return ['', '1'];
    return null;
  },
  dealJson: skatkopfDealJson,
};
