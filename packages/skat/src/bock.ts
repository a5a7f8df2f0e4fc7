import { field, type GameState, type ValuesOf } from '@stich/core';
import type { BOCK_TRIGGERS, SkatOptions } from './options';
import type { SkatOutcome } from './outcome';

/**
 * What a Skat session tells each deal (see docs/rules/skat.md, "House rules: Bock and
 * Ramsch rounds"): whether the deal is a Bock deal or a Ramsch deal of a round, and how
 * many of each the queue holds, this deal included. A deal played alone is neither.
 *
 * @example
 * createGame(skat, { options: { bock: { triggers: ['tie60'] } }, seed: 1, setup: { bock: true, bockQueued: 3 } });
 */
export const SKAT_SETUP = {
  bock: field.boolean({
    default: false,
    describe: 'a Bock deal: every score of the deal counts double',
  }),
  ramsch: field.boolean({
    default: false,
    describe: 'a deal of a Ramsch round: nobody bids, Ramsch is played',
  }),
  bockQueued: field.int({
    min: 0,
    default: 0,
    describe: 'Bock deals in the queue, this deal included',
  }),
  ramschQueued: field.int({
    min: 0,
    default: 0,
    describe: 'Ramsch deals in the queue, this deal included',
  }),
};

/**
 * A Skat deal's setup (see {@link SKAT_SETUP}).
 *
 * @example
 * const setup: SkatSetup = { bock: true, ramsch: false, bockQueued: 3, ramschQueued: 3 };
 */
export type SkatSetup = ValuesOf<typeof SKAT_SETUP>;

/**
 * A trigger of a round of Bock or Ramsch deals (see option `bock`).
 *
 * @example
 * const trigger: BockTrigger = 'kontraLost';
 */
export type BockTrigger = (typeof BOCK_TRIGGERS)[number] | 'valueAtLeast';

/**
 * One queued deal of a Bock or Ramsch round.
 *
 * @example
 * const next: RoundDeal = 'bock';
 */
export type RoundDeal = 'bock' | 'ramsch';

/**
 * The setup of a Skat deal (core fills in the defaults).
 *
 * @example
 * skatSetupOf(state).bock; // true in a Bock deal
 */
export function skatSetupOf(s: GameState<unknown>): SkatSetup {
  return (s.setup as SkatSetup | undefined) ?? NO_ROUND;
}

const NO_ROUND: SkatSetup = { bock: false, ramsch: false, bockQueued: 0, ramschQueued: 0 };

/**
 * Whether these options play Bock or Ramsch rounds at all (some trigger is named).
 *
 * @example
 * bockRounds({ ...skat.defaults, bock: { triggers: ['tie60'] } }); // true
 */
export function bockRounds(options: SkatOptions): boolean {
  const b = options.bock;
  return b !== undefined && ((b.triggers?.length ?? 0) > 0 || (b.valueAtLeast ?? null) !== null);
}

/**
 * The triggers a deal's outcome fires under these options, in the order of the option's
 * list (`valueAtLeast` last). Only a played game fires one: a deal thrown in and every
 * Ramsch fire none.
 *
 * @example
 * bockTriggers(options, outcome); // e.g. ['kontraLost', 'schneider']
 */
export function bockTriggers(options: SkatOptions, outcome: SkatOutcome): BockTrigger[] {
  const fired: BockTrigger[] = [];
  if (outcome.kind !== 'game' || outcome.contract === null) return fired;
  const b = options.bock ?? {};
  const isNull = outcome.contract.game === 'N';
  for (const t of ['kontraLost', 'tie60', 'schneider', 'grandHand'] as const) {
    if (!b.triggers?.includes(t)) continue;
    const hit =
      t === 'kontraLost'
        ? !outcome.won && outcome.kontra > 0
        : t === 'tie60'
          ? !isNull && outcome.declarerPoints === 60
          : t === 'schneider'
            ? outcome.schneider || outcome.schwarz
            : outcome.contract.game === 'G' && outcome.contract.hand && outcome.won;
    if (hit) fired.push(t);
  }
  const at = b.valueAtLeast ?? null;
  if (at !== null && outcome.gameValue >= at) fired.push('valueAtLeast');
  return fired;
}

/**
 * The deals one trigger adds at the end of the queue: a round (one deal per seat) of
 * Bock, of Bock then Ramsch, or of Ramsch (option `bock.rounds`).
 *
 * @example
 * roundsAdded({ ...skat.defaults, bock: { triggers: ['tie60'], rounds: 'bockRamsch' } }, 3);
 * // ['bock', 'bock', 'bock', 'ramsch', 'ramsch', 'ramsch']
 */
export function roundsAdded(options: SkatOptions, seats: number): RoundDeal[] {
  const rounds = options.bock?.rounds ?? 'bock';
  const out: RoundDeal[] = [];
  if (rounds !== 'ramsch') for (let i = 0; i < seats; i++) out.push('bock');
  if (rounds !== 'bock') for (let i = 0; i < seats; i++) out.push('ramsch');
  return out;
}

/**
 * The setup of the next deal from the queue of round deals.
 *
 * @example
 * setupFromQueue(['bock', 'ramsch']); // { bock: true, ramsch: false, bockQueued: 1, ramschQueued: 1 }
 */
export function setupFromQueue(queue: readonly RoundDeal[]): SkatSetup {
  let bockQueued = 0;
  for (const d of queue) if (d === 'bock') bockQueued++;
  return {
    bock: queue[0] === 'bock',
    ramsch: queue[0] === 'ramsch',
    bockQueued,
    ramschQueued: queue.length - bockQueued,
  };
}
