import {
  defineCalledCard,
  defineVariant,
  type GameState,
  phaseGraph,
  SCHAFKOPF_DECK,
  trickPhase,
} from '@stich/core';
import type { PartnerRule } from '@stich/core/kernel';
import { doublingRoundPhase, knockRoundPhase, newCallRound } from '@stich/core/kernel';
import { SCHAFKOPF_ACTIONS, type SchafkopfAction } from './actions';
import { isTout } from './games';
import { calledAceId, gameNumber, gameTableOf } from './gameTable';
import { modeName, schafkopfModes } from './modes';
import { type SchafkopfOutcome, scoreSchafkopf } from './outcome';
import { announcePhase } from './phases/announce';
import { type SchafkopfSheet, schafkopfSession } from './session';
import type { SchafkopfState } from './state';
import { SCHAFKOPF_VARIANT_OPTIONS, type SchafkopfVariantOptions } from './variantOptions';
import { type SchafkopfView, schafkopfPublicCards, schafkopfView } from './view';

type S = GameState<SchafkopfState>;

/** Kontra, Re and the further steps (5.2). */
const STOSS_STEPS = ['kontra', 're', 'sup', 'hirsch'] as const;

/** A Sauspiel's partner: the holder of the called ace, who is never the declarer (4.1). */
const CALLED_ACE: PartnerRule<SchafkopfState> = {
  by: 'calledCard',
  card: calledAceId,
  alwaysHeld: true,
};

/** A Tout is lost with the first trick the opponents win, a Bettel with the first the soloist wins (6.6, 6.8). */
function decided({ s }: { s: S }): 'decided' | null {
  const game = s.x.game;
  if (game === null) return null;
  const last = s.winners[s.winners.length - 1];
  if (isTout(game) && last !== s.x.declarer) return 'decided';
  if (game.kind === 'bettel' && last === s.x.declarer) return 'decided';
  return null;
}

/**
 * Bayerischer Schafkopf (schafkopf.en.md and NOTES): four players, 32 cards in two
 * packets of four; the announcement with priority by class and seat; Sauspiel with the
 * called ace and its duties, Wenz, Farbsolo, and as options Farbwenz, Geier, Farbgeier,
 * Bettel; Tout and Sie; knocking between the packets (option `klopfen`); Kontra and Re
 * by side before the first card; a throw-in or a Ramsch when all pass; Laufende and the
 * tariff in cents.
 *
 * @example
 * import { createGame } from '@stich/core';
 * import { schafkopf } from '@stich/schafkopf';
 *
 * const game = createGame(schafkopf, { seed: 1, dealer: 3 });
 * game.legalActions(0); // [{ type: 'pass', seat: 0 }, { type: 'claimGame', seat: 0 }]
 */
export const schafkopf = defineVariant<
  SchafkopfVariantOptions,
  SchafkopfState,
  SchafkopfOutcome,
  SchafkopfAction,
  SchafkopfSheet,
  SchafkopfSheet,
  SchafkopfView
