import type { Depth } from './positions';

/**
 * How many random positions each agreement test draws, by cards left to play: many with
 * up to three tricks left, fewer with four, a few with five (the naive reference
 * searches those for up to a few seconds each through the pure API).
 */
export function tiers(active: number): { name: string; depth: Depth; count: number }[] {
  return [
    { name: 'up to 3 tricks left', depth: { min: 1, max: 3 * active }, count: 400 },
    { name: '4 tricks left', depth: { min: 3 * active + 1, max: 4 * active }, count: 50 },
    { name: '5 tricks left', depth: { min: 4 * active + 1, max: 5 * active - 1 }, count: 4 },
  ];
}
