import type { SeatView } from '@stich/core';
import {
  cardName,
  nameList,
  type PluginPresentation,
  type PluginReport,
  says,
} from '@stich/core/plugin';
import {
  DECLARABLE_GAMES,
  DOKO_SEAT_LETTERS,
  type DokoLineKey,
  type DoppelkopfAction,
  type DoppelkopfOptions,
  type DoppelkopfOutcome,
  type DoppelkopfSheet,
  type DoppelkopfState,
  type DoppelkopfView,
  declaredIndex,
  describeScore,
  gameName,
  type Party,
} from '../index';
import { doppelkopfPromptIntro } from './doppelkopfPrompts';
import { doppelkopfScoreList } from './doppelkopfScoreList';
import {
  callLevel,
  callText,
  gameLabel,
  gameText,
  levelCall,
  madeLevels,
  partyText,
} from './doppelkopfText';
import { doppelkopfGermanLabel, doppelkopfTexts } from './doppelkopfTexts';

/** The Sonderpunkte of 6.4 (and the options 7.6, 7.7) among the score's lines. */
const SONDERPUNKTE: ReadonlySet<DokoLineKey> = new Set<DokoLineKey>([
  'gegenDieAlten',
  'doppelkopf',
  'fuchs',
  'karlchen',
  'karlchenGefangen',
  'fuchsLetzterStich',
]);

const other = (party: Party): Party => (party === 're' ? 'kontra' : 're');

/** The party that receives the value (6.7) and the value from its side; `null` for 0 with no winner. */
function received(o: DoppelkopfOutcome): { party: Party | null; value: number } {
  const { winner, value } = o.score;
  const party = winner ?? (value > 0 ? 're' : value < 0 ? 'kontra' : null);
  return { party, value: party === 'kontra' ? 0 - value : value };
}

/** The deal's game with its soloist for the sheet: `Normalspiel`, `Damensolo (Pflichtsolo)`. */
const dealGame = (o: DoppelkopfOutcome) => gameText(o.game, o.pflicht);

/** The deal's line: who won what, the card points and the value. */
function headline(o: DoppelkopfOutcome, names: readonly string[]): string {
  const { cardPoints: pts, winner, solo } = o.score;
  if (o.redeal === true)
    return o.game.kind === 'schmeissen'
      ? `${says(names[o.declarer], 'throws')} the hand in: the same dealer deals again, and this deal does not count`
      : `Nobody takes ${names[o.declarer]}'s Armut: the same dealer deals again, and this deal does not count`;
  const game = dealGame(o);
  const { party, value } = received(o);
  if (winner === null) {
    const v = party === null ? 'value 0' : `value ${value} for ${partyText(party)}`;
    return `Nobody wins the ${game}: Re ${pts.re} : Kontra ${pts.kontra} card points, ${v}`;
  }
  const points = `${pts[winner]} : ${pts[other(winner)]} card points`;
  if (solo) {
    const soloist = says(names[o.re[0]], winner === 're' ? 'wins' : 'loses');
    return `${soloist} the ${game}, ${pts.re} : ${pts.kontra} card points, value ${Math.abs(o.score.value)} (x3)`;
  }
  const seats = winner === 're' ? o.re : o.kontra;
  return `${nameList(names, seats)} (${partyText(winner)}) win the ${game}, ${points}, value ${value}`;
}

