import { pointAvoidingBot } from '@stich/bots';
import type { BaseAction, Bot, KernelContext } from '@stich/core';
import type { DoppelkopfOptions, DoppelkopfView } from '../index';
import { announceChoice, armutChoice, vorbehaltChoice } from './doppelkopfDecisions';
import { doppelkopfCard } from './doppelkopfPlay';

/**
 * A Doppelkopf player from its own view only:
 * - the Vorbehalt query: "gesund", unless the hand plays a solo or holds both club queens
 *   (then "Vorbehalt", and the solo or the Hochzeit; see `vorbehaltChoice`), or with option
 *   `armut` holds at most three trumps (an Armut);
 * - an Armut's exchange: cheap cards aside and back, taken with six trumps (see `armutChoice`);
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
  const options = rules.ctx.options as Partial<DoppelkopfOptions>;
  return pointAvoidingBot<A, DoppelkopfView>(rules, {
    name: 'rules',
    before: (turn) => vorbehaltChoice(turn, options) ?? armutChoice(turn) ?? announceChoice(turn),
    card: doppelkopfCard,
  });
}
