import { cardPlays, dealtHands, replay } from '@stich/bots';
import type { BaseAction, CoreAction } from '@stich/core';
import type { PimcAdapter } from '@stich/core/plugin';
import type { KalterSchlagOptions } from '../index';
import { kalterSchlagBot } from './kalterSchlagBot';

/**
 * PIMC for Kalter Schlag: the deal, then the cards in order, each doubling said just
 * before the doubler's card in the first trick (the only time it may be said). The
 * solver is asked for the fewest card points the seat can be held to.
 *
 * @example
 * const bot = pimcBot(kalterSchlag.rules(), { adapter: kalterSchlagAdapter });
 */
export const kalterSchlagAdapter: PimcAdapter<
  KalterSchlagOptions,
  undefined,
  CoreAction,
  undefined
> = {
  fallback: (rules) => kalterSchlagBot(rules),
  rebuild(rules, view, k, deal) {
    const s = rules.fromIds(view.dealer, { hands: dealtHands(k, deal), skat: deal.skat });
    const doublers = view.doublings.map((d) => d.seat);
    const actions: BaseAction[] = [];
    const sayDouble = (seat: number) => {
      const i = doublers.indexOf(seat);
      if (i < 0) return;
      doublers.splice(i, 1);
      actions.push({ type: 'double', seat });
    };
    cardPlays(rules, k).forEach((play, i) => {
      if (i < rules.ctx.active) sayDouble(play.seat);
      actions.push(play);
    });
    if (view.turn !== null) sayDouble(view.turn);
    return doublers.length === 0 && replay(rules, s, actions) ? s : undefined;
  },
  goal: (_rules, view) => ({ kind: 'points', query: { side: [view.seat], objective: 'min' } }),
};
