import {
  defineCalledCard,
  defineVariant,
  field,
  JOKER_DECK,
  jokersAndJacks,
  type PlayAction,
  type TrumpSpec,
  trickPhase,
  type ValuesOf,
} from '@stich/core';
import type { DoubleAction, DoublingRoundState } from '@stich/core/kernel';
import { DOUBLE_ACTION, PLAY_ACTION, widePlayout } from '@stich/core/kernel';
import { cardPoints } from '@stich/core/scoring';
import { type DealCount, fixedDeals } from './fixedDeals';

const OPTIONS = {
  /** The called card: none, the ♣A (id 0, low word) or the ♦K (id 32, high word). */
  called: field.enum(['none', 'CA', 'DK'], { default: 'DK' }),
  /** Running away with three cards of the called suit: never, counted at the lead, or as dealt. */
  runAway: field.enum(['never', 'lead', 'dealt'], { default: 'never' }),
  throwOff: field.boolean({ default: false }),
  callerKeeps: field.boolean({ default: false }),
  /** Kontra and re in the first trick, by side, answered at once. */
  ladder: field.boolean({ default: true }),
  /** Which of two jokers wins: the later, the earlier, or mixed (earlier, but `laterWins: ['JK']`). */
  ties: field.enum(['later', 'earlier', 'mixed'], { default: 'later' }),
  /** Play ends once forehand has taken three tricks. */
  endEarly: field.boolean({ default: false }),
  deals: field.int({ gt: 0, default: 4 }),
};
type Options = ValuesOf<typeof OPTIONS>;
type Action = PlayAction | DoubleAction;
interface WideFourState {
  doublingRound: DoublingRoundState;
  called: number;
}

/** Card points per seat, tricks, and the doublings said. */
export interface WideFourOutcome {
  readonly points: number[];
  readonly tricks: number[];
  readonly doublings: number;
}

const session = fixedDeals<Options, WideFourOutcome>((o) => o.deals);

function trumps(o: Options): TrumpSpec {
  if (o.ties === 'mixed') return { ...jokersAndJacks('H', 'earlier'), laterWins: ['JK'] };
  return jokersAndJacks('H', o.ties);
}

/**
 * A test-only variant for the wide fused playout (`widePlayout`): 4 players with the
 * 42-card pack (two identical jokers; ids up to 41, two words), hearts trumps; forehand
 * declares, the holder of the called card is its partner. Every rule of the trick phase
 * that the fused playout keeps is an option: the called card's duties, a first-trick ladder
 * by side, the jokers' tie rule, and play that ends early.
 */
export const wideFour = defineVariant<
  Options,
  WideFourState,
  WideFourOutcome,
  Action,
  DealCount,
  DealCount
>({
  id: 'test-wide-four',
  name: 'Wide Four (test)',
  summary: 'Forehand and the holder of a called card against two, 42 cards with two jokers.',
  players: { seats: 4, active: 4 },
  deck: JOKER_DECK,
  deal: [{ each: 3 }, { skat: 2 }, { each: 4 }, { each: 3 }],
  options: OPTIONS,
  trumpModes: (o) => ({ hearts: trumps(o) }),
  doubling: {
    steps: ['kontra', 're', 'bock', 'hirsch'],
    window: { kind: 'firstTrickOwnTurn' },
    oncePerSeat: false,
  },
  sides: {
    kind: 'declarer',
    declarer: (s) => s.lead0,
    partner: { by: 'calledCard', card: (s) => s.x.called },
    revealed: (s) => s.doublers,
  },
  actions: [PLAY_ACTION, DOUBLE_ACTION],
  phases: (ctx) => {
    const o = ctx.options;
    return {
      play: {
        phase: trickPhase<WideFourState, Options, Action, 'decided'>({
          calledCard:
            o.called === 'none'
              ? undefined
              : defineCalledCard({
                  card: (s) => s.x.called,
                  runAwayWith: o.runAway === 'never' ? undefined : 3,
                  countAt: o.runAway === 'dealt' ? 'dealt' : 'lead',
                  throwOff: o.throwOff,
                  caller: o.callerKeeps ? (s) => s.lead0 : undefined,
                }),
          doubling: o.ladder
            ? {
                steps: ['kontra', 're', 'bock', 'hirsch'],
                window: { kind: 'firstTrickOwnTurn' },
                oncePerSeat: false,
              }
            : null,
          bySide: { state: (s) => s.x.doublingRound },
          endAfterTrick: ({ ctx: c, s }) =>
            c.options.endEarly && s.tricks[s.lead0] >= 3 ? 'decided' : null,
          mayEndEarly: ({ ctx: c }) => c.options.endEarly,
          exits: ['decided'],
          widePlayout,
        }),
        exits: { lastTrick: 'done', decided: 'done' },
      },
    };
  },
  init: ({ ctx }) => ({
    doublingRound: { passes: 0 },
    called: ctx.options.called === 'none' ? -1 : ctx.deck.idsOf(ctx.options.called)![0],
  }),
  score: ({ ctx, s }) => ({
    points: cardPoints(ctx, s),
    tricks: s.tricks.slice(),
    doublings: s.doublers.length,
  }),
  session,
  describe: {
    scoring: ['Card points per seat; each doubling is counted.'],
    endConditions: session.describe,
  },
});
