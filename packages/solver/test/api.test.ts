import { type BaseAction, type GameState, Rng, unwrap } from '@stich/core';
import { kalterSchlag } from '@stich/kalter-schlag';
import { type SkatState, skat } from '@stich/skat';
import { describe, expect, test } from 'vitest';
import {
  bestMove,
  canReach,
  createSolver,
  SearchStopped,
  solve,
  solveRecord,
  solveValue,
} from '../src/index';
import { plays } from './naive';
import {
  ksRules,
  playDown,
  ramschRules,
  skatAfterDiscard,
  skatOpening,
  skatQuery,
  skatRules,
} from './positions';

describe('solve, bestMove, canReach', () => {
  test('leave the state as it was', () => {
    const s = playDown(skatRules, skatAfterDiscard(7, 'H'), 15, new Rng(7));
    const before = JSON.stringify(s);
    solve(skatRules, s, skatQuery(s, 'max'));
    canReach(skatRules, s, { ...skatQuery(s, 'max'), target: 61 });
    expect(JSON.stringify(s)).toBe(before);
  });

  test('bestMove is the first best move, and playing it keeps the value', () => {
    const s = playDown(ksRules, ksRules.deal({ dealer: 1, seed: 3 }), 16, new Rng(3));
    const query = { side: [s.turn], objective: 'min' as const };
    const solution = solve(ksRules, s, query);
    const move = bestMove(ksRules, s, query)!;
    expect(move).toEqual(solution.bestMoves[0]);
    const after = unwrap(ksRules.applyAction(s, move));
    expect(solve(ksRules, after, query).value).toBe(solution.value);
  });

  test('a solver keeps its table between like questions and answers as a fresh one does', () => {
    // The same question (seat 0 takes as few points as it can; the declarer's points)
    // about many deals, as a sampling bot asks it: the table is warm from the deals before.
    const warmKs = createSolver(ksRules, { tableBits: 14 });
    for (let seed = 0; seed < 150; seed++) {
      const s = playDown(ksRules, ksRules.deal({ dealer: seed % 4, seed }), 20, new Rng(seed));
      const query = { side: [0], objective: 'min' as const };
      const fresh = createSolver(ksRules, { tableBits: 14 }).solve(s, query);
      const warm = warmKs.solve(s, query);
      expect([warm.value, warm.bestMoves], `seed ${seed}`).toEqual([fresh.value, fresh.bestMoves]);
    }
    // Questions that differ (objective, side) must not read each other's entries.
    const mixed = createSolver(ksRules, { tableBits: 14 });
    const questions = [
      { side: [0], objective: 'max' as const },
      { side: [0], objective: 'min' as const },
      { side: [1], objective: 'min' as const },
      { side: [0, 2], objective: 'max' as const },
    ];
    for (let seed = 0; seed < 40; seed++) {
      const s = playDown(ksRules, ksRules.deal({ dealer: seed % 4, seed }), 16, new Rng(seed));
      for (const query of questions) {
        const fresh = createSolver(ksRules, { tableBits: 14 }).solve(s, query);
        const got = mixed.solve(s, query);
        expect([got.value, got.bestMoves], `seed ${seed} ${JSON.stringify(query)}`).toEqual([
          fresh.value,
          fresh.bestMoves,
        ]);
      }
    }
    const warmSkat = createSolver(skatRules, { tableBits: 14 });
    for (let seed = 0; seed < 40; seed++) {
      const s = playDown(skatRules, skatAfterDiscard(seed, 'C'), 15, new Rng(seed));
      const query = skatQuery(s, 'max');
      const fresh = createSolver(skatRules, { tableBits: 14 }).solve(s, query);
      const warm = warmSkat.solve(s, query);
      expect([warm.value, warm.bestMoves], `seed ${seed}`).toEqual([fresh.value, fresh.bestMoves]);
      const target = fresh.value;
      expect(warmSkat.canReach(s, { ...query, target }).reached, `seed ${seed}`).toBe(true);
      expect(warmSkat.canReach(s, { ...query, target: target + 1 }).reached).toBe(false);
    }
  });

  test('a finished deal: the value is what the side took, with no moves', () => {
    const s = playDown(ksRules, ksRules.deal({ dealer: 0, seed: 9 }), 0, new Rng(9));
    expect(ksRules.isTerminal(s)).toBe(true);
    const points = (seat: number) =>
      ksRules.ctx.deck.pointsOf(s.won[2 * seat], s.won[2 * seat + 1]);
    const got = solve(ksRules, s, { side: [0, 2], extra: 5 });
    expect(got).toEqual({ value: points(0) + points(2) + 5, bestMoves: [], nodes: 0 });
  });

  test('a finished Ramsch deal counts the last-trick bonus for whoever took the last trick', () => {
    const s = playDown(ramschRules, ramschRules.deal({ dealer: 0, seed: 4 }), 0, new Rng(4));
    const last = s.winners[s.winners.length - 1];
    const points = ramschRules.ctx.deck.pointsOf(s.won[2 * last], s.won[2 * last + 1]);
    expect(solve(ramschRules, s, { side: [last], lastTrick: 7 }).value).toBe(points + 7);
  });

  test('refuse a position before trick play and a bad query (programmer errors)', () => {
    const bidding = skatRules.deal({ dealer: 0, seed: 1 });
    expect(() => solve(skatRules, bidding, { side: [0] })).toThrow(RangeError);
    const s = ksRules.deal({ dealer: 0, seed: 1 });
    expect(() => solve(ksRules, s, { side: [4] })).toThrow(RangeError);
    expect(() => solve(ksRules, s, { side: [0], objective: 'most' as never })).toThrow(RangeError);
  });

  test('a separate solver with a small table and no symmetries gives the same answers', () => {
    const rng = new Rng(11);
    const small = createSolver(skatRules, { tableBits: 8, merge: false, relabel: false });
    for (let i = 0; i < 20; i++) {
      const s = playDown(skatRules, skatAfterDiscard(100 + i, 'S'), 12 + (i % 4), rng);
      const q = skatQuery(s, 'max');
      expect(small.solve(s, q).value).toBe(solve(skatRules, s, q).value);
    }
  });
});

