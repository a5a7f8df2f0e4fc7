import {
  type CoreAction,
  defineVariant,
  FIRST_TRICK_LADDER,
  jacksOnly,
  phaseGraph,
  SKAT_DECK,
  trickPhase,
} from '@stich/core';
import { CORE_ACTIONS } from '@stich/core/kernel';
import { KALTER_SCHLAG_OPTIONS, type KalterSchlagOptions } from './options';
import { type KalterSchlagOutcome, scoreKalterSchlag } from './outcome';
import { type PartieData, type PartieResult, partie } from './partie';

/**
 * Kalter Schlag: four players, each for themselves, avoid taking card points. Jacks are
 * the only trumps; each player may double once, on their own turn in the first trick.
 *
 * @example
 * const rules = kalterSchlag.rules({ rounding: 'five' });
 * const state = rules.deal({ dealer: 0, seed: 42 });
 * rules.legalActions(state); // forehand's doubling and legal cards
 */
export const kalterSchlag = defineVariant<
  KalterSchlagOptions,
  undefined,
  KalterSchlagOutcome,
  CoreAction,
  PartieData,
  PartieResult
>({
  id: 'kalter-schlag',
  name: 'Kalter Schlag',
  summary:
    'A four-player Augenramsch from Hamburg: whoever takes most card points in a deal writes them as penalty points; the first to 2000 loses the Partie.',
  players: { seats: 4, active: 4 },
  deck: SKAT_DECK,
  deal: [{ each: 3 }, { each: 2 }, { each: 3 }],
  options: KALTER_SCHLAG_OPTIONS,
  trumpModes: () => ({ jacks: jacksOnly() }),
  doubling: FIRST_TRICK_LADDER,
  actions: CORE_ACTIONS,
  // The ladder is declared once, above; the trick phase enforces the compiled one.
  phases: (ctx) =>
    phaseGraph({
      play: { phase: trickPhase({ doubling: ctx.doubling }), exits: { lastTrick: 'done' } },
    }),
  init: () => undefined,
  score: scoreKalterSchlag,
  session: partie,
  describe: {
    scoring: [
      'Durchmarsch: a player who takes all eight tricks writes nothing; each other player writes 120, doubled for each doubling (not for being a Jungfrau).',
      'Otherwise the player with most card points loses (decided before rounding); every player tied for most loses the full penalty.',
      "Penalty: the loser's card points, doubled for each doubling and for each Jungfrau (a player who took no trick).",
      'Rounding `ten` (default): round the doubled points to the nearest 10, 5 rounding up. Rounding `five`: round the card points to the nearest 5 first, then double.',
    ],
    endConditions: partie.describe,
    notes: [
      'A Jungfrau needs no trick at all; taking no card points is not enough. A Durchmarsch needs all eight tricks.',
    ],
  },
});
