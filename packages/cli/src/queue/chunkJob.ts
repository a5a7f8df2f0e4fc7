import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { findVariant, VARIANTS } from '../registry';
import { chunksOf, ROLES, SEAT_KINDS, type SimulationPlan } from '../simulate/plan';

/** The shape of a job's data; a worker refuses other shapes. */
export const JOB_FORMAT = 1;

/**
 * One chunk of a simulation as a BullMQ job: everything a worker needs to play it (the
 * plan with its chunk size fixed, the chunk's index) and the run it belongs to. The
 * coordinator's stich version rides along: a worker of another version refuses the job,
 * since the rules (and so the results) may differ between versions.
 *
 * @example
 * const job: ChunkJob = { format: 1, version: '0.2.0', run: 'sim-0f3a…', plan, chunk: 3, chunks: 50 };
 */
export interface ChunkJob {
  readonly format: number;
  readonly version: string;
  readonly run: string;
  readonly plan: SimulationPlan;
  readonly chunk: number;
  /** Chunks in the run, for messages. */
  readonly chunks: number;
}

/**
 * The version of this stich (`@stich/cli`), read from its package.json.
 *
 * @example
 * stichVersion(); // '0.2.0'
 */
export function stichVersion(): string {
  // From dist/*.js the package.json is one folder up; from src/queue/*.ts, two.
  const here = import.meta.url;
  const path = here.endsWith('.ts') ? '../../package.json' : '../package.json';
  return (JSON.parse(readFileSync(new URL(path, here), 'utf8')) as { version: string }).version;
}

/**
 * A run's id: a hash of the stich version and the plan (chunk size included). The same
 * command line names the same run, so a coordinator started again finds the chunks that
 * are already done; different plans never share chunks.
 *
 * @example
 * runIdOf(plan, '0.2.0'); // 'sim-' and 16 hex digits
 */
export function runIdOf(plan: SimulationPlan, version: string): string {
  const hash = createHash('sha256').update(JSON.stringify([JOB_FORMAT, version, plan]));
  return `sim-${hash.digest('hex').slice(0, 16)}`;
}

/**
 * The BullMQ job id of a chunk: unique per run, so adding a chunk twice keeps one job.
 *
 * @example
 * jobIdOf('sim-0123456789abcdef', 3); // 'sim-0123456789abcdef.3'
 */
export function jobIdOf(run: string, chunk: number): string {
  return `${run}.${chunk}`;
}

/**
 * The plan with its chunk size written out, so that a worker of the same version cuts the
 * same chunks whatever its defaults.
 *
 * @example
 * fixChunks(plan).chunkSize; // 20000 for random deals
 */
export function fixChunks(plan: SimulationPlan): SimulationPlan {
  return { ...plan, chunkSize: chunksOf(plan).size };
}

/**
 * Checks a job's data on a worker. Throws an `Error` whose message says what is wrong
 * (it becomes the job's failure reason, which the coordinator prints).
 *
 * @example
 * const job = readChunkJob(bullJob.data, stichVersion());
 */
export function readChunkJob(data: unknown, version: string): ChunkJob {
  const job = data as Partial<ChunkJob> | null;
  if (job === null || typeof job !== 'object' || job.format !== JOB_FORMAT)
    throw new Error(`not a stich chunk job (format ${JOB_FORMAT} expected)`);
  if (job.version !== version)
    throw new Error(`the job needs stich ${job.version}, this worker runs stich ${version}`);
  const plan = job.plan as Partial<SimulationPlan> | undefined;
  if (plan === undefined || typeof plan !== 'object' || plan === null)
    throw new Error('the job has no plan');
  const entry = typeof plan.variant === 'string' ? findVariant(plan.variant) : undefined;
  if (entry === undefined)
    throw new Error(
      `unknown variant '${plan.variant}' (this worker knows ${Object.keys(VARIANTS).join(', ')})`,
    );
  const count = plan.count ?? 0;
  const size = plan.chunkSize ?? 0;
  const chunk = job.chunk ?? -1;
  const whole = (n: unknown) => Number.isSafeInteger(n);
  if (!whole(count) || count < 1 || !whole(size) || size < 1)
    throw new Error('the plan needs a positive count and chunk size');
  if (!whole(chunk) || chunk < 0 || chunk * size >= count)
    throw new Error(`chunk ${job.chunk} is not in the plan`);
  if (plan.mode !== 'deals' && plan.mode !== 'sessions')
    throw new Error(`unknown mode '${plan.mode}'`);
  if (!Array.isArray(plan.seats) || !plan.seats.every((k) => SEAT_KINDS.includes(k)))
    throw new Error('the plan has unknown seat kinds');
  const roles = Object.entries(plan.roles ?? {});
  if (!roles.every(([role, kind]) => ROLES.includes(role as never) && SEAT_KINDS.includes(kind)))
    throw new Error('the plan has unknown roles or role bots');
  if (plan.measures !== undefined && !plan.measures.every((m) => typeof m === 'string'))
    throw new Error('the plan has a measure that is not a module URL');
  if (!Array.isArray(plan.sets) || plan.sets.length === 0)
    throw new Error('the plan has no option sets');
  plan.sets.forEach((set, i) => {
    const parsed = entry.variant.parseOptions(set?.options);
    if (!parsed.ok) throw new Error(`option set ${i}: ${parsed.error.message}`);
  });
  if (typeof job.run !== 'string') throw new Error('the job has no run id');
  return job as ChunkJob;
}
