import type { BaseAction, CardCode } from '@stich/core';
import {
  ownPointsQuestion,
  type Question,
  QuestionError,
  type QuestionFlags,
  type SolveQuestion,
} from '@stich/core/plugin';
import { activeOf } from '@stich/core/scoring';
import { type BandSolution, createSolver, type Solution } from '@stich/solver';
import { CliError, usageError } from '../cliError';
import { findVariant } from '../registry';
import { handLayout } from '../text/handLayout';
import { bestLine, type LineTrick } from './bestLine';
import type { Position } from './positionAt';
import { seatList } from './solveFlags';

/**
 * A position solved: the question asked, the side's total with best play, every best
 * card for the seat to act, the search's size and time, and (if asked) one best line.
 *
 * @example
 * const { value, best, turn } = solvePosition(position, {}, { line: false, now: () => performance.now() });
 */
export interface Solved {
  readonly position: Position;
  readonly question: Question;
  /** The side's total with best play; with the question's marks, the band's lower end. */
  readonly value: number;
  /**
   * The band's upper end where the question has marks (and `--exact` was not asked): the
   * total lies in `value ... upper`; equal to `value` for an exact answer.
   */
  readonly upper: number;
  /** The marks of a band answer, or `null` for the exact total. */
  readonly marks: readonly number[] | null;
  /** The seat to act, or `null` once the card play is over. */
  readonly turn: number | null;
  /** Every card that keeps the value (or the band), for the seat to act (identical cards once). */
  readonly best: readonly CardCode[];
  /** Whether `best` holds every such card, or (a band without `allBest`) one of them. */
  readonly everyBest: boolean;
  /** Positions searched, and the time taken in milliseconds (without the line). */
  readonly nodes: number;
  readonly ms: number;
  readonly line: readonly LineTrick[] | null;
}

/**
 * Asks the variant's question (with the user's changes) about a position and solves it
 * with the exact solver: the exact total, or where the question has marks (Doppelkopf)
 * and `exact` is not set, the band between two marks with one card that keeps it (every
 * such card with `allBest`); with `line`, also plays out one best line.
 *
 * @example
 * solvePosition(positionAt(readDeal(text, 'json')), { seat: 2 }, { line: true, exact: false, now: () => performance.now() }).value;
 */
export function solvePosition(
  position: Position,
  flags: QuestionFlags,
  options: {
    readonly line: boolean;
    readonly exact: boolean;
    /** With a band: every card that keeps it, not just one (each costs a long search). */
    readonly allBest?: boolean;
    readonly now: () => number;
  },
): Solved {
  const { variant, rules, state } = position;
  const asker: SolveQuestion = findVariant(variant.id)?.solve ?? {
    ask: (c) => ownPointsQuestion(c, c.game, 0, []),
  };
  const active = activeOf(state).sort((a, b) => a - b);
  if (flags.seat !== undefined && !active.includes(flags.seat)) {
    throw usageError(
      `solve: --seat ${flags.seat}: not a seat that plays this deal (seats ${seatList(position.names, active)})`,
    );
  }
  const question = ask(asker, {
    ctx: rules.ctx,
    state,
    flags,
    game: variant.name,
    names: position.names,
  });
  const query = {
    side: question.side.seats,
    objective: question.objective,
    count: question.count,
    extra: question.extra,
    lastTrick: question.lastTrick,
  };
  const solver = createSolver(rules, asker.solver);
  const marks = options.exact ? undefined : question.marks;
  const start = options.now();
  const solution =
    marks === undefined
      ? exactly(solver.solve(state, query))
      : banded(
          solver.solveBand(state, query, {
            marks,
            first: question.goal?.target,
            every: options.allBest === true,
          }),
        );
  const everyBest = marks === undefined || options.allBest === true;
  const ms = options.now() - start;
  const over = rules.isTerminal(state);
  const best = solution.bestMoves.map((a) => (a as BaseAction & { card: CardCode }).card);
  return {
    position,
    question,
    value: solution.value,
    upper: solution.upper,
    marks: marks ?? null,
    turn: over ? null : state.turn,
    // Identical cards once, in the order the hand shows them (trumps first, high to low).
    best: handLayout(rules.ctx.deck, rules.ctx.tables[state.trump], '', [...new Set(best)]).flatMap(
      (g) => g.cards,
    ),
    everyBest,
    nodes: solution.nodes,
    ms,
    line: options.line
      ? bestLine(rules, state, (s) =>
          marks === undefined
            ? solver.bestMove(s, query)
            : // Any card that keeps the band: the next position's band is the same.
              solver.solveBand(s, query, {
                marks: [solution.value, solution.upper + 1],
                every: false,
              }).bestMoves[0],
        )
      : null,
  };
}

/** An exact answer as a band of one total. */
function exactly<A extends BaseAction>(x: Solution<A>) {
  return { value: x.value, upper: x.value, bestMoves: x.bestMoves, nodes: x.nodes };
}

/** A band's answer: its lower end as the value, and its upper end. */
function banded<A extends BaseAction>(b: BandSolution<A>) {
  return { value: b.lower, upper: b.upper, bestMoves: b.bestMoves, nodes: b.nodes };
}

/** The plug-in's question; one it cannot ask is one line on stderr. */
function ask(asker: SolveQuestion, context: Parameters<SolveQuestion['ask']>[0]): Question {
  try {
    return asker.ask(context);
  } catch (e) {
    if (!(e instanceof QuestionError)) throw e;
    throw e.usage ? usageError(e.message) : new CliError(e.message);
  }
}
