import type { CardCode } from '../cards/atoms';
import type { StichError } from '../errors/errors';
import type { BaseAction } from '../kernel/actions';
import { copyPlain } from '../kernel/copyPlain';
import type { Rules } from '../kernel/rules';
import { DONE, seatOfPlay } from '../kernel/state';
import type { DealContext } from '../machine/dealTypes';

/**
 * What a game tells its subscribers, in this order for one action: `action`, then
 * `trick` if it completed one, `phase` if the phase changed, `dealOver` if the deal
 * ended. A refused action gives one `rejected` (its `action` is `null` when the input could
 * not be read as an action). Every event holds copies, never the game's own objects.
 *
 * @typeParam A - the variant's actions
 * @typeParam R - the deal's outcome (what the variant's `score` returns)
 * @example
 * game.subscribe((e) => { if (e.type === 'trick') console.log(`seat ${e.winner} takes trick ${e.index + 1}`) });
 */
export type GameEvent<A extends BaseAction = BaseAction, R = unknown> =
  | { readonly type: 'action'; readonly index: number; readonly action: A }
  | {
      readonly type: 'trick';
      readonly index: number;
      readonly leader: number;
      readonly cards: readonly { readonly seat: number; readonly card: CardCode }[];
      readonly winner: number;
    }
  | { readonly type: 'phase'; readonly from: string; readonly to: string }
  | { readonly type: 'dealOver'; readonly outcome: R }
  | { readonly type: 'rejected'; readonly action: unknown; readonly error: StichError };

/**
 * The events between two contexts of a deal machine, in order.
 *
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @typeParam R - the deal's outcome (what the variant's `score` returns)
 * @typeParam A - the variant's actions
 * @example
 * dealEvents(rules, before, actor.getSnapshot().context); // [{ type: 'action', index: 0, ... }]
 */
export function dealEvents<X, R, A extends BaseAction>(
  rules: Pick<Rules<unknown, X, R, A>, 'ctx' | 'outcome'>,
  prev: DealContext<X, A>,
  next: DealContext<X, A>,
): GameEvent<A, R>[] {
  const out: GameEvent<A, R>[] = [];
  if (next.error !== null && (next.error !== prev.error || next.rejected !== prev.rejected)) {
    out.push({ type: 'rejected', action: copyPlain(next.rejected), error: next.error });
  }
  for (let i = prev.actions.length; i < next.actions.length; i++) {
    out.push({ type: 'action', index: i, action: copyPlain(next.actions[i]) });
  }
  const { active, deck } = rules.ctx;
  const s = next.game;
  for (let t = prev.game.winners.length; t < s.winners.length; t++) {
    const cards = [];
    for (let i = 0; i < active; i++)
      cards.push({ seat: seatOfPlay(s, t, i), card: deck.codes[s.history[t * active + i]] });
    out.push({ type: 'trick', index: t, leader: cards[0].seat, cards, winner: s.winners[t] });
  }
  if (s.phase !== prev.game.phase) {
    out.push({ type: 'phase', from: prev.game.phase, to: s.phase });
    if (s.phase === DONE) out.push({ type: 'dealOver', outcome: copyPlain(rules.outcome(s) as R) });
  }
  return out;
}

/**
 * Calls `emit` with the events of every update of a deal actor (sent through a facade or
 * straight to the actor). Returns the unsubscribe function.
 *
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @typeParam R - the deal's outcome (what the variant's `score` returns)
 * @typeParam A - the variant's actions
 * @example
 * const stop = observeDeal(rules, game.actor, (e) => log.push(e));
 */
export function observeDeal<X, R, A extends BaseAction>(
  rules: Pick<Rules<unknown, X, R, A>, 'ctx' | 'outcome'>,
  actor: {
    getSnapshot(): { readonly context: DealContext<X, A> };
    subscribe(next: (snapshot: { readonly context: DealContext<X, A> }) => void): {
      unsubscribe(): void;
    };
  },
  emit: (event: GameEvent<A, R>) => void,
): () => void {
  let prev = actor.getSnapshot().context;
  const sub = actor.subscribe((snapshot) => {
    const next = snapshot.context;
    if (next === prev) return;
    const events = dealEvents(rules, prev, next);
    prev = next;
    for (const e of events) emit(e);
  });
  return () => sub.unsubscribe();
}
