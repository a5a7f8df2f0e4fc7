import {
  defineVariant,
  field,
  jacksOnly,
  type PhaseHookContext,
  type PlayAction,
  type SessionSpec,
  SKAT_DECK,
  trickPhase,
  type ValuesOf,
} from '@stich/core';
import { PLAY_ACTION } from '@stich/core/kernel';
import { activeOf, cardPoints, mostOf } from '@stich/core/scoring';

/** Options of the test variant: how many deals a session has. */
const OPTIONS = { deals: field.int({ gt: 0, default: 3 }) };
type Options = ValuesOf<typeof OPTIONS>;

/** A deal's outcome: card points (the skat counted for the last trick's winner), tricks, losers. */
export interface ThreeJacksOutcome {
  readonly points: number[];
  readonly tricks: number[];
  readonly skatTo: number;
  readonly losers: number[];
}

export interface Sheet {
  readonly totals: number[];
  readonly dealsPlayed: number;
}

/** The skat goes to whoever wins the last trick; most card points loses them as penalty. */
function score({ ctx, s }: PhaseHookContext<unknown, Options>): ThreeJacksOutcome {
  const points = cardPoints(ctx, s);
  const skatTo = s.winners[s.winners.length - 1];
  points[skatTo] += ctx.deck.pointsOf(s.skat[0], s.skat[1]);
  return { points, tricks: s.tricks.slice(), skatTo, losers: mostOf(points, activeOf(s)) };
}

const session: SessionSpec<Options, ThreeJacksOutcome, Sheet, Sheet & { ended: boolean }> = {
  init: ({ seats }) => ({ totals: new Array<number>(seats).fill(0), dealsPlayed: 0 }),
  afterDeal: ({ data, outcome }) => ({
    totals: data.totals.map(
      (t, seat) => t + (outcome.losers.includes(seat) ? outcome.points[seat] : 0),
    ),
    dealsPlayed: data.dealsPlayed + 1,
  }),
  isOver: ({ options, data }) => data.dealsPlayed >= options.deals,
  result: ({ options, data }) => ({
    ...data,
    totals: data.totals.slice(),
    ended: data.dealsPlayed >= options.deals,
  }),
  describe: ['A session is a fixed number of deals (option `deals`).'],
};

/**
 * A test-only variant built from core pieces alone: 3 players, the 32-card pack, only
 * the jacks are trumps, 10 cards each and a 2-card skat (dealt 3, skat 2, 4, 3). The
 * skat counts for the last trick's winner; the last trick is played open.
 */
export const threeJacks = defineVariant<
  Options,
  undefined,
  ThreeJacksOutcome,
  PlayAction,
  Sheet,
  Sheet & { ended: boolean }
>({
  id: 'test-three-jacks',
  name: 'Three Jacks (test)',
  summary: 'Three players, jacks trumps, 10 cards each and a 2-card skat for the last trick.',
  players: { seats: 3, active: 3 },
  deck: SKAT_DECK,
  deal: [{ each: 3 }, { skat: 2 }, { each: 4 }, { each: 3 }],
  options: OPTIONS,
  trumpModes: () => ({ jacks: jacksOnly() }),
  doubling: null,
  actions: [PLAY_ACTION],
  phases: () => ({ play: { phase: trickPhase(), exits: { lastTrick: 'done' } } }),
  init: () => undefined,
  score,
  revealHand: ({ ctx, s }) => s.winners.length === ctx.tricksPerDeal - 1,
  session,
  describe: {
    scoring: ['Most card points (skat to the last trick) loses them.'],
    endConditions: session.describe,
  },
});
