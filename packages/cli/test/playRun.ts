import { run } from './harness';

/** `n` answers of `1` (the first choice), one a line. */
export const ones = (n: number) => '1\n'.repeat(n);

/** `stich play VARIANT` with a seed and options: watching, or at a terminal with `stdin`. */
export const playRun = (
  variant: string,
  seed: number,
  options: object,
  stdin?: string,
  ...more: string[]
) =>
  run(
    [
      'play',
      variant,
      ...(stdin === undefined ? ['--watch'] : []),
      '--seed',
      `${seed}`,
      '--options',
      JSON.stringify(options),
      ...more,
    ],
    { tty: stdin !== undefined, stdin: stdin ?? '' },
  );
