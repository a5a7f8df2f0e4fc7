import { describe, expect, test } from 'vitest';
import {
  COMPARE_FORMATS,
  compareMarkdown,
  compareVariants,
  formatColumnSpec,
  parseColumnSpec,
  VARIANTS,
} from '../src/index';
import { run } from './harness';

type JsonComparison = {
  columns: { id: string; name: string; label: string; options: Record<string, unknown> }[];
  rows: { key: string; aspect: string; differs: boolean; values: unknown[]; text: string[][] }[];
};

const compareJson = async (...columns: string[]) => {
  const r = await run(['compare', ...columns, '--format', 'json']);
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  return JSON.parse(r.stdout) as JsonComparison;
};

/** The keys of the rows whose columns differ. */
const differing = (cmp: JsonComparison) => cmp.rows.filter((r) => r.differs).map((r) => r.key);

const FIXED_ROWS = [
  'summary',
  'players',
  'deck',
  'cardPoints',
  'deal',
  'trumps',
  'plainSuits',
  'phases',
  'doubling',
  'doublingWindow',
  'scoring',
  'endConditions',
];

const RANKS = 'A 10 K Q J 9 8 7';
const PLAIN = 'A 10 K Q 9 8 7';
const NULL = 'A K Q J 10 9 8 7';
const ROUNDING = 'default "ten"; one of "ten", "five"';

const SKAT_RAMSCH = ['skatTo', 'ties', 'threeWayTie', 'durchmarsch', 'tensLow', 'fixedValues'].map(
  (o) => `option.ramsch.${o}`,
);

const ids = Object.keys(VARIANTS);
const pairs = ids.flatMap((a, i) => ids.slice(i + 1).map((b) => [a, b]));

describe('stich compare: every pair of known games, in every format', () => {
  test.each(pairs.flatMap(([a, b]) => COMPARE_FORMATS.map((f) => [a, b, f])))(
    '%s %s --format %s',
    async (a, b, format) => {
      const r = await run(['compare', a, b, '--format', format]);
      expect(r.stderr).toBe('');
      expect(r.code).toBe(0);
      const [nameA, nameB] = [VARIANTS[a].variant.name, VARIANTS[b].variant.name];
      if (format === 'json') {
        const cmp = JSON.parse(r.stdout) as JsonComparison;
        expect(cmp.columns.map((c) => [c.id, c.label])).toEqual([
          [a, nameA],
          [b, nameB],
        ]);
        expect(cmp.rows.slice(0, FIXED_ROWS.length).map((r) => r.key)).toEqual(FIXED_ROWS);
        for (const row of cmp.rows) {
          expect(row.values).toHaveLength(2);
          const same = JSON.stringify(row.values[0]) === JSON.stringify(row.values[1]);
          expect(row.differs, row.key).toBe(!same);
        }
        // Different games differ at least in their summary.
        expect(differing(cmp)).toContain('summary');
      } else if (format === 'md') {
        const lines = r.stdout.trimEnd().split('\n');
        expect(lines[0]).toBe(`|  | ${nameA} | ${nameB} |`);
        expect(lines).toContain('\\* the columns differ.');
        expect(r.stdout).toMatch(/^\| \*\*Summary\*\* \\\* /m);
        // Cells are not padded to the widest one (a list cell is long): no run of spaces.
        const table = lines.filter((l) => l.startsWith('|'));
        expect(lines[1]).toBe('| --- | --- | --- |');
        for (const line of table.slice(2)) expect(line).not.toMatch(/ {2}/);
      } else {
        expect(r.stdout.split('\n')[0]).toMatch(new RegExp(`^\\s+${nameA}\\s+${nameB}$`));
        expect(r.stdout).toMatch(/^\* Summary {2,}/m);
        expect(r.stdout.trimEnd().endsWith('* the columns differ')).toBe(true);
        for (const line of r.stdout.split('\n')) expect(line.length).toBeLessThanOrEqual(100);
      }
    },
  );
});

