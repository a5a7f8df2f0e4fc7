import type { CardCode } from '@stich/core';
import type { TrickTable } from '@stich/core/kernel';
import type { CardFacts } from './cardFacts';

/** Chance-like weight of a trump taking a trick, by how many higher trumps are out (0, 1, 2, 3+). */
const TRUMP_WIN = [1, 0.7, 0.45, 0.25] as const;
/** The same for a plain card that some card of its suit out could duck under. */
const PLAIN_WIN = [0.8, 0.4, 0.2, 0.1] as const;
/** A plain card under every card of its suit still out wins only when nobody follows. */
const LOWEST_WIN = 0.05;
/** Card points a trick brings besides the winning card, roughly. */
const TRICK_POINTS = 10;

/**
 * How many card points a hand is likely to take where points hurt (Ramsch, Kalter
 * Schlag), in card points: each card weighs its chance to take a trick (trumps by the
 * higher trumps out, plain cards by the higher and lower cards of their suit out) times
 * the points such a trick brings, its own included; each card of a plain suit beyond
 * what the others hold of it counts as a sure trick. "Out" is every card not in `hand`.
 *
 * @example
 * handRisk(facts, table, ['C7', 'C8', 'S7', 'S8', 'H7', 'H8', 'D7', 'D8', 'D9', 'HQ']); // small
 * handRisk(facts, table, ['CJ', 'SJ', 'HJ', 'CA', 'CT', 'SA', 'ST', 'HA', 'HT', 'DA']); // large
 */
export function handRisk(facts: CardFacts, table: TrickTable, hand: readonly CardCode[]): number {
  const { group, power, trumpGroup } = table;
  const size = group.length;
  const mine = new Uint8Array(size);
  for (const code of hand) mine[facts.id(code)] = 1;
  const length = new Int8Array(trumpGroup + 1);
  const out = new Int8Array(trumpGroup + 1);
  for (let u = 0; u < size; u++) {
    if (mine[u] === 1) length[group[u]]++;
    else out[group[u]]++;
  }
  let risk = 0;
  for (const code of hand) {
    const c = facts.id(code);
    const g = group[c];
    let higher = 0;
    let lower = 0;
    for (let u = 0; u < size; u++) {
      if (mine[u] === 1 || group[u] !== g) continue;
      if (power[u] > power[c]) higher++;
      else lower++;
    }
    const win =
      g === trumpGroup
        ? TRUMP_WIN[Math.min(higher, 3)]
        : lower === 0
          ? LOWEST_WIN
          : PLAIN_WIN[Math.min(higher, 3)];
    risk += win * (TRICK_POINTS + facts.points(code));
  }
  for (let g = 0; g < trumpGroup; g++) risk += TRICK_POINTS * Math.max(0, length[g] - out[g]);
  return risk;
}
