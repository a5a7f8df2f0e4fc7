import { popcount } from '../cards/cardSet';
import { err, ok, type Result } from '../errors/errors';
import { quote } from '../errors/quote';
import { type Rng, scaleBelow, xoshiroStep } from '../rng/rng';
import type { BaseAction } from './actions';
import type { KernelContext } from './context';
import {
  applyDiscard,
  decodeDiscard,
  discardAt,
  discardCount,
  encodeDiscard,
  listDiscards,
  type RefuseDiscard,
  sampleDiscard,
  takeUpSkat,
} from './exchange';
import type { Phase, PhaseHookContext } from './phase';
import {
  type DiscardAction,
  PICK_UP_CODE,
  type PickUpSkatAction,
  PUSH_CODE,
  type PushSkatAction,
} from './skatActions';
import type { GameState } from './state';

/**
 * The skat-passing phase's own state, kept in the variant's state under `skatPass`.
 *
 * @example
 * state.x.skatPass.pushedBy; // e.g. [2, 0]: two pushes, every score × 4
 */
export interface SkatPassState {
  /** Index into the seats that take their turn with the skat. */
  step: number;
  /** Whether the seat at `step` has taken up the skat and must now discard. */
  holding: boolean;
  /** Seats that pushed the skat on unseen, in order. */
  pushedBy: number[];
  /** Seats that took up the skat, in order. */
  pickedBy: number[];
}

/**
 * The start of a skat-passing phase.
 *
 * @example
 * init: () => ({ skatPass: newSkatPass() })
 */
export function newSkatPass(): SkatPassState {
  return { step: 0, holding: false, pushedBy: [], pickedBy: [] };
}

/**
 * How a skat-passing phase is set up.
 *
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @typeParam O - the variant's options
 * @example
 * skatPassPhase({ name: 'Schieberamsch', summary: 'pass the skat on' });
 */
export interface SkatPassConfig<X, O> {
  /** What error messages call the phase, e.g. `'Schieberamsch'`. */
  readonly name: string;
  readonly summary: string;
  /** Seats that take their turn with the skat, in order. Default: every active seat from forehand. */
  readonly order?: (hook: PhaseHookContext<X, O>) => readonly number[];
  /**
   * Why a card may not be laid into the skat, or `null` if it may (e.g. jacks in
   * Schieberamsch). It reads the options and the card, not the state: the phase asks it
   * once per card of the deck when a deal first needs it, and keeps the answers.
   */
  readonly refuseDiscard?: (hook: {
    readonly ctx: KernelContext<O>;
    readonly card: number;
  }) => string | null;
}

/**
 * Core's skat-passing piece: in turn, each seat either takes up the skat and lays
 * the same number of cards back (`pickUpSkat` then `discard`), or passes it on unseen
 * (`pushSkat`). Schieberamsch uses every active seat; a declarer's pickup uses one.
 * Its exit, after the last seat, is `passed`. Entering it, the first seat in order acts.
 *
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @typeParam O - the variant's options
 * @typeParam A - the variant's actions
 * @example
 * skatPassPhase({ name: 'Schieberamsch', summary: 'pass the skat on', refuseDiscard: noJacks })
 */
export function skatPassPhase<
  X extends { skatPass: SkatPassState },
  O,
  A extends BaseAction = PickUpSkatAction | PushSkatAction | DiscardAction,
