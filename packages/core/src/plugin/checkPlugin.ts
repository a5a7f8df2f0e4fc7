import { err, ok, type Result } from '../errors/errors';
import { quote } from '../errors/quote';
import type { AnyPlugin } from './stichPlugin';

type Shape = Readonly<
  Record<string, 'function' | 'string' | 'object' | 'function?' | 'string?' | 'object?'>
>;

/** The parts of a plug-in, each with the members it must (or may) have. */
const PARTS: Readonly<Record<string, Shape | 'function' | 'simulateBots'>> = {
  variant: {},
  presentation: {
    trumpLabel: 'function?',
    actionLabel: 'function?',
    menuNote: 'function?',
    actionText: 'function?',
    skatName: 'string?',
    promptIntro: 'function?',
    promptKeys: 'function?',
    cardLanguage: 'string?',
    scoreList: 'object?',
  },
  report: {
    sessionName: 'string',
    scoreLabel: 'string',
    amountTitle: 'string',
    points: 'function',
    scores: 'function',
    headline: 'function',
    notes: 'function',
    amount: 'function',
    flags: 'function',
    totals: 'function',
    summary: 'function',
  },
  rulePage: 'function',
  bot: 'function',
  simulateBots: 'simulateBots',
  solve: { ask: 'function' },
  pimc: { fallback: 'function', rebuild: 'function', goal: 'function' },
  formats: {},
};

const isObject = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

const bad = (message: string, path: (string | number)[]) =>
  err('INVALID_PLUGIN', `not a Stich plug-in: ${message}`, { path });

/** Checks one member of a part against its shape. */
function checkMember(part: string, value: Record<string, unknown>, key: string, want: string) {
  const optional = want.endsWith('?');
  const type = want.replace('?', '');
  const got = value[key];
  if (got === undefined) {
    if (optional) return null;
    return bad(`'${part}.${key}' is missing (a ${type})`, [part, key]);
  }
  if (type === 'object' ? !isObject(got) : typeof got !== type)
    return bad(`'${part}.${key}' must be a ${type}, not ${typeof got}`, [part, key]);
  return null;
}

/**
 * Whether a value is a variant made with `defineVariant` (it has an id, a name, `rules`
 * and `parseOptions`).
 *
 * @example
 * import { isVariant } from '@stich/core/plugin';
 * import { kalterSchlag } from '@stich/kalter-schlag';
 *
 * isVariant(kalterSchlag); // true
 */
export function isVariant(value: unknown): boolean {
  return (
    isObject(value) &&
    typeof value.id === 'string' &&
    typeof value.name === 'string' &&
    typeof value.rules === 'function' &&
    typeof value.parseOptions === 'function'
  );
}

/**
 * Checks a value that should be a plug-in, as a tool loads it: a plug-in passes as it is,
 * a plain variant becomes the plug-in `{ variant }`. Anything else is an `INVALID_PLUGIN`
 * error naming the missing or bad field, with its path.
 *
 * @example
 * import { checkPlugin } from '@stich/core';
 * import { kalterSchlag } from '@stich/kalter-schlag';
 *
 * checkPlugin(kalterSchlag).ok; // true: a plain variant
 * checkPlugin({ variant: kalterSchlag, bot: 3 }); // { ok: false, error: { code: 'INVALID_PLUGIN', message: "not a Stich plug-in: 'bot' must be a function, not number", path: ['bot'] } }
 */
export function checkPlugin(value: unknown): Result<AnyPlugin> {
  if (isVariant(value)) return ok({ variant: value as AnyPlugin['variant'] });
  if (!isObject(value))
    return bad(
      `expected a plug-in object or a variant, not ${value === null ? 'null' : typeof value}`,
      [],
    );
  if (value.variant === undefined)
    return bad("'variant' is missing (the game's variant, made with defineVariant)", ['variant']);
  if (!isVariant(value.variant))
    return bad(
      "'variant' must be a variant made with defineVariant (id, name, rules, parseOptions)",
      ['variant'],
    );
  for (const key of Object.keys(value)) {
    if (!Object.hasOwn(PARTS, key))
      return bad(`unknown field ${quote(key)} (known: ${Object.keys(PARTS).join(', ')})`, [key]);
    const part = value[key];
    const shape = PARTS[key];
    if (part === undefined) continue;
    if (shape === 'function') {
      if (typeof part !== 'function')
        return bad(`'${key}' must be a function, not ${typeof part}`, [key]);
      continue;
    }
    if (shape === 'simulateBots') {
      if (part !== 'rules' && part !== 'random')
        return bad(`'simulateBots' must be 'rules' or 'random', not ${quote(String(part))}`, [key]);
      continue;
    }
    if (!isObject(part)) return bad(`'${key}' must be an object, not ${typeof part}`, [key]);
    for (const [member, want] of Object.entries(shape)) {
      const error = checkMember(key, part, member, want);
      if (error !== null) return error;
    }
  }
  for (const [name, format] of Object.entries((value.formats as object | undefined) ?? {})) {
    if (!isObject(format) || typeof format.replay !== 'function')
      return bad(`'formats.${name}.replay' must be a function`, ['formats', name, 'replay']);
  }
  return ok(value as unknown as AnyPlugin);
}
