import type { GameState } from '../kernel/state';

const FIELDS = [
  'v',
  'phase',
  'seats',
  'dealer',
  'next',
  'hands',
  'won',
  'tricks',
  'skat',
  'trump',
  'lead0',
  'leader',
  'turn',
  'history',
  'winners',
  'doublers',
] as const;

/**
 * Compares two kernel states field by field (the variant's `x` as JSON). Returns `null`
 * when they are equal, else the name of the first field that differs.
 *
 * @example
 * stateDiff(kernelState, game.state()); // null
 */
export function stateDiff(a: GameState<unknown>, b: GameState<unknown>): string | null {
  for (const field of FIELDS) {
    const x = a[field];
    const y = b[field];
    if (Array.isArray(x) && Array.isArray(y)) {
      if (x.length !== y.length) return field;
      for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return field;
    } else if (x !== y) return field;
  }
  if (JSON.stringify(a.held) !== JSON.stringify(b.held)) return 'held';
  if (a.x !== b.x && JSON.stringify(a.x) !== JSON.stringify(b.x)) return 'x';
  return null;
}
