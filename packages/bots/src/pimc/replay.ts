import type { BaseAction, GameState } from '@stich/core';
import type { PimcRules } from './pimcRules';
import type { SampledDeal } from './sampleDeal';
import type { SeatKnowledge } from './seatKnowledge';

/**
 * Applies public actions to a state in place, each checked by the rules first. Returns
 * `false` at the first action the rules refuse (the state is then half replayed).
 *
 * @example
 * replay(rules, state, [{ type: 'pass', seat: 1 }, { type: 'pass', seat: 2 }]); // true
 */
export function replay(rules: PimcRules, s: GameState, actions: readonly BaseAction[]): boolean {
  for (const action of actions) {
    const code = rules.check(s, action);
    if (!code.ok) return false;
    rules.applyCode(s, code.value);
  }
  return true;
}

/**
 * The hands as dealt, if every card a seat played came from its hand: what it holds now
 * in the sampled deal plus what it played.
 *
 * @example
 * dealtHands(knowledge, deal)[1].length; // 10 in Skat
 */
export function dealtHands(k: SeatKnowledge, deal: SampledDeal): number[][] {
  const hands = deal.hands.map((h) => h.slice());
  for (const { seat, id } of k.played) hands[seat].push(id);
  return hands;
}

/**
 * The card plays of the view, in order, as actions.
 *
 * @example
 * cardPlays(view)[0]; // { type: 'play', seat: 1, card: 'CJ' }
 */
export function cardPlays(
  rules: PimcRules,
  k: SeatKnowledge,
): { type: 'play'; seat: number; card: string }[] {
  return k.played.map(({ seat, id }) => ({ type: 'play', seat, card: rules.ctx.deck.codes[id] }));
}

/**
 * Whether a rebuilt state offers the seat the same card plays as its view does.
 *
 * @example
 * samePlays(rules, rebuilt, view); // true for a faithful rebuild
 */
export function samePlays(
  rules: PimcRules,
  s: GameState,
  view: { readonly seat: number; readonly legalActions: readonly BaseAction[] },
): boolean {
  const cards = (actions: readonly BaseAction[]) =>
    actions
      .filter((a) => a.type === 'play')
      .map((a) => (a as unknown as { card: string }).card)
      .sort()
      .join();
  return cards(rules.legalActions(s, view.seat)) === cards(view.legalActions);
}
