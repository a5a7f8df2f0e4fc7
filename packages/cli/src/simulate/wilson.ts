import { Z95 } from './estimates';

/**
 * The Wilson score interval (95%) of a share `p` seen in `n` trials: unlike the normal
 * approximation it stays inside 0..1 and is never empty, so 0 of 300 gives 0 to 1.26%.
 *
 * @example
 * wilson(0, 300); // [0, 0.0126...]
 * wilson(0.5, 100); // [0.4038..., 0.5961...]
 */
export function wilson(p: number, n: number): [number, number] {
  if (n <= 0) return [0, 1];
  const z2 = Z95 * Z95;
  const scale = 1 + z2 / n;
  const center = (p + z2 / (2 * n)) / scale;
  const half = (Z95 / scale) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return [Math.max(0, center - half), Math.min(1, center + half)];
}