>({
  id: 'schafkopf',
  name: 'Schafkopf',
  summary:
    'Bavarian Schafkopf: four players, 32 cards; a Sauspiel with a called partner, or a solo (Wenz, Farbsolo ...) against three; Kontra and Re; paid in cents.',
  players: { seats: 4, active: 4 },
  deck: SCHAFKOPF_DECK,
  // Zweimal vier (1.4); with klopfen the deal pauses for the knock round (5.1).
  deal: (o) =>
    o.klopfen ? [{ each: 4 }, { pause: 'knock' }, { each: 4 }] : [{ each: 4 }, { each: 4 }],
  options: SCHAFKOPF_VARIANT_OPTIONS,
  trumpModes: schafkopfModes,
  doubling: {
    steps: STOSS_STEPS,
    window: {
      kind: 'beforeFirstCard',
      who: 'each player in turn from forehand, round and round: Kontra by the opponents of the playing side, then Re by it, alternately',
    },
    oncePerSeat: false,
  },
  sides: {
    kind: 'declarer',
    declarer: (s) => s.x.declarer,
    partner: (s) => (s.x.game?.kind === 'sauspiel' ? CALLED_ACE : null),
    // Kontra and Re tell the table which side a player is on (5.2).
    revealed: (s) => s.doublers,
  },
  actions: SCHAFKOPF_ACTIONS,
  phases: (ctx) => {
    const o = ctx.options;
    const kontra = o.stossMax > 0;
    return phaseGraph({
      knock: o.klopfen
        ? {
            phase: knockRoundPhase<SchafkopfState, SchafkopfVariantOptions, SchafkopfAction>({
              summary:
                'after the first four cards, each player once, from forehand to the dealer, may knock: each knock doubles whatever game is played (5.1)',
            }),
            exits: { over: 'announce' },
          }
        : null,
      announce: {
        phase: announcePhase(),
        exits: {
          declared: {
            to: kontra ? 'kontra' : 'play',
            trump: function declaredGame(s: S) {
              const table = gameTableOf(ctx);
              const game = gameNumber(table, s.x.game!);
              return game >= 0 ? table.modes[game] : modeName(s.x.game!);
            },
          },
          decided: 'done',
          allPassed: o.allPassed === 'ramsch' ? { to: 'play', trump: 'normal' } : 'done',
        },
      },
      kontra: kontra
        ? {
            phase: doublingRoundPhase<SchafkopfState, SchafkopfVariantOptions, SchafkopfAction>({
              steps: (c) => c.options.stossMax,
            }),
            exits: { settled: 'play' },
          }
        : null,
      play: {
        phase: trickPhase<SchafkopfState, SchafkopfVariantOptions, SchafkopfAction, 'decided'>({
          calledCard: defineCalledCard({
            card: calledAceId,
            runAwayWith: 4,
            countAt: o.davonlaufenCount === 'dealt' ? 'dealt' : 'lead',
            throwOff: o.calledAceDiscard === 'free',
            caller: o.callerKeepsCalledSuit ? (s) => s.x.declarer : undefined,
          }),
          // Kontra until the first trick (5.2): on one's own turn in trick 1 before one's
          // card, each step by the side whose turn it is, answered at once by the other.
          doubling:
            kontra && o.stossUntil === 'firstTrick'
              ? {
                  steps: STOSS_STEPS.slice(0, o.stossMax),
                  window: { kind: 'firstTrickOwnTurn' },
                  oncePerSeat: false,
                }
              : null,
          bySide: { state: (s) => s.x.doublingRound },
          endAfterTrick: decided,
          mayEndEarly: ({ s }) =>
            s.x.game !== null && (isTout(s.x.game) || s.x.game.kind === 'bettel'),
          exits: ['decided'],
        }),
        exits: { lastTrick: 'done', decided: 'done' },
      },
    });
  },
  init: () => ({
    callRound: newCallRound(),
    doublingRound: { passes: 0 },
    declarer: -1,
    game: null,
  }),
  score: scoreSchafkopf,
  viewExtra: schafkopfView,
  publicCards: schafkopfPublicCards,
  session: schafkopfSession,
  describe: {
    scoring: [
      'A Sauspiel or a solo-class point game is won with 61 card points; Schneider and Schwarz, Laufende from three (two in Wenz and Geier), Tout and Sie add to the tariff, and every Kontra or Re doubles it.',
      'In a Sauspiel each opponent pays one partner; in a solo each of the three pays the soloist, or is paid.',
      'With knocking (option), each knock after the first four cards doubles whatever game is played, a Ramsch too; a thrown-in deal pays nothing.',
      'When all pass, the cards are thrown in, or (option) a Ramsch is played, which the player with most card points loses.',
    ],
    endConditions: schafkopfSession.describe,
  },
});
