import type { AnnouncementState, CallRoundState } from '@stich/core/kernel';
import type { ArmutState } from './armut';
import type { DoppelkopfGame } from './games';

/**
 * Doppelkopf's own part of a deal's state (`s.x`). The parties are not stored: the
 * variant declares them (the club queens, the soloist, the Hochzeit's partner by a trick)
 * and core derives them.
 *
 * @example
 * const x: DoppelkopfState = rules.deal({ dealer: 0, seed: 1 }).x;
 * x.game; // null during the Vorbehalt query
 */
export interface DoppelkopfState {
  /** The Vorbehalt query (4.2, 4.3): `pass` is "gesund", `claimGame` "Vorbehalt". */
  callRound: CallRoundState;
  /** Re, Kontra and the Absagen (section 5). */
  announcements: AnnouncementState;
  /** The game named, a normal game once all said "gesund", or `null` during the query. */
  game: DoppelkopfGame | null;
  /** The soloist or the Hochzeiter, else -1. */
  declarer: number;
  /** Whether the solo is the soloist's Pflichtsolo (4.8). */
  pflicht: boolean;
  /** Only once an Armut is named (option `armut`, 7.10): its exchange. */
  armut?: ArmutState;
}
