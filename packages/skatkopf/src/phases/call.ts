import { err, type GameState, type KernelContext, ok, type Phase, type Result } from '@stich/core';
import { type CallStep, callableCards } from '@stich/core/kernel';
import { quote } from '@stich/core/tools';
import type { SkatkopfAction } from '../actions';
import type { SkatkopfOptions } from '../options';
import type { SkatkopfState } from '../state';

/** @inline */
type S = GameState<SkatkopfState>;

/**
 * The calling rule (NOTES 5): a plain-suit ace the declarer lacks, in a suit where they
 * hold a card; if there is none, the lowest card they lack of a plain suit whose ace they
 * have; if there is none either (one whole plain suit in hand, void in the others), any
 * plain ace they lack.
 *
 * @example
 * callableCards(ctx, state, declarer, CALL_STEPS);
 */
export const CALL_STEPS: readonly CallStep[] = [
  { kind: 'lacked', rank: 'A', holdingSuit: true },
  { kind: 'lowestLacked', whereHeld: 'A' },
  { kind: 'lacked', rank: 'A', holdingSuit: false },
];

/**
 * The cards the declarer may call, ascending ids. Cards the declarer laid into the kitty
 * count as its own: it may not call them.
 *
 * @example
 * callable(ctx, state); // e.g. [ids of SA and HA]
 */
export function callable(ctx: KernelContext<SkatkopfOptions>, s: S): number[] {
  const d = s.x.declarer;
  const had: [number, number] = [s.hands[2 * d], s.hands[2 * d + 1]];
  if (s.x.discarded) {
    had[0] |= s.skat[0];
    had[1] |= s.skat[1];
  }
  return callableCards(ctx, s, d, CALL_STEPS, had);
}

/**
 * A Partner declarer calls a card; its holder is the partner, known only to itself until
 * the card is played. If the card lies in the unseen kitty, the declarer plays alone.
 * Its exit is `called`.
 *
 * @example
 * callPhase(); // the phase 'call'
 */
export function callPhase(): Phase<SkatkopfState, SkatkopfOptions, SkatkopfAction, 'called'> {
  return {
    summary:
      'Partner: the declarer calls a plain ace it lacks in a suit it holds (else the lowest card it lacks of a suit whose ace it has); its holder is the partner',
    actionTypes: ['call'],
    exits: ['called'],
    toAct: ({ s }) => s.x.declarer,
    mayAct: (_ctx, s, seat) => s.x.declarer === seat,

    legal(ctx, s, _seat, out) {
      let n = 0;
      for (const id of callable(ctx, s)) out[n++] = ctx.codes.call + id;
      return n;
    },

    encode(ctx, s, action): Result<number> {
      if (action.type !== 'call')
        return err('UNKNOWN_ACTION', `'${action.type}' is not an action of the call`, {
          path: ['type'],
        });
      const code = action.card;
      const ids = ctx.deck.idsOf(code);
      if (ids === undefined)
        return err('UNKNOWN_CARD', `${quote(code)} is not a card of this deck`, { path: ['card'] });
      const options = callable(ctx, s);
      const id = ids.find((i) => options.includes(i));
      if (id === undefined) {
        const names = options.map((i) => ctx.deck.codes[i]).join(', ');
        return err('INVALID_CONTRACT', `${code} may not be called; the cards to call: ${names}`, {
          path: ['card'],
        });
      }
      return ok(ctx.codes.call + id);
    },

    decode: (ctx, _s, seat, code): SkatkopfAction => ({
      type: 'call',
      seat,
      card: ctx.deck.codes[code - ctx.codes.call],
    }),

    apply(ctx, s, _seat, code) {
      const id = code - ctx.codes.call;
      s.x.called = id;
      return 'called';
    },
  };
}
