import type { CardCode, GameState } from '@stich/core';
import { setOf } from '@stich/core/kernel';

/** A hand-made position late in the play of a deal. */
export interface Endgame {
  /** Cards still in each seat's hand (seats sitting out: none). */
  readonly hands: readonly (readonly CardCode[])[];
  /** Cards already in the current trick, in the order played from `leader`. */
  readonly trick?: readonly CardCode[];
  readonly leader: number;
  /** Tricks already played; their cards are every card not in a hand, the trick or the skat. */
  readonly tricksDone: number;
  /** Who won the finished tricks (all of them, for simplicity). */
  readonly wonBy: number;
  /** The skat, for variants with one (default: the template's). */
  readonly skat?: readonly CardCode[];
}

/**
 * Rewrites a state in trick play (any deal of the right variant and contract) into a
 * hand-made endgame: the hands, the current trick, and finished tricks all won by one seat.
 */
export function endgame<S extends GameState>(
  template: S,
  codes: readonly CardCode[],
  e: Endgame,
): S {
  const id = (c: CardCode) => {
    const i = codes.indexOf(c);
    if (i < 0) throw new Error(`no card ${c}`);
    return i;
  };
  const s = structuredClone(template);
  const active = s.next.filter((n) => n >= 0).length;
  const trick = (e.trick ?? []).map(id);
  const held = e.hands.flat().map(id);
  if (e.skat !== undefined) s.skat = setOf(e.skat.map(id));
  const skat = codes.map((_, i) => i).filter((i) => (s.skat[i >>> 5] & (1 << (i & 31))) !== 0);
  const gone = codes
    .map((_, i) => i)
    .filter((i) => !held.includes(i) && !trick.includes(i) && !skat.includes(i));
  if (gone.length !== e.tricksDone * active) {
    throw new Error(`${gone.length} cards are gone, not ${e.tricksDone} tricks of ${active}`);
  }
  s.hands = s.hands.map(() => 0);
  e.hands.forEach((hand, seat) => {
    const [lo, hi] = setOf(hand.map(id));
    s.hands[2 * seat] = lo;
    s.hands[2 * seat + 1] = hi;
  });
  s.won = s.won.map(() => 0);
  const [lo, hi] = setOf(gone);
  s.won[2 * e.wonBy] = lo;
  s.won[2 * e.wonBy + 1] = hi;
  s.tricks = s.tricks.map((_, seat) => (seat === e.wonBy ? e.tricksDone : 0));
  s.winners = new Array(e.tricksDone).fill(e.wonBy);
  s.history = [...gone, ...trick];
  s.leader = e.leader;
  let turn = e.leader;
  for (let i = 0; i < trick.length; i++) turn = s.next[turn];
  s.turn = turn;
  return s;
}
