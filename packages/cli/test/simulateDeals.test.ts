import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BaseAction, SeatView } from '@stich/core';
import { Rng } from '@stich/core';
import { describe, expect, test } from 'vitest';
import { decodeTally, encodeTally } from '../src/queue/tallyJson';
import { VARIANTS } from '../src/registry';
import { chunkRunner } from '../src/simulate/chunkRunner';
import { roleBot, roleInView } from '../src/simulate/roleBot';
import { parseBotsAndRoles } from '../src/simulate/simulateCommand';
import { run, simulateJson } from './harness';

const dir = mkdtempSync(join(tmpdir(), 'stich-deals-'));
const file = (name: string) => join(dir, name);

/** The lines of a JSONL file, parsed. */
const records = (path: string) =>
  readFileSync(path, 'utf8')
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line));

describe('--deals-out: one JSON line per deal', () => {
  test('skat with --compare kontra=false,true: deals x sets lines, in deal order, each naming its set', async () => {
    const out = file('kontra.jsonl');
    const argv = ['skat', '--deals', '12', '--compare', 'kontra=false,true', '--seed', '7'];
    const result = await simulateJson([...argv, '--deals-out', out, '--workers', '1']);
    const lines = records(out);
    expect(lines).toHaveLength(12 * 2);
    lines.forEach((r, i) => {
      expect(r.deal).toBe(Math.floor(i / 2));
      expect(r.set).toBe(i % 2 === 0 ? 'kontra=false' : 'kontra=true');
      expect(r.seed).toBe(7);
      expect(r.dealer).toBe(r.deal % 3);
      expect(r.bots).toEqual(['rules', 'rules', 'rules']);
      expect(r.scores).toHaveLength(3);
      expect(r.tricks).toHaveLength(3);
      expect(r.cardPoints).toHaveLength(3);
      expect(r.dealRng).toHaveLength(4);
      if (r.outcome.kind === 'game') {
        // The declaring side is the outcome's declarer; the card points add up with the skat's.
        expect(r.roles[r.outcome.declarer]).toBe('declarer');
        expect(r.roles.filter((x: string) => x === 'defender')).toHaveLength(2);
        expect(r.game).not.toBeNull();
      } else expect(r.roles).toBeNull();
      expect(r.cardPoints.reduce((a: number, b: number) => a + b, 0)).toBeLessThanOrEqual(120);
    });
    // The same deals for both sets: the same cards (the same deal stream), per deal.
    for (let i = 0; i < lines.length; i += 2)
      expect(lines[i].dealRng).toEqual(lines[i + 1].dealRng);
    // The lines agree with the summary: the mean amount of each set.
    const mean = (set: string) => {
      const xs = lines.filter((r) => r.set === set).map((r) => r.amount);
      return xs.reduce((a, b) => a + b, 0) / xs.length;
    };
    expect(result.sets[0].meanAmount).toBeCloseTo(mean('kontra=false'), 9);
    expect(result.sets[1].meanAmount).toBeCloseTo(mean('kontra=true'), 9);
    // Writing the lines changes nothing in the result.
    expect(await simulateJson([...argv, '--workers', '1'])).toEqual(result);
  });

  test('the same seed gives byte-identical lines with 1 and 2 workers', async () => {
    const argv = ['kalter-schlag', '--deals', '40', '--chunk-size', '7', '--seed', 'w'];
    await simulateJson([...argv, '--deals-out', file('w1.jsonl'), '--workers', '1']);
    await simulateJson([...argv, '--deals-out', file('w2.jsonl'), '--workers', '2']);
    const one = readFileSync(file('w1.jsonl'), 'utf8');
    expect(one.split('\n')).toHaveLength(41);
    expect(readFileSync(file('w2.jsonl'), 'utf8')).toBe(one);
    const bots = [
      'skat',
      '--deals',
      '9',
      '--chunk-size',
      '2',
      '--seed',
      4,
      '--compare',
      'kontra=false,true',
    ].map(String);
    await simulateJson([...bots, '--deals-out', file('s1.jsonl'), '--workers', '1']);
    await simulateJson([...bots, '--deals-out', file('s2.jsonl'), '--workers', '2']);
    expect(readFileSync(file('s2.jsonl'), 'utf8')).toBe(readFileSync(file('s1.jsonl'), 'utf8'));
  });

  test('a chunk carries its lines through the queue encoding unchanged', () => {
    const parsed = VARIANTS['kalter-schlag'].variant.parseOptions({});
    if (!parsed.ok) throw new Error('defaults');
    const data = chunkRunner({
      variant: 'kalter-schlag',
      sets: [{ label: 'defaults', options: parsed.value }],
      seats: ['random'],
      mode: 'deals',
      count: 5,
      seed: 1,
      dealsOut: true,
    }).play(0);
    expect(data.dealLines?.split('\n')).toHaveLength(6);
    expect(decodeTally(JSON.parse(JSON.stringify(encodeTally(data)))).dealLines).toBe(
      data.dealLines,
    );
  });

  test('with --partien: each deal of each session, with the session index', async () => {
    const out = file('partien.jsonl');
    const result = await simulateJson([
      'kalter-schlag',
      '--partien',
      '3',
      '--seed',
      '2',
      '--compare',
      'rounding=ten,five',
      '--deals-out',
      out,
      '--workers',
      '1',
    ]);
    const lines = records(out);
    expect(lines).toHaveLength(result.dealsPlayed);
    for (const set of ['rounding=ten', 'rounding=five']) {
      const mine = lines.filter((r) => r.set === set);
      expect(new Set(mine.map((r) => r.session))).toEqual(new Set([0, 1, 2]));
      for (const p of [0, 1, 2]) {
        const deals = mine.filter((r) => r.session === p).map((r) => r.deal);
        expect(deals).toEqual(deals.map((_, j) => j));
      }
    }
  });
});

