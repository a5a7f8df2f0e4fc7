import { createDealMachine, createSessionMachine, flowDiagram } from '@stich/core/tools';
import { parseCommandArgs, parseRuleOptions } from '../args';
import { usageError } from '../cliError';
import type { CliIo } from '../io';
import { loadPlugin } from '../loadPlugin';
import { RULES_USAGE } from '../usage';
import { rulesText } from './rulesText';

/** What `--flow` adds to `stich rules --help`. */
const FLOW_USAGE = `
Options:
  --options JSON  rule options, e.g. '{"passOut":"ramsch"}'
  --flow          print the flow of a deal and of a session instead: Mermaid diagrams
                  drawn from the statecharts core compiles for these options
`;

/**
 * `stich rules VARIANT [--options JSON] [--flow]`: the rules generated from the variant
 * definition; with `--flow`, the deal's phase graph and the session as Mermaid diagrams
 * drawn from the XState machines (`createDealMachine`, `createSessionMachine`).
 *
 * @example
 * await rulesCommand(['kalter-schlag'], io); // prints the rules, returns 0
 * await rulesCommand(['skat', '--flow', '--options', '{"kontra":true}'], io); // stateDiagram-v2 ...
 */
export async function rulesCommand(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandArgs('rules', args, {
    options: { type: 'string' },
    flow: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  });
  if (values.help) {
    io.stdout.write(RULES_USAGE + FLOW_USAGE);
    return 0;
  }
  if (positionals.length > 1) throw usageError(`rules: unexpected argument '${positionals[1]}'`);
  const entry = (await loadPlugin(positionals[0], io.cwd)).plugin;
  const options = parseRuleOptions(entry.variant, values.options);
  if (!values.flow) {
    io.stdout.write(rulesText(entry.variant, options, entry.presentation?.cardLanguage));
    return 0;
  }
  const deal = flowDiagram(createDealMachine(entry.variant.rules(options)));
  const session = flowDiagram(createSessionMachine(entry.variant, options));
  io.stdout.write(`# A deal of ${entry.variant.name}\n${deal}\n\n# A session\n${session}\n`);
  return 0;
}
