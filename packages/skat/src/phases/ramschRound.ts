import { err, type GameState, type Phase, type Result } from '@stich/core';
import { skatSetupOf } from '../bock';
import type { SkatOptions } from '../options';
import type { SkatState } from '../state';
import type { SkatAction } from '../variant';

/**
 * Wraps Skat's bidding for the Ramsch rounds of option `bock`. In a deal of a Ramsch
 * round (the deal's setup says `ramsch`) nobody may bid: each seat in bidding order may
 * only pass, and when all three have passed the deal leaves by the exit `ramschRound`
 * (to Ramsch play, whatever `passOut` says). In every other deal the bidding is the
 * wrapped one, move for move.
 *
 * @typeParam E - the wrapped phase's exit names
 * @example
 * ramschRoundBidding(auctionPhase({ summary, values: () => BID_VALUES, onEnd })); // exits won, allPassed, ramschRound
 */
export function ramschRoundBidding<E extends string>(
  bidding: Phase<SkatState, SkatOptions, SkatAction, E>,
): Phase<SkatState, SkatOptions, SkatAction, E | 'ramschRound'> {
  let passCode = -1;
  const passFor = (
    ctx: Parameters<typeof bidding.legal>[0],
    s: GameState<SkatState>,
    seat: number,
  ) => {
    if (passCode < 0) {
      const code = bidding.encode(ctx, s, { type: 'pass', seat });
      if (!code.ok) throw new Error(`skat: the bidding refuses a pass: ${code.error.message}`);
      passCode = code.value;
    }
    return passCode;
  };
  const round = (s: GameState<SkatState>) => skatSetupOf(s).ramsch;
  const phase: Phase<SkatState, SkatOptions, SkatAction, E | 'ramschRound'> = {
    summary: `${bidding.summary}; in a Ramsch round every seat passes`,
    actionTypes: bidding.actionTypes,
    exits: [...bidding.exits, 'ramschRound'],
    enter: bidding.enter?.bind(bidding),
    mayAct: bidding.mayAct.bind(bidding),
    legal(ctx, s, seat, out) {
      if (!round(s)) return bidding.legal(ctx, s, seat, out);
      out[0] = passFor(ctx, s, seat);
      return 1;
    },
    sample(ctx, s, seat, rng) {
      if (round(s)) return passFor(ctx, s, seat);
      if (bidding.sample !== undefined) return bidding.sample(ctx, s, seat, rng);
      const out = new Int32Array(128);
      return out[rng.below(bidding.legal(ctx, s, seat, out))];
    },
    playout(ctx, s, rng) {
      if (!round(s) && bidding.playout !== undefined) return bidding.playout(ctx, s, rng);
      for (;;) {
        const exit = phase.apply(ctx, s, s.turn, phase.sample!(ctx, s, s.turn, rng));
        if (exit !== undefined) return exit;
      }
    },
    encode(ctx, s, action): Result<number> {
      if (round(s) && action.type !== 'pass')
        return err('ACTION_NOT_ALLOWED', 'nobody bids in a Ramsch round: pass', {
          path: ['type'],
        });
      return bidding.encode(ctx, s, action);
    },
    decode: bidding.decode.bind(bidding),
    apply(ctx, s, seat, code) {
      const exit = bidding.apply(ctx, s, seat, code);
      if (exit === undefined || !round(s)) return exit;
      // Every seat passed: the deal is this round's Ramsch, not the pass-out rule's game.
      s.x.passedOut = false;
      s.x.declarer = -1;
      s.x.ramsch = true;
      return 'ramschRound';
    },
  };
  return phase;
}
