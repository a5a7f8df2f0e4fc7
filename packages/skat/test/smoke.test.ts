import { Rng } from '@stich/core';
import { expect, it } from 'vitest';
import { BID_VALUES, skat } from '../src';

it('has the 63 bid values from 18 to 264', () => {
  expect(BID_VALUES).toHaveLength(63);
  expect(BID_VALUES[0]).toBe(18);
  expect(BID_VALUES.at(-1)).toBe(264);
});

it.each([
  {},
  { seats: 4 as const },
  { kontra: true },
  { passOut: 'ramsch' as const },
  { passOut: 'forehand' as const, tournament: true },
])('random games end under %j', (options) => {
  const rules = skat.rules(options);
  const rng = new Rng(3);
  const kinds: Record<string, number> = {};
  for (let d = 0; d < 400; d++) {
    let s = rules.deal({ dealer: d % rules.ctx.seats, rng });
    let steps = 0;
    while (!rules.isTerminal(s)) {
      const acts = rules.legalActions(s);
      expect(acts.length).toBeGreaterThan(0);
      const r = rules.applyAction(s, acts[rng.below(acts.length)]);
      if (!r.ok) throw new Error(JSON.stringify(r.error));
      s = r.value;
      if (++steps > 400) throw new Error('too long');
    }
    const o = rules.outcome(s)!;
    kinds[o.kind] = (kinds[o.kind] ?? 0) + 1;
    if (o.kind === 'game') expect(Math.abs(o.value)).toBeGreaterThanOrEqual(18);
  }
  console.log(JSON.stringify(options), kinds);
});
