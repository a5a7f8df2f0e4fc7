import { cardPlays, dealtHands, replay } from '@stich/bots';
import type { GameState, SeatView } from '@stich/core';
import { inPhase, seatsOf } from '@stich/core/kernel';
import type { PimcAdapter, PimcGoal, PimcRules, SeatKnowledge } from '@stich/core/plugin';
import {
  declareFields,
  isTout,
  type SchafkopfAction,
  type SchafkopfState,
  type SchafkopfVariantOptions,
  type SchafkopfView,
} from '../index';
import { schafkopfBot } from './schafkopfBot';

/** Schafkopf's rules as the sampling bot sees them. */
type SchafkopfRules = PimcRules<
  SchafkopfVariantOptions,
  SchafkopfState,
  SchafkopfAction,
  SchafkopfView
>;

/** A seat's view of a Schafkopf deal. */
type SchafkopfSeatView = SeatView<SchafkopfAction, SchafkopfView>;

/** Seats that may say a word in the doubling round before it settles (a bound, not a rule). */
const MOST_DOUBLING_TURNS = 64;

/**
 * Where the unseen called ace may lie, from the view: never with the declarer (who
 * called an ace it lacks) nor with a seat its `sides` put among the opponents; with the
 * partner once `sides` name it; and never with a seat that played another card to the
 * first trick led in the called suit (its holder had to play it there, 4.2). The leader
 * of that trick may still hold it: the holder may run away with four of the suit.
 */
function restrictAce(rules: SchafkopfRules, view: SchafkopfSeatView, k: SeatKnowledge): void {
  const x = view.extra;
  if (x.calledAce === null || x.declarer === null) return;
  const { deck } = rules.ctx;
  const at = k.unseen.findIndex((id) => deck.codes[id] === x.calledAce);
  if (at < 0) return;
  const sides = view.sides ?? [];
  let mask = 0;
  for (let seat = 0; seat < view.handSizes.length; seat++)
    if (seat !== x.declarer && sides[seat] !== 1) mask |= 1 << seat;
  const partner = sides.findIndex((side, seat) => side === 0 && seat !== x.declarer);
  if (partner >= 0) mask &= 1 << partner;
  const table = rules.ctx.tableOf[view.trumpMode];
  const group = (code: string) => table.group[deck.idsOf(code)![0]];
  const suit = group(x.calledAce);
  const first = [...view.tricks.map((t) => t.cards), view.trick].find(
    (cards) => cards.length > 0 && group(cards[0].card) === suit,
  );
  for (const { seat } of (first ?? []).slice(1)) mask &= ~(1 << seat);
  k.allowed[at] &= mask;
}

/**
 * Kontra and Re said in the round before play, as the view records them (the first
 * `said` of its doublings), every other turn of the round a pass.
 */
function replayDoublings(
  rules: SchafkopfRules,
  s: GameState<SchafkopfState>,
  view: SchafkopfSeatView,
  said: number,
): boolean {
  let next = 0;
  for (let turn = 0; s.phase !== 'play' && !rules.isTerminal(s); turn++) {
    if (turn >= MOST_DOUBLING_TURNS) return false;
    const seat = rules.toAct(s);
    const doubles = next < said && view.doublings[next].seat === seat;
    if (doubles) next++;
    if (!replay(rules, s, [{ type: doubles ? 'double' : 'pass', seat }])) return false;
  }
  return next === said;
}

/**
 * The cards played, with the doublings said during trick 1 (option `stossUntil:
 * 'firstTrick'`) each before the card it came before, as the view's `doubledInPlay`
 * times them: at the sayer's own turn, or at once in answer, out of turn.
 */
function replayPlay(
  rules: SchafkopfRules,
  s: GameState<SchafkopfState>,
  view: SchafkopfSeatView,
  k: SeatKnowledge,
  inPlay: readonly number[],
): boolean {
  const plays = cardPlays(rules, k);
  const first = view.doublings.length - inPlay.length;
  let next = 0;
  for (let card = 0; card <= plays.length; card++) {
    for (; next < inPlay.length && inPlay[next] === card; next++) {
      const { seat } = view.doublings[first + next];
      if (!replay(rules, s, [{ type: 'double', seat }])) return false;
    }
    if (card < plays.length && !replay(rules, s, [plays[card]])) return false;
  }
  return next === inPlay.length;
}

/**
 * PIMC for Schafkopf, once the seat knows both sides (a solo, a Ramsch, a Sauspiel after
 * the called ace fell or for its holder, or sides shown by Kontra and Re); before that
 * the rules bot plays. A sampled deal is rebuilt through the public actions: the knocks
 * (option `klopfen`), the announcement (the declarer alone says "Ich spiel", or all pass into a Ramsch), the
 * declaration, Kontra and Re as said before play, then the cards, with any Kontra or Re
 * said during trick 1 (option `stossUntil: 'firstTrick'`) where the view times it. `restrict` places the called ace
 * by its duties and the view's `sides`. The solver (with exact hands: the called ace is
 * singled out) is asked whether the playing side makes 61, takes every trick in a Tout,
 * or none in a Bettel; in a Ramsch, the seat's fewest card points.
 *
 * @example
 * const bot = pimcBot(schafkopf.rules(), { adapter: schafkopfAdapter });
 */
export const schafkopfAdapter: PimcAdapter<
  SchafkopfVariantOptions,
  SchafkopfState,
  SchafkopfAction,
  SchafkopfView
> = {
  fallback: (rules) => schafkopfBot(rules),
  solverOptions: () => ({ relabel: false }),
  applies(_rules, view) {
    if (view.phase !== 'play') return false;
    const x = view.extra;
    if (x.game === null) return true;
    return (view.sides ?? []).every((side) => side !== null);
  },
  restrict: restrictAce,
  rebuild(rules, view, k, deal) {
    const x = view.extra;
    const s = rules.fromIds(view.dealer, { hands: dealtHands(k, deal), skat: deal.skat });
    const seats = view.handSizes.length;
    const open: SchafkopfAction[] = [];
    // The knock round as the view records it (5.1): it comes before the announcement.
    if (inPhase(s, 'knock')) {
      for (let i = 1; i <= seats; i++) {
        const seat = (view.dealer + i) % seats;
        open.push({ type: x.knocks.includes(seat) ? 'knock' : 'pass', seat });
      }
    }
    for (let i = 1; i <= seats; i++) {
      const seat = (view.dealer + i) % seats;
      open.push({ type: seat === x.declarer ? 'claimGame' : 'pass', seat });
    }
    if (x.game !== null && x.declarer !== null) {
      if (x.game.kind === 'ramsch') return undefined;
      open.push({ type: 'declare', seat: x.declarer, ...declareFields(x.game) });
    }
    const inPlay = x.doubledInPlay ?? [];
    const before = view.doublings.length - inPlay.length;
    if (!replay(rules, s, open) || !replayDoublings(rules, s, view, before)) return undefined;
    return replayPlay(rules, s, view, k, inPlay) ? s : undefined;
  },
  goal(rules, view, s): PimcGoal {
    const x = view.extra;
    if (x.game === null) return { kind: 'points', query: { side: [view.seat], objective: 'min' } };
    const side = seatsOf(rules.ctx.sides!.of(s), 0);
    if (x.game.kind === 'bettel')
      return { kind: 'reach', query: { side, objective: 'min', count: 'tricks', target: 0 } };
    if (isTout(x.game))
      return { kind: 'reach', query: { side, count: 'tricks', target: rules.ctx.tricksPerDeal } };
    // A point game is played out to the last trick.
    return { kind: 'reach', query: { side, target: 61, playsOut: true } };
  },
};
