import { DOUBLE_CODE } from './actions';
import { MAX_ACTIONS } from './rules';
import type { SideOf } from './sides';
import { DONE, type GameState } from './state';

/**
 * Reads one of a sight's parts made on first use, from the state and the seat.
 *
 * @typeParam T - what it reads
 * @example
 * const extraOf: SightReader<SkatView> = (s, seat) => skatView(s, seat);
 */
export type SightReader<T> = (s: GameState, seat: number) => T;

/**
 * Writes the hands the rules show `seat` into `out` (two words a seat, 0 for a hidden
 * one) and returns a bit per seat shown.
 *
 * @example
 * const openOf: OpenReader = (s, seat, out) => 0; // no hand is ever shown
 */
export type OpenReader = (s: GameState, seat: number, out: Int32Array) => number;

/**
 * How a variant's rules show a seat what `seatSight` cannot read off the state's plain
 * fields (`Rules.sightReaders`).
 *
 * @typeParam V - the extra the variant's views carry (its `viewExtra`)
 * @example
 * const n = rules.sightReaders.legal(state, seat, new Int32Array(MAX_ACTIONS));
 */
export interface SightReaders<V = unknown> {
  /** Writes the seat's legal codes (out of turn too) into `out` and returns how many. */
  legal(s: GameState, seat: number, out: Int32Array): number;
  /** Whether the rules show the seat the skat. */
  skatOpen(s: GameState, seat: number): boolean;
  readonly sides: SightReader<readonly SideOf[] | undefined>;
  readonly extra: SightReader<V>;
  readonly open: OpenReader;
}

/**
 * What {@link seatSight} needs of the rules: the table's seats and trick size, and the
 * rules' {@link SightReaders}. Any compiled `Rules` has them.
 *
 * @typeParam V - the extra the variant's views carry (its `viewExtra`)
 * @example
 * const source: SightRules<SkatView> = skat.rules();
 */
export interface SightRules<V> {
  readonly ctx: { readonly seats: number; readonly active: number };
  readonly sightReaders: SightReaders<V>;
}

/**
 * What `seat` may know of the state as kernel numbers (the same facts as its view),
 * written into `into` (a new {@link SeatSight} by default) and returned: for bots that
 * decide on codes and card sets (`Bot.chooseCode`). Its legal codes are the seat's own,
 * out of turn too. A sight lives apart from the rules, so a kernel that no bot reads
 * this way does not carry it.
 *
 * @typeParam V - the extra the variant's views carry (its `viewExtra`)
 * @example
 * const sight = seatSight(rules, state, state.turn);
 * seatSight(rules, state, state.turn, sight); // refilled in place on the next turn
 */
export function seatSight<V>(
  rules: SightRules<V>,
  s: GameState,
  seat: number,
  into: SeatSight<V> = new SeatSight<V>(rules.ctx.seats, MAX_ACTIONS),
): SeatSight<V> {
  const o = into;
  const reads = rules.sightReaders;
  const done = s.phase === DONE;
  o.seat = seat;
  o.dealer = s.dealer;
  o.turn = done ? -1 : s.turn;
  o.phase = s.phase;
  o.trump = s.trump;
  o.handLo = s.hands[2 * seat];
  o.handHi = s.hands[2 * seat + 1];
  const { history, winners } = s;
  const n = history.length;
  const trickSize = rules.ctx.active;
  // Each trick's leader (the first trick's, then the last winner), then clockwise.
  let by = s.lead0;
  for (let i = 0; i < n; i++) {
    const k = i % trickSize;
    if (k === 0 && i > 0) by = winners[i / trickSize - 1];
    else if (k > 0) by = s.next[by];
    o.played[i] = history[i];
    o.playedBy[i] = by;
  }
  o.playedCount = n;
  for (let t = 0; t < winners.length; t++) o.winners[t] = winners[t];
  o.tricksDone = winners.length;
  o.trickStart = winners.length * trickSize;
  o.legalCount = reads.legal(s, seat, o.legal);
  o.skatOpen = reads.skatOpen(s, seat);
  o.skatLo = o.skatOpen ? s.skat[0] : 0;
  o.skatHi = o.skatOpen ? s.skat[1] : 0;
  o.source(s, reads.sides, reads.extra, reads.open);
  return o;
}

/**
 * What one seat may know of a deal, as the kernel's numbers: its hand and the skat (when
 * the rules show it to the seat) as two-word card sets, every card played as card ids with
 * the seats that played them, open hands, the seat's legal action codes, and the variant's
 * view extra. A bot that decides on it (`Bot.chooseCode`) needs no {@link SeatView}: no
 * strings, no action objects, no copy of the trick history per decision.
 *
 * {@link seatSight} fills one in place, so a driver keeps one and refills it on every
 * turn. Everything in it is a copy: refreshing it, or changing it, never touches
 * the state, and it holds nothing another seat may hide (the same facts as the seat's
 * view).
 *
 * @typeParam V - the extra the variant's views carry (its `viewExtra`)
 * @example
 * const sight = seatSight(rules, state, state.turn);
 * for (let i = 0; i < sight.legalCount; i++) if (sight.cardAt(i) >= 0) console.log('may play card', sight.cardAt(i));
 */
