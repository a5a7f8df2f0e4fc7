import type { Rank } from '../cards/atoms';
import { hasCard, popcount } from '../cards/cardSet';
import type { KernelContext } from './context';
import { followableCards } from './follow';
import { type GameState, seatOfPlay } from './state';
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
 * How many cards of group `g` (a plain suit, under the trick table in force) `seat` was
 * dealt: those it holds and those it has played.
 *
 * @typeParam X - the variant's own state
 * @typeParam O - the variant's options
 * @example
 * dealtOfGroup(ctx, state, holder, ctx.tables[state.trump].group[calledId]); // e.g. 4: may run away
 */
export function dealtOfGroup<X, O>(
  ctx: KernelContext<O>,
  s: GameState<X>,
  seat: number,
  g: number,
): number {
  const table = ctx.tables[s.trump];
  let n =
    popcount(s.hands[2 * seat] & table.groupLo[g]) +
    popcount(s.hands[2 * seat + 1] & table.groupHi[g]);
  for (let i = 0; i < s.history.length; i++) {
    const t = (i / ctx.active) | 0;
    if (
      table.group[s.history[i]] === g &&
      seatOfPlay(s as GameState, t, i - t * ctx.active) === seat
    )
      n++;
  }
  return n;
}

/**
 * Further duties around a called card (see {@link restrictCalledCard}); every one is off
 * by default.
 *
 * @typeParam X - the variant's own state (`GameState['x']`)
 *
 * @example
 * // Schafkopf's Sauspiel: running away with four, counted at the lead.
 * const sauspiel: CalledCardRule = { runAwayWith: 4 };
 */
export interface CalledCardRule<X = unknown> {
  /**
   * Running away: the holder, leading before the called suit is opened, may lead another
   * card of that suit when it holds at least this many plain cards of it, the called card
   * included (Schafkopf: 4). That lead opens the suit. Default: never.
   */
  readonly runAwayWith?: number;
  /** When those cards are counted: in hand at the lead (default), or as dealt. */
  readonly countAt?: 'lead' | 'dealt';
  /** The holder may throw the called card onto another suit's trick. Default: not before its suit is opened. */
  readonly throwOff?: boolean;
  /**
   * The seat that called (the declarer): when given, it may not throw its last plain card
   * of the called suit onto another suit's trick before that suit is opened, so that it
   * can still lead it. Default: no such duty.
   */
  readonly caller?: (s: GameState<X>) => number;
}

/**
 * A called card and its duties, as data for {@link defineCalledCard}.
 *
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @example
 * // Schafkopf's Sauspiel: the called ace's id is kept in the state.
 * const sauspiel: CalledCard<SchafkopfState> = { card: (s) => s.x.calledAce, runAwayWith: 4 };
 */
export interface CalledCard<X = unknown> extends CalledCardRule<X> {
  /** The called card's id, or -1 when no card is called in this deal. */
  readonly card: (s: GameState<X>) => number;
}

/**
 * The restriction on a called card, as a `restrictPlay` hook for `trickPhase`. Until the
 * called suit is opened (a trick led with a plain card of it, by anyone):
 * - in the first trick where another seat leads that suit, its holder must play it;
 * - the holder, leading that suit, must lead the called card itself, unless `rule`
 *   lets it run away with enough cards of the suit;
 * - the holder may not throw it onto a trick of another suit (nor onto trumps), unless
 *   it is the holder's only playable card (the last trick) or `rule.throwOff` allows it.
 *
 * Only the holder's own plays change (and with `rule.caller`, the caller's), so no other
 * seat can tell who holds it. `calledCard` gives the called card's id, or -1 when none
 * is called.
 *
 * @typeParam X - the variant's own state
 * @typeParam O - the variant's options
 *
 * @example
 * trickPhase({ restrictPlay: restrictCalledCard((s) => s.x.called) }); // Skatkopf
 * trickPhase({ restrictPlay: restrictCalledCard((s) => s.x.calledAce, { runAwayWith: 4 }) }); // Sauspiel
 */
