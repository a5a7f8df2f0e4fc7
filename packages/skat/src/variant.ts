import {
  type ActionOf,
  actionsSchema,
  defineVariant,
  type GameState,
  jacksAndSuit,
  jacksOnly,
  noTrumps,
  phaseGraph,
  SKAT_DECK,
  trickPhase,
} from '@stich/core';
import {
  type ActionsSchema,
  type AuctionEndContext,
  auctionPhase,
  BID_ACTION,
  DISCARD_ACTION,
  DOUBLE_ACTION,
  HOLD_ACTION,
  inPhase,
  isOver,
  newAuction,
  newSkatPass,
  PASS_ACTION,
  PICK_UP_SKAT_ACTION,
  PLAY_ACTION,
} from '@stich/core/kernel';
import { activeOf } from '@stich/core/scoring';
import { bockRounds, SKAT_SETUP, skatSetupOf } from './bock';
import { type Contract, DECLARE_ACTION } from './contract';
import { BID_VALUES } from './gameValue';
import { SKAT_OPTIONS, type SkatOptions } from './options';
import { type SkatOutcome, scoreSkat } from './outcome';
import { declarationPhase } from './phases/declaration';
import { CLAIM_ACTION, earlyEndPhase, RESIGN_ACTION } from './phases/earlyEnd';
import { KONTRA_STEPS, kontraPhase } from './phases/kontra';
import { ramschRoundBidding } from './phases/ramschRound';
import { type SkatSessionResult, type SkatSheet, skatSession } from './session';
import type { SkatState } from './state';

/**
 * What every seat may see of the bidding and the contract.
 *
 * @example
 * const view: SkatView = game.view(0).extra;
 * view.contract; // null until a game is declared
 */
export interface SkatView {
  readonly declarer: number | null;
  /** The highest call so far. */
  readonly bid: number | null;
  readonly holder: number | null;
  readonly caller: number | null;
  readonly passed: number[];
  readonly contract: Contract | null;
  readonly ramsch: boolean;
  readonly claim: boolean;
  /**
   * Only where option `bock` names a trigger: whether this deal is a Bock deal or a deal
   * of a Ramsch round, and how many of each are queued, this deal included (public).
   */
  readonly round?: SkatRoundView;
}

/**
 * What every seat sees of the Bock and Ramsch rounds (option `bock`).
 *
 * @example
 * const round: SkatRoundView = { bock: true, ramsch: false, bockQueued: 3, ramschQueued: 0 };
 */
export interface SkatRoundView {
  /** This deal is a Bock deal: its scores count double. */
  readonly bock: boolean;
  /** This deal is a deal of a Ramsch round: nobody bids. */
  readonly ramsch: boolean;
  /** Bock deals queued, this one included. */
  readonly bockQueued: number;
  /** Ramsch deals queued, this one included. */
  readonly ramschQueued: number;
}

/**
 * The declarations of Skat's actions, in the order of a deal.
 *
 * @example
 * SKAT_ACTIONS.map((a) => a.type); // ['bid', 'hold', 'pass', 'pickUpSkat', 'discard', 'declare', ...]
 */
export const SKAT_ACTIONS = [
  BID_ACTION,
  HOLD_ACTION,
  PASS_ACTION,
  PICK_UP_SKAT_ACTION,
  DISCARD_ACTION,
  DECLARE_ACTION,
  DOUBLE_ACTION,
  PLAY_ACTION,
  CLAIM_ACTION,
  RESIGN_ACTION,
] as const;

/**
 * Every action of Skat.
 *
 * @example
 * SkatActionSchema.parse({ type: 'bid', seat: 2, value: 18 });
 */
export const SkatActionSchema: ActionsSchema<typeof SKAT_ACTIONS> =
  /* @__PURE__ */ actionsSchema(SKAT_ACTIONS);
/**
 * A Skat action.
 *
 * @example
 * const actions: SkatAction[] = [{ type: 'bid', seat: 2, value: 18 }, { type: 'pass', seat: 1 }];
 */
export type SkatAction = ActionOf<(typeof SKAT_ACTIONS)[number]>;