>(config: SkatPassConfig<X, O>): Phase<X, O, A, 'passed'> {
  const { order: orderHook, refuseDiscard } = config;
  /** The seat at `step` of the order: by default the active seats from forehand on. */
  const seatAt = (ctx: KernelContext<O>, s: GameState<X>, step: number): number => {
    if (orderHook !== undefined) return orderHook({ ctx, s })[step];
    let seat = s.lead0;
    for (let i = 0; i < step; i++) seat = s.next[seat];
    return seat;
  };
  /** How many seats take their turn with the skat. */
  const seatCount = (ctx: KernelContext<O>, s: GameState<X>): number =>
    orderHook !== undefined ? orderHook({ ctx, s }).length : ctx.active;
  // The answers of `refuseDiscard`, per card of the deck of the rules last asked about,
  // and the cards it lets go as a set (two words).
  let refusedFor: KernelContext<O> | null = null;
  const reasons: (string | null)[] = [];
  let keepLo = -1;
  let keepHi = -1;
  const compileRefusals = (ctx: KernelContext<O>): void => {
    if (ctx === refusedFor) return;
    refusedFor = ctx;
    keepLo = -1;
    keepHi = -1;
    for (let card = 0; card < ctx.deck.size; card++) {
      const why = refuseDiscard === undefined ? null : refuseDiscard({ ctx, card });
      reasons[card] = why;
      if (why === null) continue;
      if (card < 32) keepLo &= ~(1 << card);
      else keepHi &= ~(1 << (card & 31));
    }
  };
  const refuse: RefuseDiscard<X, O> | undefined =
    refuseDiscard &&
    ((ctx, _s, card) => {
      compileRefusals(ctx);
      return reasons[card];
    });
  const buffer = new Int32Array(128);
  // Scratch for the fused playout: the seats that took up the skat and that pushed it.
  const passers = new Int32Array(64);
  const pushers = new Int32Array(64);

  /** Moves on to the next seat, or leaves after the last one. */
  const advance = (ctx: KernelContext<O>, s: GameState<X>): 'passed' | undefined => {
    const pass = s.x.skatPass;
    pass.holding = false;
    pass.step++;
    if (pass.step >= seatCount(ctx, s)) return 'passed';
    s.turn = seatAt(ctx, s, pass.step);
    return undefined;
  };

  return {
    summary: config.summary,
    actionTypes: ['pickUpSkat', 'pushSkat', 'discard'] as A['type'][],
    exits: ['passed'],
    enter({ ctx, s }) {
      s.turn = seatAt(ctx, s, s.x.skatPass.step);
    },
    mayAct: (_ctx, s, seat) => s.turn === seat,

    legal(ctx, s, seat, out) {
      if (!s.x.skatPass.holding) {
        out[0] = PICK_UP_CODE;
        out[1] = PUSH_CODE;
        return 2;
      }
      return listDiscards(ctx, s, seat, out, 0, refuse);
    },

    sample(ctx, s, seat, rng) {
      if (!s.x.skatPass.holding) return rng.below(2) === 0 ? PICK_UP_CODE : PUSH_CODE;
      if ((ctx.copiesLo | ctx.copiesHi) !== 0) {
        const n = this.legal(ctx, s, seat, buffer);
        return buffer[rng.below(n)];
      }
      return sampleDiscard(ctx, s, seat, rng, refuse);
    },

    playout(ctx, s, rng) {
      if ((ctx.copiesLo | ctx.copiesHi) !== 0) {
        for (;;) {
          const exit = this.apply(ctx, s, s.turn, this.sample!(ctx, s, s.turn, rng));
          if (exit !== undefined) return exit;
        }
      }
      // The rules of `sample` + `apply`, fused into one loop: one number per choice (take
      // up or push, then which two cards), drawn as `rng.below` would.
      if (ctx !== refusedFor) compileRefusals(ctx);
      const pass = s.x.skatPass;
      const order = orderHook?.({ ctx, s });
      const count = order === undefined ? ctx.active : order.length;
      const { hands, next } = s;
      // The closure's scratch and card masks, and the imported rules the loop calls, in
      // locals: a local is read once, a closure variable or import binding at every use.
      const picked = passers;
      const pushed = pushers;
      const keptLo = keepLo;
      const keptHi = keepHi;
      const below = scaleBelow;
      const countBits = popcount;
      const pairs = discardCount;
      const pairAt = discardAt;
      const layAway = applyDiscard;
      const takeUp = takeUpSkat;
      let pushes = 0;
      let picks = 0;
      let holding = pass.holding;
      let step = pass.step;
      // The seat at `step` (forehand at the start, without asking `seatAt`), and the last one
      // to act (whose turn it stays when the phase ends).
      let seat =
        step === 0 && order === undefined ? s.lead0 : step < count ? seatAt(ctx, s, step) : s.turn;
      let last = s.turn;
      rng.unbuffer();
      while (step < count) {
        const u = nextNumber(rng);
        if (!holding) {
          if (below(u, 2) === 0) {
            takeUp(s as GameState<unknown>, seat);
            picked[picks++] = seat;
            holding = true;
            continue;
          }
          pushed[pushes++] = seat;
        } else {
          const lo = hands[2 * seat] & keptLo;
          const hi = hands[2 * seat + 1] & keptHi;
          const k = countBits(lo) + countBits(hi);
          layAway(s, seat, pairAt(lo, hi, below(u, pairs(k)), k));
          holding = false;
        }
        last = seat;
        step++;
        seat = order === undefined ? next[seat] : order[step];
      }
      s.turn = last;
      pass.step = step;
      pass.holding = false;
      pass.pickedBy = appended(pass.pickedBy, picked, picks);
      pass.pushedBy = appended(pass.pushedBy, pushed, pushes);
      return 'passed';
    },

    encode(ctx, s, action): Result<number> {
      const pass = s.x.skatPass;
      if (action.type === 'pickUpSkat' || action.type === 'pushSkat') {
        if (pass.holding) {
          return err('ACTION_NOT_ALLOWED', 'the skat has been taken up; lay two cards back first', {
            path: ['type'],
          });
        }
        return ok(action.type === 'pickUpSkat' ? PICK_UP_CODE : PUSH_CODE);
      }
      if (action.type !== 'discard') {
        return err('UNKNOWN_ACTION', `${quote(action.type)} is not an action of ${config.name}`, {
          path: ['type'],
        });
      }
      if (!pass.holding) {
        return err('ACTION_NOT_ALLOWED', 'take up the skat before discarding', { path: ['type'] });
      }
      return encodeDiscard(ctx, s, action as BaseAction as DiscardAction, refuse);
    },

    decode(ctx, _s, seat, code): A {
      if (code === PICK_UP_CODE) return { type: 'pickUpSkat', seat } as BaseAction as A;
      if (code === PUSH_CODE) return { type: 'pushSkat', seat } as BaseAction as A;
      return decodeDiscard(ctx as KernelContext<unknown>, seat, code) as BaseAction as A;
    },

    apply(ctx, s, seat, code) {
      const pass = s.x.skatPass;
      if (code === PICK_UP_CODE) {
        takeUpSkat(s as GameState<unknown>, seat);
        pass.holding = true;
        pass.pickedBy.push(seat);
        return undefined;
      }
      if (code === PUSH_CODE) {
        pass.pushedBy.push(seat);
        return advance(ctx, s);
      }
      applyDiscard(s as GameState<unknown>, seat, code);
      return advance(ctx, s);
    },
  };
}

