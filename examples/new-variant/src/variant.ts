import {
  type CoreAction,
  type DoublingLadder,
  defineVariant,
  doublingFactor,
  field,
  optionsSchema,
  type PhaseHookContext,
  phaseGraph,
  type SessionSpec,
  SKAT_DECK,
  type TrumpSpec,
  trickPhase,
  type ValuesOf,
} from '@stich/core';
import { CORE_ACTIONS } from '@stich/core/kernel';
import { jungfrauen, mostOf } from '@stich/core/scoring';

/**
 * Schafkopf-style Ramsch as a Stich variant, in one file: four players, each for
 * themselves; whoever takes most card points pays everyone else.
 */

/** House rules as core's option fields, each with a default; unknown keys are refused. */
export const SCHAFKOPF_RAMSCH_OPTIONS = {
  tariff: field.int({ gt: 0, default: 10, describe: 'what the loser pays each other player' }),
  durchmarsch: field.boolean({
    default: true,
    describe: 'taking all eight tricks wins five tariffs from each other player',
  }),
  jungfrau: field.boolean({
    default: true,
    describe: 'each player without a trick doubles the payment',
  }),
  stoss: field.boolean({
    default: true,
    describe: 'Stoß and Retour: doublings said on your own turn in the first trick',
  }),
  rounds: field.int({ gt: 0, default: 2, describe: 'rounds of four deals in a session' }),
};
/** The same options as a zod/mini schema, for an application that parses with zod. */
export const SchafkopfRamschOptionsSchema = optionsSchema(SCHAFKOPF_RAMSCH_OPTIONS);
/** The options with defaults filled in. */
export type SchafkopfRamschOptions = ValuesOf<typeof SCHAFKOPF_RAMSCH_OPTIONS>;

/** Schafkopf's trumps as data: the Ober (queens), then the Unter (jacks), then hearts. */
export const SCHAFKOPF_TRUMPS: TrumpSpec = {
  permanent: ['CQ', 'SQ', 'HQ', 'DQ', 'CJ', 'SJ', 'HJ', 'DJ'],
  suit: 'H',
  plainOrder: ['A', 'T', 'K', '9', '8', '7'],
};

/** Stoß and Retour: each seat at most once, on its own turn during the first trick. */
export const STOSS_LADDER: DoublingLadder = {
  steps: ['stoß', 'retour'],
  window: { kind: 'firstTrickOwnTurn' },
  oncePerSeat: true,
};

/** A Durchmarsch is paid like a solo: this many tariffs from each other player. */
export const DURCHMARSCH_TARIFFS = 5;

/** The result of one deal. `scores` add up to zero: money moves between players. */
export interface SchafkopfRamschOutcome {
  readonly points: number[];
  readonly tricks: number[];
  readonly doublings: number;
  readonly jungfrauSeats: number[];
  readonly durchmarschSeat: number | null;
  readonly losers: number[];
  readonly scores: number[];
}

/**
 * The scoring rule as a pure function of the deal's facts, so it can be tested by table.
 * Most card points loses; a tie goes to the one with more tricks; a tie in both, all
 * tied lose. Each loser pays each other player the tariff, doubled per Jungfrau and
 * per Stoß. A Durchmarsch collects five tariffs from each, doubled per Stoß.
 *
 * @example
 * ramschPayments({ points: [40, 30, 30, 20], tricks: [3, 2, 2, 1], doublings: 0 }); // [-30, 10, 10, 10]
 */
export function ramschPayments(
  deal: { readonly points: number[]; readonly tricks: number[]; readonly doublings: number },
  options: SchafkopfRamschOptions = SchafkopfRamschOptionsSchema.parse({}),
): Omit<SchafkopfRamschOutcome, 'points' | 'tricks' | 'doublings'> {
  const seats = deal.points.map((_, seat) => seat);
  const stoss = doublingFactor(deal.doublings);
  const scores = seats.map(() => 0);
  const marcher = deal.tricks.indexOf(deal.tricks.reduce((a, b) => a + b, 0));
  const jungfrauSeats = jungfrauen(deal.tricks, seats);
  if (options.durchmarsch && marcher >= 0) {
    const each = DURCHMARSCH_TARIFFS * options.tariff * stoss;
    for (const seat of seats) scores[seat] = seat === marcher ? each * (seats.length - 1) : -each;
    return { jungfrauSeats, durchmarschSeat: marcher, losers: [], scores };
  }
  const most = mostOf(deal.points, seats);
  const losers = mostOf(deal.tricks, most);
  const jungfrau = options.jungfrau ? doublingFactor(jungfrauSeats.length) : 1;
  const each = options.tariff * jungfrau * stoss;
  for (const loser of losers)
    for (const seat of seats)
      if (!losers.includes(seat)) {
        scores[loser] -= each;
        scores[seat] += each;
      }
  return { jungfrauSeats, durchmarschSeat: null, losers, scores };
}

