import type { CardCode } from '../cards/atoms';
import type { BaseAction } from '../kernel/actions';
import { codesOf, type Rules } from '../kernel/rules';
import type { SeatView } from '../kernel/spec';
import type { GameState } from '../kernel/state';
import type { Variant } from '../variant/defineVariant';

/**
 * Checks one seat's view against the state: its own hand exactly; other hands only where
 * the variant's `revealHand` opens them; the skat only where `revealSkat` shows it (by
 * default once the deal is over); and no card code anywhere in the view (the variant's
 * extra part and the legal actions included) that the seat may not know: its hand, the
 * cards played, what is revealed, and the variant's `publicCards` (cards turned up or
 * named). Returns `null`, or what leaked.
 *
 * @typeParam O - the variant's options
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @typeParam R - the deal's outcome (what the variant's `score` returns)
 * @typeParam A - the variant's actions
 * @typeParam V - the extra a seat's view carries (what `viewExtra` returns; `undefined` without it)
 * @example
 * viewLeak(variant, rules, state, 2, game.view(2)); // null
 */
export function viewLeak<O, X, R, A extends BaseAction, V>(
  variant: Variant<O, X, R, A>,
  rules: Rules<O, X, R, A, V>,
  s: GameState<X>,
  seat: number,
  view: SeatView<A, V>,
): string | null {
  const ctx = rules.ctx;
  const handOf = (owner: number) =>
    codesOf(ctx as never, s.hands[2 * owner], s.hands[2 * owner + 1]);
  const own = handOf(seat);
  if (!sameCards(view.hand, own))
    return `seat ${seat} sees ${JSON.stringify(view.hand)} as its hand, it holds ${JSON.stringify(own)}`;
  const allowed = new Set<CardCode>(own);
  for (const id of s.history) allowed.add(ctx.deck.codes[id]);
  const hook = { ctx, s, viewer: seat };
  for (const code of variant.publicCards?.(hook) ?? []) allowed.add(code);
  for (let owner = 0; owner < s.seats; owner++) {
    if (owner === seat) continue;
    const hand = handOf(owner);
    if (view.handSizes?.[owner] !== hand.length)
      return `hand size of seat ${owner} is wrong in seat ${seat}'s view`;
    const open = variant.revealHand?.({ ...hook, owner }) ?? false;
    const shown = view.openHands?.[owner] ?? null;
    if (!open && shown !== null)
      return `seat ${seat} sees seat ${owner}'s hand, which is not revealed`;
    if (open && (shown === null || !sameCards(shown, hand)))
      return `seat ${owner}'s revealed hand is wrong in seat ${seat}'s view`;
    if (open) for (const c of hand) allowed.add(c);
  }
  const skat = codesOf(ctx as never, s.skat[0], s.skat[1]);
  const skatOpen = variant.revealSkat ? variant.revealSkat(hook) : rules.isTerminal(s);
  if (!skatOpen && view.skat !== null && view.skat.length > 0)
    return `seat ${seat} sees the skat, which is not revealed`;
  if (skatOpen) for (const c of skat) allowed.add(c);
  const cards = new Set<CardCode>(ctx.deck.codes);
  let leak: string | null = null;
  const walk = (value: unknown): void => {
    if (leak !== null) return;
    if (typeof value === 'string') {
      if (cards.has(value) && !allowed.has(value))
        leak = `seat ${seat}'s view shows ${value}, which it may not know`;
    } else if (Array.isArray(value)) {
      for (const item of value) walk(item);
    } else if (value !== null && typeof value === 'object') {
      for (const key in value) walk((value as Record<string, unknown>)[key]);
    }
  };
  walk(view);
  return leak;
}

function sameCards(a: readonly CardCode[], b: readonly CardCode[]): boolean {
  if (a.length !== b.length) return false;
  const x = [...a].sort();
  const y = [...b].sort();
  return x.every((c, i) => c === y[i]);
}