describe('--measure: a user measure, summarised like the built-in ones', () => {
  const absScore = file('absScore.mjs');
  writeFileSync(
    absScore,
    'export default (deal) => deal.scores.reduce((a, x) => a + Math.abs(x), 0) / deal.scores.length;\n',
  );

  test('the mean absolute score equals a script over the JSONL file, per set, with a paired difference', async () => {
    const out = file('measure.jsonl');
    const argv = ['skat', '--deals', '15', '--compare', 'kontra=false,true', '--seed', '11'];
    const result = await simulateJson([
      ...argv,
      '--measure',
      absScore,
      '--deals-out',
      out,
      '--chunk-size',
      '4',
      '--workers',
      '2',
    ]);
    const lines = records(out);
    result.sets.forEach(
      (s: { label: string; means: Record<string, number>; meanOf: Record<string, number> }) => {
        const xs = lines
          .filter((r) => r.set === s.label)
          .map(
            (r) => r.scores.reduce((a: number, x: number) => a + Math.abs(x), 0) / r.scores.length,
          );
        expect(s.meanOf.absScore).toBe(15);
        expect(s.means.absScore).toBeCloseTo(xs.reduce((a, b) => a + b, 0) / xs.length, 9);
      },
    );
    expect(result.differences[0].means.absScore.ci95).toHaveLength(2);
  });

  test('booleans are rates and records give several measures; the text lists them', async () => {
    const m = file('facts.mjs');
    writeFileSync(
      m,
      'export function measure(deal) { return { big: deal.amount >= 60, dealer: deal.dealer }; }\n',
    );
    const r = await run([
      'simulate',
      'kalter-schlag',
      '--deals',
      '200',
      '--seed',
      '1',
      '--measure',
      m,
      '--workers',
      '1',
    ]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^facts\.big: \d+\.\d+% \(/m);
    expect(r.stdout).toMatch(/^facts\.dealer per deal: 1\.\d+ \(± /m);
  });

  test.each([
    ['a missing file', 'nothing-here.mjs', '', /--measure: no such file/],
    ['a module without a function', 'noFn.mjs', 'export const x = 1;\n', /exports no function/],
    [
      'a function that returns text',
      'text.mjs',
      'export default () => "many";\n',
      /gave a string on deal 0/,
    ],
    ['a function that returns NaN', 'nan.mjs', 'export default () => NaN;\n', /gave NaN on deal 0/],
  ])('%s: one line and a non-zero exit', async (_, name, text, message) => {
    if (text !== '') writeFileSync(file(name), text);
    const r = await run([
      'simulate',
      'kalter-schlag',
      '--deals',
      '3',
      '--measure',
      file(name),
      '--workers',
      '1',
    ]);
    expect(r.code).not.toBe(0);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(message);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  });
});

describe('roles: a bot per role and the per-role table', () => {
  test.each([
    ['declarer=pimc,rules', 3, { seats: ['rules'], roles: { declarer: 'pimc' } }],
    ['rules,defender=random', 3, { seats: ['rules'], roles: { defender: 'random' } }],
    ['declarer=rules', 4, { seats: ['rules'], roles: { declarer: 'rules' } }],
    ['pimc,rules,rules', 3, { seats: ['pimc', 'rules', 'rules'] }],
  ])('--bots %s', (text, seats, parsed) => {
    expect(parseBotsAndRoles(text, seats)).toEqual(parsed);
  });

  test.each([
    ['soloist=pimc,rules', /unknown role 'soloist'/],
    ['declarer=smart,rules', /declarer= must be/],
    ['declarer=pimc,declarer=rules', /given twice/],
  ])('--bots %s is refused', (text, message) => {
    expect(() => parseBotsAndRoles(text, 3)).toThrow(message);
  });

  test('the seat asks its role bot once its own view shows the role, the plain bot before', () => {
    const asked: string[] = [];
    const bot = (name: string) => ({
      name,
      choose: (view: SeatView<BaseAction>) => {
        asked.push(name);
        return view.legalActions[0];
      },
    });
    const seat = roleBot(bot('plain'), { declarer: bot('declarer') });
    const view = (extra: unknown, sides?: (0 | 1 | null)[]) =>
      ({
        seat: 1,
        legalActions: [{ type: 'pass' }],
        extra,
        sides,
      }) as unknown as SeatView<BaseAction>;
    const rng = new Rng(1);
    seat.choose(view({ declarer: null }), rng);
    seat.choose(view({ declarer: 1 }), rng);
    seat.choose(view({ declarer: 0 }), rng);
    seat.choose(view(undefined, [1, 0, 1]), rng);
    seat.choose(view(undefined, [0, 1, null]), rng);
    expect(asked).toEqual(['plain', 'declarer', 'plain', 'declarer', 'plain']);
    expect(roleInView(view({ declarer: 0 }))).toBe('defender');
    expect(seat.chooseOutOfTurn?.(view({ declarer: 1 }), rng)).toBeNull();
  });

  test('skat --bots declarer=random,rules: the declarer is random in every game, and the text gives its win rate with a Wilson interval', async () => {
    const out = file('roles.jsonl');
    const argv = [
      'skat',
      '--deals',
      '16',
      '--seed',
      '5',
      '--bots',
      'declarer=random,rules',
      '--workers',
      '1',
    ];
    const r = await run(['simulate', ...argv, '--deals-out', out]);
    expect(r.code).toBe(0);
    const games = records(out).filter((x) => x.roles !== null);
    expect(games.length).toBeGreaterThan(0);
    for (const g of games)
      expect(g.bots).toEqual(
        g.roles.map((role: string) => (role === 'declarer' ? 'random' : 'rules')),
      );
    const won = games.filter((g) => g.outcome.won).length;
    expect(r.stdout).toContain('deals of declarer=random,rules bots');
    const row = r.stdout.split('\n').find((line) => /^ {2}declarer +random/.test(line));
    expect(row).toMatch(
      new RegExp(`${won} of ${games.length} +\\d+\\.\\d+% \\(\\d+\\.\\d+–\\d+\\.\\d+%\\)$`),
    );
    const j = await simulateJson(argv);
    expect(j.roles.find((x: { role: string }) => x.role === 'declarer')).toMatchObject({
      bot: 'random',
      of: games.length,
      wins: won,
    });
  });
});

describe('stich simulate A B: games side by side on their shared measures', () => {
  test('each game as it runs alone, with the mean absolute score a measure module gives too', async () => {
    const abs = file('abs.mjs');
    writeFileSync(
      abs,
      'export default (d) => d.scores.reduce((a, x) => a + Math.abs(x), 0) / d.scores.length;\n',
    );
    const argv = ['--deals', '300', '--seed', '9', '--workers', '1'];
    const r = await run(['simulate', 'kalter-schlag', 'ramsch', ...argv, '--json']);
    expect(r.code).toBe(0);
    const both = JSON.parse(r.stdout);
    expect(both.games.map((g: { variant: string }) => g.variant)).toEqual([
      'kalter-schlag',
      'ramsch',
    ]);
    expect(both.shared).toContain('absScore');
    for (const [i, id] of ['kalter-schlag', 'ramsch'].entries()) {
      const alone = await simulateJson([id, ...argv, '--measure', abs]);
      expect(both.games[i].meanAmount).toBe(alone.meanAmount);
      expect(both.games[i].means.absScore).toBeCloseTo(alone.means.abs, 9);
    }
    const text = await run(['simulate', 'kalter-schlag', 'ramsch', ...argv]);
    expect(text.stdout).toMatch(/^2 games side by side: 300 deals each, seed 9/);
    const row = text.stdout.split('\n').find((line) => line.startsWith('Mean absolute score'));
    expect(row).toMatch(
      /Mean absolute score per seat and deal +\d+\.\d+ ± \d+\.\d+ +\d+\.\d+ ± \d+\.\d+$/,
    );
    expect(text.stdout).toMatch(/^Deals per second +[\d,]+ +[\d,]+$/m);
  });

  test('--compare takes one game', async () => {
    const r = await run(['simulate', 'skat', 'ramsch', '--compare', 'kontra=false,true']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('stich: simulate: --compare takes one game; give one variant, not 2\n');
  });
});
