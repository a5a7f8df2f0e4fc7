import { describe, expect, test } from 'vitest';
import { run } from './harness';
import { HANDS, ramschDeal, SCHIEBEN, SKAT } from './ramschFixtures';

const lines = (text: string) =>
  text
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));

const replay = (...records: object[]) =>
  run(['replay', '-'], { stdin: records.map((r) => JSON.stringify(r)).join('\n') });

describe('stich replay: Ramsch deal records', () => {
  test.each([
    ['Ramsch', {}, []],
    ['Schieberamsch', { schieben: true }, SCHIEBEN],
    ['Schieberamsch, skat to the loser', { schieben: true, skatTo: 'loser' as const }, SCHIEBEN],
  ])('%s: prints the outcome', async (_name, options, script) => {
    const { record, outcome } = ramschDeal(options, script);
    const r = await replay(record);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const [line] = lines(r.stdout);
    expect(line).toEqual(outcome);
    for (const key of ['points', 'tricks', 'scores', 'losers', 'durchmarsch', 'jungfrauen'])
      expect(line).toHaveProperty(key);
    expect(line.pushes).toBe(script.filter((a) => a.type === 'pushSkat').length);
    // The skat's points are added for whoever it goes to: all 120 are counted once per taker.
    const taken = line.points.reduce((a: number, b: number) => a + b, 0);
    expect(taken).toBe(120 + line.skatPoints * (line.skatTo.length - 1));
    expect(line.tricks.reduce((a: number, b: number) => a + b, 0)).toBe(10);
    for (const seat of line.losers) expect(line.scores[seat]).toBeLessThan(0);
  });

  test('a Schieberamsch record with every push: the scores are doubled three times', async () => {
    const pushes = [0, 1, 2].map((seat) => ({ type: 'pushSkat', seat }) as const);
    const plain = ramschDeal({}).outcome;
    const { record, outcome } = ramschDeal({ schieben: true }, pushes);
    const [line] = lines((await replay(record)).stdout);
    expect(line.pushes).toBe(3);
    expect(line.scores).toEqual(outcome.scores);
    // The bots play the same cards as without the skat passing: every score times 8.
    expect(line.scores).toEqual(plain.scores.map((s) => s * 8));
  });
});

describe('stich replay: Ramsch session records', () => {
  // Two deals of the fixed cards: dealt by seat 2 (Schieberamsch as scripted), then by seat 0.
  const options = { deals: 2, schieben: true };
  const first = ramschDeal(options, SCHIEBEN);
  const second = ramschDeal(options, [], 0);
  const deal = (d: typeof first) => ({ hands: HANDS, skat: SKAT, actions: d.record.actions });
  const session = {
    variant: 'ramsch',
    options,
    firstDealer: 2,
    deals: [deal(first), deal(second)],
  };

  test('prints the totals, the deals played, whether it ended and the losers', async () => {
    const r = await replay(session);
    expect(r.code).toBe(0);
    const totals = [0, 1, 2].map((s) => first.outcome.scores[s] + second.outcome.scores[s]);
    const low = Math.min(...totals);
    expect(lines(r.stdout)[0]).toEqual({
      totals,
      dealsPlayed: 2,
      ended: true,
      losers: [0, 1, 2].filter((s) => totals[s] === low),
    });
  });

  test('a session stopped early has not ended and has no losers yet', async () => {
    const r = await replay({ ...session, deals: [deal(first)] });
    expect(lines(r.stdout)[0]).toEqual({
      totals: first.outcome.scores,
      dealsPlayed: 1,
      ended: false,
      losers: [],
    });
  });

  test('a jack laid back in the second deal names the deal in the path', async () => {
    const bad = deal(second);
    // Dealer 0: seat 1 is forehand and holds SJ.
    bad.actions = [
      { type: 'pickUpSkat', seat: 1 },
      { type: 'discard', seat: 1, cards: ['SJ', 'D9'] },
    ];
    const r = await replay({ ...session, deals: [deal(first), bad] });
    expect(r.code).toBe(1);
    expect(lines(r.stdout)[0].error).toMatchObject({
      code: 'PLAY_RESTRICTED',
      index: 1,
      path: ['deals', 1, 'actions', 1, 'cards', 0],
    });
  });
});