describe('stich compare: known rows', () => {
  // Each expected text is the rule as the variants define it (see docs/rules/*.md).
  const DEAL_10 = '3 each, 2 to the skat, 4 each, 3 each: 10 cards a hand, 2 in the skat';
  test.each([
    ['kalter-schlag ramsch', 'players', true, ['4 seats, all 4 play each deal']],
    ['kalter-schlag ramsch', 'trumps', false, ['jacks: ♣J ♠J ♥J ♦J']],
    [
      'kalter-schlag ramsch',
      'deck',
      false,
      [`32 cards (skat32): ${RANKS} in 4 suits; 120 card points`],
    ],
    [
      'kalter-schlag ramsch',
      'cardPoints',
      false,
      ['A = 11, 10 = 10, K = 4, Q = 3, J = 2; others 0'],
    ],
    ['kalter-schlag ramsch', 'deal', true, ['3 each, 2 each, 3 each: 8 cards a hand, no skat']],
    ['ramsch kalter-schlag', 'deal', true, [DEAL_10]],
    ['ramsch kalter-schlag', 'doubling', true, ['none']],
    ['kalter-schlag ramsch', 'doubling', true, ['kontra, re, bock, hirsch']],
    // The Kontra phase exists only with `kontra: true` (the phase graph closes it otherwise).
    ['skat ramsch', 'phases', true, ['bidding, declaration, play']],
    [
      'skat ramsch',
      'plainSuits',
      true,
      [`undeclared, C, S, H, D, G, ramsch: ${PLAIN}`, `N: ${NULL}`],
    ],
    ['skat:seats=4 ramsch', 'players', true, ['4 seats, 3 play each deal, the dealer sits out']],
    ['ramsch skat', 'option.deals', true, ['12 (integer > 0)']],
    ['skat ramsch', 'option.deals', true, ['36 (integer > 0)']],
    ['skat ramsch', 'option.tensLow', true, ['-']],
    [
      'kalter-schlag:rounding=five kalter-schlag',
      'option.rounding',
      true,
      [`"five" (${ROUNDING})`],
    ],
  ])('%s: %s', async (columns, key, differs, firstColumn) => {
    const cmp = await compareJson(...columns.split(' '));
    const row = cmp.rows.find((r) => r.key === key);
    expect(row?.differs).toBe(differs);
    expect(row?.text[0]).toEqual(firstColumn);
  });
});

