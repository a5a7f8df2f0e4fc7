import { nameList, type QuestionFlags } from '@stich/core/plugin';
import { COUNTS, type Count, OBJECTIVES, type Objective } from '@stich/solver';
import { parseCommandArgs, wholeNumber } from '../args';
import { usageError } from '../cliError';

/**
 * The `stich solve` command line, checked.
 *
 * @example
 * parseSolveFlags(['game.json', '--at', '20', '--line']).at; // 20
 */
export interface SolveFlags {
  readonly help: boolean;
  /** The record file, or `-` for standard input. */
  readonly file: string;
  /** `json`, or a game's own record format (`iss`). */
  readonly format: string;
  /** Games to load from modules or packages (`--variant`), for records of games not built in. */
  readonly variants: readonly string[];
  /** Solve after this many actions (default: all of them). */
  readonly at?: number;
  /** Of a session record, this deal (default: the last). */
  readonly deal?: number;
  /** `--objective` and `--count`; the seat comes with {@link seatFlag} once the record names the players. */
  readonly question: QuestionFlags;
  /** `--seat` as given: a seat number or a player's name. */
  readonly seat?: string;
  readonly line: boolean;
  /** The exact total even where the game's question answers with a band between marks. */
  readonly exact: boolean;
  /** Every card that keeps a band, not just one. */
  readonly allBest: boolean;
  readonly json: boolean;
}

/** A count from the command line: 0, 1, 2 ... */
function whole(name: string, text: string | undefined): number | undefined {
  return text === undefined ? undefined : wholeNumber(name, text, { min: 0 });
}

function oneOf<T extends string>(
  name: string,
  list: readonly T[],
  text: string | undefined,
): T | undefined {
  if (text === undefined || (list as readonly string[]).includes(text))
    return text as T | undefined;
  throw usageError(
    `solve: ${name} must be ${list.map((v) => `'${v}'`).join(' or ')}, not '${text}'`,
  );
}

/**
 * Parses `stich solve`'s arguments; a bad one is a usage error with one clear line.
 *
 * @example
 * parseSolveFlags(['-', '--seat', '2', '--objective', 'max']).question; // { objective: 'max' }
 */
export function parseSolveFlags(args: string[]): SolveFlags {
  const { values, positionals } = parseCommandArgs('solve', args, {
    format: { type: 'string' },
    variant: { type: 'string', multiple: true },
    at: { type: 'string' },
    action: { type: 'string' },
    deal: { type: 'string' },
    seat: { type: 'string' },
    objective: { type: 'string' },
    count: { type: 'string' },
    line: { type: 'boolean' },
    exact: { type: 'boolean' },
    'all-best': { type: 'boolean' },
    json: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  });
  const help = values.help === true;
  if (values.at !== undefined && values.action !== undefined)
    throw usageError('solve: give --at or --action, not both');
  if (!help && positionals.length === 0)
    throw usageError("solve: which record? (a path, or '-' for standard input)");
  if (positionals.length > 1) throw usageError(`solve: unexpected argument '${positionals[1]}'`);
  const objective: Objective | undefined = oneOf('--objective', OBJECTIVES, values.objective);
  const count: Count | undefined = oneOf('--count', COUNTS, values.count);
  return {
    help,
    file: positionals[0] ?? '-',
    format: values.format ?? 'json',
    variants: values.variant ?? [],
    at: whole(values.at !== undefined ? '--at' : '--action', values.at ?? values.action),
    deal: whole('--deal', values.deal),
    ...(values.seat !== undefined ? { seat: values.seat } : {}),
    question: {
      ...(objective !== undefined ? { objective } : {}),
      ...(count !== undefined ? { count } : {}),
    },
    line: values.line === true,
    exact: values.exact === true,
    allBest: values['all-best'] === true,
    json: values.json === true,
  };
}

/**
 * `--seat` as a seat number: a whole number, or a player's name as the output shows it
 * (any case); anything else is a usage error listing the seats.
 *
 * @example
 * seatFlag('bert', ['Anne', 'Bert', 'Christina']); // 1
 */
export function seatFlag(text: string, names: readonly string[]): number {
  if (/^\d{1,6}$/.test(text)) return Number(text);
  const seat = names.findIndex((name) => name.toLowerCase() === text.toLowerCase());
  if (seat >= 0) return seat;
  throw usageError(
    `solve: --seat must be a seat number or a player's name (${seatList(names)}), not '${text}'`,
  );
}

/**
 * The seats with their players' names, for messages: `0 Anne, 1 Bert and 2 Christina`.
 *
 * @example
 * seatList(['Anne', 'Bert', 'Christina'], [1, 2]); // '1 Bert and 2 Christina'
 */
export function seatList(names: readonly string[], seats?: readonly number[]): string {
  const which = seats ?? names.map((_, seat) => seat);
  return nameList(
    which.map((seat) => `${seat} ${names[seat]}`),
    which.map((_, i) => i),
  );
}
