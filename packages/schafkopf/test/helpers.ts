import { SKAT_DECK } from '@stich/core';
import type { SchafkopfGame, SchafkopfOptions } from '../src/index';
import { laufende, SCHAFKOPF_DEFAULTS } from '../src/index';

/** Seats of the rule text's examples (section 8): A is seat 0, forehand; D is the dealer. */
export const A = 0;
export const B = 1;
export const C = 2;
export const D = 3;

/** The card ids of a `'CQ SQ HA'` list. */
export const ids = (codes: string): number[] =>
  codes
    .split(' ')
    .filter((code) => code !== '')
    .map((code) => SKAT_DECK.idsOf(code)![0]);

/** A card test for the cards of a `'CQ SQ HA'` list. */
export function holding(codes: string): (id: number) => boolean {
  const set = new Set(ids(codes));
  return (id) => set.has(id);
}

/** The Laufende run of the playing side holding `codes` (the other cards lie elsewhere). */
export const runOf = (game: SchafkopfGame, codes: string, options = SCHAFKOPF_DEFAULTS): number =>
  laufende(game, options, holding(codes));

/** The default options with some changed. */
export const withOptions = (changes: Partial<SchafkopfOptions>): SchafkopfOptions => ({
  ...SCHAFKOPF_DEFAULTS,
  ...changes,
});
