import { err, type GameState, ok, type Phase, type Result } from '@stich/core';
import { DOUBLING_STEPS } from '@stich/core/kernel';
import { activeOf } from '@stich/core/scoring';
import { quote } from '@stich/core/tools';
import type { SkatOptions } from '../options';
import type { SkatState } from '../state';
import type { SkatAction } from '../variant';

/** @inline */
type S = GameState<SkatState>;

/**
 * Names of the Kontra steps: defenders say kontra and bock, the declarer re and hirsch.
 *
 * @example
 * KONTRA_STEPS[state.doublers.length]; // the step said next, e.g. 're'
 */
export const KONTRA_STEPS = DOUBLING_STEPS;

/**
 * The seat that decides now: first each defender who made or held a call, in turn, may say
 * kontra; after kontra the declarer may say re; after re the defender who said kontra may
 * say bock; after bock the declarer may say hirsch.
 *
 * @example
 * kontraDecider(state); // the seat that may say the next step now, or -1
 */
export function kontraDecider(s: S): number {
  const k = s.x.kontra;
  if (k.said === 0) return k.pending[0] ?? -1;
  if (k.said === 2) return s.doublers[0];
  return k.said === 4 ? -1 : s.x.declarer;
}

/**
 * The defenders who made or held a call, in seat order from forehand: they may say kontra.
 *
 * @example
 * kontraPending(state); // e.g. [2]: only rearhand bid against the declarer
 */
export function kontraPending(s: S): number[] {
  return activeOf(s).filter((seat) => seat !== s.x.declarer && s.x.auction.active.includes(seat));
}

/**
 * The Kontra phase (house rule), before the first card. Refuses kontra from the declarer or
 * from a defender who neither made nor held a call with `KONTRA_NOT_ALLOWED`. Its exit,
 * once nobody may say a further step, is `settled`.
 *
 * @example
 * phaseGraph({ kontra: { phase: kontraPhase(), exits: { settled: 'play' } }, ... });
 */
export function kontraPhase(): Phase<SkatState, SkatOptions, SkatAction, 'settled'> {
  return {
    summary:
      'before the first card: defenders who bid may say kontra, the declarer re, then bock and hirsch',
    actionTypes: ['double', 'pass'],
    exits: ['settled'],
    enter({ s }) {
      s.x.kontra = { pending: kontraPending(s), said: 0 };
    },
    toAct: ({ s }) => kontraDecider(s),
    // Any player may try: the refusal then says why (out of turn, or not allowed to say kontra).
    mayAct: (_ctx, s, seat) => s.next[seat] >= 0,

    legal(ctx, s, seat, out) {
      if (kontraDecider(s) !== seat) return 0;
      out[0] = ctx.codes.double;
      out[1] = ctx.codes.pass;
      return 2;
    },

    sample: (ctx, _s, _seat, rng) => (rng.below(2) === 0 ? ctx.codes.double : ctx.codes.pass),

    encode(ctx, s, action): Result<number> {
      const decider = kontraDecider(s);
      if (action.type !== 'double' && action.type !== 'pass') {
        return err('UNKNOWN_ACTION', `${quote(action.type)} is not an action of the Kontra phase`, {
          path: ['type'],
        });
      }
      if (action.seat === decider)
        return ok(action.type === 'double' ? ctx.codes.double : ctx.codes.pass);
      // A defender who bid may say kontra, but only in turn; anyone else may not at all.
      if (
        action.type === 'double' &&
        s.x.kontra.said === 0 &&
        !s.x.auction.active.includes(action.seat)
      ) {
        return err(
          'KONTRA_NOT_ALLOWED',
          `seat ${action.seat} neither made nor held a call, so may not say kontra`,
          {
            path: ['seat'],
          },
        );
      }
      if (action.type === 'double' && s.x.kontra.said === 0 && action.seat === s.x.declarer) {
        return err('KONTRA_NOT_ALLOWED', 'the declarer cannot say kontra', { path: ['seat'] });
      }
      return err('OUT_OF_TURN', `it is seat ${decider}'s turn, not seat ${action.seat}'s`, {
        path: ['seat'],
      });
    },

    decode: (ctx, _s, seat, code): SkatAction => ({
      type: code === ctx.codes.double ? 'double' : 'pass',
      seat,
    }),

    apply(ctx, s, seat, code) {
      const k = s.x.kontra;
      if (code === ctx.codes.double) {
        s.doublers.push(seat);
        k.said++;
        if (k.said === 1) k.pending = [];
      } else if (k.said === 0) {
        k.pending.shift();
      } else {
        k.said = 4; // a pass ends the ladder
      }
      return kontraDecider(s) < 0 ? 'settled' : undefined;
    },
  };
}
