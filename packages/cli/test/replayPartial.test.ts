import { describe, expect, test } from 'vitest';
import { playedDeal, playedSession } from './fixtures';
import { run } from './harness';

const line = (text: string) => {
  expect(text.trim().split('\n')).toHaveLength(1);
  return JSON.parse(text);
};

describe('stich replay --partial', () => {
  test('a record that play wrote on a quit: where the unfinished deal stands, exit 0', async () => {
    // Quit after one played card and a kontra (end of input, as Ctrl-D does).
    const played = await run(['play', 'kalter-schlag', '--seed', '3', '--record', 'p.json'], {
      tty: true,
      stdin: 'd\n1\n',
    });
    expect(played.code).toBe(0);
    expect(played.stdout).toContain('(its last deal is unfinished)');
    const plain = await run(['replay', 'p.json'], { files: played.files });
    expect(plain.code).toBe(1);
    const refused = line(plain.stdout);
    expect(refused.error.code).toBe('UNFINISHED_DEAL');
    expect(refused.error.message).toMatch(/stich replay --partial/);
    expect(refused.error.message).not.toMatch(/partial: true/);

    const r = await run(['replay', '--partial', 'p.json'], { files: played.files });
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    const out = line(r.stdout);
    expect(out).toMatchObject({ ended: false, dealsPlayed: 0, totals: [0, 0, 0, 0] });
    const { unfinished } = out;
    const record = JSON.parse(played.files['p.json']);
    const actions = record.deals[0].actions;
    expect(unfinished).toMatchObject({ deal: 0, actions: actions.length, phase: 'play' });
    expect(unfinished.doublings).toEqual([{ seat: 0, name: 'kontra' }]);
    // The trick on the table is the tail of the recorded cards; every card is somewhere.
    const cards = actions.filter((a: { type: string }) => a.type === 'play');
    const onTable = cards.slice(4 * unfinished.tricksDone).map((a: { card: string }) => a.card);
    expect(onTable.length).toBeLessThan(4);
    expect(unfinished.trick.map((t: { card: string }) => t.card)).toEqual(onTable);
    const held = unfinished.hands.flat();
    expect(held.length + cards.length).toBe(32);
    expect(new Set([...held, ...cards.map((a: { card: string }) => a.card)]).size).toBe(32);
    expect(unfinished.legalActions.length).toBeGreaterThan(0);
    expect(
      unfinished.legalActions.every((a: { seat: number }) => a.seat === unfinished.toAct),
    ).toBe(true);
  });

  test('an unfinished deal record, and finished records unchanged', async () => {
    const { record, start } = playedDeal(5);
    const cut = { ...record, actions: record.actions.slice(0, 10) };
    const r = await run(['replay', '--partial', '-'], {
      stdin: `${JSON.stringify(cut)}\n${JSON.stringify(record)}\n`,
    });
    expect(r.code).toBe(0);
    const [a, b] = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(Object.keys(a)).toEqual(['unfinished']);
    expect(a.unfinished).toMatchObject({ actions: 10, phase: 'play', trumpMode: 'jacks' });
    expect(a.unfinished.hands).toHaveLength(start.seats);
    const whole = await run(['replay', '-'], { stdin: JSON.stringify(record) });
    expect(JSON.stringify(b)).toBe(whole.stdout.trim());
  });

  test('a session whose deals all ended prints its result as without --partial', async () => {
    const { record } = playedSession(3);
    const a = await run(['replay', '--partial', '-'], { stdin: JSON.stringify(record) });
    const b = await run(['replay', '-'], { stdin: JSON.stringify(record) });
    expect(a).toEqual(b);
    expect(a.code).toBe(0);
  });

  test('malformed records still fail, one error line each, exit 1', async () => {
    const { record } = playedDeal(5);
    const bad = { ...record, actions: [...record.actions.slice(0, 4), { type: 'play', seat: 9 }] };
    const r = await run(['replay', '--partial', '-'], {
      stdin: `${JSON.stringify(bad)}\n{"variant": oops}\n`,
    });
    expect(r.code).toBe(1);
    const [a, b] = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(a.error).toMatchObject({
      code: 'INVALID_ACTION',
      index: 4,
      path: ['actions', 4, 'seat'],
    });
    expect(b.error.code).toBe('INVALID_RECORD');
  });

  test('--partial with --format iss is a usage error', async () => {
    const r = await run(['replay', '--partial', '--format', 'iss', '-']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^stich: replay: --partial reads JSON records/);
  });
});
