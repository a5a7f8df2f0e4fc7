import { randomInt } from 'node:crypto';
import { parseArgs } from 'node:util';
import type { Variant } from '@stich/core';
import { usageError } from './cliError';

/**
 * A command's options, as `node:util` `parseArgs` takes them.
 *
 * @example
 * const spec = { seed: { type: 'string' }, watch: { type: 'boolean' } } as const satisfies OptionSpec;
 */
export type OptionSpec = Readonly<
  Record<
    string,
    { readonly type: 'string' | 'boolean'; readonly short?: string; readonly multiple?: boolean }
  >
>;

/**
 * Parsed option values: strings and booleans (arrays of them for `multiple` options, in
 * the order given), `undefined` when not given.
 *
 * @example
 * const values: OptionValues<{ watch: { type: 'boolean' } }> = { watch: true };
 */
export type OptionValues<O extends OptionSpec> = {
  [K in keyof O]?: O[K] extends { readonly multiple: true }
    ? O[K]['type'] extends 'boolean'
      ? boolean[]
      : string[]
    : O[K]['type'] extends 'boolean'
      ? boolean
      : string;
};

/**
 * Parses a command's arguments strictly: an unknown option or a missing value is a
 * usage error with one clear line.
 *
 * @example
 * const { values, positionals } = parseCommandArgs('simulate', argv, { deals: { type: 'string' } });
 */
export function parseCommandArgs<const O extends OptionSpec>(
  command: string,
  args: string[],
  options: O,
): { values: OptionValues<O>; positionals: string[] } {
  try {
    const parsed = parseArgs({
      args: withNegativeValues(args, options),
      options: options as never,
      allowPositionals: true,
      strict: true,
    });
    return { values: parsed.values as OptionValues<O>, positionals: parsed.positionals };
  } catch (e) {
    const message = (e as Error).message.split(/\.\s|\n/)[0].replace(/\.$/, '');
    throw usageError(
      `${command}: ${message[0].toLowerCase()}${message.slice(1)} (see stich ${command} --help)`,
    );
  }
}

/**
 * Joins a string option and a value that looks like a negative number (`--deals -5`)
 * into `--deals=-5`, which `parseArgs` would otherwise take for an option: the value's
 * own check then says what is wrong with it.
 */
function withNegativeValues(args: string[], options: OptionSpec): string[] {
  const out: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--') return [...out, ...args.slice(i)];
    const name = arg.startsWith('--') ? arg.slice(2) : undefined;
    const next = args[i + 1];
    if (
      name !== undefined &&
      Object.hasOwn(options, name) &&
      options[name].type === 'string' &&
      next !== undefined &&
      /^-\.?\d/.test(next)
    ) {
      out.push(`${arg}=${next}`);
      i++;
    } else out.push(arg);
  }
  return out;
}

/**
 * A seed from the command line: an integer, or any other text (hashed); a fresh random
 * integer when none is given.
 *
 * @example
 * parseSeed('42'); // 42
 * parseSeed('partie-1'); // 'partie-1'
 */
export function parseSeed(text: string | undefined): number | string {
  if (text === undefined) return randomInt(0, 2 ** 31);
  return /^-?\d{1,15}$/.test(text) ? Number(text) : text;
}

/**
 * A whole-number option from `min` (default 1) to `max` (default: none); anything else,
 * a sign, a fraction or an exponent included, is a usage error that says so.
 *
 * @example
 * wholeNumber('--port', '8080', { min: 0, max: 65535 }); // 8080
 * wholeNumber('--deals', '-5'); // throws "--deals must be a whole number of at least 1, not '-5'"
 */
export function wholeNumber(
  name: string,
  text: string,
  { min = 1, max }: { min?: number; max?: number } = {},
): number {
  const n = Number(text);
  if (
    !/^\d+$/.test(text) ||
    !Number.isSafeInteger(n) ||
    n < min ||
    (max !== undefined && n > max)
  ) {
    const range = max === undefined ? `of at least ${min}` : `from ${min} to ${max}`;
    throw usageError(`${name} must be a whole number ${range}, not '${text}'`);
  }
  return n;
}

/**
 * A count option: a whole number of at least 1.
 *
 * @example
 * positiveInt('--deals', '1000'); // 1000
 */
export function positiveInt(name: string, text: string): number {
  return wholeNumber(name, text);
}

/**
 * Rule options from `--options JSON`, checked by the variant's schema (defaults filled in,
 * unknown keys refused with their path).
 *
 * @example
 * parseRuleOptions(kalterSchlag, '{"rounding":"five"}'); // { rounding: 'five', target: 2000, ... }
 */
export function parseRuleOptions<O>(variant: Variant<O>, text: string | undefined): O {
  if (text === undefined) return variant.defaults;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw usageError(`--options is not JSON: ${(e as Error).message}`);
  }
  const parsed = variant.parseOptions(json);
  if (!parsed.ok) throw usageError(`--options: ${parsed.error.message} (${parsed.error.code})`);
  return parsed.value;
}
