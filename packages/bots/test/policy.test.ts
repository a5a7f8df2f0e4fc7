import { Rng } from '@stich/core';
import { kalterSchlag } from '@stich/kalter-schlag';
import { expect, test } from 'vitest';
import { playCodes, randomCodePolicy } from '../src/index';

const rules = kalterSchlag.rules();

test('the random code policy plays the same deals as the kernel playout', () => {
  for (let seed = 0; seed < 200; seed++) {
    const a = rules.deal({ dealer: seed % 4, seed });
    const b = rules.clone(a);
    playCodes(rules, a, randomCodePolicy, new Rng(seed));
    rules.playout(b, new Rng(seed));
    expect(rules.isTerminal(a)).toBe(true);
    expect(a).toEqual(b);
  }
});

test('a policy per seat', () => {
  const s = rules.deal({ dealer: 0, seed: 4 });
  const seen = new Set<number>();
  const watch = [0, 1, 2, 3].map(
    () =>
      ((r, st, rng) => {
        seen.add(r.toAct(st));
        return randomCodePolicy(r, st, rng);
      }) as typeof randomCodePolicy,
  );
  playCodes(rules, s, watch, new Rng(4));
  expect([...seen].sort()).toEqual([0, 1, 2, 3]);
});
