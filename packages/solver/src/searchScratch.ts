import { EndgameMemo } from './endgameMemo';

/** Most plies a search goes down: every card of the largest deal, and a few more. */
export const MAX_PLIES = 66;

/**
 * The per-ply working space of a search, kept by a solver from one question to the next
 * (for one key length) so that a short question does not pay for allocating it. Every
 * slot a search reads at a ply is written there first in that search, so nothing carries
 * over from the question before.
 *
 * @example
 * const scratch = new SearchScratch(key.length);
 * new Search(rules, copy, query, tt, order, key, cash, true, scratch);
 */
export class SearchScratch {
  /** Per ply (64 slots each): the cards to try. */
  readonly buffer = new Int32Array(64 * MAX_PLIES);
  /** Per ply: the seat to act and the trick's leader before the card played there. */
  readonly turns = new Int8Array(MAX_PLIES);
  readonly leaders = new Int8Array(MAX_PLIES);
  /** Per ply (64 slots each): the run, weight and value of each card searched. */
  readonly runs = new Int8Array(64 * MAX_PLIES);
  readonly weights = new Int16Array(64 * MAX_PLIES);
  readonly values = new Int16Array(64 * MAX_PLIES);
  /** The transposition key of the position at each ply (where one is used). */
  readonly keys: Int32Array;

  constructor(keyLength: number) {
    this.keys = new Int32Array(MAX_PLIES * keyLength);
  }

  private memo: EndgameMemo | null = null;

  /** The two-trick endings' memo for `active` seats, made on first use (see `LastTricks`). */
  endgameMemo(active: number): EndgameMemo {
    if (this.memo === null || this.memo.active !== active) this.memo = new EndgameMemo(active);
    return this.memo;
  }
}
