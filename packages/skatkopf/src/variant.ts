import {
  defineCalledCard,
  defineVariant,
  type GameState,
  JOKER_DECK,
  phaseGraph,
  trickPhase,
} from '@stich/core';
import { newAuction, type PartnerRule, widePlayout } from '@stich/core/kernel';
import { activeOf } from '@stich/core/scoring';
import { SKATKOPF_ACTIONS, type SkatkopfAction } from './actions';
import { kittyOrder } from './kitty';
import { SKATKOPF_OPTIONS, type SkatkopfOptions } from './options';
import { type SkatkopfOutcome, scoreSkatkopf } from './outcome';
import { skatkopfAuction } from './phases/auction';
import { callPhase } from './phases/call';
import { declarationPhase } from './phases/declaration';
import { makeTrumpPhase } from './phases/makeTrump';
import { type SkatkopfSessionResult, type SkatkopfSheet, skatkopfSession } from './session';
import { stakeJson } from './stake';
import type { SkatkopfState } from './state';
import { modeName, trumpModes } from './trumps';
import { publicCards, revealKitty, type SkatkopfView, skatkopfView } from './view';

/** The partner in a Partner game: the holder of the called card. */
const CALLED_PARTNER: PartnerRule<SkatkopfState> = { by: 'calledCard', card: (s) => s.x.called };

/**
 * Skatkopf: four players with the 42-card pack (two identical jokers). An auction over
 * four games (Partner, Solo, Baby Grand, Grand Hand, each bid may carry doublings);
 * trump made by hand or tournee; in Partner the declarer calls a card whose holder is
 * the secret partner. The text's four variations are options.
 *
 * @example
 * const rules = skatkopf.rules();
 * const state = rules.deal({ dealer: 0, seed: 1 });
 * rules.legalActions(state); // forehand: pass, or bid Partner ("I'll play")
 */
export const skatkopf = defineVariant<
  SkatkopfOptions,
  SkatkopfState,
  SkatkopfOutcome,
  SkatkopfAction,
  SkatkopfSheet,
  SkatkopfSessionResult,
  SkatkopfView
>({
  id: 'skatkopf',
  name: 'Skatkopf',
  summary:
    'Four players, 42 cards with two jokers: the auction winner plays Partner with a secret called partner, or alone in Solo, Baby Grand or Grand Hand.',
  players: { seats: 4, active: 4 },
  deck: JOKER_DECK,
  deal: [{ each: 3 }, { skat: 2 }, { each: 4 }, { each: 3 }],
  options: SKATKOPF_OPTIONS,
  trumpModes,
  actions: SKATKOPF_ACTIONS,
  phases: (ctx) => {
    // Trump is made by naming a suit (grand: jokers and jacks only); the graph sets it.
    const made = {
      trump: function trumpSuit(s: GameState<SkatkopfState>) {
        return modeName(s.x.trumpSuit);
      },
    };
    return phaseGraph({
      auction: {
        phase: skatkopfAuction(),
        exits: { won: 'declaration', allPassed: 'declaration' },
      },
      declaration: {
        phase: declarationPhase(),
        exits: {
          grandHand: { to: 'play', trump: 'G' },
          babyGrand: { to: 'trump', trump: 'G' },
          forced: 'trump',
          make: 'trump',
        },
      },
      trump: {
        phase: makeTrumpPhase(),
        exits: { partner: { to: 'call', ...made }, alone: { to: 'play', ...made } },
      },
      call: { phase: callPhase(), exits: { called: 'play' } },
      play: {
        phase: trickPhase<SkatkopfState, SkatkopfOptions, SkatkopfAction>({
          calledCard: ctx.options.calledCardRule
            ? defineCalledCard({ card: (s) => s.x.called })
            : undefined,
          // 42 cards with two jokers: core's fused playout for two-word decks with copies.
          widePlayout,
        }),
        exits: { lastTrick: 'done' },
      },
    });
  },
  init: ({ ctx, s }) => ({
    auction: newAuction(activeOf(s), 'first'),
    declarer: -1,
    forced: false,
    bid: -1,
    game: null,
    doublings: 0,
    making: null,
    step: null,
    kitty: kittyOrder(ctx, s),
    turned: 0,
    trumpSuit: null,
    discarded: false,
    called: -1,
  }),
  // The declarer against the rest; in Partner, with the called card's holder (unseen in
  // the kitty: alone). Before a game is declared the call may still come.
  sides: {
    kind: 'declarer',
    declarer: (s) => s.x.declarer,
    partner: (s) => (s.x.game === null || s.x.game === 'partner' ? CALLED_PARTNER : null),
  },
  score: scoreSkatkopf,
  // Exact in records (NOTES Skatkopf 7): a third of a stake is written '1/3'.
  outcomeJson: (o) => ({ ...o, scores: o.scores.map(stakeJson) }),
  viewExtra: skatkopfView,
  // skatkopfView makes its arrays and the bid afresh; the rest are scalars.
  viewExtraFresh: true,
  revealSkat: ({ s, viewer }) => revealKitty(s, viewer),
  publicCards,
  session: skatkopfSession,
  describe: {
    scoring: [
      "The declaring side (the declarer, and in Partner the called card's holder) counts its tricks and the kitty or discards: 61 or more wins.",
      'The value is the base value (Partner 1, Solo 2, Baby Grand 3, Grand Hand 4), +1 for schneider (the declaring side has 91 or more, or fewer than 31), +1 more for schwarz (one side took every trick).',
      "Each doubling of the winning bid doubles the total value (option `doubling: 'base'`: only the base value). A game lost after turning the second kitty card counts double (option `tourneeDoubling`).",
      "Payments: each defender pays or gets the value and the declaring side balances it, shared equally; a lone declarer wins or pays three times the value (option `payments: 'pot'`: the losers pay the value each into a pot the winners share).",
    ],
    endConditions: skatkopfSession.describe,
    notes: [
      "Cards: A 10 K Q J 9 8 7 6 5 in four suits and two identical jokers, 42 cards; dealt 3, kitty 2, 4, 3. Trumps: the jokers, ♣J ♠J ♥J ♦J, then the trump suit A 10 K Q 9 8 7 6 5 (Baby Grand and Grand Hand: jokers and jacks only). Of two jokers in one trick the second played wins (option `jokers: 'first'`).",
      'The auction: forehand opens ("I\'ll play": Partner) or passes, then each seat in turn; after an opening each seat in turn names a game of strictly higher value (a game may carry doublings, each doubling its value) against the survivor, who accepts or passes. The winner may switch to a game of higher value. If everyone passes, forehand must play; a forced Partner takes up the kitty, discards two and names any suit.',
      'Making trump (Partner, Solo): hand (name any suit; the kitty goes unseen to the declarer) or tournee: turn the first kitty card and accept its suit, or turn the second, whose suit is trump; a jack counts as its printed suit, a joker lets the declarer name any suit; then take both up and discard two. Baby Grand takes up the kitty and discards two; Grand Hand leaves it.',
      'Calling (Partner): a plain ace the declarer lacks in a suit it holds; else the lowest card it lacks of a plain suit whose ace it has; else any plain ace it lacks. Its holder is the partner and is known only to itself until the card is played; if it lies in the unseen kitty, the declarer plays alone.',
      'The called card must be played to the first trick of its suit (and led, if its holder leads that suit), and may not be thrown onto another trick before (option `calledCardRule`).',
      "The kitty's order, for the tournee, is the order it was dealt in (a record's `skat` lists the top card first).",
    ],
  },
});
