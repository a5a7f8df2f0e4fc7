import { cloneData } from './cloneData';

/**
 * The kernel's game state: compact, plain and JSON-serialisable. Card sets are two
 * 32-bit words each (see `cardSet.ts`); card ids index the variant's deck.
 * Everything a variant needs beyond this lives in `x`, which the variant owns.
 *
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @example
 * const s: GameState = kalterSchlag.rules().deal({ dealer: 0, seed: 1 });
 * s.phase; // 'play'
 * s.turn; // 1
 * JSON.parse(JSON.stringify(s)); // plain JSON
 */
export interface GameState<X = unknown> {
  /** State format version. */
  readonly v: 1;
  /** Current phase id; `'done'` once the deal is over. */
  phase: string;
  /** Seats at the table. */
  readonly seats: number;
  readonly dealer: number;
  /** Next active seat clockwise for every seat; -1 for seats sitting out. */
  readonly next: readonly number[];
  /** Each seat's hand: two words per seat. */
  hands: number[];
  /** Cards each seat has won in tricks: two words per seat. */
  won: number[];
  /** Tricks won per seat. */
  tricks: number[];
  /** The skat (kitty), two words. */
  skat: number[];
  /** The skat's cards as dealt, in order (the first lies on top, e.g. the first turned in a tournee). */
  skatOrder: number[];
  /** Index of the trick table (trump mode) in force. */
  trump: number;
  /** Seat that led the first trick. */
  lead0: number;
  /** Seat leading the current trick. */
  leader: number;
  /** Seat to act. */
  turn: number;
  /** Every card played, in order; the current trick is the tail after the completed tricks. */
  history: number[];
  /** Winner of each completed trick. */
  winners: number[];
  /** Seats that doubled, in order (kontra, re, ...). */
  doublers: number[];
  /**
   * Only where the deal pauses (a `{ pause }` step): each seat's cards not dealt yet, two
   * words per seat, moved into `hands` when the pausing phase is left (then all zero).
   * Hidden from every view.
   */
  held?: number[];
  /**
   * Only where the variant declares a deal setup (`VariantSpec.setup`): what the session
   * tells this deal (e.g. who still owes a Pflichtsolo), read-only, defaults filled in.
   */
  setup?: Readonly<Record<string, unknown>>;
  /** Variant-owned state. */
  x: X;
}

/**
 * The phase id of a finished deal.
 *
 * @example
 * if (state.phase === DONE) rules.outcome(state);
 */
export const DONE = 'done';

/**
 * Whether the deal is over (its phase is `'done'`).
 *
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @example
 * import { isOver } from '@stich/core/kernel';
 *
 * if (isOver(state)) rules.outcome(state);
 */
export function isOver<X>(s: GameState<X>): boolean {
  return s.phase === DONE;
}

/**
 * Whether the deal is in the phase `id`.
 *
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @example
 * import { inPhase } from '@stich/core/kernel';
 *
 * inPhase(state, 'play'); // true during trick play
 */
export function inPhase<X>(s: GameState<X>, id: string): boolean {
  return s.phase === id;
}

/**
 * A deep copy of a state (the pure API copies, then changes the copy in place).
 *
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @example
 * const copy = cloneState(state);
 */
export function cloneState<X>(s: GameState<X>): GameState<X> {
  const copy: GameState<X> = {
    v: 1,
    phase: s.phase,
    seats: s.seats,
    dealer: s.dealer,
    next: s.next,
    hands: s.hands.slice(),
    won: s.won.slice(),
    tricks: s.tricks.slice(),
    skat: s.skat.slice(),
    skatOrder: s.skatOrder.slice(),
    trump: s.trump,
    lead0: s.lead0,
    leader: s.leader,
    turn: s.turn,
    history: s.history.slice(),
    winners: s.winners.slice(),
    doublers: s.doublers.slice(),
    x: cloneData(s.x),
    // Written as the kernel's new states are (`blank` in rules.ts): the copy then has the
    // original's hidden class, and code reading both (a deal played out beside bots that
    // clone) stays specialised to one.
    ...(s.held === undefined ? {} : { held: s.held.slice() }),
    ...(s.setup === undefined ? {} : { setup: s.setup }),
  };
  return copy;
}

/**
 * The seat that played the `i`-th card of trick `t` (0-based), derived from the leaders.
 *
 * @example
 * import { seatOfPlay } from '@stich/core/kernel';
 *
 * seatOfPlay(state, 0, 0) === state.lead0; // true
 */
export function seatOfPlay(s: GameState, t: number, i: number): number {
  let seat = t === 0 ? s.lead0 : s.winners[t - 1];
  for (let k = 0; k < i; k++) seat = s.next[seat];
  return seat;
}
