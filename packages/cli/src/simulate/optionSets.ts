import type { Variant } from '@stich/core';
import { quote } from '@stich/core/tools';
import { usageError } from '../cliError';
import type { OptionSet } from './plan';

/**
 * The option sets of a command line: each `--options JSON` is one set (none: the
 * defaults), crossed with every combination of the `--compare key=v1,v2` values. A
 * value is read as JSON when it parses (`true`, `1000`), else as text (`five`). Every set
 * is checked by the variant's schema; its label names what it sets.
 *
 * @example
 * optionSets(kalterSchlag, [], ['rounding=ten,five', 'fiveScores=true,false']).map((s) => s.label);
 * // ['rounding=ten fiveScores=true', 'rounding=ten fiveScores=false', 'rounding=five fiveScores=true', ...]
 */
export function optionSets(
  variant: Variant,
  options: readonly string[],
  compare: readonly string[],
): OptionSet[] {
  const bases = options.length === 0 ? [{}] : options.map(parseObject);
  let combos: Record<string, unknown>[] = [{}];
  for (const text of compare) {
    const { key, values } = parseCompare(text);
    combos = combos.flatMap((c) => values.map((v) => ({ ...c, [key]: v })));
  }
  const several = bases.length * combos.length > 1;
  return bases.flatMap((base) =>
    combos.map((combo) => {
      const given = { ...base, ...combo };
      const label = labelOf(given);
      const parsed = variant.parseOptions(given);
      if (!parsed.ok) {
        const where = several ? ` (set ${label})` : '';
        throw usageError(`--options: ${parsed.error.message} (${parsed.error.code})${where}`);
      }
      return { label, options: parsed.value };
    }),
  );
}

/**
 * A label for given options: `key=value` pairs, or `defaults`.
 *
 * @example
 * labelOf({ rounding: 'five', target: 1000 }); // 'rounding=five target=1000'
 */
export function labelOf(given: Record<string, unknown>): string {
  const pairs = Object.entries(given).map(
    ([k, v]) => `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`,
  );
  return pairs.length === 0 ? 'defaults' : pairs.join(' ');
}

function parseObject(text: string): Record<string, unknown> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw usageError(`--options is not JSON: ${(e as Error).message}`);
  }
  // null means the defaults, as in `--options` of play and rules and in records.
  if (json === null) return {};
  if (typeof json !== 'object' || Array.isArray(json))
    throw usageError(`--options must be a JSON object, not ${quote(text)}`);
  return json as Record<string, unknown>;
}

function parseCompare(text: string): { key: string; values: unknown[] } {
  const match = /^([A-Za-z_$][\w$]*)=(.+)$/.exec(text);
  if (match === null) throw usageError(`--compare must be KEY=V1,V2,..., not '${text}'`);
  const values = match[2].split(',').map((v) => {
    try {
      return JSON.parse(v) as unknown;
    } catch {
      return v;
    }
  });
  return { key: match[1], values };
}