/** Who played with whom: the parties, and how a Hochzeit or a stille Hochzeit made them. */
function partiesNote(o: DoppelkopfOutcome, names: readonly string[]): string {
  const parties = `Re: ${nameList(names, o.re)}; Kontra: ${nameList(names, o.kontra)}`;
  if (o.game.kind === 'stilleHochzeit')
    return `${parties} (${says(names[o.re[0]], 'holds')} both club queens and said "gesund": a stille Hochzeit, scored as a solo)`;
  if (o.game.kind === 'schmeissen')
    return `No play: ${says(names[o.declarer], 'throws')} the hand in (Schmeißen)`;
  if (o.game.kind === 'armut') {
    if (o.redeal === true)
      return `${says(names[o.declarer], 'is')} poor, and nobody took the cards`;
    const partner = o.re.find((seat) => seat !== o.declarer);
    return `${parties} (Armut: ${says(names[partner ?? o.declarer], 'takes')} ${names[o.declarer]}'s trumps, gives as many cards back and plays with ${names[o.declarer]})`;
  }
  if (o.game.kind !== 'hochzeit') return parties;
  const trick = o.klaerungsstich + 1;
  const hochzeiter = names[o.declarer];
  const partner = o.re.find((seat) => seat !== o.declarer);
  return partner === undefined
    ? `${parties} (Hochzeit: ${says(hochzeiter, 'wins')} the first ${trick} tricks and plays alone, scored as a solo)`
    : `${parties} (Hochzeit: ${says(names[partner], 'wins')} trick ${trick}, the Klärungsstich)`;
}

/** The announcements in words: `Re said Re and keine 90; Kontra said Kontra`. */
function announcedNote(o: DoppelkopfOutcome): string | null {
  const said = (['re', 'kontra'] as const)
    .filter((party) => o.announced[party] >= 0)
    .map((party) => {
      const calls = Array.from({ length: o.announced[party] + 1 }, (_, level) =>
        callText(levelCall(party, level)),
      );
      return `${partyText(party)} said ${nameList(
        calls,
        calls.map((_, i) => i),
      )}`;
    });
  return said.length === 0 ? null : said.join('; ');
}

/** Whether the view asks a reserving seat to name its game (a pass there gives way). */
const naming = (view: SeatView<DoppelkopfAction, DoppelkopfView> | undefined) =>
  view?.legalActions.some((a) => a.type === 'declare') === true;

/** What an announcement claims, with the lower levels it implies: `Kontra stays under 90 card points; also says Re`. */
function announceLabel(
  action: Extract<DoppelkopfAction, { type: 'announce' }>,
  view: SeatView<DoppelkopfAction, DoppelkopfView> | undefined,
): string {
  const party = action.party === 'kontra' ? 'kontra' : 're';
  const level = callLevel(action.call);
  const them = partyText(other(party));
  const claims = [
    `announce that ${partyText(party)} wins: +2`,
    `${them} stays under 90 card points`,
    `${them} stays under 60 card points`,
    `${them} stays under 30 card points`,
    `${them} takes no trick`,
  ][level];
  const from = view === undefined ? level : madeLevels(view.extra)[party] + 1;
  const implied = Array.from({ length: Math.max(0, level - from) }, (_, i) =>
    callText(levelCall(party, from + i)),
  );
  const also =
    implied.length === 0
      ? ''
      : `; also says ${nameList(
          implied,
          implied.map((_, i) => i),
        )}`;
  return `"${callText(action.call)}" (${claims ?? action.call}${also})`;
}

/** What a player said in the Vorbehalt query or as an announcement, for the narration. */
function actionLine(
  action: DoppelkopfAction,
  names: readonly string[],
  after: SeatView<DoppelkopfAction, DoppelkopfView>,
): string | null {
  const who = names[action.seat];
  const x = after.extra;
  switch (action.type) {
    case 'pass': {
      if (after.phase === 'armut' || (x.armut !== undefined && x.armut.poor !== action.seat))
        return `${says(who, 'declines')} the Armut.`;
      if (x.reservations.includes(action.seat))
        return x.armutOn === true || x.schmeissen !== undefined
          ? `${says(who, 'gives')} way: no solo.`
          : `${says(who, 'gives')} way: no Hochzeit beside another reservation.`;
      const playing = after.handSizes.filter((n) => n > 0).length;
      const healthy = x.answered === playing && x.reservations.length === 0;
      return `${who}: "gesund".${healthy ? ' All are healthy: a normal game.' : ''}`;
    }
    case 'claimGame':
      return `${who}: "Vorbehalt".`;
    case 'declare':
      if (x.game?.kind === 'schmeissen') return `${says(who, 'throws')} the hand in.`;
      if (x.game?.kind === 'armut')
        return `${says(who, 'has')} an Armut (at most three trumps): ${x.armut?.count ?? 3} cards go aside, face down.`;
      return x.game === null ? null : `${says(who, 'plays')} a ${gameText(x.game, x.pflicht)}.`;
    case 'takeArmut':
      return `${says(who, 'takes')} the Armut, and gives as many cards back.`;
    case 'layAside':
      return `${says(who, 'lays')} a card aside.`;
    case 'giveBack':
      return x.armut !== undefined && x.armut.returned === x.armut.count
        ? `${says(who, 'has')} given ${x.armut.count} cards back: ${nameList(names, [x.armut.poor, action.seat])} are Re.`
        : null;
    case 'announce':
      return `${who}: "${callText(action.call)}" (${partyText(action.party === 'kontra' ? 'kontra' : 're')}).`;
    case 'play':
      return klaerungLine(names, after, x);
    default:
      return null;
  }
}

