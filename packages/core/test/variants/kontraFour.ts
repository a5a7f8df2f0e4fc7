import {
  defineVariant,
  doublingFactor,
  field,
  jacksAndSuit,
  type PlayAction,
  phaseGraph,
  SKAT_DECK,
  trickPhase,
  type ValuesOf,
} from '@stich/core';
import type { DoubleAction } from '@stich/core/kernel';
import {
  DOUBLE_ACTION,
  type DoublingRoundState,
  doublingRoundPhase,
  PASS_ACTION,
  type PassAction,
  PLAY_ACTION,
  seatsOf,
} from '@stich/core/kernel';
import { cardPoints } from '@stich/core/scoring';
import { type DealCount, fixedDeals } from './fixedDeals';

const OPTIONS = {
  maxDoublings: field.int({ min: 1, max: 4, default: 2, describe: 'kontra, re, and beyond' }),
  deals: field.int({ gt: 0, default: 4 }),
};
type Options = ValuesOf<typeof OPTIONS>;
type Action = PlayAction | DoubleAction | PassAction;
interface KontraFourState {
  doublingRound: DoublingRoundState;
}

/** The declaring side's card points and seats, and the value with its doublings. */
export interface KontraFourOutcome {
  readonly side: number[];
  readonly points: number[];
  readonly sidePoints: number;
  readonly doublings: number;
  readonly value: number;
}

/** The called card: the ace of clubs. Forehand declares and its holder is the partner. */
const CALLED = SKAT_DECK.idsOf('CA')![0];

const session = fixedDeals<Options, KontraFourOutcome>((o) => o.deals);

/**
 * A test-only variant for declared sides with a called partner and core's doubling round
 * by side: 4 players, 8 cards each, hearts trumps; forehand declares, the holder of the
 * ace of clubs is the partner (hidden until the ace falls or the partner says re); before
 * the first card the seats are asked round and round to double by side.
 */
export const kontraFour = defineVariant<
  Options,
  KontraFourState,
  KontraFourOutcome,
  Action,
  DealCount,
  DealCount
>({
  id: 'test-kontra-four',
  name: 'Kontra Four (test)',
  summary: 'Forehand and the holder of the ace of clubs against two; kontra and re by side.',
  players: { seats: 4, active: 4 },
  deck: SKAT_DECK,
  deal: [{ each: 4 }, { each: 4 }],
  options: OPTIONS,
  trumpModes: () => ({ hearts: jacksAndSuit('H') }),
  doubling: {
    steps: ['kontra', 're', 'bock', 'hirsch'],
    window: { kind: 'beforeFirstCard', who: 'each player in turn from forehand, by side' },
    oncePerSeat: false,
  },
  sides: {
    kind: 'declarer',
    declarer: (s) => s.lead0,
    partner: { by: 'calledCard', card: () => CALLED },
    revealed: (s) => s.doublers,
  },
  actions: [PLAY_ACTION, DOUBLE_ACTION, PASS_ACTION],
  phases: () =>
    phaseGraph({
      kontra: {
        phase: doublingRoundPhase<KontraFourState, Options, Action>({
          steps: (ctx) => ctx.options.maxDoublings,
        }),
        exits: { settled: 'play' },
      },
      play: {
        phase: trickPhase<KontraFourState, Options, Action>(),
        exits: { lastTrick: 'done' },
      },
    }),
  init: () => ({ doublingRound: { passes: 0 } }),
  score: ({ ctx, s }) => {
    const side = seatsOf(ctx.sides!.of(s), 0);
    const points = cardPoints(ctx, s);
    const sidePoints = side.reduce((sum, seat) => sum + points[seat], 0);
    const doublings = s.doublers.length;
    return { side, points, sidePoints, doublings, value: doublingFactor(doublings) };
  },
  session,
  describe: {
    scoring: ['The declaring side wins with 61; each doubling doubles the value.'],
    endConditions: session.describe,
  },
});
