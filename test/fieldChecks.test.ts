// Core checks options and actions without zod (issue 14: the rules kernel bundles no
// schema library), from the same declared fields that `optionsSchema` and `actionsSchema`
// turn into zod schemas. These properties keep the two readings equal for all four games:
// the same values with defaults filled in, and the same first issue (code, message, path).
// Schafkopf and Doppelkopf join the four.
import {
  actionsSchema,
  type BaseAction,
  optionsSchema,
  type StichError,
  type Variant,
} from '@stich/core';
import { actionCheck } from '@stich/core/kernel';
import { zodError } from '@stich/core/tools';
import { doppelkopf } from '@stich/doppelkopf';
import { kalterSchlag } from '@stich/kalter-schlag';
import { ramsch } from '@stich/ramsch';
import { schafkopf } from '@stich/schafkopf';
import { skat } from '@stich/skat';
import { skatkopf } from '@stich/skatkopf';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';

const GAMES = [kalterSchlag, ramsch, skat, skatkopf, schafkopf, doppelkopf] as unknown as Variant[];
const RUNS = { seed: 14, numRuns: 400 };

/** Values near every field's edges: wrong types, bounds, enum members, nested objects. */
const value = fc.oneof(
  fc.constantFrom(
    undefined,
    null,
    true,
    false,
    0,
    -0,
    1,
    -1,
    3,
    4,
    7,
    8,
    20,
    21,
    1.5,
    2000,
    2 ** 53,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    '',
    '3',
    'ten',
    'five',
    'lastTrick',
    'allLose',
    'throwIn',
    'ramsch',
    'second',
    'pot',
    'play',
    'CJ',
    'G',
    'H',
    'solo',
    [],
    ['CJ'],
    [1],
    {},
    { ties: 'lastTrickLoses' },
    { ties: 3 },
    { tensLow: true, colour: 'red' },
  ),
  fc.integer(),
  fc.double(),
  fc.string({ maxLength: 8 }),
  fc.array(fc.string({ maxLength: 3 }), { maxLength: 10 }),
);

/** An object with some of `keys` and perhaps a stray key. */
const objectOf = (keys: readonly string[]) =>
  fc.dictionary(fc.constantFrom(...keys, 'colour', 'x'), value, { maxKeys: 4 });

/** zod's reading of options, as `parseOptions` answers. */
function zodOptions(variant: Variant, input: unknown): { ok: true; value: unknown } | StichError {
  const parsed = optionsSchema(variant.options).safeParse(input ?? {});
  return parsed.success
    ? { ok: true, value: parsed.data }
    : zodError('INVALID_OPTIONS', parsed.error, ['options']);
}

describe.each(GAMES.map((v) => [v.id, v] as const))('%s', (_id, variant) => {
  test('options: core reads exactly what the derived zod schema reads', () => {
    const keys = Object.keys(variant.options);
    fc.assert(
      fc.property(fc.oneof(objectOf(keys), value), (input) => {
        const ours = variant.parseOptions(input);
        expect(ours.ok ? { ok: true, value: ours.value } : ours.error).toEqual(
          zodOptions(variant, input),
        );
      }),
      RUNS,
    );
  });

  test('actions: core refuses exactly what the derived zod schema refuses, with its issue', () => {
    const check = actionCheck(variant.actions);
    const schema = actionsSchema(variant.actions);
    const fields = variant.actions.flatMap((a) => Object.keys(a.fields));
    const type = fc.constantFrom(...variant.actions.map((a) => a.type), 'zz');
    const action = fc
      .tuple(type, fc.oneof(fc.nat({ max: 9 }), value), objectOf(fields))
      .map(([t, seat, rest]) => ({ ...rest, type: t, seat }));
    fc.assert(
      fc.property(action, (a: BaseAction) => {
        const parsed = schema.safeParse(a);
        const issue = check({ ...a });
        expect(issue === undefined).toBe(parsed.success);
        if (parsed.success || issue === undefined) return;
        const first = parsed.error.issues[0];
        expect([issue.message, issue.path]).toEqual([first.message, first.path]);
      }),
      RUNS,
    );
  });
});

test('an action field with a default is filled in, as zod fills it', () => {
  const check = actionCheck([
    { type: 'bid', fields: { doublings: { kind: 'number', int: true, default: 0 } } },
  ]);
  const action: Record<string, unknown> = { type: 'bid', seat: 1 };
  expect(check(action)).toBeUndefined();
  expect(action).toEqual({ type: 'bid', seat: 1, doublings: 0 });
});

test('options that cannot be read are refused with their path, never thrown', () => {
  const hostile = {
    get target(): number {
      throw new Error('boom');
    },
  };
  const parsed = kalterSchlag.parseOptions(hostile);
  expect(parsed.ok ? null : parsed.error).toEqual({
    code: 'INVALID_OPTIONS',
    message: 'options.target: the value cannot be read',
    path: ['options', 'target'],
  });
  const revoked = Proxy.revocable({}, {});
  revoked.revoke();
  const refused = kalterSchlag.parseOptions(revoked.proxy);
  expect(refused.ok ? null : refused.error.code).toBe('INVALID_OPTIONS');
});
