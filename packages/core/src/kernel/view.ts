import { popcount } from '../cards/cardSet';
import type { BaseAction } from './actions';
import { copyPlain } from './copyPlain';
import type { Rules } from './rules';
import { codesOf } from './rules';
import type { SeatView, VariantSpec } from './spec';
import { DONE, type GameState, seatOfPlay } from './state';

/** Builds a seat's view: its own hand, public play, and only what the rules reveal; every part a copy. */
export function buildView<O, X, R, A extends BaseAction, S, SR, V>(
  spec: VariantSpec<O, X, R, A, S, SR, V>,
  rules: Rules<O, X, R, A, V>,
  s: GameState<X>,
  seat: number,
): SeatView<A, V> {
  const { ctx } = rules;
  const done = s.phase === DONE;
  const hook = { ctx, s, viewer: seat };
  const hand = (owner: number) => codesOf(ctx as never, s.hands[2 * owner], s.hands[2 * owner + 1]);
  const handSizes: number[] = [];
  const openHands: (string[] | null)[] = [];
  for (let owner = 0; owner < s.seats; owner++) {
    handSizes.push(popcount(s.hands[2 * owner]) + popcount(s.hands[2 * owner + 1]));
    const open = owner !== seat && (spec.revealHand?.({ ...hook, owner }) ?? false);
    openHands.push(open ? hand(owner) : null);
  }
  const skatOpen = spec.revealSkat ? spec.revealSkat(hook) : done;
  const tricks = s.winners.map((winner, t) => {
    const leader = seatOfPlay(s as GameState, t, 0);
    const cards = s.history
      .slice(t * ctx.active, (t + 1) * ctx.active)
      .map((id, i) => ({ seat: seatOfPlay(s as GameState, t, i), card: ctx.deck.codes[id] }));
    return { leader, cards, winner };
  });
  const t = s.winners.length;
  const trick = s.history
    .slice(t * ctx.active)
    .map((id, i) => ({ seat: seatOfPlay(s as GameState, t, i), card: ctx.deck.codes[id] }));
  const steps = spec.doubling?.steps ?? [];
  return {
    variant: spec.id,
    seat,
    phase: s.phase,
    dealer: s.dealer,
    trumpMode: ctx.trumpModes[s.trump],
    turn: done ? null : s.turn,
    hand: hand(seat),
    handSizes,
    openHands,
    skat: skatOpen ? codesOf(ctx as never, s.skat[0], s.skat[1]) : null,
    skatSize: popcount(s.skat[0]) + popcount(s.skat[1]),
    trick,
    tricks,
    tricksWon: s.tricks.slice(),
    doublings: s.doublers.map((who, i) => ({ seat: who, name: steps[i] ?? `double ${i + 1}` })),
    ...(ctx.sides === null ? {} : { sides: ctx.sides.knownTo(s, seat) }),
    legalActions: rules.legalActions(s, seat),
    terminal: done,
    extra: spec.viewExtra ? fresh(spec, spec.viewExtra(hook)) : (undefined as V),
  };
}

/**
 * A variant's view extra to hand out: a deep copy, unless the variant makes it afresh
 * every time (`VariantSpec.viewExtraFresh`).
 *
 * @example
 * const extra = fresh(spec, spec.viewExtra!(hook));
 */
export function fresh<V>(spec: { readonly viewExtraFresh?: boolean }, extra: V): V {
  return spec.viewExtraFresh === true ? extra : copyPlain(extra);
}
