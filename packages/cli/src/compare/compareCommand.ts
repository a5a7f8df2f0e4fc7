import { parseCommandArgs, positiveInt } from '../args';
import { usageError } from '../cliError';
import type { CliIo } from '../io';
import { loadPlugin } from '../loadPlugin';
import { COMPARE_USAGE } from '../usage';
import { type CompareColumn, compareVariants } from './aspects';
import { columnLabel, parseColumnSpec } from './columnSpec';
import { COMPARE_FORMATS, type CompareFormat, formatCompare } from './formatCompare';

/** A column from the command line: a known variant, its options checked by its schema. */
async function columnOf(text: string, cwd?: string): Promise<CompareColumn> {
  const spec = parseColumnSpec(text);
  if (!spec.ok) throw usageError(`compare: '${text}': ${spec.error.message}`);
  const { variant } = (await loadPlugin(spec.value.id, cwd)).plugin;
  const options = variant.parseOptions(spec.value.options);
  if (!options.ok)
    throw usageError(`compare: '${text}': ${options.error.message} (${options.error.code})`);
  return { variant, options: options.value, label: columnLabel(variant, spec.value.options) };
}

/**
 * `stich compare A B [C ...] [--format text|md|json] [--width N]`: variants, or option
 * sets of one variant (`skat:seats=4,kontra=true`), side by side, one row per aspect.
 *
 * @example
 * await compareCommand(['kalter-schlag', 'kalter-schlag:rounding=five'], io); // prints the table, returns 0
 */
export async function compareCommand(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandArgs('compare', args, {
    format: { type: 'string' },
    width: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  });
  if (values.help) {
    io.stdout.write(COMPARE_USAGE);
    return 0;
  }
  const format = (values.format ?? 'text') as CompareFormat;
  if (!COMPARE_FORMATS.includes(format))
    throw usageError(`--format must be ${COMPARE_FORMATS.join(', ')}, not '${format}'`);
  const width = values.width === undefined ? 100 : positiveInt('--width', values.width);
  if (positionals.length < 2)
    throw usageError('compare: give two or more variants, e.g. stich compare ramsch skat');
  const columns: CompareColumn[] = [];
  for (const text of positionals) columns.push(await columnOf(text, io.cwd));
  io.stdout.write(formatCompare(compareVariants(columns), format, width));
  return 0;
}
