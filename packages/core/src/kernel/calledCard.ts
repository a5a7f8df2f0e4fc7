import type { Rank } from '../cards/atoms';
import { hasCard } from '../cards/cardSet';
import type { KernelContext } from './context';
import { followableCards } from './follow';
import type { GameState } from './state';
import type { PlayHookContext } from './trickPhase';

/**
 * The called partner ("Rufspiel"), as pieces: which cards a declarer may call, who holds
 * the called card, and the restriction on playing it. The holder of the called card is
 * the declarer's partner and is known only to itself until the card is played; these
 * pieces keep it so (the restriction changes only the holder's own legal plays).
 */

/**
 * One step of a calling rule. Steps are tried in order; the first that offers any card
 * gives the cards that may be called. "Plain" means not a trump under the trick table
 * in force; "lacked" means not among the caller's cards (`had`).
 * - `lacked`: the plain card of `rank` in each suit where the caller lacks it, and (with
 *   `holdingSuit`) holds a plain card of that suit in hand.
 * - `lowestLacked`: in each plain suit whose `whereHeld` card the caller has, the lowest
 *   plain card of that suit the caller lacks.
 *
 * @example
 * // Skatkopf: a lacked ace of a suit one holds; else the lowest lacked card of a suit
 * // whose ace one has; else any lacked ace.
 * const steps: CallStep[] = [
 *   { kind: 'lacked', rank: 'A', holdingSuit: true },
 *   { kind: 'lowestLacked', whereHeld: 'A' },
 *   { kind: 'lacked', rank: 'A', holdingSuit: false },
 * ];
 */
export type CallStep =
  | { readonly kind: 'lacked'; readonly rank: Rank; readonly holdingSuit: boolean }
  | { readonly kind: 'lowestLacked'; readonly whereHeld: Rank };

/**
 * The card ids `seat` may call, ascending, by the first of `steps` that offers any.
 * `had` (two words) are the cards the caller counts as its own, by default its hand; a
 * declarer who took up the skat and discarded also has its discards.
 *
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @typeParam O - the variant's options
 * @example
 * callableCards(ctx, state, declarer, steps); // e.g. [ids of SA and HA]
 * callableCards(ctx, state, declarer, steps, [hand0 | skat0, hand1 | skat1]);
 */
export function callableCards<X, O>(
  ctx: KernelContext<O>,
  s: GameState<X>,
  seat: number,
  steps: readonly CallStep[],
  had: readonly [number, number] = [s.hands[2 * seat], s.hands[2 * seat + 1]],
): number[] {
  const table = ctx.tables[s.trump];
  const { deck } = ctx;
  const suits = deck.spec.suits;
  const handLo = s.hands[2 * seat];
  const handHi = s.hands[2 * seat + 1];
  const plainOf = (suit: number, rank: Rank): number => {
    if (!deck.spec.ranks.includes(rank)) return -1;
    const id = deck.cardId(suits[suit], rank);
    return table.group[id] === suit ? id : -1;
  };
  for (const step of steps) {
    const out: number[] = [];
    for (let g = 0; g < suits.length; g++) {
      if (step.kind === 'lacked') {
        const id = plainOf(g, step.rank);
        if (id < 0 || hasCard(had[0], had[1], id)) continue;
        if (step.holdingSuit && ((handLo & table.groupLo[g]) | (handHi & table.groupHi[g])) === 0)
          continue;
        out.push(id);
        continue;
      }
      const key = plainOf(g, step.whereHeld);
      if (key < 0 || !hasCard(had[0], had[1], key)) continue;
      let lowest = -1;
      for (let id = 0; id < deck.size; id++) {
        if (table.group[id] !== g || hasCard(had[0], had[1], id)) continue;
        if (lowest < 0 || table.power[id] < table.power[lowest]) lowest = id;
      }
      if (lowest >= 0) out.push(lowest);
    }
    if (out.length > 0) return out.sort((a, b) => a - b);
  }
  return [];
}

/**
 * The seat whose hand holds card `id`, or -1 (it lies in the skat or has been played).
 *
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @example
 * seatHolding(state, calledId); // the partner, or -1: the declarer plays alone
 */
export function seatHolding<X>(s: GameState<X>, id: number): number {
  for (let seat = 0; seat < s.seats; seat++)
    if (hasCard(s.hands[2 * seat], s.hands[2 * seat + 1], id)) return seat;
  return -1;
}

/**
 * The restriction on a called card, as a `restrictPlay` hook for `trickPhase`: in the
 * first trick where the called card's suit is led, its holder must play it (and lead it,
 * if the holder leads that suit); before that it may not be thrown onto a trick of
 * another suit (nor onto trumps), unless it is the holder's only playable card. Only the
 * holder's own plays change, so no other seat can tell who holds it.
 * `calledCard` gives the called card's id, or -1 when none is called.
 *
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @typeParam O - the variant's options
 * @example
 * trickPhase({ restrictPlay: restrictCalledCard((s) => s.x.called) });
 */
export function restrictCalledCard<X, O>(
  calledCard: (s: GameState<X>) => number,
): (hook: PlayHookContext<X, O>) => string | null {
  return ({ ctx, s, seat, card }) => {
    const called = calledCard(s);
    if (called < 0 || !hasCard(s.hands[2 * seat], s.hands[2 * seat + 1], called)) return null;
    const table = ctx.tables[s.trump];
    const g = table.group[called];
    const active = ctx.active;
    const done = s.winners.length;
    for (let t = 0; t < done; t++) if (table.group[s.history[t * active]] === g) return null;
    const name = ctx.deck.nameOf(called);
    const start = done * active;
    if (s.history.length === start) {
      return card !== called && table.group[card] === g
        ? `the first lead of the called suit must be the called card, the ${name}`
        : null;
    }
    if (table.group[s.history[start]] === g) {
      return card === called
        ? null
        : `the called card, the ${name}, must be played to the first trick of its suit`;
    }
    if (card !== called) return null;
    const [lo, hi] = followableCards(ctx as KernelContext<unknown>, s as GameState<unknown>, seat);
    const others = called < 32 ? (lo & ~(1 << called)) | hi : lo | (hi & ~(1 << (called - 32)));
    return others === 0
      ? null
      : `the called card, the ${name}, may not be played to another suit's trick before its suit is led`;
  };
}
