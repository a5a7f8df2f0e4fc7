import { parseCommandArgs, parseRuleOptions } from '../args';
import { usageError } from '../cliError';
import type { CliIo } from '../io';
import { requireVariant } from '../registry';
import { RULES_USAGE } from '../usage';
import { rulesText } from './rulesText';

/**
 * `stich rules VARIANT [--options JSON]`: the rules generated from the variant definition.
 *
 * @example
 * await rulesCommand(['kalter-schlag'], io); // prints the rules, returns 0
 */
export async function rulesCommand(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandArgs('rules', args, {
    options: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  });
  if (values.help) {
    io.stdout.write(RULES_USAGE);
    return 0;
  }
  if (positionals.length > 1) throw usageError(`rules: unexpected argument '${positionals[1]}'`);
  const entry = requireVariant(positionals[0]);
  io.stdout.write(rulesText(entry.variant, parseRuleOptions(entry.variant, values.options)));
  return 0;
}
