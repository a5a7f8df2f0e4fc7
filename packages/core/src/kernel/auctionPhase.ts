import { err, ok, type Result } from '../errors/errors';
import { quote } from '../errors/quote';
import type { BaseAction } from './actions';
import {
  BID_BASE,
  type BidAction,
  HOLD_CODE,
  type HoldAction,
  PASS_CODE,
  type PassAction,
} from './auctionActions';
import type { KernelContext } from './context';
import type { Phase, PhaseHookContext } from './phase';
import type { GameState } from './state';

/**
 * The auction's own state, kept in the variant's state under `auction`.
 *
 * @example
 * state.x.auction.bid; // index of the highest call in the ladder, -1 before any
 */
export interface AuctionState {
  /** The seat answering calls (it holds or passes), or the seat that may open. */
  holder: number;
  /** The seat calling values, or -1 when the holder alone may open. */
  caller: number;
  /** Seats still to take their turn, in order. */
  queue: number[];
  /** Index into the ladder of the highest call, or -1 before any call. */
  bid: number;
  /** Whether the holder must answer the last call now. */
  answering: boolean;
  /** Seats that made a call or held one (Skat: only they may say kontra). */
  active: number[];
  /** Seats that passed, in order. */
  passed: number[];
  /** The winner once the auction is over, or -1 (none yet, or everyone passed). */
  winner: number;
  /** Whether the auction is over. */
  over: boolean;
}

/**
 * Who may open an auction.
 * - `last`: the callers call to the first holder in turn; only if every caller passed
 *   may the last holder open (Skat).
 * - `first`: the first seat opens or passes; on a pass the next seat may open, and so on.
 *   Once someone opened, the seats after it call to the survivor in turn (Skatkopf).
 *
 * @example
 * newAuction([1, 2, 3, 0], 'first' satisfies AuctionOpening);
 */
export type AuctionOpening = 'last' | 'first';

/**
 * The start of an auction among `order`. With `opening: 'last'` (the default) the first
 * seat holds and the second calls; with `'first'` the first seat may open or pass.
 *
 * @example
 * newAuction([1, 2, 0]); // forehand holds, middlehand calls, then rearhand
 * newAuction([1, 2, 3, 0], 'first'); // forehand opens or passes, then the others in turn
 */
export function newAuction(
  order: readonly number[],
  opening: AuctionOpening = 'last',
): AuctionState {
  const first = opening === 'first';
  return {
    holder: order[0],
    caller: !first && order.length > 1 ? order[1] : -1,
    queue: order.slice(first ? 1 : 2),
    bid: -1,
    answering: false,
    active: [],
    passed: [],
    winner: -1,
    over: false,
  };
}

/**
 * Bids that name more than a value, such as a game with doublings: the fields each entry
 * of the ladder adds to a bid action, and which entry a bid action names.
 *
 * @typeParam O - the variant's options
 * @typeParam A - the variant's actions
 * @example
 * const payload: BidPayload<Options> = {
 *   fields: (_ctx, i) => ({ game: LADDER[i].game, doublings: LADDER[i].doublings }),
 *   parse: (_ctx, a) => LADDER.findIndex((e) => e.game === a.game && e.doublings === a.doublings),
 * };
 */
export interface BidPayload<O, A extends BaseAction = BaseAction> {
  /** The fields entry `i` of the ladder adds to `{ type: 'bid', seat }`. */
  fields(ctx: KernelContext<O>, i: number): Record<string, unknown>;
  /** The ladder index a bid action names, or a sentence saying why it names none. */
  parse(ctx: KernelContext<O>, action: A): number | string;
}

/**
 * What an auction's `onEnd` hook receives.
 *
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @typeParam O - the variant's options
 * @example
 * const onEnd = ({ s, winner }: AuctionEndContext<SkatState>) => { s.x.declarer = winner; };
 */
export interface AuctionEndContext<X = unknown, O = unknown> extends PhaseHookContext<X, O> {
  /** The winner, or -1 when everyone passed. */
  readonly winner: number;
  /** The winning bid's value, or `null` when everyone passed. */
  readonly value: number | null;
  /** The winning bid's ladder index, or -1 when everyone passed. */
  readonly bid: number;
}

/**
 * The exits of an auction: somebody won it, or everyone passed.
 *
 * @example
 * const exits: Record<AuctionExit, string> = { won: 'declaration', allPassed: 'done' };
 */
export type AuctionExit = 'won' | 'allPassed';

