import {
  defineAction,
  defineVariant,
  field,
  jacksAndSuit,
  type PlayAction,
  phaseGraph,
  SKAT_DECK,
  trickPhase,
  type ValuesOf,
} from '@stich/core';
import {
  type CallRoundState,
  CLAIM_GAME_ACTION,
  type ClaimGameAction,
  callRoundPhase,
  type HandNeeds,
  HOLD_ACTION,
  type HoldAction,
  NAME_CLASS_ACTION,
  type NameClassAction,
  newCallRound,
  PASS_ACTION,
  type PassAction,
  PLAY_ACTION,
} from '@stich/core/kernel';
import { cardPoints } from '@stich/core/scoring';
import { type DealCount, fixedDeals } from './fixedDeals';

/**
 * The games of the test, with Schafkopf's class ranks (schafkopf.en.md 3.1): Sauspiel 1
 * (on three aces), Wenz 4 (5 with `wenzRank: 'equal'`), Farbsolo 5, Wenz-Tout 14 (15),
 * Solo-Tout 15, Sie 20.
 */
export const CALL_GAMES = [
  'sauC',
  'sauS',
  'sauD',
  'wenz',
  'soloC',
  'soloS',
  'soloH',
  'soloD',
  'wenzTout',
  'soloToutC',
  'sie',
] as const;
type Game = (typeof CALL_GAMES)[number];

const OPTIONS = {
  wenzRank: field.enum(['below', 'equal'], { default: 'below' }),
  /** How a hand is tested for a game: by the `allowed` hook, or as declared `needs`. */
  handTest: field.enum(['hook', 'needs'], { default: 'hook' }),
  deals: field.int({ gt: 0, default: 4 }),
};
type Options = ValuesOf<typeof OPTIONS>;

const DECLARE = defineAction(
  'declare',
  { game: field.enum(CALL_GAMES) },
  { codes: CALL_GAMES.length },
);
type DeclareAction = { type: 'declare'; seat: number; game: Game };
export type CallFourAction =
  | PlayAction
  | PassAction
  | HoldAction
  | ClaimGameAction
  | NameClassAction
  | DeclareAction;

type CallFourOutcome = { game: Game | null; declarer: number; points: number[] };

interface CallFourState {
  callRound: CallRoundState;
  declarer: number;
  game: Game | null;
}

/** The class rank of each game under the options. */
const rankOf = (game: Game, options: Options): number => {
  if (game.startsWith('sau')) return 1;
  if (game === 'wenz') return options.wenzRank === 'equal' ? 5 : 4;
  if (game === 'wenzTout') return options.wenzRank === 'equal' ? 15 : 14;
  if (game.startsWith('soloTout')) return 15;
  if (game === 'sie') return 20;
  return 5;
};

/** The card set (low word; the Skat deck's ids are below 32) of the given codes. */
const setOf = (codes: readonly string[]): [number, number] => [
  codes.reduce((set, code) => set | (1 << SKAT_DECK.idsOf(code)![0]), 0),
  0,
];

/** What a hand needs for each game, as data: the same conditions as `allowed` below. */
const needsOf = (game: Game): HandNeeds | undefined => {
  if (game === 'sie')
    return { all: setOf(['C', 'S', 'H', 'D'].flatMap((s) => [`${s}Q`, `${s}J`])) };
  if (!game.startsWith('sau')) return undefined;
  const suit = game[3];
  return {
    none: setOf([`${suit}A`]),
    some: setOf(['T', 'K', '9', '8', '7'].map((rank) => `${suit}${rank}`)),
  };
};

const has = (s: { hands: number[] }, seat: number, code: string) => {
  const id = SKAT_DECK.idsOf(code)![0];
  return (s.hands[2 * seat + (id >>> 5)] & (1 << (id & 31))) !== 0;
};

const session = fixedDeals<Options, CallFourOutcome>((o) => o.deals);

/**
 * A test-only variant for core's call round: 4 players, 8 cards each, Schafkopf's game
 * classes (3.1) and announcement (3.2-3.4); a Sauspiel needs the called suit's plain
 * card and not its ace, Sie needs every queen and jack. Play is always hearts trumps:
 * the round is what is tested.
 */
export const callFour = defineVariant<
  Options,
  CallFourState,
  CallFourOutcome,
  CallFourAction,
  DealCount,
  DealCount
>({
  id: 'test-call-four',
  name: 'Call Four (test)',
  summary: "Schafkopf's announcement, then plain trick play.",
  players: { seats: 4, active: 4 },
  deck: SKAT_DECK,
  deal: [{ each: 4 }, { each: 4 }],
  options: OPTIONS,
  trumpModes: () => ({ hearts: jacksAndSuit('H') }),
  actions: [CLAIM_GAME_ACTION, NAME_CLASS_ACTION, HOLD_ACTION, PASS_ACTION, DECLARE, PLAY_ACTION],
  phases: (ctx) => {
    const byNeeds = ctx.options.handTest === 'needs';
    const games = CALL_GAMES.map((g) =>
      byNeeds
        ? { rank: rankOf(g, ctx.options), needs: needsOf(g) }
        : { rank: rankOf(g, ctx.options) },
    );
    return phaseGraph({
      call: {
        phase: callRoundPhase<CallFourState, Options, CallFourAction>({
          declare: 'declare',
          base: 1,
          // Made once per compiled rules: the round reads the needs of a list once.
          games: () => games,
          payload: {
            fields: (_ctx, i) => ({ game: CALL_GAMES[i] }),
            parse: (_ctx, a) =>
              a.type === 'declare' ? CALL_GAMES.indexOf(a.game) : 'this is no declaration',
          },
          allowed: byNeeds
            ? undefined
            : ({ s, seat, game }) => {
                const g = CALL_GAMES[game];
                if (g === 'sie')
                  return ['C', 'S', 'H', 'D'].every(
                    (suit) => has(s, seat, `${suit}Q`) && has(s, seat, `${suit}J`),
                  );
                if (!g.startsWith('sau')) return true;
                const suit = g[3];
                return (
                  !has(s, seat, `${suit}A`) &&
                  ['T', 'K', '9', '8', '7'].some((rank) => has(s, seat, `${suit}${rank}`))
                );
              },
          onDeclare: ({ s, seat, game }) => {
            s.x.declarer = seat;
            s.x.game = CALL_GAMES[game];
          },
        }),
        exits: { declared: 'play', allPassed: 'done' },
      },
      play: {
        phase: trickPhase<CallFourState, Options, CallFourAction>(),
        exits: { lastTrick: 'done' },
      },
    });
  },
  init: () => ({ callRound: newCallRound(), declarer: -1, game: null }),
  score: ({ ctx, s }) => ({ game: s.x.game, declarer: s.x.declarer, points: cardPoints(ctx, s) }),
  session,
  describe: {
    scoring: ['Nothing is paid: the announcement is what is tested.'],
    endConditions: session.describe,
  },
});
