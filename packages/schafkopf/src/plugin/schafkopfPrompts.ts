import type { SeatView } from '@stich/core';
import { says } from '@stich/core/plugin';
import type { SchafkopfAction, SchafkopfView } from '../index';
import { schafkopf } from '../variant';
import { cardText, classText, gameText, stepText } from './schafkopfText';

/** The announcement, from the seat to speak. */
function announceIntro(
  view: SeatView,
  x: SchafkopfView,
  names: readonly string[],
): string[] | null {
  const types = new Set(view.legalActions.map((a) => a.type));
  if (types.has('claimGame')) {
    const said =
      x.claimants.length === 0
        ? 'Nobody wants to play yet'
        : `${x.claimants.map((s) => names[s]).join(', ')} said "Ich spiel"`;
    return [`${said}. Say "Ich spiel" to play a game, or "weiter" to pass.`];
  }
  if (types.has('declare'))
    return ['You play: declare your game (a Sauspiel calls an ace you lack, of a suit you hold).'];
  if (types.has('hold') && x.holder !== null && x.named !== null)
    return [
      `A later player would play ${classText(x.named)}. Hold (you then play that class or higher), or pass.`,
    ];
  if (types.has('nameClass') && x.holder !== null && x.claim !== null)
    return [
      `${names[x.holder]} holds the game at ${x.claim === 1 ? 'Sauspiel' : classText(x.claim)}. Name a higher class to play it, or pass.`,
    ];
  return null;
}

/**
 * What a Schafkopf seat is asked, from its own view: the knock round on the first four
 * cards (option `klopfen`), the announcement ("Ich spiel" or
 * "weiter", the duel by class, the declaration), and Kontra/Re with the game named. In
 * play, one line with the game and the called ace.
 *
 * @example
 * schafkopfPromptIntro(view, ['You', 'Bert', 'Christina', 'Dieter']); // ['Nobody wants to play yet. Say "Ich spiel" to play a game, or "weiter" to pass.']
 */
export function schafkopfPromptIntro(
  view: SeatView<SchafkopfAction, SchafkopfView>,
  names: readonly string[],
): string[] | null {
  const x = view.extra;
  switch (view.phase) {
    case 'knock': {
      if (!view.legalActions.some((a) => a.type === 'knock')) return null;
      const knocked =
        x.knocks.length === 0
          ? 'Nobody has knocked yet'
          : `${x.knocks.map((s) => names[s]).join(', ')} knocked`;
      return [
        `${knocked}. You hold your first four cards: knock (doubling whatever game is played) or pass.`,
      ];
    }
    case 'announce':
      return announceIntro(view, x, names);
    case 'kontra': {
      if (x.game === null || x.declarer === null) return null;
      if (!view.legalActions.some((a) => a.type === 'double')) return null;
      const step = stepText(schafkopf.doubling?.steps[view.doublings.length] ?? 'double');
      return [
        `${says(names[x.declarer], 'plays')} ${gameText(x.game)}. Say ${step} (doubling the game) or pass.`,
      ];
    }
    case 'play': {
      if (x.game === null || x.declarer === null) return null;
      const game = `${says(names[x.declarer], 'plays')} ${gameText(x.game)}`;
      if (x.calledAce === null) return [`${game}.`];
      const ace = cardText(x.calledAce);
      const mine = view.hand.includes(x.calledAce)
        ? ` You hold it: you play with ${names[x.declarer]}.`
        : '';
      return [`${game}: whoever holds the ${ace} plays with ${names[x.declarer]}.${mine}`];
    }
    default:
      return null;
  }
}
