/**
 * Exit code of a command that ran and failed (a bad record, a missing file).
 *
 * @example
 * process.exitCode = EXIT_FAILURE;
 */
export const EXIT_FAILURE = 1;
/**
 * Exit code of a command line that does not make sense (unknown command, option or variant).
 *
 * @example
 * throw new CliError('unknown variant', EXIT_USAGE);
 */
export const EXIT_USAGE = 2;

/**
 * A failure the CLI reports as one line on stderr, with its exit code. Never shown as a
 * stack trace.
 *
 * @example
 * throw new CliError("unknown command 'foo'", EXIT_USAGE);
 */
export class CliError extends Error {
  readonly exitCode: number;
  constructor(message: string, exitCode: number = EXIT_FAILURE) {
    super(message);
    this.name = 'CliError';
    this.exitCode = exitCode;
  }
}

/**
 * A usage error (exit code 2).
 *
 * @example
 * throw usageError('--deals must be a positive integer');
 */
export function usageError(message: string): CliError {
  return new CliError(message, EXIT_USAGE);
}