/** `list` with the first `n` numbers of `more` after it: `list` itself when there are none. */
function appended(list: number[], more: Int32Array, n: number): number[] {
  if (n === 0) return list;
  // Literals where they fit (most tables): allocated in place, at their final size.
  if (list.length === 0 && n <= 3) {
    return n === 1 ? [more[0]] : n === 2 ? [more[0], more[1]] : [more[0], more[1], more[2]];
  }
  // Built at its final length: growing an empty array by `push` costs more than the copy.
  const out = new Array<number>(list.length + n);
  for (let i = 0; i < list.length; i++) out[i] = list[i];
  for (let i = 0; i < n; i++) out[list.length + i] = more[i];
  return out;
}

/**
 * The generator's next number, the one `rng.below` would scale, by stepping its state in
 * place (the same stream once {@link Rng.unbuffer} has put back the batch's unread numbers,
 * without refilling a batch of which a playout needs only a few numbers).
 */
function nextNumber(rng: Rng): number {
  const state = rng.state;
  let a = state[0];
  let b = state[1];
  let c = state[2];
  let d = state[3];
  let u = 0;
  ({ u, a, b, c, d } = xoshiroStep(a, b, c, d));
  state[0] = a;
  state[1] = b;
  state[2] = c;
  state[3] = d;
  return u;
}