describe('value', () => {
  test('is the value solve finds, with fewer positions searched, and leaves the state as it was', () => {
    for (const seed of [3, 11, 19]) {
      const s = skatAfterDiscard(seed, 'S');
      const query = skatQuery(s, 'max');
      const before = JSON.stringify(s);
      const full = createSolver(skatRules).solve(s, query);
      const only = createSolver(skatRules).value(s, query);
      expect(JSON.stringify(s)).toBe(before);
      expect(only.value, `seed ${seed}`).toBe(full.value);
      // solve makes the same searches for the value, then more for the best cards.
      expect(only.nodes, `seed ${seed}`).toBeLessThanOrEqual(full.nodes);
      expect(solveValue(skatRules, s, query).value).toBe(full.value);
    }
    const k = playDown(ksRules, ksRules.deal({ dealer: 2, seed: 8 }), 12, new Rng(8));
    const query = { side: [k.turn], objective: 'min' as const };
    expect(solveValue(ksRules, k, query).value).toBe(solve(ksRules, k, query).value);
  });

  test('once play is over: what the side banked, with no search', () => {
    const s = playDown(ksRules, ksRules.deal({ dealer: 0, seed: 4 }), 0, new Rng(4));
    expect(ksRules.isTerminal(s)).toBe(true);
    const query = { side: [1], objective: 'min' as const };
    const got = createSolver(ksRules).value(s, query);
    expect(got).toEqual({ value: solve(ksRules, s, query).value, nodes: 0 });
  });

  test('a stopped search throws SearchStopped, and the next answer is unchanged', () => {
    const s = skatAfterDiscard(11, 'S');
    const query = skatQuery(s, 'max');
    const solver = createSolver(skatRules);
    expect(() => solver.value(s, query, { stop: () => true })).toThrow(SearchStopped);
    expect(solver.value(s, query).value).toBe(createSolver(skatRules).solve(s, query).value);
  });
});

