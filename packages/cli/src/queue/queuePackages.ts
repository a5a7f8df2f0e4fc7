import { CliError } from '../cliError';

/**
 * The two packages `--queue` and `stich worker` need, optional peer dependencies of
 * @stich/cli: they are loaded only when a queue is used.
 *
 * @example
 * const { bullmq, ioredis } = await queuePackages('worker');
 */
export interface QueuePackages {
  readonly bullmq: typeof import('bullmq');
  readonly ioredis: typeof import('ioredis');
}

/** Loads a module by name (a test passes one that fails). */
export type Importer = (name: string) => Promise<unknown>;

const NAMES = ['bullmq', 'ioredis'] as const;

/** Whether `error` says that the package `name` is not installed. */
function isMissing(error: unknown, name: string): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return (
    (code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND') &&
    typeof message === 'string' &&
    message.includes(`'${name}'`)
  );
}

/**
 * Imports bullmq and ioredis, or throws a one-line {@link CliError} that says what to
 * install when either is missing. `what` names the command line part that needs them.
 *
 * @example
 * await queuePackages('simulate: --queue');
 * // stich: simulate: --queue needs the packages bullmq and ioredis; install them with npm i bullmq ioredis
 */
export async function queuePackages(
  what: string,
  importer: Importer = (name) => import(name),
): Promise<QueuePackages> {
  const loaded = await Promise.all(
    NAMES.map((name) =>
      importer(name).catch((e: unknown) => {
        if (isMissing(e, name)) return undefined;
        throw e;
      }),
    ),
  );
  if (loaded.includes(undefined)) {
    throw new CliError(
      `${what} needs the packages bullmq and ioredis; install them with npm i bullmq ioredis`,
    );
  }
  const [bullmq, ioredis] = loaded;
  return { bullmq, ioredis } as QueuePackages;
}
