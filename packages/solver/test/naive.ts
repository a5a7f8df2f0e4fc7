import type { BaseAction, GameState } from '@stich/core';
import { unwrap } from '@stich/core';
import type { Rules } from '@stich/core/kernel';
import type { SolveQuery } from '../src/index';

// biome-ignore lint/suspicious/noExplicitAny: the reference reads only the trick-play part of any variant's state
type AnyRules = Rules<any, any, any, any, any>;

/** The side's total as the query counts it, read off a position (at the end: its value). */
export function sideTotal(rules: AnyRules, s: GameState, q: SolveQuery): number {
  const { ctx } = rules;
  let sum = q.extra ?? 0;
  for (const seat of q.side) {
    sum +=
      q.count === 'tricks'
        ? s.tricks[seat]
        : ctx.deck.pointsOf(s.won[2 * seat], s.won[2 * seat + 1]);
  }
  const last = s.winners.length === ctx.tricksPerDeal ? s.winners[s.winners.length - 1] : -1;
  if (last >= 0 && q.side.includes(last)) sum += q.lastTrick ?? 0;
  return sum;
}

/** The card plays of the seat to act, through the pure API. */
export function plays(rules: AnyRules, s: GameState): BaseAction[] {
  return rules.legalActions(s).filter((a: BaseAction) => a.type === 'play');
}

/**
 * The reference: plain minimax over `legalActions` / `applyAction`, no pruning, no
 * table, no merging. The side's seats maximise (or minimise) the side's total; every
 * other seat does the opposite. Counts the positions it visits in `count.nodes`.
 */
export function naiveValue(
  rules: AnyRules,
  s: GameState,
  q: SolveQuery,
  count = { nodes: 0 },
): number {
  count.nodes++;
  if (s.phase !== 'play') return sideTotal(rules, s, q);
  const maximise = q.side.includes(s.turn) === ((q.objective ?? 'max') === 'max');
  let best = maximise ? -Infinity : Infinity;
  for (const action of plays(rules, s)) {
    const v = naiveValue(rules, unwrap(rules.applyAction(s, action)), q, count);
    best = maximise ? Math.max(best, v) : Math.min(best, v);
  }
  return best;
}

/** The value after each card play of the seat to act, by card code. */
export function naiveMoveValues(
  rules: AnyRules,
  s: GameState,
  q: SolveQuery,
  count = { nodes: 0 },
): Map<string, number> {
  const out = new Map<string, number>();
  for (const action of plays(rules, s)) {
    const card = (action as BaseAction & { card: string }).card;
    out.set(card, naiveValue(rules, unwrap(rules.applyAction(s, action)), q, count));
  }
  return out;
}
