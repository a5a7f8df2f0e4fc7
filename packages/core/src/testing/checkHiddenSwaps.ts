import type { CardCode } from '../cards/atoms';
import type { BaseAction } from '../kernel/actions';
import { codesOf, type Rules } from '../kernel/rules';
import type { GameState } from '../kernel/state';
import { dealCardsOf } from '../records/dealCardsOf';
import type { Variant } from '../variant/defineVariant';
import { MAX_STEPS } from './checkPlayouts';
import { type ConformancePlan, dealOf, dealRng } from './conformanceOptions';
import { fail, where } from './fail';

/** Every card code that occurs anywhere in `value` (a view). */
function codesIn(value: unknown, deck: ReadonlySet<string>, out: Set<string>): void {
  if (typeof value === 'string') {
    if (deck.has(value)) out.add(value);
  } else if (typeof value === 'object' && value !== null) {
    for (const v of Object.values(value)) codesIn(v, deck, out);
  }
}

/** What `seat` gets from the rules in `s`: its view, its legal actions, the answers to `probes`. */
function seatAnswers<X>(
  rules: Rules<unknown, X, unknown, BaseAction>,
  s: GameState<X>,
  seat: number,
  probes: readonly BaseAction[],
): string {
  // Accepted or the refusal: the accepted code is internal (which copy of an identical card).
  const answers = probes.map((p) => {
    const r = rules.check(s, p);
    return r.ok || r.error;
  });
  return JSON.stringify([rules.view(s, seat), rules.legalActions(s, seat), answers]);
}

/** Probe actions by `seat`: every seat's legal action, a play of every card, every action type. */
function probesFor<X>(
  rules: Rules<unknown, X, unknown, BaseAction>,
  s: GameState<X>,
  seat: number,
): BaseAction[] {
  const out = new Map<string, BaseAction>();
  const add = (a: BaseAction) => out.set(JSON.stringify(a), a);
  for (let other = 0; other < s.seats; other++) {
    for (const a of rules.legalActions(s, other)) add({ ...a, seat });
  }
  for (const card of new Set(rules.ctx.deck.codes)) add({ type: 'play', seat, card } as BaseAction);
  for (const phase of rules.phases) for (const type of phase.actionTypes) add({ type, seat });
  return [...out.values()];
}

/**
 * The differential test of hidden information. Plays `plan.swapDeals` seeded random
 * deals; then, for every seat and a sample of steps, swaps two cards the seat has not
 * seen so far (in other hands, the skat, or packets held back in a paused deal, its own
 * included, by where they were dealt), replays the same
 * actions from the swapped deal (skipping swaps under which a recorded action is no
 * longer legal), and requires the seat's view, its legal actions and the rules' answers
 * to a set of probe actions by that seat (legal or not) to be identical.
 *
 * @typeParam O - the variant's options
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @typeParam R - the deal's outcome (what the variant's `score` returns)
 * @example
 * checkHiddenSwaps(skat, conformancePlan({ swapDeals: 5 })); // comparisons made
 */
