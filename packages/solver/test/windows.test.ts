import type { GameState } from '@stich/core';
import { describe, expect, test } from 'vitest';
import { cardOrderOf } from '../src/cardOrder';
import { PositionKey } from '../src/positionKey';
import { compileQuery, type SolveQuery } from '../src/query';
import { Search } from '../src/search';
import { TranspositionTable } from '../src/transpositionTable';
import { TrumpCash } from '../src/trumpCash';
import { naiveValue, sideTotal } from './naive';
import { type Case, ksRules, ramschRules, randomCases, skatRules } from './positions';

// biome-ignore lint/suspicious/noExplicitAny: the check serves every variant's rules
type AnyRules = any;

/**
 * The search with windows wider than a null window, one after the other on one table
 * (so that entries with equal bounds meet windows that lie around them): each answer
 * must be the exact value inside the window and a true fail-soft bound outside it.
 */
function expectWindows(rules: AnyRules, { state, query }: Case, label: string): void {
  const ctx = rules.ctx;
  const ends = rules.phases.some(
    (p: { id: string; edges: { exit: string }[] }) =>
      p.id === 'play' && p.edges.some((e) => e.exit !== 'lastTrick'),
  );
  const q = compileQuery(query as SolveQuery, ctx.seats, ends);
  const order = cardOrderOf(ctx, state.trump, q.count);
  const key = new PositionKey(order, ctx.seats, true);
  const tt = new TranspositionTable(key.length, 12, key.structure);
  const search = new Search(
    rules,
    rules.clone(state) as GameState,
    q,
    tt,
    order,
    key,
    new TrumpCash(order),
    true,
  );
  const want = naiveValue(rules, state, query) - sideTotal(rules, state, query);
  const top = search.bound();
  const windows = [
    [-1, top + 1],
    [want - 3, want + 3],
    [want - 1, want + 1],
    [want - 2, want],
    [want, want + 2],
    [want - 1, want],
    [want, want + 1],
    [want - 8, want - 2],
    [want + 2, want + 8],
    [-1, top + 1],
  ];
  for (const [alpha, beta] of windows) {
    const v = search.run(alpha, beta);
    const at = `${label}: window (${alpha}, ${beta}), value ${want}, answer ${v}`;
    if (v <= alpha) expect(want <= v, at).toBe(true);
    else if (v >= beta) expect(want >= v, at).toBe(true);
    else expect(v, at).toBe(want);
  }
}

describe('the search answers windows wider than a null window soundly', () => {
  test.each([
    ['Skat clubs', skatRules, 'C'],
    ['Skat grand', skatRules, 'G'],
    ['Skat null', skatRules, 'N'],
    ['Kalter Schlag', ksRules, 'kalter-schlag'],
    ['Ramsch', ramschRules, 'ramsch'],
  ] as const)('%s, up to 4 tricks left', (name, rules, variant) => {
    const active = rules.ctx.active;
    for (const objective of ['max', 'min'] as const) {
      const cases = randomCases(variant, objective, 40, { min: 1, max: 4 * active }, 7);
      for (const [i, c] of cases.entries()) expectWindows(rules, c, `${name} ${objective} ${i}`);
    }
  });
});
