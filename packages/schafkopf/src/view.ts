import type { CardCode, ViewHookContext } from '@stich/core';
import { knocksOf } from '@stich/core/kernel';
import { calledAce } from './game';
import type { SchafkopfGame } from './games';
import type { SchafkopfOptions } from './options';
import type { SchafkopfState } from './state';

/**
 * What every seat sees of the announcement and the game; all of it is public. Who the
 * partner is comes in the core view's `sides`.
 *
 * @example
 * game.view(2).extra.game; // e.g. { kind: 'sauspiel', calledSuit: 'S' }
 */
export interface SchafkopfView {
  /** Seats that knocked (5.1), in order; empty without option `klopfen`. */
  readonly knocks: readonly number[];
  /** Seats that said "Ich spiel", in order. */
  readonly claimants: readonly number[];
  /** In a duel or the declaration: the seat holding the game and its class rank; else `null`. */
  readonly holder: number | null;
  readonly claim: number | null;
  /** In a duel: the class rank the later player named, while the holder answers. */
  readonly named: number | null;
  readonly declarer: number | null;
  readonly game: SchafkopfGame | null;
  /** The called ace of a Sauspiel. */
  readonly calledAce: CardCode | null;
  /**
   * With option `stossUntil: 'firstTrick'` (5.2), once a doubling was said during trick 1:
   * for each doubling said in play, in order, the number of cards played when it was said
   * (the core view's `doublings` before them were said before the first card). Absent
   * while none was.
   */
  readonly doubledInPlay?: readonly number[];
}

/**
 * The seat's view of the announcement and the game.
 *
 * @example
 * schafkopfView({ ctx, s: state, viewer: 0 }).claimants; // e.g. [0, 2]
 */
export function schafkopfView({
  s,
}: ViewHookContext<SchafkopfState, SchafkopfOptions>): SchafkopfView {
  const c = s.x.callRound;
  const dueling = c.stage !== 'claims';
  const inPlay = s.x.doublingRound.inPlaySteps;
  return {
    knocks: knocksOf(s).slice(),
    claimants: c.claimants.slice(),
    holder: dueling ? c.holder : null,
    claim: dueling ? c.claim : null,
    named: c.stage === 'duel' && c.answering ? c.named : null,
    declarer: s.x.declarer >= 0 ? s.x.declarer : null,
    game: s.x.game === null ? null : { ...s.x.game },
    calledAce: calledAce(s),
    ...(inPlay === undefined ? {} : { doubledInPlay: inPlay.slice() }),
  };
}

/**
 * Cards a seat sees named though it may not see them: the called ace.
 *
 * @example
 * schafkopfPublicCards({ ctx, s: state, viewer: 1 }); // ['SA'] in a Sauspiel on the Gras-Sau
 */
export function schafkopfPublicCards({
  s,
}: ViewHookContext<SchafkopfState, SchafkopfOptions>): CardCode[] {
  const ace = calledAce(s);
  return ace === null ? [] : [ace];
}
