import { type BaseAction, type GameState, Rng, unwrap } from '@stich/core';
import type { Rules } from '@stich/core/kernel';
import { describe, expect, test } from 'vitest';
import { createSolver, type SolveQuery } from '../src/index';
import { plays } from './naive';
import {
  doppelkopfLate,
  doppelkopfRules,
  reParty,
  skatAfterDiscard,
  skatQuery,
  skatRules,
} from './positions';

// `solveBand` against the exact solver (itself checked against the naive minimax in the
// agreement tests): the band holds the exact total between the marks around it, and the
// cards it names are those whose exact value after them stays in the band.

type Card = BaseAction & { card: string };
// biome-ignore lint/suspicious/noExplicitAny: one check for the positions of any variant
type AnyRules = Rules<any, any, any, any, any>;

/** Marks around and away from `value`, sometimes on it or a point above it. */
function marksAround(value: number, rng: Rng): number[] {
  const marks = Array.from({ length: 1 + rng.below(5) }, () => value - 40 + rng.below(81));
  if (rng.below(2) === 0) marks.push(value + rng.below(2));
  return marks;
}

function check(rules: AnyRules, s: GameState, query: SolveQuery, rng: Rng): void {
  const solver = createSolver(rules);
  const exact = solver.solve(s, query).value;
  const marks = marksAround(exact, rng);
  const band = solver.solveBand(s, query, { marks, first: marks[0] });
  expect(band.lower).toBeLessThanOrEqual(exact);
  expect(band.upper).toBeGreaterThanOrEqual(exact);
  // The band is as wide as the marks make it: none lies inside, and its ends are marks
  // (or what is banked and what is left).
  for (const m of marks) expect(m <= band.lower || m > band.upper).toBe(true);
  const reached = marks.filter((m) => m <= exact);
  if (reached.some((m) => m > band.lower)) throw new Error('a mark reached lies above the band');
  const missed = marks.filter((m) => m > exact);
  if (missed.length > 0) expect(band.upper).toBeLessThanOrEqual(Math.min(...missed) - 1);
  // Every card play whose exact value stays in the band, and only those.
  const inBand = plays(rules, s)
    .filter((a) => {
      const v = solver.value(unwrap(rules.applyAction(s, a)), query).value;
      return v >= band.lower && v <= band.upper;
    })
    .map((a) => (a as Card).card)
    .sort();
  expect(band.bestMoves.map((a) => (a as Card).card).sort()).toEqual(inBand);
  // One card: one of them (with its identical copy, if the seat holds both).
  const one = solver
    .solveBand(s, query, { marks, every: false })
    .bestMoves.map((a) => (a as Card).card);
  expect(one.length).toBeGreaterThan(0);
  expect(new Set(one).size).toBe(1);
  expect(inBand).toContain(one[0]);
}

describe('solveBand: the band between marks, and the cards that keep it', () => {
  test('Doppelkopf, late positions: Re maximising and minimising, a lone seat', () => {
    const rng = new Rng('band-doppelkopf');
    for (let i = 0; i < 16; i++) {
      const state = doppelkopfLate(doppelkopfRules, 200 + i, 12 + rng.below(9), rng);
      const re = reParty(doppelkopfRules, state);
      const query: SolveQuery =
        i % 3 === 0
          ? { side: re }
          : i % 3 === 1
            ? { side: re, objective: 'min' }
            : { side: [rng.below(4)] };
      check(doppelkopfRules, state, query, rng);
    }
  });

  test('Skat after the discard: the declarer with the skat', () => {
    const rng = new Rng('band-skat');
    for (let i = 0; i < 6; i++) {
      let s = skatAfterDiscard(40 + i, 'H');
      // Five tricks in: small enough for a value per card.
      for (let k = 0; k < 15; k++) {
        const options = plays(skatRules, s);
        s = unwrap(skatRules.applyAction(s, options[rng.below(options.length)] as never));
      }
      check(skatRules, s, skatQuery(s, 'max'), rng);
    }
  });

  test('after the last card: the banked total, no cards', () => {
    const rng = new Rng('band-end');
    const state = doppelkopfLate(doppelkopfRules, 300, 0, rng);
    const solver = createSolver(doppelkopfRules);
    const re = reParty(doppelkopfRules, state);
    const exact = solver.solve(state, { side: re }).value;
    expect(solver.solveBand(state, { side: re }, { marks: [30, 121, 211] })).toEqual({
      lower: exact,
      upper: exact,
      bestMoves: [],
      nodes: 0,
    });
  });
});
