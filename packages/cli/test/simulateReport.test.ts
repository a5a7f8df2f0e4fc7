/// <reference lib="dom" />
import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { pairedScore } from '../src/simulate/differences';
import { binPlan, histograms, type ValueCounts, valueKey } from '../src/simulate/histogram';
import { binsOf } from '../src/simulate/htmlReport';
import { formatEstimate, formatRate, zeroSum } from '../src/simulate/metrics';
import type { SetStats } from '../src/simulate/setStats';
import { histogramChart, mixChart, wrapText } from '../src/simulate/svgCharts';
import { wilson } from '../src/simulate/wilson';
import { run } from './harness';

// The simulation report (`stich simulate --report`): bins chosen from the data, Wilson
// intervals in the charts, a visible 0%, "identical on every paired deal", zero-sum totals
// left out; and, in Debian's Chromium, a page that fits 390 px with no title on a legend.

/** A small deterministic generator (a linear congruential one), for value sets. */
function lcg(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** Counts of values as `[value, count]` pairs. */
function countsOf(values: readonly number[]): ValueCounts {
  const m = new Map<number, number>();
  for (const v of values) m.set(valueKey(v), (m.get(valueKey(v)) ?? 0) + 1);
  return [...m];
}

/** The values, the bins of one set and their plan, checked to hold every value once. */
function checkBins(values: readonly number[]) {
  const plan = binPlan(countsOf(values));
  if (plan === null) throw new Error('no plan');
  const [bins] = histograms([countsOf(values)]);
  expect(bins.reduce((n, b) => n + b.count, 0)).toBe(values.length);
  // Equal widths, each bin starting where the last ended.
  bins.forEach((b, i) => {
    if (i > 0) expect(b.from).toBeCloseTo(bins[i - 1].from + plan.width, 9);
    if (b.to !== null) expect(b.to - b.from).toBeCloseTo(plan.width, 9);
  });
  for (const v of values) {
    const inside = bins.filter((b) =>
      b.value !== undefined
        ? b.value === v
        : b.from <= valueKey(v) + 1e-9 && (b.to === null || valueKey(v) < b.to - 1e-9),
    );
    expect(inside.length, `value ${v}`).toBe(1);
  }
  return { plan, bins };
}

describe('histogram bins', () => {
  test('integers with few values: one bin per value, with the empty ones between', () => {
    const { plan, bins } = checkBins([1, 2, 2, 4, 4, 4, 6, 10]);
    expect(plan.discrete).toBe(true);
    expect(bins.map((b) => b.value)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(bins.map((b) => b.count)).toEqual([1, 2, 0, 3, 0, 1, 0, 0, 0, 1]);
  });

  test('multiples of 10: one bin per multiple', () => {
    const { plan, bins } = checkBins([0, 20, 20, 60, 90, 120]);
    expect(plan).toMatchObject({ discrete: true, from: 0, width: 10, count: 13 });
    expect(bins.at(-1)).toMatchObject({ value: 120, count: 1, label: '120' });
  });

  test.each([1, 2, 3, 4, 5])(
    'spread values (seed %i): round equal widths, 8 to 40 bins, every value in its bin',
    (seed) => {
      const rnd = lcg(seed);
      const integers = seed === 1 || seed === 3;
      const scale = [1, 37, 250, 4000, 0.03][seed - 1];
      const values = Array.from({ length: 3000 }, () => {
        // A skewed spread with a long thin tail.
        const x = scale * (-Math.log(1 - rnd()) * 3 + (rnd() < 0.002 ? 80 : 0));
        return integers ? Math.round(x) : x;
      });
      const { plan, bins } = checkBins(values);
      expect(plan.discrete).toBe(false);
      expect(bins.length).toBeGreaterThanOrEqual(8);
      expect(bins.length).toBeLessThanOrEqual(40);
      // 1, 2, 2.5 or 5 times a power of ten.
      const mantissa = plan.width / 10 ** Math.floor(Math.log10(plan.width) + 1e-9);
      expect([1, 2, 2.5, 5].some((m) => Math.abs(m - mantissa) < 1e-6)).toBe(true);
      expect(plan.from % plan.width).toBeCloseTo(0, 6);
    },
  );

  test('a long thin tail goes into an open last bin', () => {
    const values = [...Array.from({ length: 1000 }, (_, i) => i % 100), 5000];
    const { plan, bins } = checkBins(values);
    expect(plan.open).toBe(true);
    expect(bins.at(-1)).toMatchObject({ to: null, count: 1 });
    expect(bins.at(-1)?.label).toMatch(/\+$/);
  });

  test('one value: one bin', () => {
    const { plan } = checkBins([7, 7, 7]);
    expect(plan).toMatchObject({ discrete: true, count: 1 });
  });

  test('sets share their bins', () => {
    const [a, b] = histograms([countsOf([0, 0, 1]), countsOf([3, 3])]);
    expect(a.map((x) => x.from)).toEqual(b.map((x) => x.from));
    expect(a.map((x) => x.count)).toEqual([2, 1, 0, 0]);
    expect(b.map((x) => x.count)).toEqual([0, 0, 0, 2]);
  });

  test('bars are drawn as wide as their bins on a linear axis', () => {
    const [buckets] = histograms([countsOf(Array.from({ length: 500 }, (_, i) => (i * 7) % 301))]);
    const bins = binsOf(buckets);
    const series = [
      {
        name: 'A',
        color: '#000',
        points: buckets.map((b) => ({ value: b.count / 500, lo: null, hi: null })),
      },
    ];
    const svg = histogramChart('t', bins, series, String, 720);
    const rects = [
      ...svg.matchAll(/<rect x="([\d.]+)"[^>]*width="([\d.]+)"[^>]*data-bin="(\d+)"/g),
    ];
    expect(rects.length).toBe(bins.length);
    // Each bar's width over its bin's width is one scale for all bars (to the rounding of 0.1 px).
    const scales = rects.map((m) => {
      const b = bins[Number(m[3])];
      return (Number(m[2]) + 2 * Math.min(1, 0)) / (b.to - b.from);
    });
    for (const s of scales) expect(Math.abs(s - scales[0])).toBeLessThan(0.02 * scales[0]);
    // Consecutive bars follow each other across the axis.
    for (let i = 1; i < rects.length; i++)
      expect(Number(rects[i][1])).toBeGreaterThan(Number(rects[i - 1][1]));
  });
});

describe('intervals and the 0% bar in the charts', () => {
  test('a 0% share gets a visible bar and its Wilson interval', () => {
    const [lo, hi] = wilson(0, 200);
    const svg = histogramChart(
      'Penalty per deal (share of deals)',
      [
        { from: 0, to: 10, label: '0–9' },
        { from: 10, to: 20, label: '10–19' },
      ],
      [
        {
          name: 'A',
          color: '#1f6fb4',
          points: [
            { value: 1, lo: wilson(1, 200)[0], hi: 1 },
            { value: 0, lo, hi },
          ],
        },
      ],
      String,
    );
    const zero = /<rect [^>]*height="([\d.]+)"[^>]*data-bin="1" data-zero="true"/.exec(svg);
    expect(zero).not.toBeNull();
    expect(Number(zero?.[1])).toBeGreaterThanOrEqual(2);
    expect(svg).toContain(`data-lo="0" data-hi="${hi}"`);
    expect(hi).toBeGreaterThan(0);
  });

  test('a 0% kind in the mix chart still shows, with its interval', () => {
    const [lo, hi] = wilson(0, 50);
    const svg = mixChart(
      'Mix',
      ['grand'],
      [{ name: 'A', color: '#000', points: [{ value: 0, lo, hi }] }],
      String,
    );
    expect(svg).toMatch(/<rect [^>]*width="2"[^>]*data-zero="true"/);
    expect(svg).toContain(`data-hi="${hi}"`);
  });

  test("the report draws each rate with wilson.ts's interval, a mean with 1.96 SE", async () => {
    const r = await run([
      'simulate',
      'kalter-schlag',
      '--deals',
      '400',
      '--seed',
      '2',
      '--report',
      'r.html',
      '--json',
    ]);
    expect(r.code).toBe(0);
    const result = JSON.parse(r.stdout.trim().split('\n').at(-1) ?? '');
    const html = r.files['r.html'];
    // One option set: its statistics are the result itself.
    const set = result.sets?.[0] ?? result;
    for (const [name, p] of Object.entries(set.rates) as [string, number][]) {
      const chart = new RegExp(`aria-label="${name}" data-chart="measure">.*?</svg>`).exec(
        html,
      )?.[0];
      expect(chart, name).toBeDefined();
      const [lo, hi] = wilson(p, set.rateOf[name]);
      expect(chart).toContain(`data-lo="${lo}" data-hi="${hi}"`);
    }
    const mean = /aria-label="Mean penalty per deal" data-chart="measure">.*?<\/svg>/.exec(
      html,
    )?.[0];
    const e = 1.959964 * set.se.meanAmount;
    const drawn = /data-lo="([^"]+)" data-hi="([^"]+)"/.exec(mean ?? '');
    expect(Number(drawn?.[1])).toBeCloseTo(set.meanAmount - e, 9);
    expect(Number(drawn?.[2])).toBeCloseTo(set.meanAmount + e, 9);
    // The histogram's shares too: every whisker of it is a Wilson interval of a count of 400.
    const hist = /data-chart="histogram">.*?<\/svg>/.exec(html)?.[0] ?? '';
    const whiskers = [...hist.matchAll(/data-lo="([^"]+)" data-hi="([^"]+)"/g)];
    expect(whiskers.length).toBe(set.histogram.length);
    whiskers.forEach((m, i) => {
      const [lo, hi] = wilson(set.histogram[i].count / 400, 400);
      expect([Number(m[1]), Number(m[2])]).toEqual([lo, hi]);
    });
  });
});

describe('paired differences of rates', () => {
  test("Newcombe's interval: around the estimate, within -1..1, near the normal one for many deals", () => {
    for (const [n, both, first, second] of [
      [24, 12, 9, 2],
      [100, 10, 5, 0],
      [50, 0, 0, 3],
      [10, 10, 0, 0],
    ]) {
      const [lo, hi] = pairedScore(n, both, first, second);
      const diff = (second - first) / n;
      expect(lo).toBeLessThanOrEqual(diff + 1e-12);
      expect(hi).toBeGreaterThanOrEqual(diff - 1e-12);
      expect(lo).toBeGreaterThanOrEqual(-1);
      expect(hi).toBeLessThanOrEqual(1);
    }
    // 3 of 50 gained, none lost: the interval is not empty, unlike 0 ± 1.96 SE of a 0/1 difference.
    expect(pairedScore(50, 0, 0, 3)[0]).toBeLessThan(0.06);
    // Many deals: close to ± 1.96 standard errors of the paired differences.
    const [n, first, second] = [100000, 3000, 3400];
    const mean = (second - first) / n;
    const sd = Math.sqrt(((first + second) / n - mean ** 2) * (n / (n - 1)));
    const half = (1.959964 * sd) / Math.sqrt(n);
    const [lo, hi] = pairedScore(n, 20000, first, second);
    expect(lo).toBeCloseTo(mean - half, 4);
    expect(hi).toBeCloseTo(mean + half, 4);
  });

  test('the forest plot of a rate draws its score interval', async () => {
    const r = await run([
      'simulate',
      'ramsch',
      '--deals',
      '500',
      '--seed',
      '3',
      '--compare',
      'schieben=false,true',
      '--json',
      '--report',
      'r.html',
    ]);
    expect(r.code).toBe(0);
    const d = JSON.parse(r.stdout.trim().split('\n').at(-1) ?? '').differences[0];
    const html = r.files['r.html'];
    const drawn = Object.entries(d.rates) as [string, { score95?: number[]; identical: boolean }][];
    expect(drawn.filter(([, x]) => !x.identical).length).toBeGreaterThan(1);
    for (const [name, delta] of drawn) {
      if (delta.identical) continue;
      const [lo, hi] = delta.score95 ?? [];
      const chart = new RegExp(
        `aria-label="${name}: difference" data-chart="forest">.*?</svg>`,
      ).exec(html)?.[0];
      expect(chart, name).toContain(`data-lo="${lo}" data-hi="${hi}"`);
    }
  });

  test('sessions: per-deal rates paired on shared deals only keep ± 1.96 SE', async () => {
    const r = await run([
      'simulate',
      'kalter-schlag',
      '--partien',
      '40',
      '--seed',
      '3',
      '--compare',
      'fiveScores=true,false',
      '--json',
    ]);
    const d = JSON.parse(r.stdout.trim().split('\n').at(-1) ?? '').differences[0];
    for (const delta of Object.values(d.rates) as { score95?: number[] }[])
      expect(delta.score95).toBeUndefined();
  });
});

describe('identical on every paired deal', () => {
  const argv = [
    'simulate',
    'kalter-schlag',
    '--deals',
    '300',
    '--seed',
    '4',
    '--compare',
    'rounding=ten,five',
  ];

  test('text: the rates the rounding cannot change say so, the penalty keeps ±', async () => {
    const r = await run(argv);
    expect(r.code).toBe(0);
    const line = (name: string) =>
      r.stdout.split('\n').find((l) => l.trimStart().startsWith(name)) ?? '';
    expect(line('jungfrau')).toMatch(/identical on every paired deal$/);
    expect(line('jungfrau')).not.toMatch(/0\.00% ± 0\.00%/);
    expect(line('Mean penalty per deal ')).toMatch(/ ± /);
    expect(line('Mean penalty per deal ')).not.toMatch(/identical/);
  });

  test('--json carries the flag; the HTML says it in the table and the forest plot', async () => {
    const r = await run([...argv, '--json', '--report', 'r.html']);
    const result = JSON.parse(r.stdout.trim().split('\n').at(-1) ?? '');
    const d = result.differences[0];
    expect(d.rates.jungfrau.identical).toBe(true);
    expect(d.meanAmount.identical).toBe(false);
    const html = r.files['r.html'];
    expect(html).toMatch(/<td class="same">identical on every paired deal<\/td>/);
    expect(html).toMatch(
      /aria-label="jungfrau: difference".*?data-identical="true">identical on every paired deal</,
    );
    expect(html).not.toMatch(/0\.00% ± 0\.00%/);
  });

  test('sessions: per Partie it reads "in every paired Partie"', async () => {
    const r = await run([
      'simulate',
      'kalter-schlag',
      '--partien',
      '20',
      '--seed',
      '1',
      '--compare',
      'rounding=ten,five',
    ]);
    expect(r.stdout).toMatch(/Partie ended .*identical on every paired Partie/);
  });
});

describe('zero-sum totals', () => {
  const stats = (meanWritten: number, se: number | null, deals = 10) =>
    ({ deals, meanWritten, se: { meanWritten: se } }) as unknown as SetStats;

  test('zeroSum: mean and spread both 0', () => {
    expect(zeroSum(stats(0, 0))).toBe(true);
    expect(zeroSum(stats(0, 1.5))).toBe(false);
    expect(zeroSum(stats(2, 0))).toBe(false);
  });

  test('Skatkopf leaves out the total of all seats, Kalter Schlag keeps it', async () => {
    const skk = await run([
      'simulate',
      'skatkopf',
      '--deals',
      '20',
      '--seed',
      '1',
      '--bots',
      'random',
      '--report',
      'r.html',
    ]);
    expect(skk.code).toBe(0);
    expect(skk.stdout).not.toMatch(/all seats together/);
    expect(skk.files['r.html']).not.toMatch(/all seats together/);
    const ks = await run(['simulate', 'kalter-schlag', '--deals', '20', '--seed', '1']);
    expect(ks.stdout).toMatch(/all seats together/);
  });
});

describe('the per-role table', () => {
  // One rules bot among random ones: both roles by both bots (a declarer by rules once,
  // with no spread), a role split without PIMC's cost.
  const argv = [
    'simulate',
    'skat',
    '--deals',
    '40',
    '--seed',
    '1',
    '--bots',
    'rules,random,random',
    '--json',
    '--report',
    'r.html',
  ];

  test("HTML: a row per role and bot as in --json, win rates with wilson()'s interval", async () => {
    const r = await run(argv);
    expect(r.code).toBe(0);
    const roles = JSON.parse(r.stdout.trim().split('\n').at(-1) ?? '').roles;
    expect(roles.map((x: { role: string; bot: string }) => `${x.role}:${x.bot}`)).toEqual([
      'declarer:random',
      'declarer:rules',
      'defender:random',
      'defender:rules',
    ]);
    const html = r.files['r.html'];
    const table = html.match(/<table class="roles">(.*?)<\/table>/)?.[1] ?? '';
    const rows = [...table.matchAll(/<tr data-role="([^"]+)" data-bot="([^"]+)">(.*?)<\/tr>/g)];
    expect(rows.map((m) => `${m[1]}:${m[2]}`)).toEqual(
      roles.map((x: { role: string; bot: string }) => `${x.role}:${x.bot}`),
    );
    rows.forEach((m, i) => {
      const role = roles[i];
      const cells = [...m[3].matchAll(/<td([^>]*)>(.*?)<\/td>/g)];
      expect(cells.map((c) => c[2]).slice(0, 4)).toEqual([
        role.role,
        role.bot,
        formatEstimate('mean', role.meanScore, role.se),
        `${role.wins} of ${role.of}`,
      ]);
      const [lo, hi] = wilson(role.wins / role.of, role.of);
      expect([lo, hi]).toEqual(role.winCi95);
      expect(cells[4][1]).toBe(` data-lo="${lo}" data-hi="${hi}"`);
      expect(cells[4][2]).toBe(formatRate(role.wins / role.of, role.of));
      // The chart of the role draws the same interval as its whisker.
      expect(html).toContain(`data-lo="${lo}" data-hi="${hi}" d="M`);
    });
    expect(html).toMatch(/aria-label="Declarer win rate"/);
    expect(html).toMatch(/aria-label="Defender win rate"/);
  });

  test('the same bot at every seat: no per-role section', async () => {
    const r = await run(['simulate', 'skat', '--deals', '10', '--seed', '1', '--report', 'r.html']);
    expect(r.code).toBe(0);
    expect(r.files['r.html']).not.toMatch(/Per role|class="roles"/);
  });
});

describe('titles', () => {
  test('a long title wraps to the chart width', () => {
    const lines = wrapText(
      'Mean game value per deal (0 when passed out), all seats together',
      264,
      12,
      true,
    );
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join(' ')).toBe(
      'Mean game value per deal (0 when passed out), all seats together',
    );
  });
});

const CHROMIUM = '/usr/bin/chromium';
const hasChromium = existsSync(CHROMIUM);
if (!hasChromium)
  console.warn(
    `simulation report layout test skipped: ${CHROMIUM} is absent (apt-get install -y chromium)`,
  );

describe.skipIf(!hasChromium)('the report in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
  });
  afterAll(() => browser?.close());

  test('at 390 px the per-role table scrolls in its own box', async () => {
    const r = await run([
      'simulate',
      'skat',
      '--deals',
      '20',
      '--seed',
      '1',
      '--bots',
      'declarer=rules,random',
      '--report',
      'r.html',
    ]);
    expect(r.code).toBe(0);
    const page = await browser.newPage({ viewport: { width: 390, height: 800 } });
    try {
      await page.setContent(r.files['r.html']);
      const layout = await page.evaluate(() => {
        const table = document.querySelector('table.roles');
        const box = table?.parentElement?.getBoundingClientRect();
        return {
          scrollWidth: document.documentElement.scrollWidth,
          boxRight: box?.right ?? Number.POSITIVE_INFINITY,
          rows: table?.querySelectorAll('tr').length ?? 0,
        };
      });
      expect(layout.rows).toBe(3);
      expect(layout.scrollWidth).toBeLessThanOrEqual(390);
      expect(layout.boxRight).toBeLessThanOrEqual(390);
    } finally {
      await page.close();
    }
  });

  test.each([390, 1280])(
    'at %i px: no horizontal overflow, no title over a legend',
    async (width) => {
      const r = await run([
        'simulate',
        'kalter-schlag',
        '--partien',
        '30',
        '--seed',
        '1',
        '--compare',
        'rounding=ten,five',
        '--compare',
        'fiveScores=true,false',
        '--report',
        'r.html',
      ]);
      expect(r.code).toBe(0);
      const page = await browser.newPage({ viewport: { width, height: 800 } });
      try {
        await page.setContent(r.files['r.html']);
        const layout = await page.evaluate(() => {
          const boxes = (sel: string) =>
            [...document.querySelectorAll(sel)]
              .map((e) => e.getBoundingClientRect())
              .filter((b) => b.width > 0 && b.height > 0);
          const svgs = [...document.querySelectorAll('svg')].filter(
            (s) => s.getBoundingClientRect().width > 0,
          );
          const overlaps: string[] = [];
          for (const svg of svgs) {
            const titles = [...svg.querySelectorAll('[data-role="title"]')].map((e) =>
              e.getBoundingClientRect(),
            );
            const legends = [...svg.querySelectorAll('[data-role="legend"]')].map((e) =>
              e.getBoundingClientRect(),
            );
            const box = svg.getBoundingClientRect();
            for (const t of titles) {
              for (const l of legends)
                if (t.left < l.right && l.left < t.right && t.top < l.bottom && l.top < t.bottom)
                  overlaps.push(`${svg.getAttribute('aria-label')}: title over legend`);
              if (t.right > box.right + 0.5 || t.left < box.left - 0.5)
                overlaps.push(`${svg.getAttribute('aria-label')}: title cut off`);
            }
          }
          return {
            scrollWidth: document.documentElement.scrollWidth,
            charts: svgs.length,
            titles: boxes('[data-role="title"]').length,
            legends: boxes('[data-role="legend"]').length,
            overlaps,
          };
        });
        expect(layout.scrollWidth).toBeLessThanOrEqual(width);
        expect(layout.charts).toBeGreaterThan(10);
        expect(layout.legends).toBeGreaterThan(0);
        expect(layout.overlaps).toEqual([]);
      } finally {
        await page.close();
      }
    },
  );
});
