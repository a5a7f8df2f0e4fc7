import {
  type ActionOf,
  defineAction,
  defineVariant,
  err,
  field,
  type GameState,
  jacksAndSuit,
  type KernelContext,
  ok,
  type Phase,
  phaseGraph,
  type SessionSpec,
  SKAT_DECK,
  trickPhase,
  type ValuesOf,
} from '@stich/core';
import {
  type AuctionState,
  auctionPhase,
  type CallStep,
  callableCards,
  HOLD_ACTION,
  newAuction,
  PASS_ACTION,
  PLAY_ACTION,
  restrictCalledCard,
  seatHolding,
} from '@stich/core/kernel';
import { activeOf, cardPoints } from '@stich/core/scoring';

const OPTIONS = {
  restrict: field.boolean({ default: true }),
  openWith: field.enum(['any', 'lowest'], { default: 'lowest' }),
};
type Options = ValuesOf<typeof OPTIONS>;

/** Bids name a game, `small` (2) or `big` (3), with up to two doublings. */
export const LADDER = [
  { game: 'small', doublings: 0, value: 2 },
  { game: 'big', doublings: 0, value: 3 },
  { game: 'small', doublings: 1, value: 4 },
  { game: 'big', doublings: 1, value: 6 },
  { game: 'small', doublings: 2, value: 8 },
  { game: 'big', doublings: 2, value: 12 },
] as const;

const BID = defineAction('bid', {
  game: field.enum(['small', 'big']),
  doublings: field.int({ min: 0, default: 0 }),
});
const CALL = defineAction('call', { card: field.string() }, { codes: 64 });
const ACTIONS = [BID, HOLD_ACTION, PASS_ACTION, CALL, PLAY_ACTION] as const;
type Action = ActionOf<(typeof ACTIONS)[number]>;

export interface CalledState {
  auction: AuctionState;
  declarer: number;
  bid: number;
  called: number;
  partner: number;
}

export interface CalledOutcome {
  readonly declarer: number;
  readonly partner: number;
  readonly bid: number;
  readonly points: number[];
  readonly skat: number;
}

export const STEPS: readonly CallStep[] = [
  { kind: 'lacked', rank: 'A', holdingSuit: true },
  { kind: 'lowestLacked', whereHeld: 'A' },
  { kind: 'lacked', rank: 'A', holdingSuit: false },
];

type S = GameState<CalledState>;
const calls = (ctx: KernelContext<Options>, s: S) => callableCards(ctx, s, s.x.declarer, STEPS);

const callPhase: Phase<CalledState, Options, Action, 'called'> = {
  summary: 'the declarer calls a card; its holder is the partner',
  actionTypes: ['call'],
  exits: ['called'],
  toAct: ({ s }) => s.x.declarer,
  mayAct: (_ctx, s, seat) => seat === s.x.declarer,
  legal(ctx, s, _seat, out) {
    let n = 0;
    for (const id of calls(ctx, s)) out[n++] = ctx.codes.call + id;
    return n;
  },
  encode(ctx, s, action) {
    if (action.type !== 'call') return err('UNKNOWN_ACTION', 'call a card');
    const ids = ctx.deck.idsOf(action.card) ?? [];
    const id = ids.find((i) => calls(ctx, s).includes(i));
    return id === undefined
      ? err('INVALID_CONTRACT', 'that card may not be called')
      : ok(ctx.codes.call + id);
  },
  decode: (ctx, _s, seat, code): Action => ({
    type: 'call',
    seat,
    card: ctx.deck.codes[code - ctx.codes.call],
  }),
  apply(ctx, s, _seat, code) {
    s.x.called = code - ctx.codes.call;
    s.x.partner = seatHolding(s, s.x.called);
    return 'called';
  },
};

const session: SessionSpec<
  Options,
  CalledOutcome,
  { deals: number },
  { deals: number; ended: boolean }
> = {
  init: () => ({ deals: 0 }),
  afterDeal: ({ data }) => ({ deals: data.deals + 1 }),
  isOver: ({ data }) => data.deals >= 2,
  result: ({ data }) => ({ deals: data.deals, ended: data.deals >= 2 }),
  describe: ['Two deals.'],
};

/**
 * A test-only variant for core's auction with payload bids and a first-seat opening, and
 * the called-card pieces: 3 players, the 32-card pack; forehand opens (the lowest bid, or
 * any with `openWith: 'any'`) or passes; bids name a game with doublings; the winner (or
 * forehand, if all pass) calls a card by Skatkopf's rule; hearts are trumps; the called
 * card is restricted (option `restrict`).
 */
export const calledAuction = defineVariant<
  Options,
  CalledState,
  CalledOutcome,
  Action,
  { deals: number },
  { deals: number; ended: boolean },
  { called: string | null }
>({
  id: 'test-called-auction',
  name: 'Called auction (test)',
  summary: 'An auction with payload bids and a called partner, from core pieces.',
  players: { seats: 3, active: 3 },
  deck: SKAT_DECK,
  deal: [{ each: 3 }, { skat: 2 }, { each: 4 }, { each: 3 }],
  options: OPTIONS,
  trumpModes: () => ({ hearts: jacksAndSuit('H') }),
  actions: ACTIONS,
  phases: (ctx) =>
    phaseGraph({
      auction: {
        phase: auctionPhase<CalledState, Options, Action>({
          summary: 'forehand opens or passes; bids name a game',
          values: () => LADDER.map((b) => b.value),
          payload: {
            fields: (_ctx, i) => ({ game: LADDER[i].game, doublings: LADDER[i].doublings }),
            parse: (_ctx, a) => {
              if (a.type !== 'bid') return 'not a bid';
              const { game, doublings } = a;
              if (doublings > 2) return 'at most two doublings';
              return LADDER.findIndex((b) => b.game === game && b.doublings === doublings);
            },
          },
          opening: 'first',
          openWith: ctx.options.openWith,
          onEnd: ({ s, winner, bid }) => {
            s.x.declarer = winner < 0 ? s.lead0 : winner;
            s.x.bid = bid;
          },
        }),
        exits: { won: 'call', allPassed: 'call' },
      },
      call: { phase: callPhase, exits: { called: 'play' } },
      play: {
        phase: trickPhase<CalledState, Options, Action>({
          restrictPlay: ctx.options.restrict ? restrictCalledCard((s) => s.x.called) : undefined,
        }),
        exits: { lastTrick: 'done' },
      },
    }),
  init: ({ s }) => ({
    auction: newAuction(activeOf(s), 'first'),
    declarer: -1,
    bid: -1,
    called: -1,
    partner: -1,
  }),
  score: ({ ctx, s }) => ({
    declarer: s.x.declarer,
    partner: s.x.partner,
    bid: s.x.bid,
    points: cardPoints(ctx, s),
    skat: ctx.deck.pointsOf(s.skat[0], s.skat[1]),
  }),
  viewExtra: ({ ctx, s }) => ({ called: s.x.called >= 0 ? ctx.deck.codes[s.x.called] : null }),
  publicCards: ({ ctx, s, viewer }) => {
    const out = s.x.called >= 0 ? [ctx.deck.codes[s.x.called]] : [];
    if (s.phase === 'call' && viewer === s.x.declarer)
      for (const id of calls(ctx, s)) out.push(ctx.deck.codes[id]);
    return out;
  },
  session,
  describe: { scoring: ['Card points.'], endConditions: session.describe },
});
