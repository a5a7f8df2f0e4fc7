import type { GameState, KernelContext } from '@stich/core';
import type { Count, Objective, SolverOptions } from '@stich/solver';

/**
 * What the user changed about the question: `--seat`, `--objective`, `--count`.
 *
 * @example
 * const flags: QuestionFlags = { seat: 2, objective: 'max' };
 */
export interface QuestionFlags {
  readonly seat?: number;
  readonly objective?: Objective;
  readonly count?: Count;
}

/**
 * The seats the question is about, and how to name them in a sentence.
 *
 * @example
 * const side: Side = { seats: [1, 2], name: 'the defenders (seats 1 and 2)', plural: true };
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
  /** The deal in a few words: `Skat, hearts, declarer seat 0`. */
  readonly about: string;
  readonly side: Side;
  /** How the value is reached, after `takes 78 card points`: `with best play by both sides`. */
  readonly how: string;
  readonly objective: Objective;
  readonly count: Count;
  /** Points the side holds outside the tricks (the declarer's skat). */
  readonly extra: number;
  /** Points for the side if it takes the last trick (Ramsch: the skat). */
  readonly lastTrick: number;
  /** What decides the deal, when the question is the variant's own. */
  readonly goal: Goal | null;
  /** Lines explaining what is counted and what the record revealed. */
  readonly notes: readonly string[];
}

/**
 * What a variant's question reads: the kernel's context (deck, options), the position,
 * the user's changes.
 *
 * @example
 * skatQuestion.ask({ ctx: rules.ctx, state, flags: {} }).side.name; // 'the declarer (seat 0)'
 */
export interface AskContext<X = unknown, O = unknown> {
  readonly ctx: KernelContext<O>;
  readonly state: GameState<X>;
  readonly flags: QuestionFlags;
}

/**
 * How `stich solve` asks about a variant's positions: the question with its defaults,
 * and how to set up the solver for it.
 *
 * @example
 * const kalterSchlagQuestion: VariantQuestion = { ask: (c) => ownPointsQuestion(c, 'Kalter Schlag', 0, []) };
 */
export interface VariantQuestion<X = unknown, O = unknown> {
  /** Solver settings the variant needs (Skatkopf: no relabelling, for its called card). */
  readonly solver?: SolverOptions;
  ask(context: AskContext<X, O>): Question;
}

/**
 * Seats in running text: `seat 1`, `seats 1 and 2`, `seats 0, 1 and 3`.
 *
 * @example
 * seatsText([1, 2]); // 'seats 1 and 2'
 */
export function seatsText(seats: readonly number[]): string {
  if (seats.length === 1) return `seat ${seats[0]}`;
  return `seats ${seats.slice(0, -1).join(', ')} and ${seats[seats.length - 1]}`;
}

/**
 * Whether a value reaches the goal: at least the target when the side maximises, at most
 * it when the side minimises.
 *
 * @example
 * reaches({ objective: 'max', goal: { target: 61, met: '', missed: '' } }, 78); // true
 */
export function reaches(q: Pick<Question, 'objective' | 'goal'>, value: number): boolean | null {
  if (q.goal === null) return null;
  return q.objective === 'max' ? value >= q.goal.target : value <= q.goal.target;
}
