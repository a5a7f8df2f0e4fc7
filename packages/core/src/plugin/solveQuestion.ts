import type { KernelContext } from '../kernel/context';
import type { GameState } from '../kernel/state';

/**
 * Which way a side plays in a solver question: `max` takes as much as it can, `min` as
 * little. The same words as `@stich/solver`'s, kept here so a plug-in needs core alone.
 *
 * @example
 * const objective: SolveObjective = 'min'; // Kalter Schlag: as few card points as possible
 */
export type SolveObjective = 'max' | 'min';

/**
 * What a solver question counts: card `points` or `tricks`.
 *
 * @example
 * const count: SolveCount = 'tricks'; // Skat's null game
 */
export type SolveCount = 'points' | 'tricks';

/**
 * What the user changed about the question: `--seat`, `--objective`, `--count`.
 *
 * @example
 * const flags: QuestionFlags = { seat: 2, objective: 'max' };
 */
export interface QuestionFlags {
  readonly seat?: number;
  readonly objective?: SolveObjective;
  readonly count?: SolveCount;
}

/**
 * The seats the question is about, and how to name them in a sentence.
 *
 * @example
 * const side: Side = { seats: [1, 2], name: 'the defenders (Bert and Christina)', plural: true };
 */
export interface Side {
  readonly seats: readonly number[];
  readonly name: string;
  /** Whether the name takes a plural verb (`the defenders take`). */
  readonly plural: boolean;
}

/**
 * The total that decides the deal for the side, and what reaching it means: at least
 * `target` for `max`, at most `target` for `min`.
 *
 * @example
 * const goal: Goal = { target: 61, met: 'wins (61 needed)', missed: 'loses (61 needed)' };
 */
export interface Goal {
  readonly target: number;
  /** What reaching it means, a verb phrase for the side: `wins (61 needed)`. */
  readonly met: string;
  readonly missed: string;
}

/**
 * The question the solver answers for a position, every default filled in.
 *
 * @example
 * const q: Question = { about: 'Kalter Schlag', side, how: 'with best play', objective: 'min', count: 'points', extra: 0, lastTrick: 0, goal: null, notes: [] };
 */
export interface Question {
  /** The deal in a few words: `Skat, hearts, declarer Anne`. */
  readonly about: string;
  readonly side: Side;
  /** How the value is reached, after `takes 78 card points`: `with best play by both sides`. */
  readonly how: string;
  readonly objective: SolveObjective;
  readonly count: SolveCount;
  /** Points the side holds outside the tricks (the declarer's skat). */
  readonly extra: number;
  /** Points for the side if it takes the last trick (Ramsch: the skat). */
  readonly lastTrick: number;
  /** What decides the deal, when the question is the variant's own. */
  readonly goal: Goal | null;
  /**
   * The side's totals at which the deal's result changes (Doppelkopf: 30, 60, 90, the
   * winning mark, 151, 181 and 211 card points), when the result depends on nothing
   * finer: `stich solve` then answers with the band between two marks, which takes a few
   * null-window searches instead of the many that pin down the exact total, unless
   * `--exact` is asked. Absent: the exact total. Should hold the goal's target.
   */
  readonly marks?: readonly number[];
  /** Lines explaining what is counted and what the record revealed. */
  readonly notes: readonly string[];
}

/**
 * What a variant's question reads: the kernel's context (deck, options), the position,
 * the user's changes, the game's name and the seats' names, so that the question's texts
 * name the game and the players as the rest of the output does (`stich play` and
 * `stich solve` alike; see {@link seatNames} and {@link nameList}).
 *
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @typeParam O - the variant's options
 * @example
 * question.ask({ ctx: rules.ctx, state, flags: {}, game: 'Skat', names: seatNames(3) }).side.name; // 'the declarer (Anne)'
 */
export interface AskContext<X = unknown, O = unknown> {
  readonly ctx: KernelContext<O>;
  readonly state: GameState<X>;
  readonly flags: QuestionFlags;
  /** The game's name for headings: the variant's `name` (a derived game's own). */
  readonly game: string;
  /** One name per seat, as the output names the players: `['Anne', 'Bert', 'Christina']`. */
  readonly names: readonly string[];
}

/**
 * Solver settings a variant may need, as plain data (`@stich/solver`'s `SolverOptions`
 * takes them as they are).
 *
 * @example
 * const settings: SolverSettings = { relabel: false }; // Skatkopf: the called card is singled out
 */
export interface SolverSettings {
  /** Size of the transposition table: 2^tableBits slots. */
  readonly tableBits?: number;
  /** Try only one of several interchangeable cards (default true). */
  readonly merge?: boolean;
  /** Share table entries between positions that differ only by cards played (default true). */
  readonly relabel?: boolean;
}

/**
 * How `stich solve` asks about a variant's positions: the question with its defaults,
 * and how to set up the solver for it. A plug-in without one gets
 * {@link ownPointsQuestion}: the seat to act, as few card points as it can.
 *
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @typeParam O - the variant's options
 * @example
 * const question: SolveQuestion = { ask: (c) => ownPointsQuestion(c, c.game, 0, []) };
 */
export interface SolveQuestion<X = unknown, O = unknown> {
  /** Solver settings the variant needs (Skatkopf: no relabelling, for its called card). */
  readonly solver?: SolverSettings;
  /** The question for this position: whose points, which objective, and how to word it. */
  ask(context: AskContext<X, O>): Question;
}

/**
 * A question a plug-in cannot ask of this position, or not with these flags
 * (`usage: true`: the user's flags do not fit, e.g. `--seat` of a defender in a null
 * game). `stich solve` prints its message as one line.
 *
 * @example
 * throw new QuestionError('the deal has no contract: nothing to solve');
 */
export class QuestionError extends Error {
  readonly usage: boolean;
  constructor(message: string, usage = false) {
    super(message);
    this.name = 'QuestionError';
    this.usage = usage;
  }
}