type S = GameState<SkatState>;

/**
 * When the bidding ends: the winner declares; if all passed, the pass-out rule decides
 * (the graph leads to the end, to Ramsch, or to forehand's declaration).
 */
function afterBidding({ ctx, s, winner, value }: AuctionEndContext<SkatState, SkatOptions>) {
  const x = s.x;
  if (winner < 0) {
    if (ctx.options.passOut === 'throwIn') {
      x.passedOut = true;
      return;
    }
    if (ctx.options.passOut === 'ramsch') {
      x.ramsch = true;
      return;
    }
    winner = s.lead0; // forehand must play
  }
  x.declarer = winner;
  x.bid = value ?? 0;
  const h = 2 * winner;
  x.matadorCards = [s.hands[h] | s.skat[0], s.hands[h + 1] | s.skat[1]];
}

/** The declared game is the trump mode of the play (a key of `trumpModes`). */
function contractGame(s: S) {
  return s.x.contract!.game;
}

/** Where the bidding's `allPassed` exit leads under each `passOut` rule. */
const PASS_OUT = {
  throwIn: 'done',
  ramsch: { to: 'play', trump: 'ramsch' },
  forehand: 'declaration',
} as const;

/** Skat's bidding (core's auction on the 63 game values). */
const biddingPhase = () =>
  auctionPhase<SkatState, SkatOptions, SkatAction>({
    summary: 'bidding: middlehand calls to forehand, then rearhand to the survivor; 18 to 264',
    values: () => BID_VALUES,
    onEnd: afterBidding,
  });

/**
 * Skat under the International Skat Order: bidding, taking up the skat or playing hand,
 * suit, grand and null with every announcement, and the official scoring. At 3 seats,
 * or 4 where the dealer sits out; Kontra, Ramsch on pass-out, tournament scoring and the
 * old hand rule are options.
 *
 * @example
 * const rules = skat.rules();
 * const state = rules.deal({ dealer: 2, seed: 1 });
 * rules.legalActions(state); // middlehand calls 18 or more, or passes
 */
export const skat = defineVariant<
  SkatOptions,
  SkatState,
  SkatOutcome,
  SkatAction,
  SkatSheet,
  SkatSessionResult,
  SkatView
