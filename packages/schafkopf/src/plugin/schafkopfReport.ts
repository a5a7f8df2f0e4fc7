import type { SeatView } from '@stich/core';
import { nameList, type PluginPresentation, type PluginReport, says } from '@stich/core/plugin';
import type {
  SchafkopfAction,
  SchafkopfGame,
  SchafkopfOutcome,
  SchafkopfSheet,
  SchafkopfState,
  SchafkopfVariantOptions,
  SchafkopfView,
} from '../index';
import { schafkopf } from '../variant';
import { schafkopfPromptIntro } from './schafkopfPrompts';
import { schafkopfScoreList } from './schafkopfScoreList';
import {
  cardText,
  centsText,
  classText,
  dealText,
  gameText,
  kindText,
  SUIT_WORDS,
  stepText,
} from './schafkopfText';
import { schafkopfGermanLabel, schafkopfTexts } from './schafkopfTexts';

type GameOutcome = Extract<SchafkopfOutcome, { kind: 'game' }>;
type RamschOutcome = Extract<SchafkopfOutcome, { kind: 'ramsch' }>;

/** Seats as the subject of a verb: `Anne wins`, `You win`, `Anne and Bert win`. */
function sideSays(names: readonly string[], seats: readonly number[], verb: string): string {
  return seats.length === 1
    ? says(names[seats[0]], verb)
    : `${nameList(names, seats)} ${verb.replace(/s$/, '')}`;
}

/** The game's line: side, game, result, card points and value. */
function gameHeadline(o: GameOutcome, names: readonly string[]): string {
  const verb = o.won ? 'wins' : 'loses';
  const score =
    o.game.kind === 'sie' ? 'shown' : `${o.playingPoints} : ${o.opponentPoints} card points`;
  return `${sideSays(names, o.playingSide, verb)} the ${gameText(o.game)}, ${score}, value ${centsText(o.value)}`;
}

/** The Ramsch's line: who loses, or the Durchmarsch. */
function ramschHeadline(o: RamschOutcome, names: readonly string[]): string {
  if (o.durchmarsch !== null)
    return `Ramsch: ${says(names[o.durchmarsch], 'makes')} a Durchmarsch, ${centsText(o.value)} from each`;
  return `Ramsch: ${sideSays(names, o.losers, 'loses')}, ${centsText(o.value)} to each winner`;
}

/** Kontra, Re and the steps above them, in words: `Kontra and Re`. */
function doublingText(n: number): string {
  const steps = (schafkopf.doubling?.steps ?? []).map(stepText);
  return nameList(
    steps,
    steps.slice(0, Math.min(n, steps.length)).map((_, i) => i),
  );
}

/** What each seat paid or got, in words. */
function paymentNote(payments: readonly number[], names: readonly string[]): string {
  return `payments: ${payments.map((p, seat) => `${names[seat]} ${p > 0 ? '+' : ''}${centsText(p)}`).join(', ')}`;
}

/** Who knocked, in words: `Christina knocked (x2)`. */
function knockNote(knockers: readonly number[] | undefined, names: readonly string[]): string {
  if (knockers === undefined || knockers.length === 0) return '';
  return `${nameList(names, knockers)} knocked (x${2 ** knockers.length})`;
}

/** Notes on a game with sides: partner, Laufende, Schneider and Schwarz, knocks, Kontra and Re. */
function gameNotes(o: GameOutcome, names: readonly string[]): string[] {
  const notes: string[] = [];
  const stoss = o.doublings - (o.knockers?.length ?? 0);
  if (o.game.kind === 'sauspiel' && o.partner !== null)
    notes.push(
      `${says(names[o.partner], 'holds')} the ${SUIT_WORDS[o.game.calledSuit]}-Sau and plays with ${names[o.declarer]}`,
    );
  const extras = [
    o.laufende > 0 ? `${o.laufende} Laufende` : '',
    o.schwarz ? 'Schneider and Schwarz' : o.schneider ? 'Schneider' : '',
    knockNote(o.knockers, names),
    stoss > 0 ? doublingText(stoss) : '',
  ].filter((x) => x !== '');
  if (extras.length > 0) notes.push(extras.join('; '));
  notes.push(paymentNote(o.payments, names));
  return notes;
}

