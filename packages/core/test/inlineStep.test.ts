import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { inlineSteps, stepBody } from '../../../scripts/inlineStep.mjs';
import { Rng, scaleBelow, xoshiroStep } from '../src/rng/rng';

const RNG_SOURCE = readFileSync(new URL('../src/rng/rng.ts', import.meta.url), 'utf8');

describe('the generator step, written once', () => {
  it('xoshiroStep as written gives the stream Rng gives', () => {
    const rng = new Rng('step');
    let [a, b, c, d] = rng.save();
    let u = 0;
    for (let i = 0; i < 200; i++) {
      ({ u, a, b, c, d } = xoshiroStep(a, b, c, d));
      expect(u).toBe(rng.nextU32());
    }
    expect([a, b, c, d]).toEqual(rng.save());
  });

  it('the build writes the step in place of each call, and refuses a call it cannot inline', () => {
    const body = stepBody(RNG_SOURCE);
    expect(body).toMatch(/^\{ .*Math\.imul\(b, 5\).* \}$/);
    expect(body).not.toContain('\n');
    const call = 'let u = 0;\n({ u, a, b, c, d } = xoshiroStep(a, b, c, d));\nuse(u);';
    expect(inlineSteps(call, body)).toBe(`let u = 0;\n${body}\nuse(u);`);
    expect(() => inlineSteps('const r = xoshiroStep(w, x, y, z);', body)).toThrow(
      /must be called as/,
    );
    // rng.ts itself: only the definition is left.
    expect(inlineSteps(RNG_SOURCE, body)).not.toMatch(/= xoshiroStep\(/);
  });

  it('scaleBelow is floor(u * n / 2^32)', () => {
    for (const u of [0, 1, 0xffff, 0x10000, 0x7fffffff, 0x80000000, 0xffffffff]) {
      for (const n of [1, 2, 3, 31, 32, 4096, 65535]) {
        expect(scaleBelow(u, n)).toBe(Math.floor((u * n) / 2 ** 32));
      }
    }
  });
});
