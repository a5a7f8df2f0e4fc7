import { readFields } from '@stich/core/kernel';
import { describe, expect, test } from 'vitest';
import { SCHAFKOPF_DEFAULTS, SCHAFKOPF_OPTIONS, SchafkopfOptionsSchema } from '../src/index';

// Section 7 of schafkopf.en.md: every option, its values and its default.
describe('options (section 7)', () => {
  test.each([
    ['allPassed', 'throwIn', ['throwIn', 'ramsch']],
    ['throwInDealer', 'next', ['next', 'same']],
    ['farbwenz', false, null],
    ['geier', false, null],
    ['farbgeier', false, null],
    ['bettel', false, null],
    ['bettelOrder', 'tenBelowUnter', ['tenBelowUnter', 'natural']],
    ['tout', true, null],
    ['sie', true, null],
    ['wenzRank', 'belowFarbsolo', ['belowFarbsolo', 'equalFarbsolo']],
    ['klopfen', false, null],
    ['stossMax', 2, null],
    ['stossUntil', 'firstCard', ['firstCard', 'firstTrick']],
    ['kontraInRamsch', false, null],
    ['schneiderRule', 'official', ['official', 'symmetric']],
    ['toutMultiplier', 2, null],
    ['sieMultiplier', 4, null],
    ['toutCountsSchneiderSchwarz', false, null],
    ['herzSoloDouble', false, null],
    ['calledAceDiscard', 'lastTrickOnly', ['lastTrickOnly', 'free']],
    ['davonlaufenCount', 'atLead', ['atLead', 'dealt']],
    ['callerKeepsCalledSuit', false, null],
    ['ramschTie', 'highestTrumpLoses', ['highestTrumpLoses', 'allTiedLose']],
    ['jungfrau', 'doubleAll', ['doubleAll', 'doubleToJungfrau', 'off']],
    ['durchmarsch', 'allTricks', ['allTricks', 'minPoints', 'off']],
  ] as const)('%s defaults to %j', (name, value, values) => {
    expect(SCHAFKOPF_DEFAULTS[name]).toBe(value);
    const f = SCHAFKOPF_OPTIONS[name];
    if (values !== null) expect(f.kind === 'enum' && f.values).toEqual(values);
  });

  test('laufendeFrom: Sauspiel 3, Farbsolo 3, Wenz 2, Geier 2, Farbwenz 3, Farbgeier 3 (6.3)', () => {
    expect(SCHAFKOPF_DEFAULTS.laufendeFrom).toEqual({
      sauspiel: 3,
      farbsolo: 3,
      wenz: 2,
      geier: 2,
      farbwenz: 3,
      farbgeier: 3,
    });
  });

  test('tariffs: the 10/50 tariff (6.4)', () => {
    expect(SCHAFKOPF_DEFAULTS.tariffs).toEqual({
      sauspiel: 10,
      solo: 50,
      laufender: 10,
      schneider: 10,
      schwarz: 10,
      bettel: 30,
      ramsch: 20,
      durchmarsch: 70,
    });
  });

  test('durchmarsch minPoints(N): N defaults to 91 (9.13)', () => {
    expect(SCHAFKOPF_DEFAULTS.durchmarschMinPoints).toBe(91);
  });

  test('the 27 options of the table, plus durchmarschMinPoints for minPoints(N)', () => {
    expect(Object.keys(SCHAFKOPF_OPTIONS)).toHaveLength(28);
  });

  test('a partly given tariff keeps the other defaults (the "10/20/50" preset of 7)', () => {
    const read = readFields(SCHAFKOPF_OPTIONS, { tariffs: { sauspiel: 20 } });
    expect(read.ok && (read.value as typeof SCHAFKOPF_DEFAULTS).tariffs).toEqual({
      ...SCHAFKOPF_DEFAULTS.tariffs,
      sauspiel: 20,
    });
  });

  test.each([
    [{ stossMax: 5 }, ['stossMax']],
    [{ wenzRank: 'above' }, ['wenzRank']],
    [{ laufendeFrom: { wenz: 0 } }, ['laufendeFrom', 'wenz']],
    [{ tariffs: { solo: -1 } }, ['tariffs', 'solo']],
    [{ kontra: true }, []],
  ])('%j is refused at %j', (input, path) => {
    const read = readFields(SCHAFKOPF_OPTIONS, input);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.issue.path).toEqual(path);
  });

  test('the zod schema fills the same defaults', () => {
    expect(SchafkopfOptionsSchema.parse({})).toEqual(SCHAFKOPF_DEFAULTS);
  });
});
