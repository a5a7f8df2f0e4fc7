import { kalterSchlag } from '@stich/kalter-schlag';
import { describe, expect, test } from 'vitest';
import { type GameState, Rng } from '../src/index';
import { compileRules } from '../src/kernel/rules';
import { touchProbe } from '../src/kernel/touchProbe';
import { calledAuction } from './variants/calledAuction';

// legalActions hands out deep-frozen actions, made once per seat and code when the phase
// decodes them without reading the state; a decode that reads the state is made afresh.

describe('touchProbe', () => {
  test.each([
    ['reading a field', (s: GameState) => s.turn, true],
    ['asking for a field', (s: GameState) => 'turn' in s, true],
    ['listing the keys', (s: GameState) => Object.keys(s), true],
    ['writing a field', (s: GameState) => Object.assign(s, { turn: 0 }), true],
    ['leaving it alone', (_s: GameState) => 0, false],
  ])('%s', (_name, use, touched) => {
    const probe = touchProbe(kalterSchlag.rules().deal({ dealer: 0, seed: 1 }));
    use(probe.target);
    expect(probe.touched()).toBe(touched);
  });
});

describe('frozen legal actions', () => {
  test('equal to a fresh decode, deep-frozen, and accepted for the state they were listed for', () => {
    const rules = kalterSchlag.rules();
    const rng = new Rng(5);
    for (let d = 0; d < 20; d++) {
      let s = rules.deal({ dealer: d & 3, rng });
      while (!rules.isTerminal(s)) {
        const legal = rules.legalActions(s);
        const codes = new Int32Array(512);
        const n = rules.legalCodes(s, codes);
        expect(legal).toEqual([...codes.subarray(0, n)].map((c) => rules.decode(s, c)));
        for (const a of legal) expect(Object.isFrozen(a)).toBe(true);
        const next = rules.applyAction(s, legal[rng.below(legal.length)]);
        expect(next.ok).toBe(true);
        s = next.ok ? next.value : s;
      }
    }
  });

  test('an action decoded from the state is decoded afresh for each state', () => {
    // The call phase's decode here names the bid it answers: it reads the state.
    const rules = compileRules(
      {
        ...calledAuction,
        phases: (ctx) => {
          const graph = calledAuction.phases(ctx);
          const node = graph.call!;
          const call = node.phase;
          const decode: typeof call.decode = (c, s, seat, code) => ({
            ...call.decode(c, s, seat, code),
            bid: s.x.bid,
          });
          return { ...graph, call: { ...node, phase: { ...call, decode } } } as typeof graph;
        },
      },
      calledAuction.defaults,
    );
    const seen = new Map<number, unknown>();
    for (let seed = 0; seed < 200 && seen.size < 2; seed++) {
      const rng = new Rng(seed);
      let s = rules.deal({ dealer: 0, rng });
      while (s.phase !== 'call') {
        const legal = rules.legalActions(s);
        const next = rules.applyAction(s, legal[rng.below(legal.length)]);
        if (!next.ok) throw new Error(next.error.message);
        s = next.value;
      }
      const [first] = rules.legalActions(s);
      expect(first).toMatchObject({ type: 'call', bid: s.x.bid });
      expect(Object.isFrozen(first)).toBe(true);
      seen.set(s.x.bid, first);
    }
    expect(seen.size).toBe(2);
  });
});
