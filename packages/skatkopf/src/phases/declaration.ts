import { definePhase, type GameState, type KernelContext, type Phase } from '@stich/core';
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
  return definePhase<
    SkatkopfState,
    SkatkopfOptions,
    SkatkopfAction,
    'grandHand' | 'babyGrand' | 'forced' | 'make'
  >({
    summary: 'the declarer names the game bid, or switches to one of higher value',
    exits: ['grandHand', 'babyGrand', 'forced', 'make'],
    toAct: ({ s }) => s.x.declarer,
    actions: {
      declare: {
        choices: () => GAMES.map((game) => ({ game })),
        allow({ ctx, s, choice }) {
          const min = lowest(ctx, s);
          return choice >= min
            ? true
            : {
                code: 'INVALID_CONTRACT',
                message: `the bid was ${GAMES[min]}; the game may only be switched to one of higher value`,
                path: ['game'],
              };
        },
        apply({ ctx, s, seat, action }) {
          const x = s.x;
          const game: Game = action.game;
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
      },
    },
  });
}