/** The trick that settles a Hochzeit's partner, once its last card is played. */
function klaerungLine(
  names: readonly string[],
  after: SeatView<DoppelkopfAction, DoppelkopfView>,
  x: DoppelkopfView,
): string | null {
  if (x.game?.kind !== 'hochzeit' || after.trick.length > 0) return null;
  if (x.klaerungsstich < 0 || x.klaerungsstich !== after.tricks.length - 1) return null;
  const hochzeiter = names[x.declarer];
  const winner = after.tricks[x.klaerungsstich].winner;
  return winner === x.declarer
    ? `No partner for the Hochzeit: ${says(hochzeiter, 'plays')} alone against three.`
    : `${says(names[winner], 'wins')} the Klärungsstich and plays with ${hochzeiter} (Re).`;
}

/** The prompt keys of an announcement: its word, and the mark for an Absage (`90` for keine 90). */
function announceKeys(call: string): readonly string[] {
  const level = callLevel(call);
  if (level <= 0 || level === 4) return [call];
  const mark = call.slice(2);
  return [mark, `keine ${mark}`, `k${mark}`];
}

/**
 * How the CLI and the server report Doppelkopf: each deal's game in German
 * (`Normalspiel`, `Hochzeit`, `stille Hochzeit`, `Herz-Solo (Pflichtsolo)`), who won with
 * the card points and the value; notes on the parties (and how a Hochzeit found its
 * partner), the announcements, and every game point and Sonderpunkt of the score
 * (`describeScore`); the session's totals. Menus say "gesund" and "Vorbehalt", name the
 * games, and offer Re, Kontra and the Absagen (keys `re`, `kontra`, `90`, `60`, `30`,
 * `schwarz`); the narration quotes them. `stich simulate` counts the wins by party, the
 * deals with no winner, the announcements, the mean value and Sonderpunkte, and the game
 * mix. Cards are named in German (`Kreuz-Dame`).
 *
 * @example
 * doppelkopfReport.headline(outcome, ['Anne', 'Bert', 'Christina', 'Dieter']); // 'Anne and Christina (Re) win the Normalspiel, 145 : 95 card points, value 1'
 */
export const doppelkopfReport: PluginReport<
  DoppelkopfOutcome,
  DoppelkopfSheet,
  DoppelkopfOptions,
  DoppelkopfState
