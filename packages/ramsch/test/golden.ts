import { expect } from 'vitest';
import type { RamschOptions } from '../src/index';
import { playScript, type RamschScript, rulesFor, type Summary, summary } from './script';

/**
 * Golden outcomes of whole deals (test/deals.ts) played through the kernel. Every array is
 * by position [FH, MH, RH]; seat lists are positions. `expectDeal` plays the deal with
 * every dealer, so the numbers must follow the positions, not the seats. Fields left out
 * are expected empty, 0 or false.
 * In the tables, "NOTES n" is a line of /work/shared/rules/NOTES.md; "text" is the Ramsch
 * paragraph of /work/shared/rules/skat-and-ramsch.en.txt (line 233).
 */
export type Want = Partial<Summary> & Pick<Summary, 'points' | 'scores' | 'skatTo'>;
export const FH = 0;
export const MH = 1;
export const RH = 2;

/** Plays `script` under `options` with each dealer and compares the outcome with `want`. */
export function expectDeal(
  script: RamschScript,
  options: Partial<RamschOptions>,
  want: Want,
): void {
  for (const dealer of [0, 1, 2]) {
    const { outcome } = playScript(rulesFor(options), script, dealer);
    expect(outcome.trickPoints.reduce((a, b) => a + b) + outcome.skatPoints).toBe(120);
    expect(summary(outcome, dealer)).toEqual({
      losers: [],
      winners: [],
      jungfrauen: 0,
      durchmarsch: false,
      pushes: 0,
      ...want,
    });
  }
}
