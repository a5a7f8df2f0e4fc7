import { pointAvoidingBot } from '@stich/bots';
import type { BaseAction, Bot, KernelContext } from '@stich/core';
import type { SkatkopfView } from '../index';
import { auctionChoice, callChoice, declareChoice } from './skatkopfDecisions';
import { skatkopfCard } from './skatkopfPlay';
import { trumpChoice } from './trumpMaking';

/**
 * A Skatkopf player from its own view only:
 * - auction: values its hand for each game (trumps with jokers and jacks, side aces and
 *   tens, voids; hand or tournee for Partner and Solo, the exchange for Baby Grand) and
 *   bids or holds only what a game it can play covers, doubling only when it is nearly
 *   sure to win; switches to the game with the best expected score;
 * - trump: plays hand when its best suit promises more than a tournee, accepts a turned
 *   suit unless the second card promises clearly more, lays back the two cards that
 *   leave its game strongest; calls the partner in its shortest suit;
 * - play: the declaring side draws trumps and cashes sure winners, the declarer leads the
 *   called suit to find its partner; defenders play against the declaring side and give
 *   points to sure tricks of known friends. Nobody counts on a partner it cannot know.
 *
 * @example
 * const rules = skatkopf.rules();
 * const bot = skatkopfBot(rules);
 * bot.choose(rules.view(state, rules.toAct(state)), new Rng(1)); // e.g. { type: 'pass', seat: 0 }
 */
export function skatkopfBot<A extends BaseAction = BaseAction>(rules: {
  readonly ctx: KernelContext<unknown>;
}): Bot<A, SkatkopfView> {
  return pointAvoidingBot<A, SkatkopfView>(rules, {
    name: 'rules',
    before: (turn) =>
      auctionChoice(turn) ?? declareChoice(turn) ?? trumpChoice(turn) ?? callChoice(turn),
    card: skatkopfCard,
  });
}
