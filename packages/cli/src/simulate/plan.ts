/**
 * Who plays a seat: uniformly random legal actions, the variant's rules bot, or the
 * sampling (PIMC) bot, which solves sampled deals for its cards and leaves every other
 * decision to the rules bot.
 *
 * @example
 * const seats: SeatKind[] = ['pimc', 'rules', 'random', 'random'];
 */
export type SeatKind = 'random' | 'rules' | 'pimc';

/**
 * Every seat kind, for parsing `--bots`.
 *
 * @example
 * SEAT_KINDS.includes('pimc'); // true
 */
export const SEAT_KINDS: readonly SeatKind[] = ['random', 'rules', 'pimc'];

/**
 * One set of rule options to simulate, with its label for tables and charts.
 *
 * @example
 * const set: OptionSet = { label: 'rounding=five', options: { rounding: 'five' } };
 */
export interface OptionSet {
  readonly label: string;
  /** The options, validated by the variant (defaults filled in). */
  readonly options: unknown;
}

/**
 * What to simulate: plain data, so that it crosses to worker threads as it is. Every
 * option set plays the same seeded deals; the units (deals, or whole sessions) are cut
 * into chunks of `chunkSize`, each with its own seeds, so the result does not depend on
 * how many workers share the chunks.
 *
 * @example
 * const plan: SimulationPlan = {
 *   variant: 'kalter-schlag', sets: [{ label: 'defaults', options: kalterSchlag.defaults }],
 *   seats: ['random'], mode: 'deals', count: 1_000_000, seed: 1,
 * };
 */
export interface SimulationPlan {
  /** The variant's id in the CLI's registry. */
  readonly variant: string;
  /** The module each thread loads to know a variant that is not built in (its file URL). */
  readonly source?: string;
  readonly sets: readonly OptionSet[];
  /** Who plays each seat; one entry stands for every seat. */
  readonly seats: readonly SeatKind[];
  /** Single deals, or whole sessions (a Partie, a Liste) with the variant's session hooks. */
  readonly mode: 'deals' | 'sessions';
  /** Deals (or sessions) per option set. */
  readonly count: number;
  readonly seed: number | string;
  /** Units per chunk; default {@link defaultChunkSize}. The results depend on it. */
  readonly chunkSize?: number;
  /** Deals the PIMC bot samples per card (default: the bot's own, `PIMC_SAMPLES`). */
  readonly pimcSamples?: number;
  /**
   * The PIMC bot's time per card in milliseconds (`--think`): as many deals as fit (at
   * most `pimcSamples`, when given). The results then depend on the machine's speed.
   */
  readonly pimcThinkMs?: number;
  /** Bots by role (`--bots declarer=pimc,rules`): a seat plays its role's bot once its own view shows the role. */
  readonly roles?: Readonly<Partial<Record<Role, SeatKind>>>;
  /** Whether each chunk also gives one JSON line per deal (`--deals-out`). */
  readonly dealsOut?: boolean;
  /** Measure modules (`--measure`), as file URLs, in the order given. */
  readonly measures?: readonly string[];
  /** Whether each deal's mean absolute score per seat is measured too (`absScore`, for games side by side). */
  readonly absScore?: boolean;
  /** The rules bots' own settings (`--bot-options`), e.g. Skat's `{ kontra: 'eager' }`. */
  readonly botOptions?: Readonly<Record<string, unknown>>;
}

/**
 * A seat's role in a deal, from the variant's declared sides: `declarer` is the declaring
 * side (the declarer, with a partner where there is one, or Doppelkopf's Re party),
 * `defender` the others. Games where every seat plays alone (Ramsch, Kalter Schlag) have none.
 *
 * @example
 * const role: Role = 'declarer';
 */
export type Role = 'declarer' | 'defender';

/**
 * Every role, for parsing `--bots declarer=pimc,rules`.
 *
 * @example
 * ROLES.includes('defender'); // true
 */
export const ROLES: readonly Role[] = ['declarer', 'defender'];

/**
 * Units per chunk when the plan does not say: enough work to make a worker's round trip
 * cheap, small enough for a smooth progress bar (a PIMC seat takes a good part of a
 * second per deal, so its chunks are small).
 *
 * @example
 * defaultChunkSize({ mode: 'deals', seats: ['random'] }); // 20000
 * defaultChunkSize({ mode: 'deals', seats: ['pimc', 'rules', 'rules'] }); // 4
 */
export function defaultChunkSize(plan: Pick<SimulationPlan, 'mode' | 'seats' | 'roles'>): number {
  const kinds = [...plan.seats, ...Object.values(plan.roles ?? {})];
  const random = kinds.every((kind) => kind === 'random');
  const pimc = kinds.includes('pimc');
  if (plan.mode === 'sessions') return random ? 50 : pimc ? 1 : 2;
  return random ? 20_000 : pimc ? 4 : 100;
}

/**
 * The chunk size and the number of chunks of a plan.
 *
 * @example
 * chunksOf({ ...plan, count: 50_000 }); // { size: 20000, count: 3 }
 */
export function chunksOf(plan: SimulationPlan): { size: number; count: number } {
  const size = plan.chunkSize ?? defaultChunkSize(plan);
  return { size, count: Math.ceil(plan.count / size) };
}
