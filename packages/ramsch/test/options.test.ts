import { describe, expect, test } from 'vitest';
import { ramsch } from '../src/index';

// The options and their defaults (NOTES 106-107: "these are our defaults, and every
// alternative the text names is an option").

describe('options', () => {
  test.each<[string, unknown, string]>([
    ['skatTo', 'lastTrick', 'NOTES 109: the skat goes to whoever takes the last trick'],
    ['ties', 'allLose', 'NOTES 111: all tied players lose'],
    ['threeWayTie', 'allLose', 'NOTES 113: 40 each makes everyone lose 40'],
    ['durchmarsch', true, 'NOTES 120: on by default'],
    ['tensLow', false, 'NOTES 129: an option'],
    ['fixedValues', false, 'NOTES 130: an option'],
    ['gewinnerRamsch', false, 'NOTES 131: an option'],
    ['schieben', false, 'NOTES 123: an option'],
    ['jacksMayBePushed', false, 'NOTES 128 + text: "Jacks are not allowed to be passed on"'],
    ['deals', 12, 'options.ts: each player deals four times'],
    ['bierlachs', null, 'options.ts: null plays `deals` deals'],
  ])('%s defaults to %j (%s)', (key, value) => {
    expect(ramsch.rules().options).toHaveProperty(key, value);
  });

  test('no other options', () => {
    expect(Object.keys(ramsch.rules().options)).toHaveLength(11);
  });

  test.each<[unknown, (string | number)[]]>([
    [{ skatTo: 'winner' }, ['options', 'skatTo']],
    [{ ties: 'nobody' }, ['options', 'ties']],
    [{ threeWayTie: 'lastTrickLoses' }, ['options', 'threeWayTie']],
    [{ tensLow: 'yes' }, ['options', 'tensLow']],
    [{ deals: 0 }, ['options', 'deals']],
    [{ bierlachs: -5 }, ['options', 'bierlachs']],
    [{ bierlachs: 1.5 }, ['options', 'bierlachs']],
    [{ kontra: true }, ['options']],
  ])('%j is refused with INVALID_OPTIONS', (input, path) => {
    const r = ramsch.rulesFor(input);
    expect(r.ok ? null : r.error.code).toBe('INVALID_OPTIONS');
    if (!r.ok) expect(r.error.path?.slice(0, path.length)).toEqual(path);
  });
});
