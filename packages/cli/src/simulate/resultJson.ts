import type { SimulationResult } from './runSimulation';

/**
 * A result as one JSON line for `--json`. One option set keeps the flat shape
 * (`options`, `deals`, `meanAmount`, `rates`, ..., `se`, and `sessions` with
 * `--partien`); several give `sets` and `differences`. Either way the line ends with
 * `seconds` and `dealsPerSecond`, the only fields that change from run to run. A run
 * stopped early has `partial: { played, planned }` before them.
 *
 * @example
 * io.stdout.write(resultJson(result));
 */
export function resultJson(r: SimulationResult): string {
  const { variant, mode, seed, bots, count, sets, differences, dealsPlayed } = r;
  const timing = {
    ...(r.partial === undefined ? {} : { partial: r.partial }),
    seconds: r.seconds,
    dealsPerSecond: r.dealsPerSecond,
  };
  if (sets.length === 1) {
    const { label: _, options, ...stats } = sets[0];
    return `${JSON.stringify({ variant, mode, options, seed, bots, ...stats, ...timing })}\n`;
  }
  return `${JSON.stringify({ variant, mode, seed, bots, count, dealsPlayed, sets, differences, ...timing })}\n`;
}
