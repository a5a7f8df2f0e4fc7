import type { Phase } from '@stich/core';
import { type AuctionEndContext, type AuctionExit, auctionPhase } from '@stich/core/kernel';
import type { SkatkopfAction } from '../actions';
import { bidLadder } from '../games';
import type { SkatkopfOptions } from '../options';
import type { SkatkopfState } from '../state';

/** When the auction ends: its winner declares; if all passed, forehand must play. */
function afterAuction({ s, winner, bid }: AuctionEndContext<SkatkopfState, SkatkopfOptions>) {
  const x = s.x;
  if (winner < 0) {
    x.forced = true;
    winner = s.lead0;
  }
  x.declarer = winner;
  x.bid = bid;
}

/**
 * The auction: core's auction with bids that name a game. Forehand opens ("I'll play",
 * the lowest bid: Partner) or passes, then each seat in turn; once someone opened, the
 * next seat names a bid of strictly higher value or passes, the holder accepts (`hold`)
 * or passes, and each seat gets its turn against the survivor. Exits `won` and `allPassed`.
 *
 * @example
 * skatkopfAuction(); // the phase 'auction'
 */
export function skatkopfAuction(): Phase<
  SkatkopfState,
  SkatkopfOptions,
  SkatkopfAction,
  AuctionExit
> {
  return auctionPhase<SkatkopfState, SkatkopfOptions, SkatkopfAction>({
    summary:
      'auction: forehand opens ("I\'ll play") or passes; the others in turn name a higher game, or double one, against the survivor',
    values: (ctx) => bidLadder(ctx.options.maxDoublings).map((b) => b.value),
    payload: {
      fields: (ctx, i) => {
        const bid = bidLadder(ctx.options.maxDoublings)[i];
        return { game: bid.game, doublings: bid.doublings };
      },
      parse: (ctx, action) => {
        if (action.type !== 'bid') return 'this is not a bid';
        const { game, doublings = 0 } = action;
        const max = ctx.options.maxDoublings;
        if (doublings > max) return `a bid may carry at most ${max} doublings`;
        return bidLadder(max).findIndex((b) => b.game === game && b.doublings === doublings);
      },
    },
    opening: 'first',
    openWith: 'lowest',
    onEnd: afterAuction,
  });
}
