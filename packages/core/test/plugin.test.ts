import { type KalterSchlagOutcome, kalterSchlag } from '@stich/kalter-schlag';
import { describe, expect, expectTypeOf, test } from 'vitest';
import {
  type AnyPlugin,
  type CoreAction,
  checkPlugin,
  definePlugin,
  StichRuleError,
} from '../src/index';
import { isVariant, SEAT_NAMES, seatNames } from '../src/plugin/index';

const fn = () => null;

describe('checkPlugin: a plug-in, a plain variant, or an error naming the field', () => {
  test('a plain variant becomes the plug-in { variant }', () => {
    const r = checkPlugin(kalterSchlag);
    expect(r.ok && r.value).toEqual({ variant: kalterSchlag });
    expect(isVariant(kalterSchlag)).toBe(true);
  });

  test('a plug-in passes as it is', () => {
    const plugin = { variant: kalterSchlag, bot: fn, simulateBots: 'rules', solve: { ask: fn } };
    const r = checkPlugin(plugin);
    expect(r.ok && r.value).toBe(plugin);
  });

  test.each([
    [null, 'expected a plug-in object or a variant, not null', []],
    [42, 'expected a plug-in object or a variant, not number', []],
    [{ name: 'x' }, "'variant' is missing", ['variant']],
    [{ variant: { id: 'x' } }, "'variant' must be a variant made with defineVariant", ['variant']],
    [{ variant: kalterSchlag, bot: 3 }, "'bot' must be a function, not number", ['bot']],
    [{ variant: kalterSchlag, repot: {} }, "unknown field 'repot'", ['repot']],
    [
      { variant: kalterSchlag, simulateBots: 'pimc' },
      "'simulateBots' must be 'rules' or 'random'",
      ['simulateBots'],
    ],
    [
      { variant: kalterSchlag, report: { sessionName: 'Partie' } },
      "'report.scoreLabel' is missing (a string)",
      ['report', 'scoreLabel'],
    ],
    [
      { variant: kalterSchlag, presentation: { scoreList: () => [] } },
      "'presentation.scoreList' must be a object, not function",
      ['presentation', 'scoreList'],
    ],
    [
      { variant: kalterSchlag, presentation: { skatName: 3 } },
      "'presentation.skatName' must be a string, not number",
      ['presentation', 'skatName'],
    ],
    [{ variant: kalterSchlag, solve: {} }, "'solve.ask' is missing (a function)", ['solve', 'ask']],
    [
      { variant: kalterSchlag, pimc: { fallback: fn, rebuild: fn } },
      "'pimc.goal' is missing (a function)",
      ['pimc', 'goal'],
    ],
    [
      { variant: kalterSchlag, rulePage: {} },
      "'rulePage' must be a function, not object",
      ['rulePage'],
    ],
    [
      { variant: kalterSchlag, formats: { iss: {} } },
      "'formats.iss.replay' must be a function",
      ['formats', 'iss', 'replay'],
    ],
  ])('%j: %s', (value, message, path) => {
    const r = checkPlugin(value);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('INVALID_PLUGIN');
    expect(r.error.message).toContain(`not a Stich plug-in: ${message}`);
    expect(r.error.path).toEqual(path);
  });
});

describe('definePlugin', () => {
  test('returns the plug-in it checked', () => {
    const plugin = { variant: kalterSchlag, presentation: { trumpLabel: () => 'jacks' } };
    expect(definePlugin(plugin)).toBe(plugin);
  });

  test('a bad plug-in throws INVALID_PLUGIN naming the field', () => {
    expect(() => definePlugin({ variant: kalterSchlag, bot: 'rules' as never })).toThrow(
      StichRuleError,
    );
    expect(() => definePlugin({ variant: kalterSchlag, bot: 'rules' as never })).toThrow(
      /'bot' must be a function/,
    );
  });

  test("every part sees the variant's own types, inferred from its variant", () => {
    const plugin = definePlugin({
      variant: kalterSchlag,
      presentation: {
        outcomeLines: (o) => [{ label: 'penalty', value: String(Math.max(...o.penalties)) }],
        menuNote: (a, view) => (a.type === 'double' ? `${view.doublings.length} said` : null),
      },
      rulePage: () => ({
        deals: [
          {
            title: 'a deal',
            seed: 1,
            options: { stake: 2 },
            describeOutcome: (o) => `${o.losers}`,
          },
        ],
      }),
    });
    expectTypeOf(plugin.presentation?.outcomeLines)
      .parameter(0)
      .toEqualTypeOf<KalterSchlagOutcome>();
    expectTypeOf(plugin.presentation?.actionLabel).parameter(0).toEqualTypeOf<CoreAction>();
    const wrong = () =>
      definePlugin({
        variant: kalterSchlag,
        presentation: {
          // @ts-expect-error: a Kalter Schlag outcome has no `contract`
          outcomeLines: (o) => [{ label: 'contract', value: String(o.contract) }],
        },
      });
    expect(typeof wrong).toBe('function');
    const tools: readonly AnyPlugin[] = [plugin, definePlugin({ variant: kalterSchlag })];
    expect(tools.map((p) => p.variant.id)).toEqual(['kalter-schlag', 'kalter-schlag']);
  });

  test('a variant given instead of a plug-in is refused', () => {
    expect(() => definePlugin(kalterSchlag as never)).toThrow(/give \{ variant \}/);
  });
});

describe('seatNames: the names the tools give the seats', () => {
  test('Anne, Bert ... by default, as stich play --watch names them', () => {
    expect(seatNames(3)).toEqual(['Anne', 'Bert', 'Christina']);
    expect(seatNames(4, undefined)).toEqual(SEAT_NAMES.slice(0, 4));
    expect(seatNames(7).at(-1)).toBe('Player 7');
  });

  test("a record's players when they tell every seat apart", () => {
    expect(seatNames(3, ['You', 'Bert', 'Christina', 'Dieter'])).toEqual([
      'You',
      'Bert',
      'Christina',
    ]);
    for (const bad of [
      ['Ulla', 'Vera'],
      ['Ulla', 'Ulla', 'Wim'],
      ['Ulla', '', 'Wim'],
      'Ulla',
      [1, 2, 3],
    ])
      expect(seatNames(3, bad)).toEqual(['Anne', 'Bert', 'Christina']);
  });
});