export function checkHiddenSwaps<O, X, R>(
  variant: Variant<O, X, R>,
  plan: ConformancePlan<O, R>,
): number {
  const rules = variant.rules(plan.options) as unknown as Rules<unknown, X, unknown, BaseAction>;
  const ctx = rules.ctx;
  const deck = new Set<string>(ctx.deck.codes);
  let compared = 0;
  for (let i = 0; i < plan.swapDeals; i++) {
    const { dealer, seed } = dealOf(plan, ctx.seats, i);
    const rng = dealRng(plan, i);
    const start = rules.deal({ dealer, rng });
    const dealt = dealCardsOf(rules, start);
    const states = [start];
    const actions: BaseAction[] = [];
    while (!rules.isTerminal(states[states.length - 1])) {
      if (actions.length > MAX_STEPS) fail(`${where(i, dealer, seed)}: not over`);
      const s = states[states.length - 1];
      const legal = rules.legalActions(s);
      const a = legal[rng.below(legal.length)];
      const next = rules.applyAction(s, a);
      if (!next.ok) fail(`${where(i, dealer, seed, actions.length)}: a legal action was refused`);
      actions.push(a);
      states.push(next.value);
    }
    // Where each card was dealt: a seat, or -1 for the skat.
    const dealtTo = new Map<CardCode, number>();
    dealt.hands.forEach((hand, seat) => {
      for (const c of hand) dealtTo.set(c, seat);
    });
    for (const c of dealt.skat) dealtTo.set(c, -1);
    for (let seat = 0; seat < ctx.seats; seat++) {
      const seen = new Set<string>();
      for (let k = 0; k < states.length; k++) {
        const s = states[k];
        codesIn(rules.view(s, seat), deck, seen);
        if (k % 3 !== seat % 3) continue;
        const hidden: CardCode[] = [];
        for (let other = 0; other < s.seats; other++) {
          if (other === seat) continue;
          for (const c of codesOf(ctx as never, s.hands[2 * other], s.hands[2 * other + 1]))
            if (!seen.has(c)) hidden.push(c);
        }
        for (const c of codesOf(ctx as never, s.skat[0], s.skat[1]))
          if (!seen.has(c)) hidden.push(c);
        // Packets held back in a paused deal, the seat's own too: nobody has seen them.
        const held = s.held;
        if (held !== undefined) {
          for (let owner = 0; owner < s.seats; owner++) {
            for (const c of codesOf(ctx as never, held[2 * owner], held[2 * owner + 1]))
              if (!seen.has(c)) hidden.push(c);
          }
        }
        // One random pair for every two places the unseen cards were dealt to.
        const byPlace = new Map<number, CardCode[]>();
        for (const c of hidden) {
          const place = dealtTo.get(c)!;
          byPlace.set(place, [...(byPlace.get(place) ?? []), c]);
        }
        const places = [...byPlace.values()];
        const pairs: [CardCode, CardCode][] = [];
        for (let p = 0; p < places.length; p++) {
          for (let q = p + 1; q < places.length; q++) {
            const a = places[p][rng.below(places[p].length)];
            const b = places[q][rng.below(places[q].length)];
            if (a !== b) pairs.push([a, b]);
          }
        }
        if (pairs.length === 0) continue;
        const probes = probesFor(rules, s, seat);
        const expected = seatAnswers(rules, s, seat, probes);
        for (const [a, b] of pairs) {
          // One copy each (a deck may hold two identical cards).
          const piles = [...dealt.hands.map((h) => h.slice()), dealt.skat.slice()];
          const place = (c: CardCode) => {
            const pile = piles[(dealtTo.get(c)! + piles.length) % piles.length];
            return { pile, at: pile.indexOf(c) };
          };
          const pa = place(a);
          const pb = place(b);
          pa.pile[pa.at] = b;
          pb.pile[pb.at] = a;
          const swapped = rules.fromDeal({
            dealer,
            hands: piles.slice(0, -1),
            skat: piles.at(-1)!,
          });
          if (!swapped.ok) fail(`${where(i, dealer, seed)}: the swapped deal was refused`);
          let t: GameState<X> | null = swapped.value;
          for (let j = 0; j < k && t !== null; j++) {
            const r = rules.applyAction(t, actions[j]);
            t = r.ok ? r.value : null;
          }
          if (t === null) continue;
          if (seatAnswers(rules, t, seat, probes) !== expected) {
            const diff = [seatAnswers(rules, t, seat, probes), expected].map((x) =>
              x.slice(0, 2000),
            );
            fail(
              `${where(i, dealer, seed, k)}: seat ${seat} learns whether ${a} and ${b} (unseen) are swapped\n${diff.join('\n')}`,
            );
          }
          compared++;
        }
      }
    }
  }
  return compared;
}