export function restrictCalledCard<X, O>(
  calledCard: (s: GameState<X>) => number,
  rule: CalledCardRule<X> = {},
): (hook: PlayHookContext<X, O>) => string | null {
  /** How many plain cards of group `g` the seat holds now. */
  const inHand = (ctx: KernelContext<O>, s: GameState<X>, seat: number, g: number) => {
    const table = ctx.tables[s.trump];
    return (
      popcount(s.hands[2 * seat] & table.groupLo[g]) +
      popcount(s.hands[2 * seat + 1] & table.groupHi[g])
    );
  };
  /** How many plain cards of group `g` count for running away: in hand, or as dealt. */
  const forRunning = (ctx: KernelContext<O>, s: GameState<X>, seat: number, g: number) =>
    rule.countAt === 'dealt' ? dealtOfGroup(ctx, s, seat, g) : inHand(ctx, s, seat, g);
  /** Whether `card` is the only card `seat` may play to this trick. */
  const only = (ctx: KernelContext<O>, s: GameState<X>, seat: number, card: number) => {
    const [lo, hi] = followableCards(ctx as KernelContext<unknown>, s as GameState<unknown>, seat);
    return (card < 32 ? (lo & ~(1 << card)) | hi : lo | (hi & ~(1 << (card - 32)))) === 0;
  };
  return ({ ctx, s, seat, card }) => {
    const called = calledCard(s);
    if (called < 0) return null;
    const table = ctx.tables[s.trump];
    const g = table.group[called];
    const active = ctx.active;
    const done = s.winners.length;
    for (let t = 0; t < done; t++) if (table.group[s.history[t * active]] === g) return null;
    const start = done * active;
    const leading = s.history.length === start;
    const holds = hasCard(s.hands[2 * seat], s.hands[2 * seat + 1], called);
    if (!holds) {
      // The caller keeps a card of the called suit while it is not opened.
      if (rule.caller === undefined || rule.caller(s) !== seat || leading) return null;
      if (table.group[card] !== g || table.group[s.history[start]] === g) return null;
      return inHand(ctx, s, seat, g) === 1 && !only(ctx, s, seat, card)
        ? 'the caller keeps its last card of the called suit until that suit is led'
        : null;
    }
    // The card's name only for a refusal: a legal play allocates nothing.
    if (leading) {
      if (card === called || table.group[card] !== g) return null;
      const runAway = rule.runAwayWith;
      if (runAway !== undefined && forRunning(ctx, s, seat, g) >= runAway) return null;
      return `the first lead of the called suit must be the called card, the ${ctx.deck.nameOf(called)}`;
    }
    if (table.group[s.history[start]] === g) {
      return card === called
        ? null
        : `the called card, the ${ctx.deck.nameOf(called)}, must be played to the first trick of its suit`;
    }
    if (card !== called || rule.throwOff === true || only(ctx, s, seat, called)) return null;
    return `the called card, the ${ctx.deck.nameOf(called)}, may not be played to another suit's trick before its suit is led`;
  };
}

/**
 * A called card's rule as the trick phase takes it (see {@link defineCalledCard}): the
 * card, the restriction on plays, and its duties as numbers for the fused playout.
 *
 * @typeParam X - the variant's own state
 * @typeParam O - the variant's options
 *
 * @example
 * const called: CalledCardDuties<SchafkopfState, SchafkopfOptions> = defineCalledCard({ card: calledAceId, runAwayWith: 4 });
 */
export interface CalledCardDuties<X = unknown, O = unknown> {
  /** The called card's id, or -1 when no card is called in this deal. */
  readonly card: (s: GameState<X>) => number;
  /** The restriction on plays (as {@link restrictCalledCard} gives it). */
  readonly restrict: (hook: PlayHookContext<X, O>) => string | null;
  /**
   * Writes the duties into `out` for the fused playout, as numbers, so that the playout
   * calls no hook of the variant's: the called card's id (-1: none), the caller (-1: no
   * duty of the caller's), the cards of the called suit the holder must hold at a lead to
   * run away (33: never; 0: always, where they are counted as dealt and were enough), and
   * whether it may throw the card off (1).
   */
  duties(ctx: KernelContext<O>, s: GameState<X>, out: Int32Array): void;
}

/**
 * A called card and its duties for `trickPhase({ calledCard })`, from data (see
 * {@link CalledCard}): the same restriction as {@link restrictCalledCard}, which the
 * trick phase also keeps in its fused playout (a `restrictPlay` hook takes a game off that
 * fast path). `card` gives the called card's id, or -1 when none is called; it and
 * `caller` are read once per playout, so they must not change during trick play. Kept
 * apart from the trick phase, so that a game without a called card does not carry it.
 *
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @typeParam O - the variant's options
 * @example
 * import { defineCalledCard, trickPhase } from '@stich/core';
 *
 * // Schafkopf's Sauspiel: the called ace's id is kept in the state.
 * trickPhase({ calledCard: defineCalledCard({ card: (s) => s.x.calledAce, runAwayWith: 4 }) });
 */
export function defineCalledCard<X, O = unknown>(called: CalledCard<X>): CalledCardDuties<X, O> {
  return {
    card: called.card,
    restrict: restrictCalledCard<X, O>(called.card, called),
    duties(ctx, s, out) {
      const id = called.card(s);
      out[0] = id;
      if (id < 0) return;
      out[1] = called.caller?.(s) ?? -1;
      out[3] = called.throwOff === true ? 1 : 0;
      const runAway = called.runAwayWith;
      out[2] = runAway === undefined ? 33 : runAway;
      if (runAway === undefined || called.countAt !== 'dealt') return;
      // Counted as dealt: the cards of the suit the holder holds and has played, the same
      // at every lead.
      const holder = seatHolding(s, id);
      if (holder < 0) return;
      const n = dealtOfGroup(ctx, s, holder, ctx.tables[s.trump].group[id]);
      out[2] = n >= runAway ? 0 : 33;
    },
  };
}