/**
 * How an auction phase is set up.
 *
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @typeParam O - the variant's options
 * @typeParam A - the variant's actions
 * @example
 * auctionPhase({ summary: 'bidding', values: () => BID_VALUES, onEnd: noteDeclarer });
 */
export interface AuctionConfig<X, O, A extends BaseAction = BaseAction> {
  readonly summary: string;
  /**
   * The value of each entry of the ladder, ascending. Entries may share a value when
   * bids carry a payload (a raise must be strictly higher in value); without a payload
   * they must be distinct, and a bid names its value.
   */
  readonly values: (ctx: KernelContext<O>) => readonly number[];
  /** Bids naming more than a value (a game, doublings). Default: a bid is `{ type: 'bid', seat, value }`. */
  readonly payload?: BidPayload<O, A>;
  /** Who may open; `'last'` (Skat) by default. The state must come from `newAuction` with the same opening. */
  readonly opening?: AuctionOpening;
  /** Which entries an opening bid may name: `'any'` (default) or only those of the lowest value ("I'll play"). */
  readonly openWith?: 'any' | 'lowest';
  /**
   * Called once when the auction ends, before it leaves by `won` or `allPassed`: notes
   * the result in the variant's state (the declarer, the bid ...).
   */
  readonly onEnd?: (hook: AuctionEndContext<X, O>) => void;
}

/**
 * Core's auction: a holder answers a caller who calls ever higher values from a ladder
 * or passes; the holder holds or passes. Whoever survives faces the next caller in
 * turn. Skat's bidding is this auction with order forehand, middlehand, rearhand: if
 * nobody called at all, the last holder may still open with a call (and wins with it)
 * or pass, and then everybody has passed.
 *
 * Two settings make other auctions: `payload` lets a bid name a game (and doublings)
 * besides its value, several bids sharing a value; `opening: 'first'` lets the first
 * seat open or pass before anyone calls, the next seat opening after a pass.
 *
 * Exits: `won`, or `allPassed` when everyone passed. Entering it, the first seat to move acts.
 *
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @typeParam O - the variant's options
 * @typeParam A - the variant's actions
 * @example
 * // Skat: values 18..264, middlehand calls to forehand
 * auctionPhase({ summary: 'bidding', values: () => SKAT_BID_VALUES, onEnd });
 * // Skatkopf: forehand opens with "I'll play" (the lowest bid) or passes; bids name a game
 * auctionPhase({ summary, values: () => LADDER.map((e) => e.value), payload,
 *   opening: 'first', openWith: 'lowest', onEnd });
 */
export function auctionPhase<
  X extends { auction: AuctionState },
  O,
  A extends BaseAction = BidAction | HoldAction | PassAction,
