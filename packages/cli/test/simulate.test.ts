import { describe, expect, test } from 'vitest';
import { run } from './harness';

/** The JSON line of a run, with the timings (the only fields that vary) zeroed. */
async function json(argv: string[]) {
  const r = await run(['simulate', ...argv, '--json']);
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  const last = r.stdout.trim().split('\n').at(-1)!;
  expect(last).toMatch(/"dealsPerSecond":\d+\}$/);
  return { ...JSON.parse(last), seconds: 0, dealsPerSecond: 0 };
}

const counted = (buckets: { count: number }[]) => buckets.reduce((n, b) => n + b.count, 0);

describe('stich simulate: worker threads', () => {
  // Chunks are 20000 deals or 50 sessions (random play), so these runs have 3 chunks each.
  test.each([
    [['kalter-schlag', '--deals', '50000', '--seed', '5']],
    [['kalter-schlag', '--partien', '120', '--seed', '5', '--compare', 'fiveScores=true,false']],
    [['ramsch', '--deals', '45000', '--seed', 'w', '--options', '{"schieben":true}']],
  ])('%j: 1 and 2 workers give the same JSON', async (argv) => {
    const one = await json([...argv, '--workers', '1']);
    const two = await json([...argv, '--workers', '2']);
    expect(two).toEqual(one);
  });
});

describe('stich simulate --bots pimc', () => {
  // PIMC chunks are 4 deals, so 10 deals make 3 chunks: with 2 workers one runs in a
  // worker thread (from the sources, through sourceLoader.mjs).
  const argv = ['skat', '--deals', '10', '--seed', '4', '--bots', 'pimc,rules,rules'];

  test('a PIMC seat among rules bots: 1 and 2 workers give the same JSON', async () => {
    const one = await json([...argv, '--pimc-samples', '2', '--workers', '1']);
    const two = await json([...argv, '--pimc-samples', '2', '--workers', '2']);
    expect(two).toEqual(one);
    expect(one.bots).toBe('pimc,rules,rules');
    expect(one.deals).toBe(10);
  });

  test('Kalter Schlag with PIMC at one seat plays to the end', async () => {
    const r = await json([
      'kalter-schlag',
      '--deals',
      '1',
      '--seed',
      '2',
      '--bots',
      'random,random,random,pimc',
      '--pimc-samples',
      '1',
    ]);
    expect(r.bots).toBe('random,random,random,pimc');
    expect(r.deals).toBe(1);
    expect(counted(r.histogram)).toBe(1);
  });
});

