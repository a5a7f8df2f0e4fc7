import type { RecordFormat } from '@stich/core/plugin';
import { usageError } from './cliError';
import { knownPlugins } from './registry';

/**
 * The record format a game's plug-in brings under this name (`iss`: Skat's), looked up
 * among the games the process knows; an unknown name is a usage error listing the known.
 *
 * @example
 * recordFormat('iss').replay(text).lines[0]; // '{"id":"9","declarer":2,...}'
 */
export function recordFormat(name: string): RecordFormat {
  const names = ['json'];
  for (const plugin of knownPlugins()) {
    const formats = plugin.formats ?? {};
    if (Object.hasOwn(formats, name)) return formats[name];
    names.push(...Object.keys(formats));
  }
  throw usageError(`--format must be ${names.map((n) => `'${n}'`).join(' or ')}, not '${name}'`);
}
