import { pointAvoidingBot } from '@stich/bots';
import type { BaseAction, Bot, KernelContext } from '@stich/core';
import type { SchafkopfOptions, SchafkopfView } from '../index';
import { announceChoice, answerChoice, knockChoice, kontraChoice } from './schafkopfDecisions';
import { schafkopfCard } from './schafkopfPlay';

/**
 * A Schafkopf player from its own view only:
 * - knocking (option `klopfen`): knocks with strong first four cards (Ober, Unter and
 *   aces; see `knockChoice`);
 * - announcement: values its hand for each game the options allow (trumps, Ober, top
 *   trumps, side aces; see `gameStrength`), says "Ich spiel" with a game to play, settles
 *   a duel by the class of its best game, and declares that game;
 * - Kontra rarely (a hand strong against the game), Re with a strong hand for it; with
 *   option `stossUntil: 'firstTrick'` it answers a Kontra said during trick 1 at once, out
 *   of turn, by the same judgement (`chooseOutOfTurn`, see `answerChoice`);
 * - play: the playing side leads trumps, the opponents search the called ace, everybody
 *   follows cheaply and smears points onto tricks its known friends take; a Ramsch and
 *   a Bettel are played avoiding points.
 *
 * @example
 * const rules = schafkopf.rules();
 * const bot = schafkopfBot(rules);
 * bot.choose(rules.view(state, rules.toAct(state)), new Rng(1)); // e.g. { type: 'pass', seat: 0 }
 */
export function schafkopfBot<A extends BaseAction = BaseAction>(rules: {
  readonly ctx: KernelContext<SchafkopfOptions>;
}): Bot<A, SchafkopfView> {
  const options = rules.ctx.options;
  const bot = pointAvoidingBot<A, SchafkopfView>(rules, {
    name: 'rules',
    before: (turn) =>
      knockChoice(turn) ?? announceChoice(turn, options) ?? kontraChoice(turn, options),
    card: schafkopfCard,
  });
  return { ...bot, chooseOutOfTurn: (view) => answerChoice(view, options) };
}
