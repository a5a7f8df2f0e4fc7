import {
  type CoreAction,
  defineVariant,
  doublingFactor,
  FIRST_TRICK_LADDER,
  JOKER_DECK,
  trickPhase,
} from '@stich/core';
import {
  CORE_ACTIONS,
  KNOCK_ACTION,
  type KnockAction,
  type KnockRoundState,
  knockRoundPhase,
  knocksOf,
  PASS_ACTION,
  type PassAction,
} from '@stich/core/kernel';
import { cardPoints } from '@stich/core/scoring';
import { type DealCount, fixedDeals } from './fixedDeals';

type Action = CoreAction | KnockAction | PassAction;
interface KnockFourState {
  knockRound?: KnockRoundState;
}

/** Card points (the skat to the first trick's winner), who knocked, and the value: 2 to the knocks and doublings. */
export interface KnockFourOutcome {
  readonly points: number[];
  readonly knocks: number[];
  readonly value: number;
}

const session = fixedDeals<Record<string, never>, KnockFourOutcome>(() => 4);

/**
 * A test-only variant for a deal in stages: Joker Four's deck and deal (3, skat 2, 4, 3,
 * two identical jokers), with a pause before the last packet for core's knock round;
 * then trick play with Kalter Schlag's doubling in the first trick.
 */
export const knockFour = defineVariant<
  Record<string, never>,
  KnockFourState,
  KnockFourOutcome,
  Action,
  DealCount,
  DealCount
>({
  id: 'test-knock-four',
  name: 'Knock Four (test)',
  summary: 'Four players, 42 cards; a knock round before the last packet.',
  players: { seats: 4, active: 4 },
  deck: JOKER_DECK,
  deal: [{ each: 3 }, { skat: 2 }, { each: 4 }, { pause: 'knock' }, { each: 3 }],
  options: {},
  trumpModes: () => ({
    trumps: {
      permanent: ['JK', 'CJ', 'SJ', 'HJ', 'DJ'],
      suit: 'D',
      plainOrder: ['A', 'T', 'K', 'Q', '9', '8', '7', '6', '5'],
    },
  }),
  doubling: FIRST_TRICK_LADDER,
  actions: [...CORE_ACTIONS, KNOCK_ACTION, PASS_ACTION],
  phases: () => ({
    knock: {
      phase: knockRoundPhase<KnockFourState, Record<string, never>, Action>(),
      exits: { over: 'play' },
    },
    play: { phase: trickPhase({ doubling: FIRST_TRICK_LADDER }), exits: { lastTrick: 'done' } },
  }),
  init: () => ({}),
  score: ({ ctx, s }) => {
    const knocks = knocksOf(s).slice();
    const value = doublingFactor(knocks.length + s.doublers.length);
    const points = cardPoints(ctx, s);
    points[s.winners[0]] += ctx.deck.pointsOf(s.skat[0], s.skat[1]);
    return { points, knocks, value };
  },
  session,
  describe: {
    scoring: ['Card points; each knock and each doubling doubles the value.'],
    endConditions: session.describe,
  },
});