/** Notes on a Ramsch: knocks, Jungfrauen, and the payments. */
function ramschNotes(o: RamschOutcome, names: readonly string[]): string[] {
  const notes: string[] = [];
  const knocked = knockNote(o.knockers, names);
  if (knocked !== '') notes.push(knocked);
  if (o.jungfrauen.length > 0)
    notes.push(`Jungfrau: ${nameList(names, o.jungfrauen)} took no trick`);
  notes.push(paymentNote(o.payments, names));
  return notes;
}

/**
 * Whether a pass ended the knock round: the dealer's, with the announcement not begun (a
 * dealer's "weiter" that nobody's "Ich spiel" preceded ends the announcement).
 */
function knockRoundOver(
  action: SchafkopfAction,
  after: SeatView<SchafkopfAction, SchafkopfView>,
  x: SchafkopfView,
): boolean {
  return action.seat === after.dealer && x.claimants.length === 0;
}

/** What a player said in the knock round, the announcement or Kontra/Re, for the narration. */
function actionLine(
  action: SchafkopfAction,
  names: readonly string[],
  after: SeatView<SchafkopfAction, SchafkopfView>,
): string | null {
  const who = names[action.seat];
  const x = after.extra;
  switch (action.type) {
    case 'knock':
      return `${says(who, 'knocks')}.`;
    case 'claimGame':
      return `${who}: "Ich spiel".`;
    case 'pass':
      return x.declarer !== null || after.phase !== 'announce' || knockRoundOver(action, after, x)
        ? null
        : `${who}: "weiter".`;
    case 'nameClass':
      return `${says(who, 'names')} ${classText(action.rank)}.`;
    case 'hold':
      return `${says(who, 'holds')}: "mine is as good".`;
    case 'declare':
      return x.game === null ? null : `${says(who, 'plays')} ${gameText(x.game)}.`;
    case 'play':
      return x.calledAce !== null && action.card === x.calledAce
        ? `${says(who, 'plays')} the called ${cardText(action.card)}.`
        : null;
    default:
      return null;
  }
}

/** The Kontra/Re step a seat would say next (`Kontra`, `Re` ...), from its view; `Kontra` without one. */
function nextStep(view: SeatView<SchafkopfAction, SchafkopfView> | undefined): string {
  return stepText(schafkopf.doubling?.steps[view?.doublings.length ?? 0] ?? 'double');
}

/** A menu label for a pass: `weiter` in the announcement, `no Kontra` (or `no Re` ...) in the doubling round. */
function passLabel(view: SeatView<SchafkopfAction, SchafkopfView> | undefined): string {
  if (view?.phase !== 'kontra') return 'pass ("weiter")';
  return view.legalActions.some((a) => a.type === 'double') ? `no ${nextStep(view)}` : 'pass';
}

/** A menu label for a declaration. */
function declareLabel(action: Extract<SchafkopfAction, { type: 'declare' }>): string {
  const game = {
    kind: action.game,
    calledSuit: action.suit,
    suit: action.suit,
    tout: action.tout ?? false,
  };
  return gameText(game as SchafkopfGame);
}

/**
 * How the CLI reports Schafkopf: each deal's game in German (`Sauspiel auf die
 * Gras-Sau`, `Herz-Solo`, `Wenz-Tout`, `Ramsch`, `zusammengeworfen`), won or lost with
 * the card points and the value in cents; notes on the partner, Laufende, Schneider,
 * Schwarz, knocks, Kontra and Re and each seat's payment; the session's totals. The
 * narration quotes the knocks, the announcement ("Ich spiel", "weiter", the classes named
 * in a duel) and Kontra/Re. `stich simulate` counts the playing side's wins, the mean value and
 * payment of the declarer, and the game mix.
 *
 * @example
 * schafkopfReport.headline(outcome, ['Anne', 'Bert', 'Christina', 'Dieter']); // 'Anne and Christina win the Sauspiel auf die Gras-Sau, 95 : 25 card points, value 50 ct'
 */
