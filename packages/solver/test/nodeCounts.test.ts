import { Rng } from '@stich/core';
import type { Game } from '@stich/skat';
import { describe, expect, test } from 'vitest';
import { createSolver } from '../src/index';
import {
  doppelkopfLate,
  doppelkopfRules,
  ksRules,
  playDown,
  reParty,
  skatAfterDiscard,
  skatQuery,
  skatRules,
} from './positions';

// The solver's node counts on fixed positions, frozen the way perft counts are: every
// search change that alters what is visited (move order, tables, cut-offs, endgames)
// changes them, so such a change shows up here and its commit updates the numbers with
// the reason. A change that only makes nodes cheaper leaves them alone. Each position is
// solved from a cold solver (`reset`), as bench/solver.mjs does; the counts were taken
// from this code when the test was written.

const GAMES: Game[] = ['C', 'S', 'H', 'D', 'G'];
/** Skat suit and grand games after the discard, seeds 2000-2009 (positions.ts). */
const skatGames = Array.from({ length: 10 }, (_, i) =>
  skatAfterDiscard(2000 + i, GAMES[i % GAMES.length]),
);
/** Kalter Schlag deals played at random down to six tricks left. */
const ksPositions = Array.from({ length: 10 }, (_, i) => {
  const rng = new Rng(`nodes-${i}`);
  return playDown(ksRules, ksRules.deal({ dealer: i & 3, rng }), 24, rng);
});

/** Doppelkopf normal games played at random down to seven tricks left (seeds 3-5). */
const dkPositions = [3, 4, 5].map((seed) =>
  doppelkopfLate(doppelkopfRules, seed, 28, new Rng(`nodes-dk-${seed}`)),
);

const skatSolver = createSolver(skatRules);
const ksSolver = createSolver(ksRules);
const dkSolver = createSolver(doppelkopfRules);
const cold = <T>(solver: { reset(): void }, work: () => T): T => {
  solver.reset();
  return work();
};

const COUNTS = {
  skatValue: [15468, 174170, 239220, 17595, 34850, 20752, 67455, 52022, 20428, 237823],
  skatSolve: [15698, 190566, 503115, 25462, 36012, 78050, 73338, 55083, 20437, 237823],
  skatReach: [454, 11893, 2115, 371, 832, 205, 3264, 1560, 83, 51],
  ksSolve: [4542, 5975, 443, 2802, 9080, 5836, 11162, 3919, 19709, 5708],
  dkSolve: [2823, 13161, 5504],
  dkReach: [236, 1216, 301],
};

describe('solver node counts on fixed positions', () => {
  test('Skat: value, solve and canReach 61, ten games after the discard', () => {
    const got = { value: [] as number[], solve: [] as number[], reach: [] as number[] };
    for (const s of skatGames) {
      const q = { ...skatQuery(s, 'max', 1) };
      got.value.push(cold(skatSolver, () => skatSolver.value(s, q).nodes));
      got.solve.push(cold(skatSolver, () => skatSolver.solve(s, q).nodes));
      got.reach.push(cold(skatSolver, () => skatSolver.canReach(s, { ...q, target: 61 }).nodes));
    }
    expect(got.value).toEqual(COUNTS.skatValue);
    expect(got.solve).toEqual(COUNTS.skatSolve);
    expect(got.reach).toEqual(COUNTS.skatReach);
  });

  test('Kalter Schlag: the fewest points the seat to act can be held to, six tricks left', () => {
    const got = ksPositions.map((s) =>
      cold(ksSolver, () => ksSolver.solve(s, { side: [s.turn], objective: 'min' }).nodes),
    );
    expect(got).toEqual(COUNTS.ksSolve);
  });

  test('Doppelkopf: the Re party card points and whether it reaches 121, seven tricks left', () => {
    const solve: number[] = [];
    const reach: number[] = [];
    for (const s of dkPositions) {
      const q = { side: reParty(doppelkopfRules, s) };
      solve.push(cold(dkSolver, () => dkSolver.solve(s, q).nodes));
      reach.push(cold(dkSolver, () => dkSolver.canReach(s, { ...q, target: 121 }).nodes));
    }
    expect(solve).toEqual(COUNTS.dkSolve);
    expect(reach).toEqual(COUNTS.dkReach);
  });
});
