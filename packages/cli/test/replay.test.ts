import { describe, expect, test } from 'vitest';
import { playedDeal, playedSession } from './fixtures';
import { run } from './harness';

const lines = (text: string) =>
  text
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));

describe('stich replay: valid records', () => {
  test('a deal record prints the outcome', async () => {
    const { record, outcome } = playedDeal(7);
    const r = await run(['replay', 'deal.json'], {
      files: { 'deal.json': JSON.stringify(record, null, 2) },
    });
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    const [line] = lines(r.stdout);
    expect(line).toMatchObject({
      points: outcome.points,
      tricks: outcome.tricks,
      penalties: outcome.penalties,
      doublings: outcome.doublings,
      jungfrauen: outcome.jungfrauen,
      durchmarsch: outcome.durchmarsch,
      losers: outcome.losers,
    });
    expect(line.points.reduce((a: number, b: number) => a + b, 0)).toBe(120);
  });

  test('a session record prints the result', async () => {
    const { record, result } = playedSession(4);
    const r = await run(['replay', '-'], { stdin: JSON.stringify(record) });
    expect(r.code).toBe(0);
    const [line] = lines(r.stdout);
    expect(line).toMatchObject({
      totals: result.totals,
      ended: result.ended,
      outcome: result.outcome,
      seat: result.seat,
      payments: result.payments,
      dealsPlayed: 4,
    });
  });

  test('JSON Lines and a JSON array give one line per record', async () => {
    const deals = [1, 2, 3].map((s) => playedDeal(s));
    const jsonl = deals.map((d) => JSON.stringify(d.record)).join('\n');
    const a = await run(['replay', '-'], { stdin: `${jsonl}\n\n` });
    const b = await run(['replay', '-'], { stdin: JSON.stringify(deals.map((d) => d.record)) });
    expect(a.code).toBe(0);
    expect(lines(a.stdout).map((l) => l.penalties)).toEqual(deals.map((d) => d.outcome.penalties));
    expect(b.stdout).toBe(a.stdout);
  });
});

