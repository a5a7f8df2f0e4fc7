// Round trips of the ISS writer: seeded random Skat deals (random legal actions, early
// ends included, at 3 and 4 seats) are written with formatIssRecord, read back with
// parseIssRecord and replayed with replayIss: the result must be the one our rules gave
// the deal, and writing the replay again must give the same line. The 60 real records
// (when ../shared/data is present) go through the same loop.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type GameState, Rng, replayDeal, unwrap } from '@stich/core';
import { activeOf } from '@stich/core/scoring';
import { recordOf } from '@stich/core/tools';
import { describe, expect, test } from 'vitest';
import {
  formatIssRecord,
  type IssResult,
  issDealRecord,
  parseIssRecord,
  replayIss,
  replayIssGame,
  type SkatAction,
  type SkatState,
  serverIssResult,
  skat,
} from '../src/index';

type Rules = ReturnType<typeof skat.rules>;

/**
 * A random deal to the end: usually the seat to act, sometimes another seat (a
 * resignation); in the bidding a pass one time in two, so that some deals pass out.
 */
function randomDeal(rules: Rules, seed: number) {
  const rng = new Rng(seed);
  const start = rules.deal({ dealer: seed % rules.ctx.seats, rng });
  let s = start;
  const actions: SkatAction[] = [];
  while (!rules.isTerminal(s)) {
    const other = rng.below(rules.ctx.seats);
    const offside = rng.below(4) === 0 ? rules.legalActions(s, other) : [];
    const legal = offside.length > 0 ? offside : rules.legalActions(s);
    const pass = legal.find((a) => a.type === 'pass');
    const action =
      s.phase === 'bidding' && pass && rng.below(2) === 0 ? pass : legal[rng.below(legal.length)];
    s = unwrap(rules.applyAction(s, action));
    actions.push(action);
  }
  return { start, actions, state: s };
}

/** Our outcome in the shape of an ISS result, with seats turned into ISS positions. */
function expected(
  rules: Rules,
  start: GameState<SkatState>,
  end: GameState<SkatState>,
  id: string,
) {
  const o = rules.outcome(end)!;
  if (o.kind !== 'game' || o.declarer === null) return { id, passed: true } as IssResult;
  const { declarerPoints, declarerTricks, schneider, schwarz, won, value, matadors, overbid } = o;
  const declarer = activeOf(start).indexOf(o.declarer);
  return {
    id,
    declarer,
    won,
    value,
    matadors,
    overbid,
    declarerPoints,
    declarerTricks,
    schneider,
    schwarz,
  };
}

/** Replays an ISS line and writes the replay again. */
function again(line: string) {
  const replay = unwrap(replayIssGame(unwrap(parseIssRecord(line))));
  return unwrap(formatIssRecord(issDealRecord(replay)));
}

describe.each([{ seats: 3 as const }, { seats: 4 as const }])('random deals at %j', (options) => {
  const rules = skat.rules(options);
  const seeds = Array.from({ length: 150 }, (_, i) => i);

  test.each(seeds)('seed %i round-trips', (seed) => {
    const { start, actions, state } = randomDeal(rules, seed);
    const record = recordOf(rules, start, actions, { seed });
    const line = unwrap(formatIssRecord(record));
    const game = unwrap(parseIssRecord(line));
    const want = expected(rules, start, state, String(seed));
    expect(unwrap(replayIss(game))).toEqual(want);
    expect(serverIssResult(game)).toEqual(want);
    expect(again(line)).toBe(line);
  });

  test('the deals end in every way', () => {
    const reasons = new Map<string, number>();
    for (const seed of seeds) {
      const end = randomDeal(rules, seed).state;
      const key = end.x.early?.reason ?? (end.x.contract === null ? 'passed' : 'played');
      reasons.set(key, (reasons.get(key) ?? 0) + 1);
    }
    expect([...reasons.keys()].sort()).toEqual([
      'claimAccepted',
      'declarerResigned',
      'defendersResigned',
      'passed',
      'played',
    ]);
  });
});

test('a replay from replayDeal is written like its record', () => {
  const rules = skat.rules();
  const { start, actions } = randomDeal(rules, 7);
  const record = recordOf(rules, start, actions);
  const replay = unwrap(replayDeal(skat, record));
  expect(formatIssRecord(replay, { id: 'x' })).toEqual(formatIssRecord(record, { id: 'x' }));
});

test('meta names the game and its players', () => {
  const rules = skat.rules();
  const { start, actions } = randomDeal(rules, 11);
  const line = unwrap(
    formatIssRecord(recordOf(rules, start, actions), {
      id: '42',
      server: 'Stich test',
      date: '2026-01-01/00:00:00/UTC',
      players: ['Anne', 'Bert', 'Cleo'],
    }),
  );
  const game = unwrap(parseIssRecord(line));
  expect([game.id, game.server, game.date, game.players]).toEqual([
    '42',
    'Stich test',
    '2026-01-01/00:00:00/UTC',
    ['Anne', 'Bert', 'Cleo'],
  ]);
  expect(formatIssRecord(recordOf(rules, start, actions), { id: 'a]b' }).ok).toBe(false);
});

test.each([
  ['Kontra said', { kontra: true }, 'ISS has no Kontra'],
  ['the old hand rule', { oldHandRule: true }, 'old hand rule'],
  ['Ramsch', { passOut: 'ramsch' as const }, 'Ramsch'],
])('refuses %s', (_name, options, message) => {
  const rules = skat.rules(options);
  for (let seed = 0; seed < 400; seed++) {
    const { start, actions, state } = randomDeal(rules, seed);
    const x = state.x;
    const applies =
      'oldHandRule' in options ? x.contract !== null : x.ramsch || state.doublers.length > 0;
    if (!applies) continue;
    const r = formatIssRecord(recordOf(rules, start, actions));
    expect(r.ok ? '' : r.error.message).toContain(message);
    return;
  }
  throw new Error('no deal found');
});

const DATA = fileURLToPath(new URL('../../../../shared/data/iss', import.meta.url));
const HAVE = existsSync(DATA);
const lines = HAVE
  ? readFileSync(`${DATA}/iss_records.sgf`, 'utf8')
      .split('\n')
      .filter((l) => l.trim() !== '')
  : [];

describe.skipIf(!HAVE)('the real records (skipped when ../shared/data/iss is absent)', () => {
  // Penalties (8, 30, 10330141) never finish, so they are not written.
  const finished = lines.filter((l) => !/ID\[(8|30|10330141)\]/.test(l));

  test.each(finished.map((l) => [/ID\[([^\]]*)\]/.exec(l)![1], l]))(
    'game %s is written and read back with the same result',
    (_id, line) => {
      const written = again(line);
      expect(unwrap(replayIss(written))).toEqual(unwrap(replayIss(line)));
      expect(again(written)).toBe(written);
      const replay = unwrap(replayIssGame(unwrap(parseIssRecord(line))));
      expect(replayDeal(skat, issDealRecord(replay)).ok).toBe(true);
    },
  );
});
