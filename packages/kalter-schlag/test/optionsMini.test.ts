import { zodError } from '@stich/core/tools';
import { describe, expect, test } from 'vitest';
import * as z from 'zod';
import { kalterSchlag } from '../src';
import {
  KALTER_SCHLAG_OPTIONS,
  KalterSchlagOptionsSchema,
  kalterSchlagOptions,
} from '../src/options';

// The variant checks options with core's declared fields (no zod in a kernel bundle);
// the zod/mini schema derives from them, and the exported KalterSchlagOptionsSchema is
// classic zod. All three say the same thing.
describe('the zod/mini options schema equals KalterSchlagOptionsSchema', () => {
  test('the same JSON Schema, read as input and as output', () => {
    for (const io of ['input', 'output'] as const)
      expect(z.toJSONSchema(kalterSchlagOptions, { io })).toEqual(
        z.toJSONSchema(KalterSchlagOptionsSchema, { io }),
      );
  });

  test('the same defaults and the same answers to good and bad options', () => {
    expect(kalterSchlag.options).toBe(KALTER_SCHLAG_OPTIONS);
    const inputs: unknown[] = [
      {},
      { rounding: 'five', target: 1000, fiveScores: false, scoresToWin: 3, stake: 0.5 },
      { rounding: 'seven' },
      { target: -5 },
      { target: 1.5 },
      { target: 'a' },
      { scoresToWin: 0 },
      { stake: -1 },
      { taget: 1000 },
      null,
      [],
    ];
    for (const input of inputs) {
      const mini = kalterSchlagOptions.safeParse(input);
      const classic = KalterSchlagOptionsSchema.safeParse(input);
      expect(mini.success, JSON.stringify(input)).toBe(classic.success);
      expect(mini.data).toEqual(classic.data);
      expect(mini.error?.issues).toEqual(classic.error?.issues);
      // The variant's own check (null means no options there, as in the CLI).
      if (input === null) continue;
      const ours = kalterSchlag.parseOptions(input);
      expect(ours.ok ? ours.value : ours.error).toEqual(
        classic.success ? classic.data : zodError('INVALID_OPTIONS', classic.error, ['options']),
      );
    }
  });
});