describe('stich compare: option sets of one game', () => {
  test.each([
    [['kalter-schlag', 'kalter-schlag:rounding=five'], ['option.rounding']],
    [
      ['kalter-schlag', 'kalter-schlag:target=1000,stake=0.5'],
      ['option.target', 'option.stake'],
    ],
    [
      ['skat', 'skat:seats=4,kontra=true'],
      ['players', 'phases', 'option.seats', 'option.kontra'],
    ],
    [
      ['ramsch', 'ramsch:tensLow=true'],
      ['plainSuits', 'option.tensLow'],
    ],
    [['ramsch', 'ramsch:bierlachs=500'], ['option.bierlachs']],
    // A Ramsch option given fills in the other Ramsch fields (skat's `ramsch` schema gives
    // them defaults, its own default `{}` does not), and Ramsch after a pass-out ranks the
    // tens low.
    [
      ['skat', 'skat:ramsch.tensLow=true'],
      ['plainSuits', 'option.ramsch', ...SKAT_RAMSCH],
    ],
    [
      ['skat', 'skat:ramsch={"tensLow":true}'],
      ['plainSuits', 'option.ramsch', ...SKAT_RAMSCH],
    ],
    [['skat', 'skat:passOut=ramsch'], ['option.passOut']],
    [['ramsch', 'ramsch'], []],
    [['ramsch', 'ramsch:deals=12'], []],
  ])('%j differ in %j', async (columns, rows) => {
    expect(differing(await compareJson(...columns))).toEqual(rows);
  });

  test('the text marks the changed option and labels the column with it', async () => {
    const r = await run(['compare', 'kalter-schlag', 'kalter-schlag:rounding=five']);
    expect(r.code).toBe(0);
    const lines = r.stdout.split('\n');
    expect(lines[0]).toMatch(/^\s+Kalter Schlag\s+Kalter Schlag \(rounding=five\)$/);
    expect(lines).toContainEqual(expect.stringMatching(/^\* option rounding +"ten" \(one of/));
    expect(lines).toContainEqual(expect.stringMatching(/^ {2}option target +2000 /));
    expect(lines).toContainEqual(expect.stringMatching(/^ {2}Trumps by trump mode +jacks: ♣J/));
  });

  test('--width narrows the text table', async () => {
    const r = await run(['compare', 'ramsch', 'skat', '--width', '70']);
    expect(r.code).toBe(0);
    for (const line of r.stdout.split('\n')) expect(line.length).toBeLessThanOrEqual(70);
  });
});

describe('stich compare: bad input is one line and exit code 2', () => {
  test.each([
    [['compare'], /give two or more variants/],
    [['compare', 'skat'], /give two or more variants/],
    [['compare', 'skat', 'binokel'], /unknown variant 'binokel' \(known: /],
    [['compare', 'skat', 'binokel:seats=4'], /unknown variant 'binokel'/],
    [['compare', 'skat', 'skat:colour=red'], /'skat:colour=red': unknown key 'colour'/],
    [['compare', 'skat', 'skat:seats=5'], /'skat:seats=5': .*INVALID_OPTIONS/],
    [['compare', 'kalter-schlag', 'kalter-schlag:target=-5'], /INVALID_OPTIONS/],
    [['compare', 'skat', 'skat:ramsch.colour=red'], /unknown key 'colour' in options.ramsch/],
    [['compare', 'skat', 'skat:seats'], /'seats' has no value: write seats=VALUE/],
    [['compare', 'skat', 'skat:=4'], /'=4' is not key=value/],
    [['compare', 'skat', 'skat:seats=4,seats=3'], /'seats' is given twice/],
    [['compare', 'skat', ':seats=4'], /names no variant/],
    [
      ['compare', 'skat', 'ramsch', '--format', 'html'],
      /--format must be text, md, json, not 'html'/,
    ],
    [
      ['compare', 'skat', 'ramsch', '--width', 'wide'],
      /--width must be a whole number of at least 1/,
    ],
    [['compare', 'skat', 'ramsch', '--colour'], /unknown option '--colour'/],
  ])('stich %j', async (argv, message) => {
    const r = await run(argv);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/^stich: /);
    expect(r.stderr).toMatch(message);
  });

  test('stich compare --help prints the usage', async () => {
    const r = await run(['compare', '--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Usage: stich compare/);
  });
});

describe('parseColumnSpec and formatColumnSpec', () => {
  test.each([
    ['skat', { id: 'skat', options: {} }],
    ['skat:seats=4,kontra=true', { id: 'skat', options: { seats: 4, kontra: true } }],
    ['kalter-schlag:rounding=five', { id: 'kalter-schlag', options: { rounding: 'five' } }],
    ['ramsch:bierlachs=null', { id: 'ramsch', options: { bierlachs: null } }],
    ['x:name="true"', { id: 'x', options: { name: 'true' } }],
    ['x:name="a, b"', { id: 'x', options: { name: 'a, b' } }],
    ['x:list=[1,2],n=-0.5', { id: 'x', options: { list: [1, 2], n: -0.5 } }],
    [
      'skat:ramsch.tensLow=true,ramsch.ties=allLose',
      { id: 'skat', options: { ramsch: { tensLow: true, ties: 'allLose' } } },
    ],
    ['skat:ramsch={}', { id: 'skat', options: { ramsch: {} } }],
  ])('%s', (text, spec) => {
    const parsed = parseColumnSpec(text);
    expect(parsed).toEqual({ ok: true, value: spec });
    expect(formatColumnSpec(spec)).toBe(text);
    expect(parseColumnSpec(formatColumnSpec(spec))).toEqual(parsed);
  });

  test('a JSON object value reads as its dotted fields', () => {
    const parsed = parseColumnSpec('skat:ramsch={"tensLow":true,"ties":"allLose"}');
    expect(parsed.ok && formatColumnSpec(parsed.value)).toBe(
      'skat:ramsch.tensLow=true,ramsch.ties=allLose',
    );
  });

  test.each([
    [':seats=4', 'UNKNOWN_VARIANT'],
    ['skat:seats', 'INVALID_OPTIONS'],
    ['skat:', 'INVALID_OPTIONS'],
    ['skat:ramsch=1,ramsch.ties=allLose', 'INVALID_OPTIONS'],
  ])('%s is refused with %s', (text, code) => {
    const parsed = parseColumnSpec(text);
    expect(parsed.ok ? null : parsed.error.code).toBe(code);
  });
});

describe('compareMarkdown', () => {
  test('pad lines the columns up for a page Biome formats; without it, lines stay short', () => {
    const cmp = compareVariants(
      [
        ['kalter-schlag', 'Kalter Schlag'],
        ['ramsch', 'Ramsch'],
      ].map(([id, label]) => {
        const { variant } = VARIANTS[id];
        return { variant, options: variant.defaults, label };
      }),
    );
    const table = (md: string) => md.split('\n').filter((l) => l.startsWith('|'));
    const padded = table(compareMarkdown(cmp, { pad: true }));
    expect(new Set(padded.map((l) => l.length)).size).toBe(1);
    const plain = table(compareMarkdown(cmp));
    expect(plain).toHaveLength(padded.length);
    // The same cells either way.
    const cells = (l: string) => l.split(' | ').map((c) => c.replace(/^\| ?|\|$/g, '').trim());
    expect(plain.slice(2).map(cells)).toEqual(padded.slice(2).map(cells));
    expect(Math.max(...plain.map((l) => l.length))).toBeLessThan(padded[0].length);
  });
});