> &
  PluginPresentation<DoppelkopfAction, DoppelkopfOutcome, DoppelkopfView> = {
  sessionName: 'session',
  scoreLabel: 'score',
  amountTitle: 'Game value per deal',
  points: () => null,
  scores: (o) => o.score.scores,
  headline,
  notes(o, names) {
    const said = announcedNote(o);
    const lines = describeScore(o.score, 'en', names);
    return [partiesNote(o, names), ...(said === null ? [] : [said]), ...lines.slice(1, -1)];
  },
  amount: (o) => Math.abs(o.score.value),
  flags(o): Record<string, boolean> {
    const { winner, solo } = o.score;
    const announced = o.announced.re >= 0 || o.announced.kontra >= 0;
    const absage = o.announced.re >= 1 || o.announced.kontra >= 1;
    const flags: Record<string, boolean> = {
      reWon: winner === 're',
      noWinner: winner === null,
      announced,
      absage,
    };
    if (solo) flags.soloistWon = winner === 're';
    // Only with option `bock`: whether the deal was a Bock deal, and whether it fired one.
    if (o.bockTriggers !== undefined) {
      flags.bockDeal = o.bock === true;
      flags.bockFired = o.bockTriggers.length > 0;
    }
    return flags;
  },
  means(o): Record<string, number> {
    if (o.score.solo) return {};
    return { sonderpunkte: o.score.lines.filter((l) => SONDERPUNKTE.has(l.key)).length };
  },
  mixTitle: 'Game mix',
  mix: (o) => gameName(o.game, 'de'),
  // With option `bock`, also the Bock deals of each session; without it the highest and
  // lowest totals only, as for any report without this hook.
  sessionMeans: (r): Record<string, number> => ({
    highestTotal: Math.max(...r.totals),
    lowestTotal: Math.min(...r.totals),
    ...(r.bockDeals === undefined ? {} : { bockDeals: r.bockDeals }),
  }),
  totals: (r) => r.totals,
  summary(r, names, ctx) {
    const order = r.totals.map((_, seat) => seat).sort((a, b) => r.totals[b] - r.totals[a]);
    const one = r.played === 1;
    return [
      ctx?.language === 'de'
        ? `Die Sitzung nach ${r.played} ${one ? 'Spiel' : 'Spielen'} (${r.counted} gezählt):`
        : `The session after ${r.played} ${one ? 'deal' : 'deals'} (${r.counted} counted):`,
      ...order.map(
        (seat, i) => `  ${i + 1}. ${names[seat]} ${r.totals[seat] > 0 ? '+' : ''}${r.totals[seat]}`,
      ),
    ];
  },
  dealJson(o) {
    const names = DOKO_SEAT_LETTERS;
    return { ...o, text: [headline(o, names), ...doppelkopfReport.notes(o, names)] };
  },
  trumpLabel: () => 'trumps',
  // The only cards that lie aside in Doppelkopf are an Armut's (option `armut`, 7.10).
  skatName: 'Armut',
  ...doppelkopfTexts,
  scoreList: doppelkopfScoreList,
  actionLabel(action, view, ctx) {
    if (ctx?.language === 'de') return doppelkopfGermanLabel(action, view, naming(view));
    switch (action.type) {
      case 'pass':
        if (view?.phase === 'armut') return 'decline the Armut';
        if (!naming(view)) return '"gesund" (no reservation)';
        return view?.extra.armutOn === true || view?.extra.schmeissen !== undefined
          ? 'give way (no solo)'
          : 'give way (no Hochzeit beside another reservation)';
      case 'claimGame': {
        const x = view?.extra;
        const more = [
          ...(x?.armutOn === true ? ['an Armut'] : []),
          ...(x?.schmeissen === undefined ? [] : ['throwing in']),
        ];
        return more.length === 0
          ? '"Vorbehalt" (a solo, or a Hochzeit)'
          : `"Vorbehalt" (a solo, a Hochzeit${more.length === 2 ? `, ${more[0]}` : ''} or ${more.at(-1)})`;
      }
      case 'takeArmut':
        return 'take the Armut (its cards; give as many back and play with the poor player)';
      case 'layAside':
        return `lay ${cardName(action.card)} aside`;
      case 'giveBack':
        return `give ${cardName(action.card)} back`;
      case 'declare': {
        const i = declaredIndex(action);
        return typeof i === 'number' ? gameLabel(DECLARABLE_GAMES[i]) : null;
      }
      case 'announce':
        return announceLabel(action, view);
      default:
        return null;
    }
  },
  actionText: (action, names, after) => actionLine(action, names, after),
  promptIntro: doppelkopfPromptIntro,
  promptKeys(action, view) {
    switch (action.type) {
      case 'pass':
        if (view?.phase === 'armut') return ['d', 'decline'];
        return naming(view) ? ['p', 'pass'] : ['g', 'gesund'];
      case 'claimGame':
        return ['v', 'vorbehalt'];
      case 'takeArmut':
        return ['t', 'take'];
      case 'announce':
        return announceKeys(action.call);
      default:
        return null;
    }
  },
  cardLanguage: 'de',
};
