// Issue 14: bad input gives short answers (point 5), and records mean the same through the
// API and the CLI (point 6).
import { createGame, Rng, replayDeal } from '@stich/core';
import { kalterSchlag } from '@stich/kalter-schlag';
import { skatkopf } from '@stich/skatkopf';
import { describe, expect, test } from 'vitest';
import { replayRecord } from '../src/replay/replayRecord';
import { run } from './harness';

/** A finished deal's record, with its hands. */
function finished(seed: number) {
  const game = createGame(kalterSchlag, { seed });
  while (!game.isOver()) game.apply(game.legalActions()[0]);
  return game.record();
}

describe('error lines stay short', () => {
  test('a record with a 20 MB card name gives one short error line', async () => {
    const { seed: _seed, ...record } = finished(3);
    const hands = record.hands!.map((h) => h.slice());
    hands[0][0] = 'X'.repeat(20_000_000);
    const text = JSON.stringify({ ...record, hands });
    const r = await run(['replay', 'big.json'], { files: { 'big.json': text } });
    expect(r.code).not.toBe(0);
    expect(r.stderr.length + r.stdout.length).toBeLessThan(600);
    expect(`${r.stdout}${r.stderr}`).toContain('UNKNOWN_CARD');
  });

  test('a 5 MB card name in an action gives a short message from the API', () => {
    const game = createGame(kalterSchlag, { seed: 1 });
    const r = game.apply({ type: 'play', seat: game.turn()!, card: 'X'.repeat(5_000_000) });
    expect(r.ok ? '' : r.error.message.length).toBeLessThan(200);
  });

  test('an unknown command of 1 MB is quoted short', async () => {
    const r = await run(['x'.repeat(1_000_000)]);
    expect(r.stderr.length).toBeLessThan(300);
  });
});

describe('records', () => {
  test('options: null means the defaults, in the API and in the CLI alike', () => {
    const plain = finished(5);
    const record = { ...plain, options: null };
    const api = replayDeal(kalterSchlag, record);
    const cli = replayRecord(record);
    expect(api.ok && api.value.outcome).toEqual(
      replayDeal(kalterSchlag, plain).ok && plain.outcome,
    );
    expect(cli).toEqual(replayRecord(plain));
    expect(cli.ok).toBe(true);
  });

  test('simulate --options null takes the defaults, like play and rules', async () => {
    const a = await run([
      'simulate',
      'kalter-schlag',
      '--deals',
      '20',
      '--seed',
      '1',
      '--options',
      'null',
    ]);
    const b = await run(['simulate', 'kalter-schlag', '--deals', '20', '--seed', '1']);
    expect(a.stderr).toBe('');
    const report = (t: string) => t.replace(/.*deals per second.*/, '');
    expect(report(a.stdout)).toBe(report(b.stdout));
  });

  test('a record whose seed does not deal its hands is refused at seed, in the API and the CLI', () => {
    const record = finished(7);
    expect(record.seed).toBe(7);
    expect(replayDeal(kalterSchlag, record).ok).toBe(true);
    const wrong = { ...record, seed: 8 };
    for (const r of [replayDeal(kalterSchlag, wrong), replayRecord(wrong)]) {
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.error.code).toBe('INVALID_RECORD');
        expect(r.error.path).toEqual(['seed']);
      }
    }
  });
});

describe('Skatkopf pot payments stay exact (NOTES Skatkopf 7)', () => {
  /** A finished Skatkopf deal under the pot reading whose payments are thirds. */
  function potDeal() {
    for (let seed = 0; seed < 500; seed++) {
      const game = createGame(skatkopf, { seed, options: { payments: 'pot' } });
      const rng = new Rng(seed);
      while (!game.isOver()) {
        const legal = game.legalActions();
        game.apply(legal[rng.below(legal.length)]);
      }
      if (game.outcome()!.scores.some((x) => !Number.isInteger(x))) return game.record();
    }
    throw new Error('no pot deal with thirds in 500 seeds');
  }

  test('replay writes a third as "1/3", never 0.3333333333333333', async () => {
    const r = await run(['replay', 'pot.json'], {
      files: { 'pot.json': JSON.stringify(potDeal()) },
    });
    expect(r.code).toBe(0);
    expect(r.stdout).not.toMatch(/\.333/);
    expect(r.stdout).toMatch(/"-?(\d+ )?\d\/3"/);
  });
});
