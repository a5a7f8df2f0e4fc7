import { afterAll, expect, test } from 'vitest';
import { en } from 'zod/locales';
import * as z from 'zod/mini';
import { englishZod } from '../src/fields/englishZod';

const saved = z.config().localeError;
afterAll(() => {
  z.config({ localeError: saved });
});

// Schemas and inputs that raise every kind of issue Stich's schemas can raise.
const cases: [z.core.$ZodType, unknown][] = [
  [z.number(), 'a'],
  [z.number(), Number.NaN],
  [z.number(), null],
  [z.number(), [1]],
  [z.number(), new Date(0)],
  [z.number().check(z.int()), 1.5],
  [z.number().check(z.int()), Number.POSITIVE_INFINITY],
  [z.number().check(z.positive()), 0],
  [z.number().check(z.minimum(0)), -1],
  [z.number().check(z.maximum(7)), 8],
  [z.number().check(z.lt(7)), 7],
  [z.int().check(z.minimum(0), z.maximum(2)), 3],
  [z.string().check(z.minLength(1)), ''],
  [z.array(z.string()).check(z.minLength(1), z.maxLength(8)), []],
  [z.array(z.string()).check(z.maxLength(1)), ['a', 'b']],
  [z.array(z.string()).check(z.length(2)), ['a']],
  [z.string().check(z.regex(/^[a-z]+$/)), 'A'],
  [z.enum(['ten', 'five']), 'seven'],
  [z.literal('play'), 'pass'],
  [z.literal(3), 4],
  [z.union([z.literal(3), z.literal(4)]), 5],
  [z.strictObject({ a: z.number() }), { a: 1, b: 2, c: 3 }],
  [z.strictObject({ a: z.number() }), { a: 1, b: 2 }],
  [
    z.discriminatedUnion('type', [
      z.strictObject({ type: z.literal('a') }),
      z.strictObject({ type: z.literal('b') }),
    ]),
    { type: 'c' },
  ],
  [z.union([z.number(), z.string()]), true],
  [z.record(z.string(), z.unknown()), 5],
  [z.boolean(), 'yes'],
  [z.nullable(z.number()), 'x'],
];

const messages = () =>
  cases.map(([schema, input]) => z.safeParse(schema, input).error?.issues.map((i) => i.message));

test("englishZod's messages are word for word zod's English locale", () => {
  z.config(en());
  const english = messages();
  z.config({ localeError: undefined });
  englishZod();
  expect(messages()).toEqual(english);
  expect(english.flat()).not.toContain(undefined);
});

test('englishZod keeps a locale that is already set', () => {
  const mine = () => 'mine';
  z.config({ localeError: mine });
  englishZod();
  expect(z.config().localeError).toBe(mine);
});
