import type { SeatView } from '@stich/core';
import { cardName, nameList, says } from '@stich/core/plugin';
import { type DoppelkopfAction, type DoppelkopfView, gameName, isSolo } from '../index';
import { saidText } from './doppelkopfText';

/** A name as the object of a sentence: `you` for the person at the terminal. */
const object = (name: string) => (name === 'You' ? 'you' : name);

/** The Vorbehalt query, from the seat to answer or to name the game. */
function vorbehaltIntro(view: SeatView, x: DoppelkopfView, names: readonly string[]): string[] {
  const types = new Set(view.legalActions.map((a) => a.type));
  const queens = view.hand.filter((c) => c === 'CQ').length === 2;
  if (types.has('claimGame')) {
    const said =
      x.reservations.length === 0
        ? 'Nobody has a reservation yet'
        : `${nameList(names, x.reservations)} said "Vorbehalt"`;
    const poor = [
      x.armutOn === true ? ', or an Armut with at most three trumps' : '',
      x.schmeissen === undefined ? '' : ', or to throw the hand in',
    ].join('');
    const lines = [
      `${said}. Say "gesund" (no reservation) or "Vorbehalt" (you want to play a solo${queens ? ' or a Hochzeit' : ''}${poor}).`,
    ];
    if (queens)
      lines.push(
        'You hold both club queens: "Vorbehalt" lets you name a Hochzeit; "gesund" plays a stille Hochzeit, alone against three and scored as a solo.',
      );
    return lines;
  }
  if (!types.has('declare')) return [];
  const others = x.reservations.filter((seat) => seat !== view.seat);
  if (types.has('pass'))
    return [
      x.armutOn === true || x.schmeissen !== undefined
        ? `${nameList(names, others)} also said "Vorbehalt": name a solo, or give way. If nobody plays a solo, a hand thrown in, then an Armut or a Hochzeit among the reservations goes first.`
        : `${nameList(names, others)} also said "Vorbehalt", and no Hochzeit is played beside another reservation: name a solo, or give way and play with the others.`,
    ];
  return ['Your reservation counts: name your game.'];
}

/** An Armut's exchange, from the seat to act. */
function armutIntro(view: SeatView, x: DoppelkopfView, names: readonly string[]): string[] {
  const a = x.armut;
  if (a === undefined) return [];
  const poor = names[a.poor];
  const types = new Set(view.legalActions.map((act) => act.type));
  if (types.has('layAside'))
    return [
      `You have an Armut: your trumps went aside, and ${a.laid?.length ?? 0} of ${a.count} cards lie there. Lay a plain card beside them.`,
    ];
  if (types.has('takeArmut'))
    return [
      `${says(poor, 'has')} an Armut: ${a.count} cards lie aside, all of ${poor === 'You' ? 'your' : 'their'} trumps. Take them (then give ${a.count} cards back and play with ${object(poor)} as Re) or decline.`,
    ];
  if (types.has('giveBack'))
    return [
      `You took ${a.laid?.map((c) => cardName(c)).join(' ') ?? 'the cards'}. Give ${a.count - a.returned} more ${a.count - a.returned === 1 ? 'card' : 'cards'} back to ${object(poor)}, trumps allowed.`,
    ];
  return [];
}

/** The game in play, in one sentence, from the seat's view. */
function gameLine(view: SeatView, x: DoppelkopfView, names: readonly string[]): string {
  const game = x.game;
  if (game === null || game.kind === 'normal') {
    const party = (view.sides ?? [])[view.seat] === 0 ? 'Re' : 'Kontra';
    const why = game === null ? '' : ' (nobody took the Armut)';
    return `A normal game${why}: the club queens make the Re party. You are ${party}.`;
  }
  if (game.kind === 'armut') {
    const partner = x.armut?.partner ?? -1;
    return `${names[x.armut?.poor ?? x.declarer]} (Armut) and ${names[partner] ?? '?'} are Re against the two others.`;
  }
  const who = names[x.declarer];
  if (isSolo(game))
    return `${says(who, 'plays')} a ${gameName(game, 'de')} (${x.pflicht ? 'Pflichtsolo' : 'Lustsolo'}) as Re against the three others.`;
  if (x.klaerungsstich < 0)
    return `${says(who, 'plays')} a Hochzeit: the first other player to win one of the first tricks plays with ${object(who)}.`;
  const sides = view.sides ?? [];
  const partner = sides.findIndex((side, seat) => side === 0 && seat !== x.declarer);
  return partner < 0
    ? `${says(who, 'plays')} a Hochzeit without partner, alone against three.`
    : `${says(who, 'plays')} a Hochzeit with ${object(names[partner])}.`;
}

/**
 * What a Doppelkopf seat is asked, from its own view: in the Vorbehalt query "gesund" or
 * "Vorbehalt" (with a word on both club queens: Hochzeit or stille Hochzeit), then the
 * game to name (a solo, or the Hochzeit; beside another reservation a solo or giving
 * way). In play, the game and the announcements said so far.
 *
 * @example
 * doppelkopfPromptIntro(view, ['You', 'Bert', 'Christina', 'Dieter']); // ['Nobody has a reservation yet. Say "gesund" (no reservation) or "Vorbehalt" (you want to play a solo).']
 */
export function doppelkopfPromptIntro(
  view: SeatView<DoppelkopfAction, DoppelkopfView>,
  names: readonly string[],
): string[] | null {
  const x = view.extra;
  switch (view.phase) {
    case 'vorbehalt':
      return vorbehaltIntro(view, x, names);
    case 'armut':
      return armutIntro(view, x, names);
    case 'play': {
      const said = saidText(x, names);
      const game = gameLine(view, x, names);
      return said === null ? [game] : [game, `Said: ${said}.`];
    }
    default:
      return null;
  }
}
