import { err, type GameState, type KernelContext, ok, type Phase, type Result } from '@stich/core';
import { takeUpSkat } from '@stich/core/kernel';
import type { SkatkopfAction } from '../actions';
import { bidLadder, GAMES, type Game } from '../games';
import type { SkatkopfOptions } from '../options';
import type { SkatkopfState } from '../state';

type Ctx = KernelContext<SkatkopfOptions>;
type S = GameState<SkatkopfState>;

/** The lowest game the declarer may declare: the one bid (Partner when everyone passed). */
function lowest(ctx: Ctx, s: S): number {
  const x = s.x;
  return x.bid < 0 ? 0 : GAMES.indexOf(bidLadder(ctx.options.maxDoublings)[x.bid].game);
}

/**
 * The declarer names the game: the one bid, or one of higher value; the bid's doublings
 * stay. Grand Hand starts play at once; Baby Grand and a forced Partner take up the kitty;
 * Partner and Solo go on to make trump. Exits: `grandHand`, `babyGrand`, `forced` (a
 * forced Partner) and `make` (Partner or Solo, trump still to make).
 *
 * @example
 * declarationPhase(); // the phase 'declaration'
 */
export function declarationPhase(): Phase<
  SkatkopfState,
  SkatkopfOptions,
  SkatkopfAction,
  'grandHand' | 'babyGrand' | 'forced' | 'make'
> {
  return {
    summary: 'the declarer names the game bid, or switches to one of higher value',
    actionTypes: ['declare'],
    exits: ['grandHand', 'babyGrand', 'forced', 'make'],
    toAct: ({ s }) => s.x.declarer,
    mayAct: (_ctx, s, seat) => s.x.declarer === seat,

    legal(ctx, s, _seat, out) {
      let n = 0;
      for (let g = lowest(ctx, s); g < GAMES.length; g++) out[n++] = ctx.codes.declare + g;
      return n;
    },

    encode(ctx, s, action): Result<number> {
      if (action.type !== 'declare')
        return err('UNKNOWN_ACTION', `'${action.type}' is not an action of the declaration`, {
          path: ['type'],
        });
      const g = GAMES.indexOf(action.game);
      const min = lowest(ctx, s);
      if (g < min) {
        return err(
          'INVALID_CONTRACT',
          `the bid was ${GAMES[min]}; the game may only be switched to one of higher value`,
          { path: ['game'] },
        );
      }
      return ok(ctx.codes.declare + g);
    },

    decode: (ctx, _s, seat, code): SkatkopfAction => ({
      type: 'declare',
      seat,
      game: GAMES[code - ctx.codes.declare],
    }),

    apply(ctx, s, seat, code) {
      const x = s.x;
      const game: Game = GAMES[code - ctx.codes.declare];
      x.game = game;
      x.doublings = x.bid < 0 ? 0 : bidLadder(ctx.options.maxDoublings)[x.bid].doublings;
      if (game === 'grandHand') {
        x.making = 'none';
        return 'grandHand';
      }
      if (game === 'babyGrand' || (game === 'partner' && x.forced)) {
        x.making = game === 'babyGrand' ? 'exchange' : 'forced';
        takeUpSkat(s, seat);
        x.step = 'discard';
        return game === 'babyGrand' ? 'babyGrand' : 'forced';
      }
      x.step = 'make';
      return 'make';
    },
  };
}
