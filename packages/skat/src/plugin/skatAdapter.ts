import { cardPlays, dealtHands, replay } from '@stich/bots';
import type { GameState } from '@stich/core';
import type { PimcAdapter, PimcGoal, PimcRules } from '@stich/core/plugin';
import { ramschGoal } from '@stich/ramsch/plugin';
import {
  gameResult,
  matadors,
  type SkatAction,
  type SkatOptions,
  type SkatState,
  type SkatView,
} from '../index';
import { skatAuction } from './skatAuction';
import { skatBot } from './skatBot';

/** Skat's rules as the sampling bot sees them. */
type SkatRules = PimcRules<SkatOptions, SkatState, SkatAction, SkatView>;

/** Says kontra, re ... as the view records them, and passes where nobody said the next step. */
function replayKontra(rules: SkatRules, s: GameState<SkatState>, said: readonly number[]): boolean {
  let next = 0;
  for (;;) {
    if (s.phase !== 'kontra') return true;
    const double = next < said.length && said[next] === s.turn;
    if (!replay(rules, s, [{ type: double ? 'double' : 'pass', seat: s.turn }])) return false;
    if (double) next++;
  }
}

/**
 * PIMC for Skat: the deal, an auction the declarer wins at its bid (with the defender who
 * said kontra among the bidders, where the bid allows it), the skat taken up and the same
 * two cards laid back (or a hand game), the contract, Kontra as said, the cards, and a
 * standing claim. The solver is asked whether the declarer makes its game: 61 card
 * points with the skat (90 with schneider announced), every trick with schwarz
 * announced, no trick in null. Ramsch on pass-out: the seat's fewest points.
 *
 * @example
 * const bot = pimcBot(skat.rules(), { adapter: skatAdapter });
 */
export const skatAdapter: PimcAdapter<SkatOptions, SkatState, SkatAction, SkatView> = {
  fallback: (rules) => skatBot(rules),
  plausible(rules, view, k, deal) {
    const x = view.extra;
    const c = x.contract;
    if (x.ramsch || c === null || x.declarer === null || x.bid === null || c.game === 'N')
      return true;
    // The declarer's matadors, over its dealt cards and the skat, must make the game worth
    // its bid once it wins schneider (the level declarers commonly count on).
    const cards = new Set([...dealtHands(k, deal)[x.declarer], ...deal.skat]);
    const m = matadors(rules.ctx.deck, c.game, (id) => cards.has(id));
    const schneider = {
      declarerPoints: 90,
      defenderPoints: 30,
      declarerTricks: 9,
      defenderTricks: 1,
      tricks: rules.ctx.tricksPerDeal,
    };
    return !gameResult(c, m, x.bid, schneider).overbid;
  },
  rebuild(rules, view, k, deal) {
    const x = view.extra;
    const { ctx } = rules;
    const s = rules.fromIds(view.dealer, { hands: dealtHands(k, deal), skat: deal.skat });
    const said = view.doublings.map((d) => d.seat);
    const auction =
      x.ramsch || x.bid === null
        ? skatAuction(ctx.seats, view.dealer, -1, 0)
        : ((said.length > 0
            ? skatAuction(ctx.seats, view.dealer, x.declarer!, x.bid, said[0])
            : undefined) ?? skatAuction(ctx.seats, view.dealer, x.declarer!, x.bid));
    if (auction === undefined || !replay(rules, s, auction)) return undefined;
    if (!x.ramsch && x.contract !== null) {
      const c = x.contract;
      const seat = x.declarer!;
      const declare: SkatAction = { type: 'declare', seat, ...c };
      const skat = deal.skat.map((id) => ctx.deck.codes[id]);
      const steps: SkatAction[] = c.hand
        ? [declare]
        : [{ type: 'pickUpSkat', seat }, { type: 'discard', seat, cards: skat }, declare];
      if (!replay(rules, s, steps) || !replayKontra(rules, s, said)) return undefined;
    }
    const rest: SkatAction[] = cardPlays(rules, k);
    if (x.claim && x.declarer !== null) rest.push({ type: 'claim', seat: x.declarer });
    return replay(rules, s, rest) ? s : undefined;
  },
  goal(rules, view, s): PimcGoal {
    const x = view.extra;
    const options = rules.ctx.options;
    if (x.ramsch || x.contract === null || x.declarer === null)
      return ramschGoal(options.ramsch, view.seat, s, rules);
    const side = [x.declarer];
    const c = x.contract;
    if (c.game === 'N')
      return { kind: 'reach', query: { side, objective: 'min', count: 'tricks', target: 0 } };
    if (c.schwarz)
      return { kind: 'reach', query: { side, count: 'tricks', target: rules.ctx.tricksPerDeal } };
    const extra = rules.ctx.deck.pointsOf(s.skat[0], s.skat[1]);
    // Without schwarz announced, a suit or grand game is played out to the last trick.
    return { kind: 'reach', query: { side, extra, target: c.schneider ? 90 : 61, playsOut: true } };
  },
};