describe('stich simulate: option sets on the same deals', () => {
  test('options that cannot change play or scores give identical statistics', async () => {
    const r = await json([
      'kalter-schlag',
      '--deals',
      '5000',
      '--seed',
      '2',
      '--compare',
      'stake=1,2,5',
    ]);
    expect(r.sets.map((s: { label: string }) => s.label)).toEqual([
      'stake=1',
      'stake=2',
      'stake=5',
    ]);
    const strip = ({ label: _, options: __, ...stats }: Record<string, unknown>) => stats;
    expect(strip(r.sets[1])).toEqual(strip(r.sets[0]));
    expect(strip(r.sets[2])).toEqual(strip(r.sets[0]));
    for (const d of r.differences) {
      expect(d.meanAmount).toEqual({ diff: 0, se: 0, ci95: [0, 0], paired: true, identical: true });
      for (const rate of Object.values(d.rates)) expect(rate).toMatchObject({ diff: 0, se: 0 });
    }
  });

  test('the rounding rules: the same cards and play, slightly different penalties', async () => {
    const r = await json([
      'kalter-schlag',
      '--deals',
      '20000',
      '--seed',
      '3',
      '--compare',
      'rounding=ten,five',
    ]);
    const [ten, five] = r.sets;
    expect(five.options.rounding).toBe('five');
    // Play does not depend on the rounding: the same Durchmarsch, Jungfrau, ties.
    expect(five.rates).toEqual(ten.rates);
    expect(five.meanAmount).not.toBe(ten.meanAmount);
    const d = r.differences[0];
    expect(d).toMatchObject({ of: 'B', baseline: 'A' });
    expect(d.meanAmount.paired).toBe(true);
    expect(d.meanAmount.diff).toBeCloseTo(five.meanAmount - ten.meanAmount, 9);
    // Paired on the same deals, the difference is far more precise than either mean.
    expect(d.meanAmount.se).toBeLessThan(ten.se.meanAmount / 10);
    expect(d.rates.jungfrau).toMatchObject({
      diff: 0,
      se: 0,
      ci95: [0, 0],
      paired: true,
      identical: true,
    });
  });

  test('--options given twice and crossed with --compare', async () => {
    const r = await json([
      'kalter-schlag',
      '--deals',
      '300',
      '--seed',
      '1',
      '--options',
      '{}',
      '--options',
      '{"stake":2}',
      '--compare',
      'rounding=ten,five',
    ]);
    expect(r.sets.map((s: { label: string }) => s.label)).toEqual([
      'rounding=ten',
      'rounding=five',
      'stake=2 rounding=ten',
      'stake=2 rounding=five',
    ]);
    expect(r.differences).toHaveLength(3);
    expect(r.count).toBe(300);
    expect(r.dealsPlayed).toBe(1200);
  });

  test('text output: a table per set with the differences', async () => {
    const r = await run([
      'simulate',
      'kalter-schlag',
      '--deals',
      '20000',
      '--seed',
      '3',
      '--compare',
      'rounding=ten,five',
    ]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(
      '2 option sets, 20000 random deals each (the same deals for every set)',
    );
    expect(r.stdout).toMatch(/ {2}A {2}rounding=ten\n {2}B {2}rounding=five\n/);
    expect(r.stdout).toMatch(/B - A/);
    expect(r.stdout).toMatch(
      /Mean penalty per deal +\d+\.\d\d ± \d+\.\d\d +\d+\.\d\d ± \d+\.\d\d +[-+]\d+\.\d\d ± \d+\.\d\d( \*)?\n/,
    );
    expect(r.stdout).toMatch(
      /jungfrau +\d+\.\d\d% \(\d+\.\d\d–\d+\.\d\d%\) +\d+\.\d\d% \(\d+\.\d\d–\d+\.\d\d%\) +identical on every paired deal\n/,
    );
  });
});

describe('stich simulate --partien', () => {
  test('Kalter Schlag Partien: length, five-score wins, the loser’s total', async () => {
    const r = await json(['kalter-schlag', '--partien', '150', '--seed', '4']);
    const s = r.sessions;
    expect(r).toMatchObject({ mode: 'sessions', bots: 'random' });
    expect(s.count).toBe(150);
    expect(s.ended).toBe(1);
    expect(counted(s.lengths)).toBe(150);
    expect(s.meanDeals * 150).toBeCloseTo(r.deals, 6);
    expect(counted(r.histogram)).toBe(r.deals);
    // With random play, most Partien end by five scores, well before anyone reaches 2000.
    expect(s.rates.fiveScoreWin).toBeGreaterThan(0.5);
    expect(s.rates.fiveScoreWin).toBeLessThan(0.95);
    expect(s.meanOf.loserTotal + s.meanOf.winnerTotal).toBe(150);
    expect(s.means.loserTotal).toBeGreaterThanOrEqual(2000);
    expect(s.means.winnerTotal).toBeLessThan(2000);
    expect(s.se.meanDeals).toBeGreaterThan(0);
  });

  test('without the five-scores rule, every Partie ends at the target and lasts longer', async () => {
    const r = await json([
      'kalter-schlag',
      '--sessions',
      '100',
      '--seed',
      '4',
      '--compare',
      'fiveScores=true,false',
    ]);
    const [on, off] = r.sets.map((s: { sessions: unknown }) => s.sessions);
    expect(off.rates.fiveScoreWin).toBe(0);
    expect(off.meanOf.loserTotal).toBe(100);
    expect(off.meanDeals).toBeGreaterThan(on.meanDeals);
    const d = r.differences[0].sessions;
    expect(d.meanDeals.paired).toBe(true);
    expect(d.meanDeals.ci95[0]).toBeGreaterThan(0);
  });

  test('text output names the session and its length', async () => {
    const r = await run(['simulate', 'kalter-schlag', '--partien', '40', '--seed', '1']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Kalter Schlag: 40 random Partien, seed 1');
    expect(r.stdout).toMatch(/Partien: 40, \d+ deals in all/);
    expect(r.stdout).toMatch(/Deals per Partie: \d+\.\d\d \(± \d+\.\d\d\)/);
    expect(r.stdout).toMatch(/fiveScoreWin: \d+\.\d\d%/);
  });

  test('Ramsch sessions, with a rules bot at one seat', async () => {
    const r = await json([
      'ramsch',
      '--partien',
      '3',
      '--seed',
      '1',
      '--bots',
      'rules,random,random',
    ]);
    expect(r.bots).toBe('rules,random,random');
    expect(r.sessions).toMatchObject({ count: 3, meanDeals: 12, ended: 1 });
    expect(Object.keys(r.sessions.means).sort()).toEqual(['highestTotal', 'lowestTotal']);
  });
});

describe('stich simulate --report', () => {
  test('a self-contained HTML page with the charts', async () => {
    const r = await run([
      'simulate',
      'kalter-schlag',
      '--partien',
      '60',
      '--seed',
      '1',
      '--compare',
      'rounding=ten,five',
      '--report',
      'out.html',
    ]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Report: out.html');
    const html = r.files['out.html'];
    expect(html.startsWith('<!DOCTYPE html>\n<html lang="en">')).toBe(true);
    expect(html).toContain('<meta charset="utf-8">');
    // Nothing from elsewhere: no scripts, links, images, fonts or imports.
    expect(html).not.toMatch(/<script|<link|<img|<iframe|\ssrc=|url\(|@import/i);
    for (const url of html.match(/https?:\/\/[^"'\s<]+/g) ?? [])
      expect(url).toBe('http://www.w3.org/2000/svg');
    // Every element closed, properly nested.
    const stack: string[] = [];
    const VOID = new Set(['meta', 'br', 'hr', 'img', 'input', 'link']);
    for (const [, close, name, selfClosing] of html.matchAll(
      /<(\/?)([a-zA-Z][\w-]*)[^>]*?(\/?)>/g,
    )) {
      if (VOID.has(name) || selfClosing) continue;
      if (close) expect(stack.pop()).toBe(name);
      else stack.push(name);
    }
    expect(stack).toEqual([]);
    // No attribute twice in one element.
    for (const [tag] of html.matchAll(/<[a-zA-Z][^>]*>/g)) {
      const names = [...tag.matchAll(/\s([\w-]+)="/g)].map((m) => m[1]);
      expect(new Set(names).size, tag).toBe(names.length);
    }
    const charts = html.match(/<svg /g) ?? [];
    expect(charts.length).toBeGreaterThan(10);
    for (const title of [
      'Penalty per deal (share of deals)',
      'Deals per Partie (share of Partien)',
      'durchmarsch',
      'jungfrau',
      'fiveScoreWin',
      'loserTotal: difference',
    ])
      expect(html).toContain(`aria-label="${title}"`);
    // Error bars: whiskers with caps.
    expect(html).toMatch(/<path data-lo="[^"]+" data-hi="[^"]+" d="M[\d.]+ [\d.]+V[\d.]+M/);
    expect(html).toContain(
      'stich simulate kalter-schlag --partien 60 --seed 1 --compare rounding=ten,five --report out.html',
    );
  });
});

describe('stich simulate: progress and bad command lines', () => {
  const argv = ['simulate', 'kalter-schlag', '--deals', '45000', '--seed', '1', '--workers', '1'];

  test('a progress bar on stderr when it is a terminal', async () => {
    const r = await run(argv, { stderrTTY: true });
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(
      /\r.\[2K\[#{30}\] 100% {2}45,000\/45,000 deals {2}[\d,.]+ deals\/s {2}\d+\.\d s/,
    );
    expect(r.stderr.endsWith('\r\x1b[2K')).toBe(true);
  });

  test('no progress bar otherwise', async () => {
    const r = await run(argv);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
  });

  test.each([
    [['--bots', 'rules,random'], /--bots needs one kind, or one per seat \(4\), not 2/],
    [['--bots', 'rules,clever,random,random'], /--bots must be 'rules' or 'random' or 'pimc'/],
    [
      ['--bots', 'pimc', '--pimc-samples', '0'],
      /--pimc-samples must be a whole number of at least 1/,
    ],
    [['--partien', '5', '--deals', '5'], /give --deals or --partien, not both/],
    [['--partien', '5', '--sessions', '5'], /give --partien or --sessions, not both/],
    [['--compare', 'rounding'], /--compare must be KEY=V1,V2/],
    [['--compare', 'rounding=ten,six'], /--options: .*rounding.* \(set rounding=six\)/],
    [['--options', '[1]'], /--options must be a JSON object/],
    [['--workers', '0'], /--workers must be a whole number of at least 1/],
  ])('%j', async (args, message) => {
    const r = await run(['simulate', 'kalter-schlag', ...args]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(message);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  });
});
