import type { BaseAction, GameState } from '@stich/core';
import { MAX_ACTIONS } from '@stich/core/kernel';
import type { PimcRules } from './pimcRules';
import type { SampledDeal } from './sampleDeal';
import type { SeatKnowledge } from './seatKnowledge';

/** The legal codes of the seat to act, written by `playCode`. */
const legal = new Int32Array(MAX_ACTIONS);

/**
 * The code of a card play by the seat to act when it is legal, else -1: the card's id
 * (the kernel's code for a card play) held by the seat, the first of the deck's ids for
 * its code as the rules' own check takes it, found among the legal codes. Cheaper than
 * `rules.check`, which reads the action as untrusted input first: the bot replays every
 * card of the view in each deal it samples.
 */
function playCode(rules: PimcRules, s: GameState, action: BaseAction): number {
  if (action.type !== 'play' || rules.toAct(s) !== action.seat) return -1;
  const ids = rules.ctx.deck.idsOf((action as BaseAction & { card: string }).card);
  if (ids === undefined) return -1;
  const word = 2 * action.seat;
  const id = ids.find((c) => (s.hands[word + (c >>> 5)] & (1 << (c & 31))) !== 0);
  if (id === undefined) return -1;
  const n = rules.legalCodes(s, legal);
  for (let i = 0; i < n; i++) if (legal[i] === id) return id;
  return -1;
}

/**
 * Applies public actions to a state in place, each checked by the rules first (a legal
 * card play found among the legal codes, anything else by `rules.check`), each for its
 * own seat, which may act out of turn (a Re in answer to a Kontra). Returns `false` at
 * the first action the rules refuse (the state is then half replayed).
 *
 * @example
 * replay(rules, state, [{ type: 'pass', seat: 1 }, { type: 'pass', seat: 2 }]); // true
 */
export function replay(rules: PimcRules, s: GameState, actions: readonly BaseAction[]): boolean {
  for (const action of actions) {
    const played = playCode(rules, s, action);
    if (played >= 0) {
      rules.applyCode(s, played);
      continue;
    }
    const code = rules.check(s, action);
    if (!code.ok) return false;
    rules.applyFor(s, action.seat, code.value);
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
  let offered = viewPlays.get(view.legalActions);
  if (offered === undefined) {
    offered = playList(view.legalActions);
    viewPlays.set(view.legalActions, offered);
  }
  return playList(rules.legalActions(s, view.seat)) === offered;
}

/** The card plays among `actions`, sorted and joined. */
function playList(actions: readonly BaseAction[]): string {
  return actions
    .filter((a) => a.type === 'play')
    .map((a) => (a as unknown as { card: string }).card)
    .sort()
    .join();
}

/** A view's card plays (see `playList`), found once per view: every sampled deal compares with them. */
const viewPlays = new WeakMap<readonly BaseAction[], string>();
