import type { SimulationResult } from './runSimulation';

/**
 * What a report says of a run stopped early (nothing for a whole run): how many of the
 * units asked for it covers, and the command line that plays exactly those.
 *
 * @example
 * partialNote(result, 'deals');
 * // 'Stopped early: the first 40,000 of 1,000,000 deals (the same as --deals 40000 with this seed).'
 */
export function partialNote(r: SimulationResult, units: string): string | undefined {
  if (r.partial === undefined) return undefined;
  const { played, planned } = r.partial;
  const flag = r.mode === 'sessions' ? '--partien' : '--deals';
  const n = (x: number) => x.toLocaleString('en-US');
  return `Stopped early: the first ${n(played)} of ${n(planned)} ${units} (the same as ${flag} ${played} with this seed).`;
}
