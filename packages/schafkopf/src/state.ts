import type { CallRoundState, DoublingRoundState, KnockRoundState } from '@stich/core/kernel';
import type { SchafkopfGame } from './games';

/**
 * Schafkopf's own part of a deal's state (`s.x`). Who plays with whom is not stored: the
 * variant declares it (the declarer, and in a Sauspiel the holder of the called ace), and
 * core derives it.
 *
 * @example
 * const x: SchafkopfState = rules.deal({ dealer: 0, seed: 1 }).x;
 * x.declarer; // -1 until a game is declared
 */
export interface SchafkopfState {
  /** The announcement (3.2-3.4). */
  callRound: CallRoundState;
  /** The knock round (5.1), once it has begun; only with option `klopfen`. */
  knockRound?: KnockRoundState;
  /** Kontra and Re (5.2). */
  doublingRound: DoublingRoundState;
  /** The declarer, or -1: before the announcement ends, in a Ramsch and in a throw-in. */
  declarer: number;
  /** The declared game, or `null`. */
  game: SchafkopfGame | null;
}