/** The scoring hook: reads the finished state, then applies {@link ramschPayments}. */
function score({
  ctx,
  s,
}: PhaseHookContext<undefined, SchafkopfRamschOptions>): SchafkopfRamschOutcome {
  const points = s.tricks.map((_, seat) => ctx.deck.pointsOf(s.won[2 * seat], s.won[2 * seat + 1]));
  const facts = { points, tricks: s.tricks.slice(), doublings: s.doublers.length };
  return { ...facts, ...ramschPayments(facts, ctx.options) };
}

/** The running sheet of a session: money per seat. */
export interface RamschSheet {
  readonly totals: number[];
  readonly dealsPlayed: number;
}

/** A session's result: the sheet, whether it ended, and who is ahead. */
export interface RamschSessionResult extends RamschSheet {
  readonly ended: boolean;
  readonly leaders: number[];
}

/** A session: `rounds` rounds of four deals, the deal passing clockwise. */
export const schafkopfSession: SessionSpec<
  SchafkopfRamschOptions,
  SchafkopfRamschOutcome,
  RamschSheet,
  RamschSessionResult
> = {
  init: ({ seats }) => ({ totals: new Array<number>(seats).fill(0), dealsPlayed: 0 }),
  afterDeal: ({ data: sheet, outcome }) => ({
    totals: sheet.totals.map((t, seat) => t + outcome.scores[seat]),
    dealsPlayed: sheet.dealsPlayed + 1,
  }),
  isOver: ({ options, data }) => data.dealsPlayed >= 4 * options.rounds,
  result: ({ options, data: sheet }) => ({
    totals: sheet.totals.slice(),
    dealsPlayed: sheet.dealsPlayed,
    ended: sheet.dealsPlayed >= 4 * options.rounds,
    leaders: mostOf(
      sheet.totals,
      sheet.totals.map((_, seat) => seat),
    ),
  }),
  describe: [
    'A session lasts `rounds` rounds; in each round every player deals once.',
    'Whoever has won most money at the end is ahead.',
  ],
};

/**
 * Schafkopf-style Ramsch: built from core's pieces (the Skat deck, a trump spec, the
 * trick phase, a doubling ladder) plus a scoring hook and a session.
 *
 * @example
 * const game = createGame(schafkopfRamsch, { seed: 1 });
 * game.legalActions(); // forehand: 'double' (Stoß) and any of its eight cards
 */
export const schafkopfRamsch = defineVariant<
  SchafkopfRamschOptions,
  undefined,
  SchafkopfRamschOutcome,
  CoreAction,
  RamschSheet,
  RamschSessionResult
>({
  id: 'schafkopf-ramsch',
  name: 'Schafkopf Ramsch',
  summary:
    'Four players, each for themselves, with Ober, Unter and hearts as trumps: whoever takes most card points pays everyone else.',
  players: { seats: 4, active: 4 },
  deck: SKAT_DECK,
  deal: [{ each: 4 }, { each: 4 }],
  options: SCHAFKOPF_RAMSCH_OPTIONS,
  trumpModes: () => ({ schafkopf: SCHAFKOPF_TRUMPS }),
  doubling: STOSS_LADDER,
  actions: CORE_ACTIONS,
  // The deal as a graph of phases: one phase here, trick play, whose exit after the last
  // trick ends the deal. A game with an auction or a skat exchange names more phases and
  // where each exit leads (see docs/guides/new-variant.md).
  phases: (ctx) =>
    phaseGraph({
      play: {
        phase: trickPhase({ doubling: ctx.options.stoss ? ctx.doubling : null }),
        exits: { lastTrick: 'done' },
      },
    }),
  init: () => undefined,
  score,
  session: schafkopfSession,
  describe: {
    scoring: [
      'The player with most card points loses; a tie goes to the one with more tricks; a tie in both, all tied lose.',
      'Each loser pays each other player the tariff (option `tariff`, 10), doubled for each Jungfrau (a player without a trick; option `jungfrau`) and for each Stoß.',
      'Durchmarsch (option `durchmarsch`): a player who takes all eight tricks collects five tariffs from each other player, doubled for each Stoß.',
    ],
    endConditions: schafkopfSession.describe,
    notes: ['Trumps: CQ SQ HQ DQ CJ SJ HJ DJ, then hearts A 10 K 9 8 7; other suits A 10 K 9 8 7.'],
  },
});
