import { cardIds } from '../cards/cardSet';
import { err, ok, type Result } from '../errors/errors';
import type { BaseAction } from './actions';
import type { KernelContext } from './context';
import type { Phase } from './phase';
import { DISCARD_BASE, type DiscardAction, PICK_UP_CODE, PUSH_CODE } from './skatActions';
import type { GameState } from './state';

/** The skat-passing phase's own state, kept in the variant's state under `skatPass`. */
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

/** How a skat-passing phase is set up. */
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
  const refuse = config.refuseDiscard;

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

  const buffer = new Int32Array(128);
  const isDiscardable = (ctx: KernelContext<O>, s: GameState<X>, id: number) =>
    refuse === undefined || refuse(ctx, s, id) === null;

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
      // Two-card discards, the skat size of the Skat family.
      const hand = cardIds(s.hands[2 * seat], s.hands[2 * seat + 1]).filter((id) =>
        isDiscardable(ctx, s, id),
      );
      // Identical cards (two jokers) give one discard per pair of codes, not one per copy.
      const seen = new Set<string>();
      let n = 0;
      for (let i = 0; i < hand.length; i++) {
        for (let j = i + 1; j < hand.length; j++) {
          const key = `${ctx.deck.codes[hand[i]]}.${ctx.deck.codes[hand[j]]}`;
          if (seen.has(key)) continue;
          seen.add(key);
          out[n++] = DISCARD_BASE + hand[i] * 64 + hand[j];
        }
      }
      return n;
    },

    sample(ctx, s, seat, rng) {
      if (!s.x.skatPass.holding) return rng.below(2) === 0 ? PICK_UP_CODE : PUSH_CODE;
      if ((ctx.extraCopiesLo | ctx.extraCopiesHi) !== 0) {
        const n = this.legal(ctx, s, seat, buffer);
        return buffer[rng.below(n)];
      }
      // The r-th pair (i < j) of discardable cards, in the order `legal` lists them.
      const hand = cardIds(s.hands[2 * seat], s.hands[2 * seat + 1]).filter((id) =>
        isDiscardable(ctx, s, id),
      );
      const k = hand.length;
      let r = rng.below((k * (k - 1)) / 2);
      let i = 0;
      while (r >= k - 1 - i) {
        r -= k - 1 - i;
        i++;
      }
      return DISCARD_BASE + hand[i] * 64 + hand[i + 1 + r];
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
        return err('UNKNOWN_ACTION', `'${action.type}' is not an action of ${config.id}`, {
          path: ['type'],
        });
      }
      if (!pass.holding) {
        return err('ACTION_NOT_ALLOWED', 'take up the skat before discarding', { path: ['type'] });
      }
      const cards = (action as DiscardAction).cards;
      if (cards.length !== 2) {
        return err('INVALID_ACTION', 'discard exactly 2 cards', { path: ['cards'] });
      }
      const ids: number[] = [];
      for (let i = 0; i < cards.length; i++) {
        const options = ctx.deck.idsOf(cards[i]);
        if (options === undefined) {
          return err('UNKNOWN_CARD', `'${cards[i]}' is not a card of this deck`, {
            path: ['cards', i],
          });
        }
        const id = options.find(
          (c) => !ids.includes(c) && (s.hands[2 * action.seat + (c >>> 5)] & (1 << (c & 31))) !== 0,
        );
        if (id === undefined) {
          return err('CARD_NOT_HELD', `seat ${action.seat} does not hold ${cards[i]}`, {
            path: ['cards', i],
          });
        }
        const why = refuse?.(ctx, s, id) ?? null;
        if (why !== null) return err('PLAY_RESTRICTED', why, { path: ['cards', i] });
        ids.push(id);
      }
      ids.sort((a, b) => a - b);
      return ok(DISCARD_BASE + ids[0] * 64 + ids[1]);
    },

    decode(ctx, _s, seat, code): BaseAction {
      if (code === PICK_UP_CODE) return { type: 'pickUpSkat', seat };
      if (code === PUSH_CODE) return { type: 'pushSkat', seat };
      const rest = code - DISCARD_BASE;
      const cards = [ctx.deck.codes[rest >> 6], ctx.deck.codes[rest & 63]];
      return { type: 'discard', seat, cards } as DiscardAction;
    },

    apply(ctx, s, seat, code) {
      const pass = s.x.skatPass;
      const h = 2 * seat;
      if (code === PICK_UP_CODE) {
        s.hands[h] |= s.skat[0];
        s.hands[h + 1] |= s.skat[1];
        s.skat[0] = 0;
        s.skat[1] = 0;
        pass.holding = true;
        pass.pickedBy.push(seat);
        return;
      }
      if (code === PUSH_CODE) {
        pass.pushedBy.push(seat);
        advance(ctx, s);
        return;
      }
      const rest = code - DISCARD_BASE;
      for (const id of [rest >> 6, rest & 63]) {
        const bit = 1 << (id & 31);
        s.hands[h + (id >>> 5)] &= ~bit;
        s.skat[id >>> 5] |= bit;
      }
      advance(ctx, s);
    },
  };
}
