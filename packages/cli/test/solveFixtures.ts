import { type BaseAction, type GameState, Rng, unwrap, type Variant } from '@stich/core';
import type { Rules } from '@stich/core/kernel';

// biome-ignore lint/suspicious/noExplicitAny: the fixtures serve every variant's kernel
export type AnyRules = Rules<any, any, any, any, any>;

/** Picks an action before the card play (bidding, declaring ...) from the legal ones. */
export type Chooser = (legal: BaseAction[], state: GameState) => BaseAction;

/** Passes where it may, else takes the first legal action (Skatkopf: forehand's forced Partner). */
export const passFirst: Chooser = (legal) => legal.find((a) => a.type === 'pass') ?? legal[0];

/**
 * Skat with dealer 2: seats 1 and 2 pass, forehand (seat 0) bids 18, takes up the skat,
 * lays back the first two cards the rules list, and declares `game`.
 */
export const skatDeclares =
  (game: string): Chooser =>
  (legal) =>
    legal.find((a) => a.type === 'pass' && a.seat !== 0) ??
    legal.find((a) => a.type === 'bid') ??
    legal.find((a) => a.type === 'pickUpSkat') ??
    legal.find((a) => a.type === 'discard') ??
    legal.find((a) => a.type === 'declare' && (a as { game?: string }).game === game) ??
    legal[0];

/** A deal record and the kernel and state it ends in. */
export interface Made {
  readonly record: {
    variant: string;
    options?: object;
    dealer: number;
    seed: number;
    actions: BaseAction[];
  };
  readonly rules: AnyRules;
  readonly state: GameState;
}

/**
 * A seeded deal through the pure kernel (no bots, so the positions stay put when the bots
 * change): `choose` before the card play, then random card plays until `left` cards are
 * left to play (or the deal ends), under `options` (default: the variant's defaults).
 */
export function makeDeal(
  variant: Variant,
  seed: number,
  dealer: number,
  choose: Chooser,
  left = 0,
  options?: object,
): Made {
  const rules = unwrap(variant.rulesFor(options ?? {})) as AnyRules;
  const rng = new Rng(seed);
  const total = rules.ctx.tricksPerDeal * rules.ctx.active;
  let state: GameState = rules.deal({ dealer, seed });
  const actions: BaseAction[] = [];
  while (!rules.isTerminal(state)) {
    const legal = rules.legalActions(state) as BaseAction[];
    let action: BaseAction;
    if (state.phase === 'play') {
      if (total - state.history.length <= left) break;
      const plays = legal.filter((a) => a.type === 'play');
      action = plays[rng.below(plays.length)];
    } else action = choose(legal, state);
    actions.push(action);
    state = unwrap(rules.applyAction(state, action));
  }
  const record = { variant: variant.id, ...(options ? { options } : {}), dealer, seed, actions };
  return { record, rules, state };
}

/** What a side has at the end of a line: its points (or tricks), `extra`, and `lastTrick` if it took the last trick. */
export interface Ask {
  readonly side: readonly number[];
  readonly objective: 'min' | 'max';
  readonly count: 'points' | 'tricks';
  readonly extra: number;
  readonly lastTrick: number;
}

function banked(rules: AnyRules, s: GameState, q: Ask): number {
  const { ctx } = rules;
  let sum = q.extra;
  for (const seat of q.side)
    sum +=
      q.count === 'tricks'
        ? s.tricks[seat]
        : ctx.deck.pointsOf(s.won[2 * seat], s.won[2 * seat + 1]);
  const last = s.winners[ctx.tricksPerDeal - 1];
  return last !== undefined && q.side.includes(last) ? sum + q.lastTrick : sum;
}

/**
 * The reference: plain minimax over every legal card play to the end, no pruning and no
 * tables (only for a few cards left). Returns the value and each first card's value.
 */
export function minimax(
  rules: AnyRules,
  s: GameState,
  q: Ask,
): { value: number; cards: Map<string, number> } {
  const cards = new Map<string, number>();
  const value = (state: GameState): number => {
    if (state.phase !== 'play') return banked(rules, state, q);
    const plays = (rules.legalActions(state) as (BaseAction & { card: string })[]).filter(
      (a) => a.type === 'play',
    );
    const values = plays.map((a) => value(unwrap(rules.applyAction(state, a))));
    const up = q.side.includes(state.turn) === (q.objective === 'max');
    return up ? Math.max(...values) : Math.min(...values);
  };
  if (s.phase !== 'play') return { value: banked(rules, s, q), cards };
  for (const a of rules.legalActions(s) as (BaseAction & { card: string })[]) {
    if (a.type === 'play') cards.set(a.card, value(unwrap(rules.applyAction(s, a))));
  }
  const values = [...cards.values()];
  const up = q.side.includes(s.turn) === (q.objective === 'max');
  return { value: up ? Math.max(...values) : Math.min(...values), cards };
}

/** The cards whose value is the best one. */
export function bestOf(result: { value: number; cards: Map<string, number> }): string[] {
  return [...result.cards]
    .filter(([, v]) => v === result.value)
    .map(([c]) => c)
    .sort();
}
