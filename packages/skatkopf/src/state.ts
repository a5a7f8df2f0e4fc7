import type { CardCode, Suit } from '@stich/core';
import type { AuctionState } from '@stich/core/kernel';
import type { Game } from './games';

/**
 * How the declarer made trump and used the kitty:
 * - `hand`: named a suit; the kitty went unseen to the declarer's tricks;
 * - `tournee`: turned one or two kitty cards, then took both up and discarded two;
 * - `forced`: forehand, forced to play Partner, took up the kitty, discarded, named a suit;
 * - `exchange`: Baby Grand, took up the kitty and discarded two;
 * - `none`: Grand Hand, the kitty went unseen to the declarer's tricks.
 *
 * @example
 * const making: Making = 'tournee';
 */
export type Making = 'hand' | 'tournee' | 'forced' | 'exchange' | 'none';

/**
 * The declarer's next step in making trump: choose hand or tournee, accept the turned card, name a suit, discard two.
 *
 * @example
 * state.x.step; // 'accept' after turning the first kitty card
 */
export type TrumpStep = 'make' | 'accept' | 'name' | 'discard';

/**
 * Skatkopf's own part of the game state.
 *
 * @example
 * const x: SkatkopfState = rules.deal({ dealer: 0, seed: 1 }).x;
 */
export interface SkatkopfState {
  auction: AuctionState;
  /** The declarer, or -1 during the auction. */
  declarer: number;
  /** Everyone passed and forehand must play. */
  forced: boolean;
  /** Ladder index of the winning bid, or -1 when everyone passed. */
  bid: number;
  game: Game | null;
  /** Doublings carried by the winning bid. */
  doublings: number;
  making: Making | null;
  step: TrumpStep | null;
  /** The kitty as dealt, in the order its cards are turned (codes, so identical jokers compare equal). */
  kitty: CardCode[];
  /** How many kitty cards have been turned face up. */
  turned: number;
  trumpSuit: Suit | null;
  /** The declarer took up the kitty and laid two cards into it. */
  discarded: boolean;
  /** Card id of the called card, or -1. */
  called: number;
}