describe('stich replay: errors', () => {
  const { record } = playedDeal(5);
  const n = record.actions.length;
  const firstPlay = record.actions.findIndex((a) => a.type === 'play');
  const withAction = (i: number, change: object) => ({
    ...record,
    actions: record.actions.map((a, k) => (k === i ? { ...a, ...change } : a)),
  });
  const laterPlay = record.actions.findIndex((a, k) => k > 8 && a.type === 'play');
  // The card seat plays at `laterPlay`, played again later: no longer held.
  const spent = record.actions.find(
    (a, k) => k < laterPlay && a.type === 'play' && a.seat === record.actions[laterPlay].seat,
  );

  test.each([
    [
      'OUT_OF_TURN',
      withAction(firstPlay, { seat: (record.actions[firstPlay].seat + 1) % 4 }),
      firstPlay,
      ['actions', firstPlay, 'seat'],
    ],
    [
      'UNKNOWN_CARD',
      withAction(laterPlay, { card: 'XX' }),
      laterPlay,
      ['actions', laterPlay, 'card'],
    ],
    [
      'CARD_NOT_HELD',
      withAction(laterPlay, { card: (spent as { card: string }).card }),
      laterPlay,
      ['actions', laterPlay, 'card'],
    ],
    [
      'GAME_OVER',
      { ...record, actions: [...record.actions, { type: 'play', seat: 0, card: 'CJ' }] },
      n,
      ['actions', n],
    ],
    ['UNFINISHED_DEAL', { ...record, actions: record.actions.slice(0, 10) }, 10, ['actions']],
    [
      'DOUBLE_NOT_ALLOWED',
      {
        ...record,
        actions: [
          ...record.actions.slice(0, 10),
          { type: 'double', seat: record.actions[10].seat },
          ...record.actions.slice(10),
        ],
      },
      10,
      ['actions', 10],
    ],
    [
      'INVALID_ACTION',
      withAction(firstPlay, { card: 7 }),
      firstPlay,
      ['actions', firstPlay, 'card'],
    ],
  ])('%s', async (code, bad, index, path) => {
    const r = await run(['replay', '-'], { stdin: JSON.stringify(bad) });
    expect(r.code).toBe(1);
    const [line] = lines(r.stdout);
    expect(line.error.code).toBe(code);
    expect(line.error.index).toBe(index);
    expect(line.error.path.slice(0, path.length)).toEqual(path);
    expect(typeof line.error.message).toBe('string');
  });

  test('MUST_FOLLOW_SUIT and ALREADY_DOUBLED from a fixed deal', async () => {
    const hands = [
      ['CJ', 'CA', 'CT', 'CK', 'CQ', 'C9', 'C8', 'C7'],
      ['SJ', 'SA', 'ST', 'SK', 'SQ', 'S9', 'S8', 'S7'],
      ['HJ', 'HA', 'HT', 'HK', 'HQ', 'H9', 'H8', 'H7'],
      ['DJ', 'DA', 'DT', 'DK', 'DQ', 'D9', 'D8', 'D7'],
    ];
    // Dealer 3: seat 0 leads; seat 1 holds SJ, so after a led jack it must follow with it.
    const follow = {
      variant: 'kalter-schlag',
      dealer: 3,
      hands,
      actions: [
        { type: 'play', seat: 0, card: 'CJ' },
        { type: 'play', seat: 1, card: 'SA' },
      ],
    };
    const twice = {
      variant: 'kalter-schlag',
      dealer: 3,
      hands,
      actions: [
        { type: 'double', seat: 0 },
        { type: 'double', seat: 0 },
      ],
    };
    const r = await run(['replay', '-'], {
      stdin: `${JSON.stringify(follow)}\n${JSON.stringify(twice)}\n`,
    });
    expect(r.code).toBe(1);
    const [a, b] = lines(r.stdout);
    expect(a.error).toMatchObject({
      code: 'MUST_FOLLOW_SUIT',
      index: 1,
      path: ['actions', 1, 'card'],
    });
    expect(b.error).toMatchObject({ code: 'ALREADY_DOUBLED', index: 1 });
  });

  test.each([
    ['UNKNOWN_VARIANT', { ...record, variant: 'binokel' }, ['variant']],
    ['INVALID_OPTIONS', { ...record, options: { rounding: 'seven' } }, ['options', 'rounding']],
    ['INVALID_RECORD', { ...record, dealer: undefined }, ['dealer']],
    ['INVALID_DEAL', { ...record, seed: undefined, hands: [['CJ'], ['CJ'], [], []] }, ['hands']],
  ])('%s has a path and no index', async (code, bad, path) => {
    const r = await run(['replay', '-'], { stdin: JSON.stringify(bad) });
    expect(r.code).toBe(1);
    const [line] = lines(r.stdout);
    expect(line.error.code).toBe(code);
    expect(line.error.index).toBeUndefined();
    expect(line.error.path.slice(0, path.length)).toEqual(path);
  });

  test('a session with a broken deal names the deal in the path', async () => {
    const { record: session } = playedSession(3);
    session.deals[2].actions[4] = { ...session.deals[2].actions[4], card: 'XX' } as never;
    const r = await run(['replay', '-'], { stdin: JSON.stringify(session) });
    const [line] = lines(r.stdout);
    expect(r.code).toBe(1);
    expect(line.error).toMatchObject({
      code: 'UNKNOWN_CARD',
      index: 4,
      path: ['deals', 2, 'actions', 4, 'card'],
    });
  });

  test('malformed JSON is an INVALID_RECORD line', async () => {
    const r = await run(['replay', '-'], { stdin: '{"variant": "kalter-schlag", ' });
    expect(r.code).toBe(1);
    expect(lines(r.stdout)).toEqual([
      { error: expect.objectContaining({ code: 'INVALID_RECORD', path: [] }) },
    ]);
  });

  test('JSON Lines with a bad line in the middle: the others replay, exit 1', async () => {
    const good = [playedDeal(1), playedDeal(2)];
    const text = [
      JSON.stringify(good[0].record),
      '{"variant": oops}',
      JSON.stringify(good[1].record),
    ].join('\n');
    const r = await run(['replay', 'games.jsonl'], { files: { 'games.jsonl': text } });
    expect(r.code).toBe(1);
    const out = lines(r.stdout);
    expect(out).toHaveLength(3);
    expect(out[0].penalties).toEqual(good[0].outcome.penalties);
    expect(out[1].error.code).toBe('INVALID_RECORD');
    expect(out[1].error.message).toMatch(/line 2/);
    expect(out[2].penalties).toEqual(good[1].outcome.penalties);
    expect(r.stderr).toBe('');
  });

  test('a missing file is one line on stderr, exit 1', async () => {
    const r = await run(['replay', 'nope.json']);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  });
});
