import {
  err,
  type GameState,
  type KernelContext,
  ok,
  type Phase,
  type Result,
  type Suit,
} from '@stich/core';
import {
  applyDiscard,
  decodeDiscard,
  encodeDiscard,
  isDiscardCode,
  listDiscards,
  SUITS,
  takeUpSkat,
} from '@stich/core/kernel';
import { quote } from '@stich/core/tools';
import type { SkatkopfAction } from '../actions';
import type { SkatkopfOptions } from '../options';
import type { SkatkopfState, TrumpStep } from '../state';

type Ctx = KernelContext<SkatkopfOptions>;
type S = GameState<SkatkopfState>;

/** The action types each step takes, and what to say when another is tried. */
const STEPS: Record<TrumpStep, { readonly types: readonly string[]; readonly say: string }> = {
  make: { types: ['hand', 'turn'], say: "play hand (name a suit) or turn the kitty's first card" },
  accept: { types: ['accept', 'turn'], say: 'accept the turned suit or turn the second card' },
  name: { types: ['nameTrump'], say: 'name the trump suit' },
  discard: { types: ['discard'], say: 'discard two cards' },
};

/** The suit a turned card makes trump: its printed suit (a jack too); `null` for a joker. */
const suitOf = (ctx: Ctx, code: string): Suit | null => ctx.deck.suitOf[ctx.deck.idsOf(code)![0]];

/** Whether a code names trump (one code per suit). */
const naming = (ctx: Ctx, code: number) => (code - ctx.codes.nameTrump) >>> 0 < SUITS.length;

/** The declarer takes up the kitty; next, two cards go back. */
function pickUp(s: S): undefined {
  takeUpSkat(s, s.x.declarer);
  s.x.step = 'discard';
  return undefined;
}

/**
 * Trump is made (the graph sets the trick table by the suit's name): a Partner declarer
 * calls next, anyone else plays.
 */
function trumpMade(s: S): 'partner' | 'alone' {
  s.x.step = null;
  return s.x.game === 'partner' ? 'partner' : 'alone';
}

/**
 * Making trump, and the kitty. Partner and Solo: play hand (name any suit; the kitty goes
 * unseen to the declarer's tricks) or tournee: turn the first kitty card and accept its
 * suit, or turn the second, whose suit is trump (a jack counts as its printed suit; a
 * joker lets the declarer name any suit); then take both up and discard two. Baby Grand
 * and forehand forced to play Partner take the kitty up at once and discard two; the
 * forced Partner then names any suit. Exits, once trump is made: `partner` (a Partner
 * declarer calls next) or `alone`.
 *
 * @example
 * makeTrumpPhase(); // the phase 'trump'
 */
export function makeTrumpPhase(): Phase<
  SkatkopfState,
  SkatkopfOptions,
  SkatkopfAction,
  'partner' | 'alone'
> {
  return {
    summary:
      'making trump: hand (name a suit) or tournee (turn the first kitty card, accept it or turn the second), then discard two',
    actionTypes: ['hand', 'turn', 'accept', 'nameTrump', 'discard'],
    exits: ['partner', 'alone'],
    toAct: ({ s }) => s.x.declarer,
    mayAct: (_ctx, s, seat) => s.x.declarer === seat,

    legal(ctx, s, seat, out) {
      let n = 0;
      switch (s.x.step) {
        case 'make':
          for (let i = 0; i < SUITS.length; i++) out[n++] = ctx.codes.hand + i;
          out[n++] = ctx.codes.turn;
          return n;
        case 'accept':
          out[n++] = ctx.codes.accept;
          out[n++] = ctx.codes.turn;
          return n;
        case 'name':
          for (let i = 0; i < SUITS.length; i++) out[n++] = ctx.codes.nameTrump + i;
          return n;
        default:
          return listDiscards(ctx, s, seat, out, 0);
      }
    },

    encode(ctx, s, action): Result<number> {
      const step = STEPS[s.x.step!];
      if (!step.types.includes(action.type)) {
        return err('ACTION_NOT_ALLOWED', `${quote(action.type)} is not allowed now: ${step.say}`, {
          path: ['type'],
        });
      }
      switch (action.type) {
        case 'hand':
          return ok(ctx.codes.hand + SUITS.indexOf(action.suit));
        case 'nameTrump':
          return ok(ctx.codes.nameTrump + SUITS.indexOf(action.suit));
        case 'turn':
          return ok(ctx.codes.turn);
        case 'accept':
          return ok(ctx.codes.accept);
        case 'discard':
          return encodeDiscard(ctx, s, action);
        default:
          return err('UNKNOWN_ACTION', `'${action.type}' is not an action of making trump`, {
            path: ['type'],
          });
      }
    },

    decode(ctx, _s, seat, code): SkatkopfAction {
      if (isDiscardCode(code)) return decodeDiscard(ctx, seat, code);
      if (code === ctx.codes.turn) return { type: 'turn', seat };
      if (code === ctx.codes.accept) return { type: 'accept', seat };
      if (naming(ctx, code))
        return { type: 'nameTrump', seat, suit: SUITS[code - ctx.codes.nameTrump] };
      return { type: 'hand', seat, suit: SUITS[code - ctx.codes.hand] };
    },

    apply(ctx, s, seat, code) {
      const x = s.x;
      if (isDiscardCode(code)) {
        applyDiscard(s, seat, code);
        x.discarded = true;
        if (x.making !== 'forced') return trumpMade(s);
        x.step = 'name';
        return undefined;
      }
      if (code === ctx.codes.turn) {
        x.making = 'tournee';
        const card = x.kitty[x.turned++];
        const suit = suitOf(ctx, card);
        if (suit === null) {
          x.step = 'name'; // a joker: any suit may be named
        } else if (x.turned === 1) {
          x.step = 'accept';
        } else {
          x.trumpSuit = suit;
          return pickUp(s);
        }
        return undefined;
      }
      if (code === ctx.codes.accept) {
        x.trumpSuit = suitOf(ctx, x.kitty[0]);
        return pickUp(s);
      }
      if (naming(ctx, code)) {
        x.trumpSuit = SUITS[code - ctx.codes.nameTrump];
        return x.making === 'forced' ? trumpMade(s) : pickUp(s);
      }
      x.making = 'hand';
      x.trumpSuit = SUITS[code - ctx.codes.hand];
      return trumpMade(s);
    },
  };
}
