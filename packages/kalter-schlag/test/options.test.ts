import { StichRuleError } from '@stich/core';
import { describe, expect, test } from 'vitest';
import { KalterSchlagOptionsSchema, kalterSchlag } from '../src/index';
import { playScript } from './helpers';
import { TIE_45 } from './scriptedDeals';

/** The defaults: rounding ten (EN text), target 2000, five scores on (NOTES 6), stake 1 (NOTES 7). */
const DEFAULTS = { rounding: 'ten', target: 2000, fiveScores: true, scoresToWin: 5, stake: 1 };

describe('options', () => {
  test('every default is filled in', () => {
    expect(kalterSchlag.defaults).toEqual(DEFAULTS);
    expect(kalterSchlag.rules().options).toEqual(DEFAULTS);
    expect(kalterSchlag.rules({}).options).toEqual(DEFAULTS);
    expect(KalterSchlagOptionsSchema.parse({})).toEqual(DEFAULTS);
    const parsed = kalterSchlag.parseOptions(undefined);
    expect(parsed.ok && parsed.value).toEqual(DEFAULTS);
  });

  test.each([
    [{ rounding: 'five' }, { ...DEFAULTS, rounding: 'five' }],
    [{ target: 1000 }, { ...DEFAULTS, target: 1000 }],
    [{ fiveScores: false }, { ...DEFAULTS, fiveScores: false }],
    [
      { scoresToWin: 3, stake: 0.5 },
      { ...DEFAULTS, scoresToWin: 3, stake: 0.5 },
    ],
  ])('%j keeps the other defaults', (input, expected) => {
    expect(kalterSchlag.rules(input as never).options).toEqual(expected);
  });

  test.each<[string, unknown, (string | number)[]]>([
    // [case, input, path of the refusal]
    ['an unknown key', { roundng: 'five' }, ['options', 'roundng']],
    [
      'another unknown key next to good ones',
      { target: 1500, kontra: true },
      ['options', 'kontra'],
    ],
    ['rounding of a wrong type', { rounding: 10 }, ['options', 'rounding']],
    ['rounding not in ten | five', { rounding: 'twenty' }, ['options', 'rounding']],
    ['target as a string', { target: '2000' }, ['options', 'target']],
    ['target not an integer', { target: 1999.5 }, ['options', 'target']],
    ['target zero', { target: 0 }, ['options', 'target']],
    ['fiveScores as a string', { fiveScores: 'yes' }, ['options', 'fiveScores']],
    ['scoresToWin zero', { scoresToWin: 0 }, ['options', 'scoresToWin']],
    ['a negative stake', { stake: -1 }, ['options', 'stake']],
    ['stake as a string', { stake: '1' }, ['options', 'stake']],
  ])('%s is refused with INVALID_OPTIONS and its path', (_name, input, path) => {
    const parsed = kalterSchlag.parseOptions(input);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.error.code).toBe('INVALID_OPTIONS');
    expect(parsed.error.path).toEqual(path);
    expect(parsed.error.message).toContain(String(path[1]));
    const viaRules = kalterSchlag.rulesFor(input);
    expect(viaRules.ok ? null : viaRules.error).toEqual(parsed.error);
    expect(() => kalterSchlag.rules(input as never)).toThrow(StichRuleError);
  });

  test('not an object at all is refused', () => {
    const parsed = kalterSchlag.parseOptions(42);
    expect(parsed.ok ? 'ok' : parsed.error.code).toBe('INVALID_OPTIONS');
  });

  test('the thrown error carries the code and path', () => {
    try {
      kalterSchlag.rules({ colour: 'red' } as never);
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(StichRuleError);
      expect((e as StichRuleError).detail).toMatchObject({
        code: 'INVALID_OPTIONS',
        path: ['options', 'colour'],
      });
    }
  });

  test('the rounding option reaches the deal outcome (tie 45-45: 50 each, or 45 each)', () => {
    const ten = kalterSchlag.rules({ rounding: 'ten' });
    const five = kalterSchlag.rules({ rounding: 'five' });
    expect(ten.outcome(playScript(TIE_45, ten))!.penalties).toEqual([50, 0, 0, 50]);
    expect(five.outcome(playScript(TIE_45, five))!.penalties).toEqual([45, 0, 0, 45]);
  });
});
