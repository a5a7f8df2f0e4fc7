import type { Deck } from '../cards/deck';
import type { ActionCodes } from './actionCodes';
import type { DoublingLadder } from './doubling';
import type { Sides } from './sides';
import type { DealStep } from './spec';
import type { TrickTable } from './trickTable';

/**
 * What the kernel knows about a compiled variant with its options; passed to every phase and hook.
 *
 * @typeParam O - the variant's options
 * @example
 * const { deck, handSize, tricksPerDeal }: KernelContext = kalterSchlag.rules().ctx; // 32-card deck, 8, 8
 */
export interface KernelContext<O = unknown> {
  /** The deck in force for these options (a variant's `deck` may depend on them). */
  readonly deck: Deck;
  /** The deal pattern in force for these options. */
  readonly deal: readonly DealStep[];
  readonly options: O;
  /** The variant's doubling ladder (its declaration), or `null`: phases that enforce it read it here. */
  readonly doubling: DoublingLadder | null;
  /** Compiled trick tables, one per trump mode. */
  readonly tables: readonly TrickTable[];
  /** Names of the trump modes, parallel to `tables`. */
  readonly trumpModes: readonly string[];
  /** The compiled trick table of each trump mode, by name: look modes up by name, not by position. */
  readonly tableOf: Readonly<Record<string, TrickTable>>;
  /** Seats at the table. */
  readonly seats: number;
  /** Seats that play in each deal. */
  readonly active: number;
  /** Cards in each active hand after the deal. */
  readonly handSize: number;
  /** Cards in the skat after the deal. */
  readonly skatSize: number;
  /**
   * The deal's pause (a `{ pause }` step), or `null`: the phase that runs while only the
   * first packets are in hand, and how many cards each active seat holds during it.
   */
  readonly pause: DealPause | null;
  /** Tricks in a deal played to the end. */
  readonly tricksPerDeal: number;
  /**
   * The first kernel code of each action kind the variant declares, by name (see
   * `defineAction`): a phase lists `ctx.codes.declare + i`, never an integer of its own.
   */
  readonly codes: ActionCodes;
  /** The variant's declared sides (see `SidesSpec`), compiled; `null` when every seat plays alone. */
  readonly sides: Sides<unknown> | null;
  /** For every card in copies (two jokers, a doubled pack), the copies after the first: two words. */
  readonly copiesLo: number;
  readonly copiesHi: number;
}

/**
 * A deal's pause, compiled from its `{ pause }` step: the phase that runs between the
 * packets, and each active seat's cards during it (the packets before the pause).
 *
 * @example
 * const pause: DealPause | null = schafkopf.rules({ klopfen: true }).ctx.pause; // { phase: 'knock', before: 4 }
 */
export interface DealPause {
  /** The phase that runs while the later packets are held back (the deal's first phase). */
  readonly phase: string;
  /** Cards each active seat holds during the pause. */
  readonly before: number;
}
