import { cardPlays, dealtHands, replay } from '@stich/bots';
import { activeSeats } from '@stich/core/kernel';
import type { PimcAdapter } from '@stich/core/plugin';
import type { RamschOptions } from '../options';
import type { RamschAction, RamschState, RamschView } from '../variant';
import { ramschBot } from './ramschBot';

/**
 * PIMC for Ramsch: the deal, then in Schieberamsch each seat in turn takes up the skat
 * and lays the same two cards back or pushes it on, as the view records, then the cards.
 * After a pickup without `jacksMayBePushed` the skat holds no jack. The solver is asked
 * for the fewest card points the seat can be held to, the skat going to the last trick's
 * taker (`skatTo: 'lastTrick'`).
 *
 * @example
 * const bot = pimcBot(ramsch.rules({ schieben: true }), { adapter: ramschAdapter });
 */
export const ramschAdapter: PimcAdapter<RamschOptions, RamschState, RamschAction, RamschView> = {
  fallback: (rules) => ramschBot(rules),
  restrict(rules, view, k) {
    const o = rules.ctx.options;
    const picked = view.extra?.pickedBy ?? [];
    if (!o.schieben || o.jacksMayBePushed || picked.length === 0) return;
    k.unseen.forEach((id, i) => {
      if (rules.ctx.deck.rankOf[id] === 'J') k.allowed[i] &= ~(1 << k.skat);
    });
  },
  rebuild(rules, view, k, deal) {
    const { ctx } = rules;
    const s = rules.fromIds(view.dealer, { hands: dealtHands(k, deal), skat: deal.skat });
    const actions: RamschAction[] = [];
    if (ctx.options.schieben) {
      const picked = view.extra.pickedBy;
      const cards = deal.skat.map((id) => ctx.deck.codes[id]);
      for (const seat of activeSeats(ctx.seats, ctx.active, view.dealer)) {
        if (!picked.includes(seat)) actions.push({ type: 'pushSkat', seat });
        else actions.push({ type: 'pickUpSkat', seat }, { type: 'discard', seat, cards });
      }
    }
    actions.push(...cardPlays(rules, k));
    return replay(rules, s, actions) ? s : undefined;
  },
  goal: (rules, view, s) => ramschGoal(rules.ctx.options, view.seat, s, rules),
};

/**
 * The seat's fewest points, the skat's points going to the last trick when the rules say so.
 *
 * @example
 * ramschGoal(rules.ctx.options, 1, state, rules).query.lastTrick; // e.g. 14
 */
export function ramschGoal(
  options: Partial<RamschOptions>,
  seat: number,
  s: { readonly skat: readonly number[] },
  rules: { readonly ctx: { readonly deck: { pointsOf(lo: number, hi: number): number } } },
) {
  const lastTrick =
    (options.skatTo ?? 'lastTrick') === 'lastTrick'
      ? rules.ctx.deck.pointsOf(s.skat[0], s.skat[1])
      : 0;
  return { kind: 'points', query: { side: [seat], objective: 'min', lastTrick } } as const;
}