export const schafkopfReport: PluginReport<
  SchafkopfOutcome,
  SchafkopfSheet,
  SchafkopfVariantOptions,
  SchafkopfState
> &
  PluginPresentation<SchafkopfAction, SchafkopfOutcome, SchafkopfView> = {
  sessionName: 'session',
  scoreLabel: 'cents',
  amountTitle: 'Game value per deal (cents)',
  points: () => null,
  scores: (o) => o.payments,
  headline(o, names) {
    if (o.kind === 'thrownIn') return 'All passed: the cards are thrown in (zusammengeworfen)';
    return o.kind === 'ramsch' ? ramschHeadline(o, names) : gameHeadline(o, names);
  },
  notes(o, names) {
    if (o.kind === 'thrownIn') return ['nobody pays'];
    return o.kind === 'ramsch' ? ramschNotes(o, names) : gameNotes(o, names);
  },
  amount: (o) => (o.kind === 'thrownIn' ? 0 : o.value),
  flags(o): Record<string, boolean> {
    const thrownIn = o.kind === 'thrownIn';
    const knocked: Record<string, boolean> =
      o.kind === 'thrownIn' || o.knockers === undefined ? {} : { knocked: o.knockers.length > 0 };
    if (o.kind !== 'game') return { thrownIn, ...knocked };
    return {
      thrownIn,
      ...knocked,
      playingSideWon: o.won,
      schneider: o.schneider,
      schwarz: o.schwarz,
      kontra: o.doublings > (o.knockers?.length ?? 0),
      laufende: o.laufende > 0,
    };
  },
  means(o): Record<string, number> {
    if (o.kind !== 'game') return {};
    return { value: o.value, declarerPayment: o.payments[o.declarer] };
  },
  mixTitle: 'Game mix',
  mix: (o) => (o.kind === 'thrownIn' ? 'zusammengeworfen' : kindText(o.game)),
  totals: (r) => r.totals,
  formatAmount: (cents) => `${cents}`,
  summary(r, names, ctx) {
    const order = r.totals.map((_, seat) => seat).sort((a, b) => r.totals[b] - r.totals[a]);
    const one = r.deals === 1;
    return [
      ctx?.language === 'de'
        ? `Die Sitzung nach ${r.deals} ${one ? 'Spiel' : 'Spielen'}, in Cent:`
        : `The session after ${r.deals} ${one ? 'deal' : 'deals'}, in cents:`,
      ...order.map(
        (seat, i) => `  ${i + 1}. ${names[seat]} ${r.totals[seat] > 0 ? '+' : ''}${r.totals[seat]}`,
      ),
    ];
  },
  dealJson: (o) => ({ ...o, text: dealText(o) }),
  trumpLabel: () => 'trumps',
  ...schafkopfTexts,
  scoreList: schafkopfScoreList,
  actionLabel(action, view, ctx) {
    if (ctx?.language === 'de' && action.type !== 'declare')
      return schafkopfGermanLabel(action, view, nextStep(view));
    switch (action.type) {
      case 'claimGame':
        return '"Ich spiel" (I want to play)';
      case 'pass':
        return passLabel(view);
      case 'nameClass':
        return `name ${classText(action.rank)}`;
      case 'hold':
        return 'hold ("mine is as good")';
      case 'declare':
        return declareLabel(action);
      case 'double':
        return `${nextStep(view)} (double the game)`;
      case 'knock':
        return 'knock (klopfen: doubles the game)';
      default:
        return null;
    }
  },
  actionText: (action, names, after) => actionLine(action, names, after),
  promptIntro: schafkopfPromptIntro,
  promptKeys(action, view) {
    if (action.type === 'pass') return ['p', 'pass', 'weiter'];
    if (action.type !== 'double') return null;
    return ['d', schafkopf.doubling?.steps[view.doublings.length] ?? 'kontra'];
  },
  cardLanguage: 'de',
};
