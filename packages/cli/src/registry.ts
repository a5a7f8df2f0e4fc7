import { type Bot, kalterSchlagBot, ramschBot, skatBot, skatkopfBot } from '@stich/bots';
import type { BaseAction, Rules, Variant } from '@stich/core';
import { kalterSchlag } from '@stich/kalter-schlag';
import { ramsch } from '@stich/ramsch';
import { skat } from '@stich/skat';
import { skatkopf } from '@stich/skatkopf';
import { usageError } from './cliError';
import { kalterSchlagReport } from './kalterSchlagReport';
import { ramschReport } from './ramschReport';
import { genericReport, type VariantReport } from './report';
import { skatkopfReport } from './skatkopfReport';
import { skatReport } from './skatReport';

/**
 * What the CLI needs to know about a variant beyond its definition.
 *
 * @example
 * const entry: VariantEntry = { variant: kalterSchlag, bot: kalterSchlagBot, report: kalterSchlagReport };
 */
export interface VariantEntry {
  readonly variant: Variant;
  /** The sensible bot (`--bot rules`); the random bot when a variant has none. */
  readonly bot?: (rules: Rules<unknown, unknown, unknown, BaseAction>) => Bot;
  readonly report?: VariantReport;
  /** Who plays in `stich simulate` without `--bots`: random play (the default) or the rules bots. */
  readonly simulateBots?: 'rules' | 'random';
}

/**
 * The variants the `stich` command knows, by id. Adding one is one line.
 *
 * @example
 * VARIANTS['kalter-schlag'].variant.name; // 'Kalter Schlag'
 */
export const VARIANTS: Readonly<Record<string, VariantEntry>> = {
  'kalter-schlag': { variant: kalterSchlag, bot: kalterSchlagBot, report: kalterSchlagReport },
  ramsch: { variant: ramsch, bot: ramschBot, report: ramschReport },
  skat: { variant: skat, bot: skatBot, report: skatReport, simulateBots: 'rules' },
  skatkopf: { variant: skatkopf, bot: skatkopfBot, report: skatkopfReport, simulateBots: 'rules' },
};

/**
 * The entry for a variant id, or `undefined`.
 *
 * @example
 * findVariant('kalter-schlag')?.variant.id; // 'kalter-schlag'
 */
export function findVariant(id: string): VariantEntry | undefined {
  return Object.hasOwn(VARIANTS, id) ? VARIANTS[id] : undefined;
}

/**
 * The report for an entry: its own, or the generic one.
 *
 * @example
 * reportOf(findVariant('kalter-schlag')!).scores(outcome);
 */
export function reportOf(entry: VariantEntry): VariantReport {
  return entry.report ?? genericReport;
}

/**
 * The entry for a variant id given on the command line; an unknown id is a usage error.
 *
 * @example
 * requireVariant('kalter-schlag').variant.name; // 'Kalter Schlag'
 */
export function requireVariant(id: string | undefined): VariantEntry {
  const known = Object.keys(VARIANTS).join(', ');
  if (id === undefined) throw usageError(`which variant? (known: ${known})`);
  const entry = findVariant(id);
  if (entry === undefined) throw usageError(`unknown variant '${id}' (known: ${known})`);
  return entry;
}