describe('stich replay: Schieberamsch errors', () => {
  const base = {
    variant: 'ramsch',
    options: { schieben: true },
    dealer: 2,
    hands: HANDS,
    skat: SKAT,
  };
  const pickUp = { type: 'pickUpSkat', seat: 0 };
  test.each([
    // error code, actions, index, path: why
    [
      'PLAY_RESTRICTED',
      [pickUp, { type: 'discard', seat: 0, cards: ['D9', 'CJ'] }],
      1,
      ['actions', 1, 'cards', 1],
    ], // jacks may not be laid back
    [
      'ACTION_NOT_ALLOWED',
      [{ type: 'discard', seat: 0, cards: ['D7', 'C7'] }],
      0,
      ['actions', 0, 'type'],
    ], // discarding before taking up the skat
    ['ACTION_NOT_ALLOWED', [pickUp, { type: 'pushSkat', seat: 0 }], 1, ['actions', 1, 'type']], // the skat was taken up: lay two cards back first
    ['ACTION_NOT_ALLOWED', [{ type: 'play', seat: 0, card: 'C7' }], 0, ['actions', 0, 'type']], // play before the skat went round
    ['OUT_OF_TURN', [{ type: 'pickUpSkat', seat: 1 }], 0, ['actions', 0, 'seat']], // forehand's turn
    [
      'CARD_NOT_HELD',
      [pickUp, { type: 'discard', seat: 0, cards: ['D7', 'HA'] }],
      1,
      ['actions', 1, 'cards', 1],
    ],
    [
      'INVALID_ACTION',
      [pickUp, { type: 'discard', seat: 0, cards: ['D7', 'D8', 'D9'] }],
      1,
      ['actions', 1, 'cards'],
    ], // exactly two cards
    ['UNFINISHED_DEAL', SCHIEBEN, SCHIEBEN.length, ['actions']], // no card played
  ])('%s', async (code, actions, index, path) => {
    const r = await replay({ ...base, actions });
    expect(r.code).toBe(1);
    const [line] = lines(r.stdout);
    expect(line.error).toMatchObject({ code, index, path });
    expect(typeof line.error.message).toBe('string');
  });

  test('the jack refusal names the rule; with jacksMayBePushed the same record replays', async () => {
    const { record } = ramschDeal({ schieben: true, jacksMayBePushed: true }, [
      { type: 'pickUpSkat', seat: 0 },
      { type: 'discard', seat: 0, cards: ['D9', 'CJ'] },
    ]);
    const refused = { ...record, options: { schieben: true } };
    const r = await replay(record, refused);
    expect(r.code).toBe(1);
    const [ok, error] = lines(r.stdout);
    expect(ok.scores).toHaveLength(3);
    expect(error.error).toMatchObject({ code: 'PLAY_RESTRICTED', index: 1 });
    expect(error.error.message).toMatch(/jacks may not be passed on/);
  });

  test('pickUpSkat without Schieberamsch is not allowed', async () => {
    const r = await replay({ ...base, options: {}, actions: [{ type: 'pickUpSkat', seat: 0 }] });
    expect(lines(r.stdout)[0].error).toMatchObject({ code: 'ACTION_NOT_ALLOWED', index: 0 });
  });

  test.each([
    [
      'INVALID_OPTIONS',
      { ...base, options: { schieben: 'yes' }, actions: [] },
      ['options', 'schieben'],
    ],
    ['INVALID_DEAL', { ...base, skat: ['D9', 'CJ'], actions: [] }, ['skat']], // CJ twice
    ['INVALID_DEAL', { ...base, hands: HANDS.slice(0, 2), actions: [] }, ['hands']], // two hands
    ['INVALID_RECORD', { ...base }, ['actions']],
  ])('%s has a path and no index', async (code, bad, path) => {
    const r = await replay(bad);
    expect(r.code).toBe(1);
    const [line] = lines(r.stdout);
    expect(line.error.code).toBe(code);
    expect(line.error.index).toBeUndefined();
    expect(line.error.path.slice(0, path.length)).toEqual(path);
  });
});
