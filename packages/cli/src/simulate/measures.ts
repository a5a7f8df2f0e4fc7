import { existsSync } from 'node:fs';
import { basename, extname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CliError, usageError } from '../cliError';
import type { DealRecord } from './dealRecord';

/**
 * A user's measure (`--measure ./m.mjs`): a function of a deal's record (the line
 * `--deals-out` writes, with the raw outcome beside it) that returns a number (its mean is
 * reported), a boolean (its rate), a record of such values by name, or `null`/`undefined`
 * to leave the deal out.
 *
 * @example
 * const absScore: MeasureFn = (deal) => Math.max(...deal.scores.map(Math.abs));
 */
export type MeasureFn = (
  deal: DealRecord,
  context: { readonly outcome: unknown; readonly options: unknown },
) => unknown;

/** A loaded measure: its name (the file's base name) and function. */
export interface Measure {
  readonly name: string;
  readonly fn: MeasureFn;
}

/** Measures loaded in this thread, by module URL. */
const loaded = new Map<string, Measure>();

/**
 * The file URL of a `--measure` path, resolved against `cwd`; a usage error when there is
 * no such file.
 *
 * @example
 * measureUrl('./m.mjs', '/home/me'); // 'file:///home/me/m.mjs'
 */
export function measureUrl(path: string, cwd: string): string {
  const full = resolve(cwd, path);
  if (!existsSync(full)) throw usageError(`--measure: no such file '${path}'`);
  return pathToFileURL(full).href;
}

/**
 * Loads the measure modules of a plan in this thread (once per module): each module's
 * default export, or else its export named `measure`, must be a function.
 *
 * @example
 * await loadMeasures(['file:///home/me/m.mjs']);
 */
export async function loadMeasures(urls: readonly string[] = []): Promise<Measure[]> {
  const out: Measure[] = [];
  for (const url of urls) {
    let m = loaded.get(url);
    if (m === undefined) {
      const file = decodeURIComponent(new URL(url).pathname);
      let mod: Record<string, unknown>;
      try {
        mod = (await import(url)) as Record<string, unknown>;
      } catch (e) {
        const why = e instanceof Error ? e.message.split('\n')[0] : String(e);
        throw usageError(`--measure ${basename(file)}: the module does not load: ${why}`);
      }
      const fn = typeof mod.default === 'function' ? mod.default : mod.measure;
      if (typeof fn !== 'function')
        throw usageError(
          `--measure ${basename(file)}: the module exports no function (export default function (deal) { ... }, or export function measure)`,
        );
      m = { name: basename(file, extname(file)), fn: fn as MeasureFn };
      loaded.set(url, m);
    }
    out.push(m);
  }
  return out;
}

/**
 * The measures already loaded for these URLs (see {@link loadMeasures}).
 *
 * @example
 * const measures = loadedMeasures(plan.measures);
 */
export function loadedMeasures(urls: readonly string[] = []): Measure[] {
  return urls.map((url) => {
    const m = loaded.get(url);
    if (m === undefined) throw new Error(`measure ${url} is not loaded in this thread`);
    return m;
  });
}

/**
 * A deal's values of the measures: numbers into `means`, booleans into `rates`, by the
 * measure's name (`name.key` for a record). A value of another type is an error that
 * names the measure and the deal.
 *
 * @example
 * measureValues(measures, record, outcome, options, means, rates);
 */
export function measureValues(
  measures: readonly Measure[],
  record: DealRecord,
  outcome: unknown,
  options: unknown,
  means: Record<string, number>,
  rates: Record<string, boolean>,
): void {
  for (const { name, fn } of measures) {
    let value: unknown;
    try {
      value = fn(record, { outcome, options });
    } catch (e) {
      const why = e instanceof Error ? e.message.split('\n')[0] : String(e);
      throw new CliError(`--measure ${name} failed on ${where(record)}: ${why}`);
    }
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [key, v] of Object.entries(value)) put(`${name}.${key}`, v, record, means, rates);
    } else put(name, value, record, means, rates);
  }
}

function put(
  name: string,
  v: unknown,
  record: DealRecord,
  means: Record<string, number>,
  rates: Record<string, boolean>,
): void {
  if (v === null || v === undefined) return;
  if (typeof v === 'boolean') rates[name] = v;
  else if (typeof v === 'number' && Number.isFinite(v)) means[name] = v;
  else
    throw new CliError(
      `--measure ${name} gave ${Array.isArray(v) ? 'an array' : typeof v === 'number' ? String(v) : `a ${typeof v}`} on ${where(record)}; a measure gives a finite number, a boolean, a record of them, or null`,
    );
}

function where(r: DealRecord): string {
  const session = r.session === undefined ? '' : ` of session ${r.session}`;
  return `deal ${r.deal}${session} (set ${r.set})`;
}
