import {
  type CoreAction,
  defineVariant,
  field,
  type PhaseHookContext,
  type SessionSpec,
  trickPhase,
  type ValuesOf,
} from '@stich/core';
import { CORE_ACTIONS, widePlayout } from '@stich/core/kernel';
import { activeOf, cardPoints, mostOf } from '@stich/core/scoring';
import { DOUBLE_40, DOUBLE_48 } from './doubleDecks';

const OPTIONS = {
  nines: field.boolean({ default: true }),
  dullen: field.enum(['firstWins', 'secondWins'], { default: 'firstWins' }),
  deals: field.int({ gt: 0, default: 4 }),
};
type Options = ValuesOf<typeof OPTIONS>;

/** A deal's outcome: card points and tricks per seat; the seats with most points lose. */
export interface DoubleFourOutcome {
  readonly points: number[];
  readonly tricks: number[];
  readonly losers: number[];
}

interface Sheet {
  readonly played: number;
  readonly losses: number[];
}

function score({ ctx, s }: PhaseHookContext<unknown, Options>): DoubleFourOutcome {
  const points = cardPoints(ctx, s);
  return { points, tricks: s.tricks.slice(), losers: mostOf(points, activeOf(s)) };
}

const session: SessionSpec<Options, DoubleFourOutcome, Sheet, Sheet> = {
  init: ({ seats }) => ({ played: 0, losses: new Array<number>(seats).fill(0) }),
  afterDeal: ({ data, outcome }) => ({
    played: data.played + 1,
    losses: data.losses.map((n, seat) => n + (outcome.losers.includes(seat) ? 1 : 0)),
  }),
  isOver: ({ options, data }) => data.played >= options.deals,
  result: ({ data }) => ({ played: data.played, losses: data.losses.slice() }),
  describe: ['The session lasts a number of deals (option `deals`).'],
};

/**
 * A test-only variant built from core pieces alone, to prove that the kernel, the
 * statechart, views and records take a deck whose every card comes twice: 4 players,
 * Doppelkopf's doubled pack (48 cards, or 40 without the nines: option `nines`, which
 * changes the deck and the deal), 12 or 10 tricks, and Doppelkopf's trump order in the
 * normal game (♥10, queens, jacks, then diamonds). Of two identical cards the first
 * played wins; option `dullen: 'secondWins'` lets the second ♥10 beat the first.
 */
export const doubleFour = defineVariant<
  Options,
  undefined,
  DoubleFourOutcome,
  CoreAction,
  Sheet,
  Sheet
>({
  id: 'test-double-four',
  name: 'Double Four (test)',
  summary: 'Four players, the doubled 48-card pack, Doppelkopf trumps; most points lose.',
  players: { seats: 4, active: 4 },
  deck: (o) => (o.nines ? DOUBLE_48 : DOUBLE_40),
  deal: (o) =>
    o.nines
      ? [{ each: 3 }, { each: 3 }, { each: 3 }, { each: 3 }]
      : [{ each: 3 }, { each: 4 }, { each: 3 }],
  options: OPTIONS,
  trumpModes: (o) => ({
    normal: {
      permanent: ['HT', 'CQ', 'SQ', 'HQ', 'DQ', 'CJ', 'SJ', 'HJ', 'DJ'],
      suit: 'D',
      plainOrder: o.nines ? ['A', 'T', 'K', '9'] : ['A', 'T', 'K'],
      identical: 'earlier',
      laterWins: o.dullen === 'secondWins' ? ['HT'] : [],
    },
  }),
  doubling: null,
  actions: CORE_ACTIONS,
  phases: () => ({ play: { phase: trickPhase({ widePlayout }), exits: { lastTrick: 'done' } } }),
  init: () => undefined,
  score,
  session,
  describe: {
    scoring: ['Whoever takes most card points loses.'],
    endConditions: session.describe,
  },
});
