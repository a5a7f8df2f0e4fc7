import type { BaseAction, CardCode } from '@stich/core';
import { maxBy } from './followChoice';
import { handRisk } from './handRisk';
import type { BotTurn } from './pointAvoidingBot';

/**
 * Hands whose {@link handRisk} is at most this push the skat on unseen in Schieberamsch:
 * they expect to take few points, so doubling the deal hurts the others more. About one
 * dealt hand in twelve; tuned over Schieberamsch deals of rules bots (pushing at this
 * level costs the pusher under a point per deal and the others about three).
 *
 * @example
 * const push = handRisk(facts, table, view.hand) <= PUSH_RISK;
 */
export const PUSH_RISK = 35;

/**
 * What a void in a plain suit is worth when laying back cards, in {@link handRisk}'s
 * units: a void lets the player shed its points whenever the suit is led. Tuned over
 * Schieberamsch deals of rules bots (25 points lost per deal at 45 against 33 without).
 *
 * @example
 * const cost = handRisk(facts, table, rest) + VOID_VALUE * suitsHeld;
 */
export const VOID_VALUE = 45;

/**
 * A discard action: an action that lays cards back into the skat.
 *
 * @example
 * const discard: Discard<RamschAction> = { type: 'discard', seat: 0, cards: ['HA', 'ST'] };
 */
export type Discard<A> = A & { readonly cards: readonly CardCode[] };

/**
 * The two cards to lay back after taking up the skat: among the legal discards (so never
 * a jack where the rules refuse it), the pair that leaves the hand of least
 * {@link handRisk}, counting each plain suit still held at {@link VOID_VALUE}; on a tie,
 * the pair with more points. That sheds high cards of short suits, making voids.
 *
 * @example
 * discardChoice(turn, discards).cards; // e.g. ['SA', 'ST']
 */
export function discardChoice<A extends BaseAction>(
  turn: BotTurn<A>,
  discards: readonly Discard<A>[],
): Discard<A> {
  const { view, facts, table } = turn;
  return maxBy(discards, (d) => {
    const rest = view.hand.filter((code) => !d.cards.includes(code));
    const points = d.cards.reduce((sum, code) => sum + facts.points(code), 0);
    const suits = new Set(rest.map((code) => table.group[facts.id(code)]));
    suits.delete(table.trumpGroup);
    return -(handRisk(facts, table, rest) + VOID_VALUE * suits.size) * 100 + points;
  });
}

/**
 * A sensible choice in Schieberamsch's passing of the skat: push it on with a hand of
 * {@link handRisk} at most `pushRisk`, else take it up; once taken up, lay back the
 * {@link discardChoice}. `undefined` when the seat has no such action to take.
 *
 * @example
 * skatPassChoice(turn); // { type: 'pushSkat', seat: 1 } for a hand of low cards
 */
export function skatPassChoice<A extends BaseAction>(
  turn: BotTurn<A>,
  pushRisk: number = PUSH_RISK,
): A | undefined {
  const { view, facts, table } = turn;
  const legal = view.legalActions;
  const push = legal.find((a) => a.type === 'pushSkat');
  const pickUp = legal.find((a) => a.type === 'pickUpSkat');
  if (push !== undefined && pickUp !== undefined)
    return handRisk(facts, table, view.hand) <= pushRisk ? push : pickUp;
  const discards = legal.filter(
    (a): a is Discard<A> => a.type === 'discard' && 'cards' in a && Array.isArray(a.cards),
  );
  return discards.length > 0 ? discardChoice(turn, discards) : (push ?? pickUp);
}
