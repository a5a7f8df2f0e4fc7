import { cardPlays, dealtHands, replay } from '@stich/bots';
import type { GameState, SeatView } from '@stich/core';
import { seatsOf } from '@stich/core/kernel';
import type { PimcAdapter, PimcRules, SampledDeal, SeatKnowledge } from '@stich/core/plugin';
import type { SkatkopfAction, SkatkopfOptions, SkatkopfState, SkatkopfView } from '../index';
import { skatkopfAuction } from './skatkopfAuction';
import { skatkopfBot } from './skatkopfBot';

/** Skatkopf's rules as the sampling bot sees them. */
type SkatkopfRules = PimcRules<SkatkopfOptions, SkatkopfState, SkatkopfAction, SkatkopfView>;

/** The declaring side in a rebuilt deal: the declarer, and the called card's holder if any. */
const sideOf = (rules: SkatkopfRules, s: GameState<SkatkopfState>) =>
  seatsOf(rules.ctx.sides!.of(s), 0);

/**
 * Where the called card may lie, as far as the seat can tell: never with the declarer,
 * which called a card it lacks; and under the called-card rule, with no seat that played
 * another card to the first trick led in its suit (its holder had to play it there), so
 * after that trick without it, only in the kitty.
 */
function restrictCalled(
  rules: SkatkopfRules,
  view: SeatView<SkatkopfAction, SkatkopfView>,
  k: SeatKnowledge,
) {
  const x = view.extra;
  const codes = rules.ctx.deck.codes;
  const at = k.unseen.findIndex((id) => codes[id] === x.called);
  if (at < 0 || x.declarer === null) return;
  k.allowed[at] &= ~(1 << x.declarer);
  if (!rules.ctx.options.calledCardRule) return;
  const table = rules.ctx.tableOf[view.trumpMode];
  const group = table.group[k.unseen[at]];
  const idOf = (code: string) => rules.ctx.deck.idsOf(code)![0];
  const first = [...view.tricks.map((t) => t.cards), view.trick].find(
    (cards) => cards.length > 0 && table.group[idOf(cards[0].card)] === group,
  );
  for (const { seat } of first ?? []) k.allowed[at] &= ~(1 << seat);
}

/**
 * The hands as dealt and the kitty in dealt order. A kitty taken up is, as dealt, the
 * turned cards (topped up by any other card of the declarer's when one was turned), so
 * the declarer's dealt hand is its twelve cards less those; the sampled skat is what it
 * laid back. `undefined` when a turned card is not among the declarer's cards.
 */
function dealtCards(rules: SkatkopfRules, x: SkatkopfView, hands: number[][], deal: SampledDeal) {
  const d = x.declarer as number;
  if (x.making === 'hand' || x.making === 'none') return { hands, kitty: deal.skat };
  const twelve = [...hands[d], ...deal.skat];
  const kitty: number[] = [];
  for (const code of x.turned) {
    const id = twelve.find((c) => rules.ctx.deck.codes[c] === code && !kitty.includes(c));
    if (id === undefined) return undefined;
    kitty.push(id);
  }
  for (const id of [...deal.skat, ...twelve])
    if (kitty.length < 2 && !kitty.includes(id)) kitty.push(id);
  const out = hands.slice();
  out[d] = twelve.filter((id) => !kitty.includes(id));
  return { hands: out, kitty };
}

/** Makes trump as the view records: hand, tournee (turn, accept, name), then the discard. */
function makeTrump(
  rules: SkatkopfRules,
  s: GameState<SkatkopfState>,
  x: SkatkopfView,
  discard: string[],
): boolean {
  const seat = x.declarer as number;
  const suit = x.trumpSuit;
  for (;;) {
    if (s.phase !== 'trump') return true;
    const { step, turned } = s.x;
    let action: SkatkopfAction;
    if (step === 'accept')
      action = x.turned.length > turned ? { type: 'turn', seat } : { type: 'accept', seat };
    else if (step === 'make' && x.turned.length > 0) action = { type: 'turn', seat };
    else if (step === 'make' || step === 'name') {
      // A hand game or a named suit needs the suit the view shows; without it, no rebuild.
      if (suit === null) return false;
      action = step === 'make' ? { type: 'hand', seat, suit } : { type: 'nameTrump', seat, suit };
    } else action = { type: 'discard', seat, cards: discard };
    if (!replay(rules, s, [action])) return false;
  }
}