describe('solveRecord', () => {
  const rng = new Rng(5);
  const ks = ksRules.deal({ dealer: 0, seed: 5 });
  const actions: BaseAction[] = [];
  let s = ks;
  for (let i = 0; i < 10; i++) {
    const options = plays(ksRules, s);
    const a = options[rng.below(options.length)];
    actions.push(a);
    s = unwrap(ksRules.applyAction(s, a as never));
  }
  const record = { variant: 'kalter-schlag', dealer: 0, seed: 5, actions };

  test('replays a record to its last action and solves from there', () => {
    const query = { side: [1], objective: 'min' as const };
    const solved = unwrap(solveRecord(kalterSchlag, record, query));
    expect(solved.replay.state.history).toEqual(s.history);
    // The same answer; the positions searched depend on what the solver's table remembers.
    const direct = solve(ksRules, s, query);
    expect(solved.solution.value).toBe(direct.value);
    expect(solved.solution.bestMoves).toEqual(direct.bestMoves);
  });

  test('with solver options, a solver of its own gives the same answer', () => {
    const query = { side: [1], objective: 'min' as const };
    const options = { tableBits: 10, merge: false, relabel: false };
    const solved = unwrap(solveRecord(kalterSchlag, record, query, options));
    const own = createSolver(ksRules, options).solve(s, query);
    expect(solved.solution).toEqual(own);
    expect(solved.solution.value).toBe(solve(ksRules, s, query).value);
  });

  test('takes the query from the position (Skat: the declarer is known after the bidding)', () => {
    const opening = skatOpening(21, 'D');
    const skatRecord = { variant: 'skat', dealer: 2, seed: 21, actions: opening };
    const solved = unwrap(
      solveRecord(skat, skatRecord, (p) => skatQuery(p as GameState<SkatState>, 'max')),
    );
    const state = skatAfterDiscard(21, 'D');
    expect(solved.solution.value).toBe(solve(skatRules, state, skatQuery(state, 'max')).value);
    expect(solved.solution.bestMoves.length).toBeGreaterThan(0);
  });

  test('a record that stops before trick play is refused with ACTION_NOT_ALLOWED', () => {
    const early = { variant: 'skat', dealer: 2, seed: 1, actions: [{ type: 'pass', seat: 1 }] };
    const result = solveRecord(skat, early, { side: [0] });
    expect(result.ok ? null : result.error.code).toBe('ACTION_NOT_ALLOWED');
  });

  test('an illegal action is refused with the replay error', () => {
    const bad = { ...record, actions: [...actions, { type: 'play', seat: 3, card: 'XX' }] };
    const result = solveRecord(kalterSchlag, bad, { side: [0] });
    expect(result.ok).toBe(false);
  });
});

describe('search limits', () => {
  test('playsOut: a game that ends early is refused, and the solver answers as before afterwards', () => {
    // Schwarz announced: the play ends once the defenders take a trick.
    let s = skatRules.deal({ dealer: 2, seed: 5 });
    const actions = [
      { type: 'pass', seat: 1 },
      { type: 'pass', seat: 2 },
      { type: 'bid', seat: 0, value: 18 },
      { type: 'declare', seat: 0, game: 'G', hand: true, schneider: true, schwarz: true },
    ];
    for (const a of actions) s = unwrap(skatRules.applyAction(s, a as never));
    const solver = createSolver(skatRules);
    const query = { ...skatQuery(s, 'max'), playsOut: true };
    expect(() => solver.solve(s, query)).toThrow(RangeError);
    const fresh = createSolver(skatRules).solve(s, skatQuery(s, 'max'));
    expect(solver.solve(s, skatQuery(s, 'max'))).toEqual(fresh);
  });

  test('a stopped search throws SearchStopped, and the solver answers as before afterwards', () => {
    const s = skatAfterDiscard(11, 'S');
    const query = skatQuery(s, 'max');
    const solver = createSolver(skatRules);
    let asked = 0;
    const stop = () => ++asked >= 3;
    expect(() => solver.solve(s, query, { stop })).toThrow(SearchStopped);
    expect(asked).toBe(3);
    const fresh = createSolver(skatRules).solve(s, query);
    const after = solver.solve(s, query, { stop: () => false });
    expect([after.value, after.bestMoves]).toEqual([fresh.value, fresh.bestMoves]);
    // A fresh solver asked to stop at once stops at the first check, with a stable code.
    let caught: unknown;
    try {
      createSolver(skatRules).solve(s, query, { stop: () => true });
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(SearchStopped);
    expect((caught as SearchStopped).code).toBe('SEARCH_STOPPED');
    expect((caught as Error).message).toMatch(/stopped after 1024 positions/);
  });

  test.each([
    ['Skat, 15 cards played', () => playDown(skatRules, skatAfterDiscard(7, 'H'), 15, new Rng(7))],
    ['Skat, 4 cards played', () => playDown(skatRules, skatAfterDiscard(11, 'S'), 4, new Rng(11))],
  ])('inPlace: a handed-over state gets the answers a copy gets (%s)', (_, position) => {
    const s = position();
    const query = skatQuery(s, 'max');
    const reach = { ...query, target: 61 };
    const copied = createSolver(skatRules);
    const handed = createSolver(skatRules);
    const own = () => skatRules.clone(s);
    expect(handed.solve(own(), query, { inPlace: true })).toEqual(copied.solve(s, query));
    expect(handed.value(own(), query, { inPlace: true })).toEqual(copied.value(s, query));
    expect(handed.canReach(own(), reach, { inPlace: true })).toEqual(copied.canReach(s, reach));
    expect(handed.canReachAfter(own(), reach, undefined, { inPlace: true })).toEqual(
      copied.canReachAfter(s, reach),
    );
  });
});