>({
  id: 'skat',
  name: 'Skat',
  summary:
    'The national card game of Germany: three active players bid for the right to declare a game and play it alone against the other two.',
  players: (o) => ({ seats: o.seats, active: 3 }),
  deck: SKAT_DECK,
  deal: [{ each: 3 }, { skat: 2 }, { each: 4 }, { each: 3 }],
  options: SKAT_OPTIONS,
  trumpModes: (o) => ({
    undeclared: jacksOnly(),
    C: jacksAndSuit('C'),
    S: jacksAndSuit('S'),
    H: jacksAndSuit('H'),
    D: jacksAndSuit('D'),
    G: jacksOnly(),
    N: noTrumps(),
    ramsch: jacksOnly(o.ramsch.tensLow ? ['A', 'K', 'Q', 'T', '9', '8', '7'] : undefined),
  }),
  doubling: {
    steps: KONTRA_STEPS,
    window: {
      kind: 'beforeFirstCard',
      who: 'a defender who made or held a call says kontra, the declarer re, the kontra sayer bock, the declarer hirsch (option `kontra`)',
    },
    oncePerSeat: false,
  },
  actions: SKAT_ACTIONS,
  setup: SKAT_SETUP,
  phases: ({ options }) =>
    phaseGraph({
      bidding: bockRounds(options)
        ? {
            phase: ramschRoundBidding(biddingPhase()),
            exits: {
              won: 'declaration',
              allPassed: PASS_OUT[options.passOut],
              ramschRound: { to: 'play', trump: 'ramsch' },
            },
          }
        : {
            phase: biddingPhase(),
            exits: { won: 'declaration', allPassed: PASS_OUT[options.passOut] },
          },
      declaration: {
        phase: declarationPhase(),
        exits: {
          declared: { to: options.kontra ? 'kontra' : 'play', trump: contractGame },
          unchallenged: { to: 'play', trump: contractGame },
        },
      },
      kontra: options.kontra ? { phase: kontraPhase(), exits: { settled: 'play' } } : null,
      play: {
        phase: earlyEndPhase(
          trickPhase<SkatState, SkatOptions, SkatAction, 'decided'>({
            exits: ['decided'],
            endAfterTrick: ({ s }) => {
              const c = s.x.contract;
              if (c === null) return null;
              const taker = s.winners[s.winners.length - 1];
              if (c.game === 'N') return taker === s.x.declarer ? 'decided' : null;
              return c.schwarz && taker !== s.x.declarer ? 'decided' : null;
            },
            // Only a null game and schwarz announced end (`decided`) before the last trick.
            mayEndEarly: ({ s }) => {
              const c = s.x.contract;
              return c !== null && (c.game === 'N' || c.schwarz);
            },
          }),
        ),
        exits: { lastTrick: 'done', decided: 'done', earlyEnd: 'done' },
      },
    }),
  init: ({ s }) => ({
    auction: newAuction(activeOf(s)),
    skatPass: newSkatPass(),
    declarer: -1,
    bid: 0,
    pickedUp: false,
    discarded: false,
    contract: null,
    matadorCards: [0, 0],
    passedOut: false,
    ramsch: false,
    kontra: { pending: [], said: 0 },
    claim: false,
    resigned: [],
    early: null,
  }),
  score: scoreSkat,
  viewExtra: ({ ctx, s }) => ({
    declarer: s.x.declarer >= 0 ? s.x.declarer : null,
    bid: s.x.auction.bid >= 0 ? BID_VALUES[s.x.auction.bid] : null,
    holder: s.x.auction.over ? null : s.x.auction.holder,
    caller: s.x.auction.over || s.x.auction.caller < 0 ? null : s.x.auction.caller,
    passed: s.x.auction.passed.slice(),
    contract: s.x.contract,
    ramsch: s.x.ramsch,
    claim: s.x.claim,
    ...(bockRounds(ctx.options) ? { round: { ...skatSetupOf(s) } } : {}),
  }),
  revealHand: ({ s, owner }) => {
    const c = s.x.contract;
    if (c === null || owner !== s.x.declarer) return false;
    // A claim is made by showing the cards.
    if (s.x.claim) return true;
    if (!c.ouvert) return false;
    // Suit or grand ouvert: open from the first trick on; null ouvert: once the first card is led.
    return c.game === 'N' ? s.history.length > 0 : inPhase(s, 'play') || isOver(s);
  },
  revealSkat: ({ s, viewer }) => isOver(s) || (viewer === s.x.declarer && s.x.discarded),
  session: skatSession,
  describe: {
    scoring: [
      'Suit and grand: the game value is the base value (diamonds 9, hearts 10, spades 11, clubs 12, grand 24) times the level: matadors with or without, plus 1 for the game, hand, schneider, schneider announced, schwarz, schwarz announced, ouvert.',
      "Matadors count over the declarer's ten dealt cards and the skat as dealt, hand games included.",
      'The declarer wins with 61 card points or more (90 with schneider announced, every trick with schwarz announced). Schneider: a side has 90 or more; schwarz: a side took every trick. An announced level always counts.',
      'Null: 23, hand 35, ouvert 46, ouvert hand 59; won if the declarer takes no trick. A null below the bid may not be declared.',
      'Overbid: a game whose value is below the bid is lost, valued at the smallest multiple of its base value that covers the bid.',
      'A won game scores its value; a lost game scores minus twice its value (option `oldHandRule`: a lost hand game once).',
      'Kontra (option `kontra`): kontra, re, bock and hirsch each double the score.',
      'Bock rounds (option `bock`): in a Bock deal every score counts double (the Seeger-Fabian 50s and 40s excepted); in a deal of a Ramsch round nobody bids and Ramsch is played.',
    ],
    endConditions: skatSession.describe,
    notes: [
      'If everybody passes: the deal is thrown in (option `passOut`: or Ramsch is played, or forehand must play).',
      'Kontra may be said only by a defender who made or held a call; the declarer answers with re.',
    ],
  },
});
