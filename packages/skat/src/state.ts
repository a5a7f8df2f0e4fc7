import type { AuctionState, SkatPassState } from '@stich/core/kernel';
import type { Contract } from './contract';

/**
 * How a game ended before all tricks were played: the side that takes every card not yet in a finished trick.
 *
 * @example
 * const early: EarlyEnd = { to: 'declarer', reason: 'defendersResigned' };
 */
export interface EarlyEnd {
  readonly to: 'declarer' | 'defenders';
  /** What ended it: a resignation, or an accepted claim. */
  readonly reason: 'declarerResigned' | 'defendersResigned' | 'claimAccepted';
}

/**
 * Skat's own part of the game state.
 *
 * @example
 * const state: GameState<SkatState> = skat.rules().deal({ dealer: 0, seed: 1 });
 * state.x.auction.holder; // 1: forehand holds
 */
export interface SkatState {
  auction: AuctionState;
  /** Unused except by Ramsch on pass-out, whose scoring reads it (no pushes). */
  skatPass: SkatPassState;
  declarer: number;
  /** The winning bid; 0 when nobody bid. */
  bid: number;
  pickedUp: boolean;
  discarded: boolean;
  contract: Contract | null;
  /** The declarer's dealt cards plus the original skat, two words: matadors count over these. */
  matadorCards: number[];
  /** Everybody passed and the deal was thrown in. */
  passedOut: boolean;
  /** Everybody passed and Ramsch is played. */
  ramsch: boolean;
  /** Kontra phase: whose decision it is and which defenders may still say kontra. */
  kontra: { pending: number[]; said: number };
  /** A claim by the declarer waiting for the defenders' answer. */
  claim: boolean;
  /** Players who resigned, in order: defenders conceding, or the declarer while a concession waits for a defender's consent. */
  resigned: number[];
  early: EarlyEnd | null;
}
