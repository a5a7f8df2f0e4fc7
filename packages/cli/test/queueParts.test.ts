import { kalterSchlag } from '@stich/kalter-schlag';
import { describe, expect, test } from 'vitest';
import { fixChunks, readChunkJob, runIdOf, stichVersion } from '../src/queue/chunkJob';
import { queuePackages } from '../src/queue/queuePackages';
import { parseQueueUrl } from '../src/queue/queueUrl';
import type { SimulationPlan } from '../src/simulate/plan';

describe('parseQueueUrl', () => {
  test.each([
    ['redis://127.0.0.1:6379', 'redis://127.0.0.1:6379'],
    ['redis://10.0.0.5', 'redis://10.0.0.5'],
    ['redis://:s3cret@10.0.0.5:6379', 'redis://:***@10.0.0.5:6379'],
    ['redis://stich:s3cret@10.0.0.5:6379/2', 'redis://stich:***@10.0.0.5:6379/2'],
    ['rediss://redis.example.org:6380', 'rediss://redis.example.org:6380'],
    ['redis://[::1]:6379/', 'redis://[::1]:6379'],
  ])('%s is shown as %s', (text, label) => {
    expect(parseQueueUrl(text)).toEqual({ url: text, label });
  });

  test.each([
    ['localhost:6379', "the scheme is 'localhost'"],
    ['6379', 'not a URL'],
    ['http://h:6379', "the scheme is 'http'"],
    ['redis://h:6379/queue', 'the path must be a database number'],
    ['redis://h:6379?db=2', 'no query or fragment'],
    ['redis://h:99999', 'not a URL'],
  ])('%s: %s', (text, why) => {
    expect(() => parseQueueUrl(text)).toThrow(
      `--queue must be a Redis URL like redis://HOST:PORT (${why}), not '${text}'`,
    );
  });
});

describe('chunk jobs', () => {
  const plan: SimulationPlan = fixChunks({
    variant: 'kalter-schlag',
    sets: [{ label: 'defaults', options: kalterSchlag.defaults }],
    seats: ['random'],
    mode: 'deals',
    count: 50_000,
    seed: 5,
  });
  const version = stichVersion();
  const job = { format: 1, version, run: runIdOf(plan, version), plan, chunk: 2, chunks: 3 };

  test('a run id names the version and the plan', () => {
    expect(plan.chunkSize).toBe(20_000);
    expect(job.run).toMatch(/^sim-[0-9a-f]{16}$/);
    expect(runIdOf({ ...plan }, version)).toBe(job.run);
    expect(runIdOf({ ...plan, seed: 6 }, version)).not.toBe(job.run);
    expect(runIdOf({ ...plan, chunkSize: 10_000 }, version)).not.toBe(job.run);
    expect(runIdOf(plan, '0.0.0-other')).not.toBe(job.run);
  });

  test('a worker reads a good job as it is', () => {
    expect(readChunkJob(JSON.parse(JSON.stringify(job)), version)).toEqual(job);
  });

  test.each([
    [null, 'not a stich chunk job (format 1 expected)'],
    [{ ...job, format: 2 }, 'not a stich chunk job (format 1 expected)'],
    [{ ...job, version: '9.9.9' }, `the job needs stich 9.9.9, this worker runs stich ${version}`],
    [{ ...job, plan: undefined }, 'the job has no plan'],
    [
      { ...job, plan: { ...plan, variant: 'binokel' } },
      "unknown variant 'binokel' (this worker knows doppelkopf, kalter-schlag, ramsch, schafkopf, skat, skatkopf)",
    ],
    [{ ...job, chunk: 3 }, 'chunk 3 is not in the plan'],
    [{ ...job, chunk: 1.5 }, 'chunk 1.5 is not in the plan'],
    [{ ...job, plan: { ...plan, chunkSize: 0 } }, 'the plan needs a positive count and chunk size'],
    [{ ...job, plan: { ...plan, mode: 'tournaments' } }, "unknown mode 'tournaments'"],
    [{ ...job, plan: { ...plan, seats: ['genius'] } }, 'the plan has unknown seat kinds'],
    [{ ...job, plan: { ...plan, sets: [] } }, 'the plan has no option sets'],
    [
      { ...job, plan: { ...plan, sets: [{ label: 'x', options: { rounding: 'seven' } }] } },
      'option set 0: ',
    ],
    [{ ...job, run: 7 }, 'the job has no run id'],
  ])('refused: %j', (data, message) => {
    expect(() => readChunkJob(data, version)).toThrow(message);
  });
});

describe('queuePackages', () => {
  const NEEDS =
    'simulate: --queue needs the packages bullmq and ioredis; install them with npm i bullmq ioredis';
  /** Node's own error for a package that is not installed, as `import()` throws it. */
  const notInstalled = (name: string) => import(`${name}-is-not-installed`);

  test('bullmq and ioredis load when installed (they are here)', async () => {
    const { bullmq, ioredis } = await queuePackages('simulate: --queue');
    expect(typeof bullmq.Queue).toBe('function');
    expect(typeof ioredis.Redis).toBe('function');
  });

  test.each(['bullmq', 'ioredis'])(
    'without %s: one line that says what to install',
    async (gone) => {
      const importer = (name: string) => (name === gone ? notInstalled(name) : import(name));
      const failure = queuePackages('simulate: --queue', (name) =>
        importer(name).catch((e: Error) => {
          // Node names the missing package in quotes; the loader looks for that name.
          throw Object.assign(new Error(e.message.replace(`${name}-is-not-installed`, name)), {
            code: (e as NodeJS.ErrnoException).code,
          });
        }),
      );
      await expect(failure).rejects.toMatchObject({
        name: 'CliError',
        exitCode: 1,
        message: NEEDS,
      });
    },
  );

  test('another failure while loading is not taken for a missing package', async () => {
    const broken = () => Promise.reject(new Error('SyntaxError in bullmq'));
    await expect(queuePackages('worker', broken)).rejects.toThrow('SyntaxError in bullmq');
  });
});