>(config: AuctionConfig<X, O, A>): Phase<X, O, A, AuctionExit> {
  const { payload } = config;
  const openFirst = config.opening === 'first';
  const openLowest = config.openWith === 'lowest';

  /** Whose move it is in an auction that is not over. */
  const mover = (a: AuctionState) => (a.answering || a.caller < 0 ? a.holder : a.caller);

  /** Whether the mover opens: the holder bids with no caller and no bid yet. */
  const opening = (a: AuctionState) => a.caller < 0 && a.bid < 0;

  /** The ladder entries a bid may name now: `[from, to)`. */
  const range = (values: readonly number[], a: AuctionState): [number, number] => {
    if (a.bid < 0) {
      if (!openLowest || !opening(a)) return [0, values.length];
      let to = 1;
      while (to < values.length && values[to] === values[0]) to++;
      return [0, to];
    }
    let from = a.bid + 1;
    while (from < values.length && values[from] <= values[a.bid]) from++;
    return [from, values.length];
  };

  const finish = (ctx: KernelContext<O>, s: GameState<X>, winner: number): AuctionExit => {
    const a = s.x.auction;
    a.over = true;
    a.winner = winner;
    const values = config.values(ctx);
    config.onEnd?.({ ctx, s, winner, value: a.bid >= 0 ? values[a.bid] : null, bid: a.bid });
    return winner < 0 ? 'allPassed' : 'won';
  };

  /** The caller's seat leaves; the next seat in the queue calls, or the auction ends. */
  const nextCaller = (ctx: KernelContext<O>, s: GameState<X>): AuctionExit | undefined => {
    const a = s.x.auction;
    a.answering = false;
    if (a.queue.length > 0) {
      a.caller = a.queue.shift()!;
      s.turn = a.caller;
      return undefined;
    }
    a.caller = -1;
    if (a.bid >= 0) return finish(ctx, s, a.holder);
    s.turn = a.holder; // nobody called: the holder may still open
    return undefined;
  };

  const note = (a: AuctionState, seat: number) => {
    if (!a.active.includes(seat)) a.active.push(seat);
  };

  return {
    summary: config.summary,
    actionTypes: ['bid', 'hold', 'pass'] as A['type'][],
    exits: ['won', 'allPassed'],
    enter: ({ s }) => {
      s.turn = mover(s.x.auction);
    },
    mayAct: (_ctx, s, seat) => !s.x.auction.over && mover(s.x.auction) === seat,

    legal(ctx, s, _seat, out) {
      const a = s.x.auction;
      let n = 0;
      if (a.answering) {
        out[n++] = HOLD_CODE;
        out[n++] = PASS_CODE;
        return n;
      }
      out[n++] = PASS_CODE;
      const [from, to] = range(config.values(ctx), a);
      for (let i = from; i < to; i++) out[n++] = BID_BASE + i;
      return n;
    },

    sample(ctx, s, _seat, rng) {
      const a = s.x.auction;
      if (a.answering) return rng.below(2) === 0 ? HOLD_CODE : PASS_CODE;
      const [from, to] = range(config.values(ctx), a);
      const r = rng.below(1 + to - from);
      return r === 0 ? PASS_CODE : BID_BASE + from + r - 1;
    },

    encode(ctx, s, action): Result<number> {
      const a = s.x.auction;
      if (action.type === 'hold') {
        if (!a.answering)
          return err('ACTION_NOT_ALLOWED', 'there is no call to hold; call a value or pass', {
            path: ['type'],
          });
        return ok(HOLD_CODE);
      }
      if (action.type === 'pass') return ok(PASS_CODE);
      if (action.type !== 'bid')
        return err('UNKNOWN_ACTION', `${quote(action.type)} is not an action of the auction`, {
          path: ['type'],
        });
      if (a.answering) {
        return err('ACTION_NOT_ALLOWED', `seat ${action.seat} answers a call: hold or pass`, {
          path: ['type'],
        });
      }
      const values = config.values(ctx);
      let i: number;
      if (payload !== undefined) {
        const parsed = payload.parse(ctx, action);
        if (typeof parsed === 'string') return err('INVALID_BID', parsed);
        if (parsed < 0 || parsed >= values.length)
          return err('INVALID_BID', 'this is not a bid that may be made');
        i = parsed;
      } else {
        const value = (action as BaseAction as BidAction).value;
        i = values.indexOf(value);
        if (i < 0)
          return err('INVALID_BID', `${value} is not a value that may be called`, {
            path: ['value'],
          });
      }
      const [from, to] = range(values, a);
      if (i < from || i >= to) {
        const path = payload === undefined ? ['value'] : [];
        if (a.bid >= 0)
          return err('INVALID_BID', `a call must be higher than ${values[a.bid]}`, { path });
        return err('INVALID_BID', `an opening bid must have the lowest value, ${values[0]}`, {
          path,
        });
      }
      return ok(BID_BASE + i);
    },

    decode(ctx, _s, seat, code): A {
      if (code === HOLD_CODE) return { type: 'hold', seat } as BaseAction as A;
      if (code === PASS_CODE) return { type: 'pass', seat } as BaseAction as A;
      const i = code - BID_BASE;
      if (payload !== undefined)
        return { type: 'bid', seat, ...payload.fields(ctx, i) } as BaseAction as A;
      return { type: 'bid', seat, value: config.values(ctx)[i] } as BidAction as BaseAction as A;
    },

    apply(ctx, s, seat, code) {
      const a = s.x.auction;
      if (code === HOLD_CODE) {
        note(a, seat);
        a.answering = false;
        s.turn = a.caller;
        return undefined;
      }
      if (code === PASS_CODE) {
        a.passed.push(seat);
        if (a.caller < 0) {
          if (openFirst && a.queue.length > 0) {
            a.holder = a.queue.shift()!; // the next seat may open
            s.turn = a.holder;
            return undefined;
          }
          return finish(ctx, s, -1); // the last seat declined to open: everybody passed
        }
        if (seat === a.holder) a.holder = a.caller; // the caller survives and now answers
        return nextCaller(ctx, s);
      }
      note(a, seat);
      a.bid = code - BID_BASE;
      if (a.caller < 0) {
        if (openFirst && a.queue.length > 0) {
          a.caller = a.queue.shift()!; // the opener holds; the next seat calls
          s.turn = a.caller;
          return undefined;
        }
        return finish(ctx, s, seat); // the holder opened and nobody is left to call
      }
      a.answering = true;
      s.turn = a.holder;
      return undefined;
    },
  };
}
