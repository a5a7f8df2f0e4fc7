import { err, ok, type Result } from '../errors/errors';
import { quote } from '../errors/quote';
import type { BaseAction } from './actions';
import type { KernelContext } from './context';
import {
  applyDiscard,
  decodeDiscard,
  encodeDiscard,
  listDiscards,
  type RefuseDiscard,
  sampleDiscard,
  takeUpSkat,
} from './exchange';
import type { Phase } from './phase';
import { type DiscardAction, PICK_UP_CODE, PUSH_CODE } from './skatActions';
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
 * @example
 * skatPassPhase({ id: 'schieben', summary: 'pass the skat on', next: 'play' });
 */
export interface SkatPassConfig<X, O> {
  /** Phase id, e.g. `'schieben'`. */
  readonly id: string;
  readonly summary: string;
  /** Seats that take their turn with the skat, in order. Default: every active seat from forehand. */
  readonly order?: (ctx: KernelContext<O>, s: GameState<X>) => readonly number[];
  /**
   * Why a card may not be laid into the skat, or `null` if it may (e.g. jacks in
   * Schieberamsch).
   */
  readonly refuseDiscard?: (ctx: KernelContext<O>, s: GameState<X>, card: number) => string | null;
  /** The phase that follows. */
  readonly next: string;
}

/**
 * Core's skat-passing piece: in turn, each seat either takes up the skat and lays
 * the same number of cards back (`pickUpSkat` then `discard`), or passes it on unseen
 * (`pushSkat`). Schieberamsch uses every active seat; a declarer's pickup uses one.
 * After the last seat the next phase starts with the first leader to play.
 *
 * @example
 * skatPassPhase({ id: 'schieben', summary: 'pass the skat on', next: 'play', refuseDiscard: noJacks })
 */
export function skatPassPhase<X extends { skatPass: SkatPassState }, O>(
  config: SkatPassConfig<X, O>,
): Phase<X, O> {
  const orderOf =
    config.order ??
    ((_ctx: KernelContext<O>, s: GameState<X>) => {
      const out = [s.lead0];
      for (let seat = s.next[s.lead0]; seat !== s.lead0; seat = s.next[seat]) out.push(seat);
      return out;
    });
  const refuse: RefuseDiscard<X, O> | undefined = config.refuseDiscard;
  const buffer = new Int32Array(128);

  /** Moves on to the next seat, or into the next phase after the last one. */
  const advance = (ctx: KernelContext<O>, s: GameState<X>) => {
    const pass = s.x.skatPass;
    pass.holding = false;
    pass.step++;
    const order = orderOf(ctx, s);
    if (pass.step < order.length) {
      s.turn = order[pass.step];
      return;
    }
    s.phase = config.next;
    s.turn = s.lead0;
    s.leader = s.lead0;
  };

  return {
    id: config.id,
    summary: config.summary,
    actionTypes: ['pickUpSkat', 'pushSkat', 'discard'],
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
      if ((ctx.extraCopiesLo | ctx.extraCopiesHi) !== 0) {
        const n = this.legal(ctx, s, seat, buffer);
        return buffer[rng.below(n)];
      }
      return sampleDiscard(ctx, s, seat, rng, refuse);
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
        return err('UNKNOWN_ACTION', `${quote(action.type)} is not an action of ${config.id}`, {
          path: ['type'],
        });
      }
      if (!pass.holding) {
        return err('ACTION_NOT_ALLOWED', 'take up the skat before discarding', { path: ['type'] });
      }
      return encodeDiscard(ctx, s, action as DiscardAction, refuse);
    },

    decode(ctx, _s, seat, code): BaseAction {
      if (code === PICK_UP_CODE) return { type: 'pickUpSkat', seat };
      if (code === PUSH_CODE) return { type: 'pushSkat', seat };
      return decodeDiscard(ctx as KernelContext<unknown>, seat, code);
    },

    apply(ctx, s, seat, code) {
      const pass = s.x.skatPass;
      if (code === PICK_UP_CODE) {
        takeUpSkat(s as GameState<unknown>, seat);
        pass.holding = true;
        pass.pickedBy.push(seat);
        return;
      }
      if (code === PUSH_CODE) {
        pass.pushedBy.push(seat);
        advance(ctx, s);
        return;
      }
      applyDiscard(s as GameState<unknown>, seat, code);
      advance(ctx, s);
    },
  };
}
