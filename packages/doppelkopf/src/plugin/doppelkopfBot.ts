import { pointAvoidingBot } from '@stich/bots';
import type { BaseAction, Bot, KernelContext } from '@stich/core';
import type { DoppelkopfView } from '../index';
import { announceChoice, vorbehaltChoice } from './doppelkopfDecisions';
import { doppelkopfCard } from './doppelkopfPlay';

/**
 * A Doppelkopf player from its own view only:
 * - the Vorbehalt query: "gesund", unless the hand plays a solo or holds both club queens
 *   (then "Vorbehalt", and the solo or the Hochzeit; see `vorbehaltChoice`);
 * - announcements at its own turn: Re or Kontra with a strong hand, "keine 90" only when
 *   clearly winning (see `announceChoice`);
 * - play: a soloist draws trumps; the others cash their plain aces, take tricks from
 *   opponents and smear points onto their known partners' tricks (see `doppelkopfCard`).
 * It never chooses an action the view does not offer.
 *
 * @example
 * const rules = doppelkopf.rules();
 * const bot = doppelkopfBot(rules);
 * bot.choose(rules.view(state, rules.toAct(state)), new Rng(1)); // e.g. { type: 'pass', seat: 0 }
 */
export function doppelkopfBot<A extends BaseAction = BaseAction>(rules: {
  readonly ctx: KernelContext<unknown>;
}): Bot<A, DoppelkopfView> {
  return pointAvoidingBot<A, DoppelkopfView>(rules, {
    name: 'rules',
    before: (turn) => vorbehaltChoice(turn) ?? announceChoice(turn),
    card: doppelkopfCard,
  });
}
