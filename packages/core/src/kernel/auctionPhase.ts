import { err, ok, type Result } from '../errors/errors';
import type { BaseAction } from './actions';
import { BID_BASE, type BidAction, HOLD_CODE, PASS_CODE } from './auctionActions';
import type { KernelContext } from './context';
import type { Phase } from './phase';
import type { GameState } from './state';

/** The auction's own state, kept in the variant's state under `auction`. */
export interface AuctionState {
  /** The seat answering calls (it holds or passes). */
  holder: number;
  /** The seat calling values, or -1 when the holder alone may still open. */
  caller: number;
  /** Seats still to take their turn as caller, in order. */
  queue: number[];
  /** Index into the value ladder of the highest call, or -1 before any call. */
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
 * The start of an auction among `order` (first the holder, then the callers in turn).
 *
 * @example
 * newAuction([1, 2, 0]); // forehand holds, middlehand calls, then rearhand
 */
export function newAuction(order: readonly number[]): AuctionState {
  return {
    holder: order[0],
    caller: order.length > 1 ? order[1] : -1,
    queue: order.slice(2),
    bid: -1,
    answering: false,
    active: [],
    passed: [],
    winner: -1,
    over: false,
  };
}

/** How an auction phase is set up. */
export interface AuctionConfig<X, O> {
  readonly id: string;
  readonly summary: string;
  /** The values that may be called, ascending. */
  readonly values: (ctx: KernelContext<O>) => readonly number[];
  /** Called once when the auction ends: sets the next phase (and anything else) from the result. */
  readonly onEnd: (
    ctx: KernelContext<O>,
    s: GameState<X>,
    winner: number,
    value: number | null,
  ) => void;
}

/**
 * Core's auction: a holder answers a caller who calls ever higher values from a ladder
 * or passes; the holder holds or passes. Whoever survives faces the next caller in
 * turn. If nobody called at all, the last holder may still open with a call (and wins
 * with it) or pass, and then everybody has passed. Skat's bidding is this auction with
 * order forehand, middlehand, rearhand.
 *
 * @example
 * auctionPhase({ id: 'bidding', summary: 'bidding', values: () => SKAT_BID_VALUES, onEnd })
 */
export function auctionPhase<X extends { auction: AuctionState }, O>(
  config: AuctionConfig<X, O>,
): Phase<X, O> {
  /** Whose move it is in an auction that is not over. */
  const mover = (a: AuctionState) => (a.answering || a.caller < 0 ? a.holder : a.caller);

  const finish = (ctx: KernelContext<O>, s: GameState<X>, winner: number) => {
    const a = s.x.auction;
    a.over = true;
    a.winner = winner;
    const values = config.values(ctx);
    config.onEnd(ctx, s, winner, a.bid >= 0 ? values[a.bid] : null);
  };

  /** The caller's seat leaves; the next seat in the queue calls, or the auction ends. */
  const nextCaller = (ctx: KernelContext<O>, s: GameState<X>) => {
    const a = s.x.auction;
    a.answering = false;
    if (a.queue.length > 0) {
      a.caller = a.queue.shift()!;
      s.turn = a.caller;
      return;
    }
    a.caller = -1;
    if (a.bid >= 0) finish(ctx, s, a.holder);
    else s.turn = a.holder; // nobody called: the holder may still open
  };

  const note = (a: AuctionState, seat: number) => {
    if (!a.active.includes(seat)) a.active.push(seat);
  };

  return {
    id: config.id,
    summary: config.summary,
    actionTypes: ['bid', 'hold', 'pass'],
    enter: (_ctx, s) => {
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
      const values = config.values(ctx);
      for (let i = a.bid + 1; i < values.length; i++) out[n++] = BID_BASE + i;
      return n;
    },

    sample(ctx, s, _seat, rng) {
      const a = s.x.auction;
      if (a.answering) return rng.below(2) === 0 ? HOLD_CODE : PASS_CODE;
      const r = rng.below(config.values(ctx).length - a.bid);
      return r === 0 ? PASS_CODE : BID_BASE + a.bid + r;
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
        return err('UNKNOWN_ACTION', `'${action.type}' is not an action of the auction`, {
          path: ['type'],
        });
      if (a.answering) {
        return err('ACTION_NOT_ALLOWED', `seat ${action.seat} answers a call: hold or pass`, {
          path: ['type'],
        });
      }
      const values = config.values(ctx);
      const value = (action as BidAction).value;
      const i = values.indexOf(value);
      if (i < 0)
        return err('INVALID_BID', `${value} is not a value that may be called`, {
          path: ['value'],
        });
      if (i <= a.bid) {
        return err('INVALID_BID', `a call must be higher than ${values[a.bid]}`, {
          path: ['value'],
        });
      }
      return ok(BID_BASE + i);
    },

    decode(ctx, _s, seat, code): BaseAction {
      if (code === HOLD_CODE) return { type: 'hold', seat };
      if (code === PASS_CODE) return { type: 'pass', seat };
      return { type: 'bid', seat, value: config.values(ctx)[code - BID_BASE] } as BidAction;
    },

    apply(ctx, s, seat, code) {
      const a = s.x.auction;
      if (code === HOLD_CODE) {
        note(a, seat);
        a.answering = false;
        s.turn = a.caller;
        return;
      }
      if (code === PASS_CODE) {
        a.passed.push(seat);
        if (a.caller < 0) {
          finish(ctx, s, -1); // the holder declined to open: everybody passed
        } else if (seat === a.holder) {
          a.holder = a.caller; // the caller survives and now answers
          nextCaller(ctx, s);
        } else {
          nextCaller(ctx, s);
        }
        return;
      }
      note(a, seat);
      a.bid = code - BID_BASE;
      if (a.caller < 0) {
        finish(ctx, s, seat); // the holder opened after everyone else passed
        return;
      }
      a.answering = true;
      s.turn = a.holder;
    },
  };
}