export class SeatSight<V = unknown> {
  /** Seats at the table. */
  readonly seats: number;
  /** The seat whose knowledge this is. */
  seat = -1;
  /** The deal's dealer. */
  dealer = 0;
  /** The seat to act, or -1 once the deal is over. */
  turn = -1;
  /** The phase id (`'done'` once the deal is over). */
  phase = '';
  /** The index of the trump mode in force: `ctx.tables[trump]`, named `ctx.trumpModes[trump]`. */
  trump = 0;
  /** The seat's own hand: a two-word card set (ids 0-31 in `handLo`, 32-63 in `handHi`). */
  handLo = 0;
  /** See {@link SeatSight.handLo}. */
  handHi = 0;
  /** Every card played, in order (completed tricks, then the current one): card ids. */
  readonly played = new Int8Array(64);
  /** The seat that played each card of {@link SeatSight.played}. */
  readonly playedBy = new Int8Array(64);
  /** How many cards were played. */
  playedCount = 0;
  /** Where the current trick starts in {@link SeatSight.played}. */
  trickStart = 0;
  /** The winner of each completed trick. */
  readonly winners = new Int8Array(64);
  /** How many tricks are complete. */
  tricksDone = 0;
  /** The seat's legal action codes now (kernel codes; a card play's code is the card's id, below 64). */
  readonly legal: Int32Array;
  /** How many codes of {@link SeatSight.legal} are set. */
  legalCount = 0;
  /** Whether the rules show this seat the skat now (see `VariantSpec.revealSkat`). */
  skatOpen = false;
  /** The skat when {@link SeatSight.skatOpen}, else 0. */
  skatLo = 0;
  /** See {@link SeatSight.skatLo}. */
  skatHi = 0;
  // The state the sight was last filled from, and how to read its sides and extra (made
  // on first use, as they cost more than the rest together, and many bots need neither).
  #source: GameState | null = null;
  #readSides: SightReader<readonly SideOf[] | undefined> | null = null;
  #readExtra: SightReader<V> | null = null;
  #readOpen: OpenReader | null = null;
  #sides: readonly SideOf[] | undefined = undefined;
  // Per seat, its hand where the rules show it to this seat, two words a seat, and a bit
  // per seat shown.
  readonly #open: Int32Array;
  #openMask = 0;
  #extra: V | undefined = undefined;
  #read = 0;

  /**
   * An empty sight for `seats` seats, with room for `maxActions` legal codes. Fill it
   * with {@link seatSight}.
   *
   * @example
   * const sight = new SeatSight(3, MAX_ACTIONS);
   */
  constructor(seats: number, maxActions: number) {
    this.seats = seats;
    this.legal = new Int32Array(maxActions);
    this.#open = new Int32Array(2 * seats);
  }

  /**
   * Whether `owner`'s hand is shown to this seat (an ouvert declarer's; never the seat's
   * own). Read while the state is as the sight was filled from it, as `extra`.
   *
   * @example
   * if (sight.isOpen(declarer)) console.log(sight.openLo(declarer), sight.openHi(declarer));
   */
  isOpen(owner: number): boolean {
    if ((this.#read & 4) === 0) {
      this.#openMask = this.#readOpen!(this.#current(), this.seat, this.#open);
      this.#read |= 4;
    }
    return (this.#openMask & (1 << owner)) !== 0;
  }

  /**
   * The low word of `owner`'s hand where it is shown to this seat ({@link SeatSight.isOpen}), else 0.
   *
   * @example
   * const lo = sight.openLo(declarer);
   */
  openLo(owner: number): number {
    return this.isOpen(owner) ? this.#open[2 * owner] : 0;
  }

  /**
   * The high word of `owner`'s hand where it is shown to this seat, else 0.
   *
   * @example
   * const hi = sight.openHi(declarer);
   */
  openHi(owner: number): number {
    return this.isOpen(owner) ? this.#open[2 * owner + 1] : 0;
  }

  /**
   * Each seat's side as this seat knows it (`SeatView.sides`); `undefined` without sides.
   * Read while the state is as the sight was filled from it (else it throws a
   * `RangeError`: refill it first).
   */
  get sides(): readonly SideOf[] | undefined {
    if ((this.#read & 1) === 0) {
      this.#sides = this.#readSides!(this.#current(), this.seat);
      this.#read |= 1;
    }
    return this.#sides;
  }

  /**
   * The variant's view extra, a copy (`SeatView.extra`). Read while the state is as the
   * sight was filled from it (else it throws a `RangeError`: refill it first).
   */
  get extra(): V {
    if ((this.#read & 2) === 0) {
      this.#extra = this.#readExtra!(this.#current(), this.seat);
      this.#read |= 2;
    }
    return this.#extra as V;
  }

  /**
   * Points the sight's sides, extra and open hands at `s`, to be read on first use. Called by
   * {@link seatSight} after it filled the rest.
   *
   * @example
   * sight.source(s, (state, seat) => sides.knownTo(state, seat), (state, seat) => extraOf(state, seat), openOf);
   */
  source(
    s: GameState,
    readSides: SightReader<readonly SideOf[] | undefined>,
    readExtra: SightReader<V>,
    readOpen: OpenReader,
  ): void {
    this.#source = s;
    this.#readSides = readSides;
    this.#readExtra = readExtra;
    this.#readOpen = readOpen;
    this.#read = 0;
  }

  /** The state the sight was filled from, while it is unchanged. */
  #current(): GameState {
    const s = this.#source;
    if (s === null) throw new RangeError('the sight was never filled: use seatSight');
    if (s.history.length !== this.playedCount || s.phase !== this.phase || s.turn !== this.turn)
      throw new RangeError('the state changed since the sight was filled: refill it (seatSight)');
    return s;
  }

  /**
   * The card the `i`-th legal code plays (its id), or -1 when that code is another action.
   *
   * @example
   * const card = sight.cardAt(0); // e.g. 12, or -1 for a bid
   */
  cardAt(i: number): number {
    // Core's trick phase plays a card by its id: the codes below the doubling's.
    const code = this.legal[i];
    return code < DOUBLE_CODE ? code : -1;
  }
}
