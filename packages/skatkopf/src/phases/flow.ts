import type { GameState } from '@stich/core';
import type { SkatkopfState } from '../state';
import { modeOf } from '../trumps';

type S = GameState<SkatkopfState>;

/**
 * Starts trick play: forehand leads the first trick.
 *
 * @example
 * startPlay(state); // state.phase === 'play'
 */
export function startPlay(s: S): void {
  s.phase = 'play';
  s.turn = s.lead0;
  s.leader = s.lead0;
}

/**
 * Trump is made: the trick table is set, then a Partner declarer calls, or play starts.
 *
 * @example
 * trumpMade(state);
 */
export function trumpMade(s: S): void {
  const x = s.x;
  s.trump = modeOf(x.trumpSuit);
  x.step = null;
  if (x.game === 'partner') {
    s.phase = 'call';
    s.turn = x.declarer;
  } else {
    startPlay(s);
  }
}
