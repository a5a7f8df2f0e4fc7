import {
  type CoreAction,
  defineVariant,
  FIRST_TRICK_LADDER,
  field,
  JOKER_DECK,
  type PhaseHookContext,
  type SessionSpec,
  trickPhase,
  type ValuesOf,
} from '@stich/core';
import { CORE_ACTIONS, SUITS, widePlayout } from '@stich/core/kernel';
import { activeOf, cardPoints, mostOf } from '@stich/core/scoring';

const OPTIONS = {
  identical: field.enum(['later', 'earlier'], { default: 'later' }),
  trumpSuit: field.enum(SUITS, { default: 'D' }),
  target: field.int({ gt: 0, default: 150 }),
};
type Options = ValuesOf<typeof OPTIONS>;

/** A deal's outcome: card points (the skat counted for the first trick's winner), tricks, losers. */
export interface JokerFourOutcome {
  readonly points: number[];
  readonly tricks: number[];
  readonly doublings: number;
  readonly losers: number[];
}

interface Sheet {
  readonly totals: number[];
}
interface SheetResult extends Sheet {
  readonly ended: boolean;
  readonly loser: number | null;
}

function score({ ctx, s }: PhaseHookContext<unknown, Options>): JokerFourOutcome {
  const points = cardPoints(ctx, s);
  points[s.winners[0]] += ctx.deck.pointsOf(s.skat[0], s.skat[1]);
  return {
    points,
    tricks: s.tricks.slice(),
    doublings: s.doublers.length,
    losers: mostOf(points, activeOf(s)),
  };
}

const overTarget = (options: Options, data: Sheet) =>
  data.totals.findIndex((t) => t >= options.target);

const session: SessionSpec<Options, JokerFourOutcome, Sheet, SheetResult> = {
  init: ({ seats }) => ({ totals: new Array<number>(seats).fill(0) }),
  afterDeal: ({ data, outcome }) => ({
    totals: data.totals.map(
      (t, seat) =>
        t + (outcome.losers.includes(seat) ? outcome.points[seat] << outcome.doublings : 0),
    ),
  }),
  isOver: ({ options, data }) => overTarget(options, data) >= 0,
  result: ({ options, data }) => {
    const loser = overTarget(options, data);
    return { totals: data.totals.slice(), ended: loser >= 0, loser: loser >= 0 ? loser : null };
  },
  describe: ['The session ends when a player reaches the target (option `target`).'],
};

/**
 * A test-only variant built from core pieces alone: 4 players and the 42-card pack with
 * two identical jokers; trumps are jokers > jacks > one suit. Of two jokers in a trick the
 * later wins (option `identical`). The skat counts for the first trick's winner and is
 * shown to everyone once the first trick is over. Doubling as in Kalter Schlag.
 */
export const jokerFour = defineVariant<
  Options,
  undefined,
  JokerFourOutcome,
  CoreAction,
  Sheet,
  SheetResult
>({
  id: 'test-joker-four',
  name: 'Joker Four (test)',
  summary: 'Four players, 42 cards with two jokers, jokers > jacks > a trump suit.',
  players: { seats: 4, active: 4 },
  deck: JOKER_DECK,
  deal: [{ each: 3 }, { skat: 2 }, { each: 4 }, { each: 3 }],
  options: OPTIONS,
  trumpModes: (o) => ({
    trumps: {
      permanent: ['JK', 'CJ', 'SJ', 'HJ', 'DJ'],
      suit: o.trumpSuit,
      plainOrder: ['A', 'T', 'K', 'Q', '9', '8', '7', '6', '5'],
      identical: o.identical,
    },
  }),
  doubling: FIRST_TRICK_LADDER,
  actions: CORE_ACTIONS,
  phases: () => ({
    play: {
      phase: trickPhase({ doubling: FIRST_TRICK_LADDER, widePlayout }),
      exits: { lastTrick: 'done' },
    },
  }),
  init: () => undefined,
  score,
  revealSkat: ({ s }) => s.winners.length > 0,
  session,
  describe: {
    scoring: ['Most card points (skat to the first trick) loses them, doubled per doubling.'],
    endConditions: session.describe,
  },
});
