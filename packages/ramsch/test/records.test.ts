import { formatDealRecord, replayDeal } from '@stich/core';
import { recordOf } from '@stich/core/tools';
import { describe, expect, test } from 'vitest';
import { type RamschOptions, ramsch } from '../src/index';
import { MARCH, SKAT10 } from './deals';
import { playScript, type RamschScript, rulesFor, startOf } from './script';

// Deal records of scripted Schieberamsch deals (test/deals.ts): written with core's
// `recordOf`/`formatDealRecord`, read back with `replayDeal`, to the same outcome.

const CASES: [string, RamschScript, Partial<RamschOptions>][] = [
  [
    'taking up, laying back, pushing',
    { ...SKAT10, skat: 'HK C7', passing: ['lay DT D7', 'push', 'push'] },
    { schieben: true },
  ],
  [
    'a jack laid back',
    { ...MARCH, passing: ['lay DJ D7', 'push', 'push'] },
    { schieben: true, jacksMayBePushed: true },
  ],
  ['plain Ramsch, skat to the loser', SKAT10, { skatTo: 'loser' }],
];

describe('records', () => {
  test.each(CASES)('%s: the record replays to the same outcome', (_name, script, options) => {
    const rules = rulesFor(options);
    const { actions, outcome } = playScript(rules, script, 1);
    const record = recordOf(rules, startOf(rules, script, 1), actions, { outcome });
    const replay = replayDeal(ramsch, JSON.parse(formatDealRecord(record)));
    if (!replay.ok) throw new Error(JSON.stringify(replay.error));
    expect(replay.value.outcome).toEqual(outcome);
    expect(replay.value.state).toEqual(playScript(rules, script, 1).state);
  });

  test('a record that lays a jack back is refused at that action (NOTES 128)', () => {
    const [, script] = CASES[1];
    const free = rulesFor({ schieben: true, jacksMayBePushed: true });
    const { actions } = playScript(free, script, 1);
    const record = recordOf(rulesFor({ schieben: true }), startOf(free, script, 1), actions);
    const replay = replayDeal(ramsch, JSON.parse(formatDealRecord(record)));
    // actions[0] takes up the skat, actions[1] lays DJ D7 back.
    expect(replay.ok ? null : { ...replay.error, message: undefined }).toEqual({
      code: 'PLAY_RESTRICTED',
      message: undefined,
      path: ['actions', 1, 'cards', 0],
      index: 1,
    });
  });
});