/**
 * PIMC for Skatkopf, once the teams are known to the seat (any game but Partner; in
 * Partner once the called card is played, or for its holder): the deal, an auction the
 * declarer wins with its bid, the game, trump made as the view records (the turned kitty
 * cards lie on top of the kitty), the discard, the call, then the cards. The solver
 * (with exact hands: the called-card rule singles out one card) is asked whether the
 * declaring side (the declarer, and the called card's holder in the rebuilt deal)
 * reaches 61 with the kitty. Before the teams are known the rules bot plays. Where the
 * seat does not see the called card, `restrict` never places it with the declarer, nor,
 * under the called-card rule, with a seat that played another card to the first trick
 * of its suit.
 *
 * @example
 * const bot = pimcBot(skatkopf.rules(), { adapter: skatkopfAdapter });
 */
export const skatkopfAdapter: PimcAdapter<
  SkatkopfOptions,
  SkatkopfState,
  SkatkopfAction,
  SkatkopfView
> = {
  fallback: (rules) => skatkopfBot(rules),
  solverOptions: () => ({ relabel: false }),
  applies(_rules, view) {
    const x = view.extra;
    return x.game !== null && x.declarer !== null && x.partnerKnown;
  },
  restrict(rules, view, k) {
    const x = view.extra;
    const codes = rules.ctx.deck.codes;
    const d = x.declarer as number;
    const only = (code: string | null, mask: number) => {
      const at = k.unseen.flatMap((id, i) => (codes[id] === code ? [i] : []));
      if (at.length === 1) k.allowed[at[0]] &= mask;
    };
    // A turned card went to the declarer: unless the seat sees where, it is in its hand or the discard.
    const seen = [
      ...k.known[d],
      ...k.known[k.skat],
      ...k.played.filter((p) => p.seat === d).map((p) => p.id),
    ];
    for (const code of new Set(x.turned)) {
      const turned = x.turned.filter((c) => c === code).length;
      if (seen.filter((id) => codes[id] === code).length < turned)
        only(code, (1 << d) | (1 << k.skat));
    }
    if (x.partner !== null) only(x.called, 1 << x.partner);
    else restrictCalled(rules, view, k);
  },
  rebuild(rules, view, k, deal) {
    const x = view.extra;
    // Before the game is declared PIMC does not apply (see `applies`): nothing to rebuild.
    if (x.game === null || x.declarer === null) return undefined;
    const dealt = dealtCards(rules, x, dealtHands(k, deal), deal);
    if (dealt === undefined) return undefined;
    const s = rules.fromIds(view.dealer, { hands: dealt.hands, skat: dealt.kitty });
    const seat = x.declarer;
    const open: SkatkopfAction[] = [
      ...skatkopfAuction(view.dealer, seat, x.forced ? null : x.bid),
      { type: 'declare', seat, game: x.game },
    ];
    const discard = deal.skat.map((id) => rules.ctx.deck.codes[id]);
    if (!replay(rules, s, open) || !makeTrump(rules, s, x, discard)) return undefined;
    const call: SkatkopfAction[] =
      x.called === null ? [] : [{ type: 'call', seat, card: x.called }];
    return replay(rules, s, [...call, ...cardPlays(rules, k)]) ? s : undefined;
  },
  goal(rules, _view, s) {
    const extra = rules.ctx.deck.pointsOf(s.skat[0], s.skat[1]);
    return { kind: 'reach', query: { side: sideOf(rules, s), extra, target: 61 } };
  },
};
