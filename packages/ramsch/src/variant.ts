import {
  type ActionOf,
  actionsSchema,
  defineVariant,
  jacksOnly,
  phaseGraph,
  SKAT_DECK,
  trickPhase,
} from '@stich/core';
import {
  type ActionsSchema,
  DISCARD_ACTION,
  newSkatPass,
  PICK_UP_SKAT_ACTION,
  PLAY_ACTION,
  PUSH_SKAT_ACTION,
  SKAT_PLAIN_ORDER,
  type SkatPassState,
  skatPassPhase,
} from '@stich/core/kernel';
import { RAMSCH_OPTIONS, type RamschOptions } from './options';
import { type RamschOutcome, scoreRamsch } from './outcome';
import { type RamschSessionResult, type RamschSheet, ramschSession } from './session';

/**
 * Ramsch's own state: the skat's passing in Schieberamsch.
 *
 * @example
 * const state: GameState<RamschState> = ramsch.rules({ schieben: true }).deal({ dealer: 0, seed: 1 });
 * state.x.skatPass.step; // 0
 */
export interface RamschState {
  skatPass: SkatPassState;
}

/**
 * What every seat sees of the skat's passing in Schieberamsch.
 *
 * @example
 * const view: RamschView = game.view(0).extra;
 * view.pushes; // how often the skat was pushed on so far
 */
export interface RamschView {
  readonly pushes: number;
  readonly pushedBy: number[];
  readonly pickedBy: number[];
}

/**
 * The declarations of Ramsch's actions: card play, and in Schieberamsch taking up,
 * discarding and pushing the skat.
 *
 * @example
 * RAMSCH_ACTIONS.map((a) => a.type); // ['play', 'pickUpSkat', 'pushSkat', 'discard']
 */
export const RAMSCH_ACTIONS = [
  PLAY_ACTION,
  PICK_UP_SKAT_ACTION,
  PUSH_SKAT_ACTION,
  DISCARD_ACTION,
] as const;

/**
 * Every action of Ramsch: card play, and in Schieberamsch taking up, discarding and pushing the skat.
 *
 * @example
 * RamschActionSchema.parse({ type: 'pushSkat', seat: 1 });
 */
export const RamschActionSchema: ActionsSchema<typeof RAMSCH_ACTIONS> =
  /* @__PURE__ */ actionsSchema(RAMSCH_ACTIONS);
/**
 * A Ramsch action.
 *
 * @example
 * const actions: RamschAction[] = [{ type: 'pickUpSkat', seat: 1 }, { type: 'discard', seat: 1, cards: ['SA', 'DA'] }];
 */
export type RamschAction = ActionOf<(typeof RAMSCH_ACTIONS)[number]>;

/** Plain-suit order with `tensLow`: tens below king and queen. */
const TENS_LOW_ORDER = ['A', 'K', 'Q', 'T', '9', '8', '7'] as const;

/** Schieberamsch's passing of the skat: jacks stay in hand unless `jacksMayBePushed`. */
function schiebenPhase() {
  return skatPassPhase<RamschState, RamschOptions, RamschAction>({
    name: 'schieben',
    summary:
      'Schieberamsch: from forehand, each player takes up the skat and lays two cards back, or passes it on unseen',
    refuseDiscard: ({ ctx, card }) =>
      !ctx.options.jacksMayBePushed && ctx.deck.rankOf[card] === 'J'
        ? 'jacks may not be passed on in the skat'
        : null,
  });
}

/**
 * Ramsch: three players, each for themselves; the jacks are the only trumps and whoever
 * takes most card points loses them. Every common house rule is an option.
 *
 * @example
 * const rules = ramsch.rules({ schieben: true });
 * const state = rules.deal({ dealer: 0, seed: 7 });
 * rules.legalActions(state); // forehand: pickUpSkat or pushSkat
 */
export const ramsch = defineVariant<
  RamschOptions,
  RamschState,
  RamschOutcome,
  RamschAction,
  RamschSheet,
  RamschSessionResult,
  RamschView
>({
  id: 'ramsch',
  name: 'Ramsch',
  summary:
    'Three players, each for themselves, with only the jacks as trumps: whoever takes most card points loses them. Played on its own or when everyone passes in Skat.',
  players: { seats: 3, active: 3 },
  deck: SKAT_DECK,
  deal: [{ each: 3 }, { skat: 2 }, { each: 4 }, { each: 3 }],
  options: RAMSCH_OPTIONS,
  trumpModes: (o) => ({ jacks: jacksOnly(o.tensLow ? TENS_LOW_ORDER : SKAT_PLAIN_ORDER) }),
  doubling: null,
  actions: RAMSCH_ACTIONS,
  phases(ctx) {
    // Schieberamsch passes the skat before the play; plain Ramsch starts with the play. The
    // passing phase is built only where it is played: a phase built once in a process is one
    // closure, which V8 compiles for its own captured state (faster than code shared by several).
    return phaseGraph({
      schieben: ctx.options.schieben ? { phase: schiebenPhase(), exits: { passed: 'play' } } : null,
      play: {
        phase: trickPhase<RamschState, RamschOptions, RamschAction>(),
        exits: { lastTrick: 'done' },
      },
    });
  },
  init: () => ({ skatPass: newSkatPass() }),
  // Who took up the skat and who pushed it on is seen by everyone at the table.
  viewExtra: ({ s }) => ({
    pushes: s.x.skatPass.pushedBy.length,
    pushedBy: s.x.skatPass.pushedBy.slice(),
    pickedBy: s.x.skatPass.pickedBy.slice(),
  }),
  score: scoreRamsch,
  session: ramschSession,
  describe: {
    scoring: [
      'The skat goes to whoever takes the last trick (option `skatTo: loser`: to the loser, to each tied loser).',
      'The player with most card points, skat included where it goes to them, loses those points. Ties: every tied player loses (option `ties: lastTrickLoses`: the tied player who won the later trick).',
      'A three-way tie of 40 each: everyone loses 40 (option `threeWayTie: nobody`: nobody scores).',
      'Each Jungfrau (a player who took no trick) doubles the loss. Option `fixedValues`: the loss is 10, 15 with one Jungfrau, 20 with two.',
      'Durchmarsch (option `durchmarsch`, on): a player who takes every trick wins 120.',
      'Gewinner-Ramsch (option `gewinnerRamsch`): the skat goes to the player with most points and the fewest points win 23.',
      'Schieberamsch (option `schieben`): each push of the skat doubles every score of the deal, a Durchmarsch included.',
    ],
    endConditions: ramschSession.describe,
    notes: [
      'Tens low (option `tensLow`): tens rank below king and queen in trick power but still count 10.',
      'Jacks may not be passed on in the skat unless `jacksMayBePushed` is set.',
    ],
  },
});
