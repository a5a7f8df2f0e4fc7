import { declarerCard, defenderCard, playMemory, pointAvoidingBot } from '@stich/bots';
import type { BaseAction, Bot, KernelContext } from '@stich/core';
import type { SkatView } from '../index';
import { nullDeclarerCard, nullDefenderCard } from './nullPlay';
import { biddingChoice, declarationChoice, kontraChoice } from './skatDecisions';

/**
 * A Skat player in the manner of a decent club player, from its own view only:
 * - bidding: values its hand's best game (matadors over its own cards, trumps, aces and
 *   tens, voids; null for a hand of low cards) and bids or holds up to that value;
 * - declaration: plays hand only with a hand strong enough without the skat; lays back
 *   the two cards that leave its game strongest; declares the most valuable playable
 *   game that covers the bid; announces schneider, schwarz or ouvert only when certain;
 * - play: as declarer draws trumps and cashes sure winners; as defender gives points to
 *   the partner's sure tricks and leads the partner's voids; in null the declarer ducks
 *   and the defenders try to force it; Kontra only with a clearly strong hand;
 * - Ramsch on pass-out: avoids card points as {@link @stich/ramsch!plugin.ramschBot} does.
 * It never claims or resigns.
 *
 * @typeParam A - the variant's actions
 * @example
 * const rules = skat.rules({ kontra: true });
 * const bot = skatBot(rules);
 * bot.choose(rules.view(state, rules.toAct(state)), new Rng(1)); // e.g. { type: 'bid', seat: 1, value: 18 }
 */
export function skatBot<A extends BaseAction = BaseAction>(rules: {
  readonly ctx: KernelContext<unknown>;
}): Bot<A> {
  return pointAvoidingBot<A>(rules, {
    name: 'rules',
    before: (turn) => biddingChoice(turn) ?? declarationChoice(turn) ?? kontraChoice(turn),
    card(turn, cards) {
      const extra = turn.view.extra as SkatView;
      const contract = extra.contract;
      if (extra.ramsch || contract === null || extra.declarer === null) return undefined;
      const memory = playMemory(turn, extra.declarer);
      const declarer = turn.view.seat === extra.declarer;
      if (contract.game === 'N')
        return declarer
          ? nullDeclarerCard(turn, memory, cards)
          : nullDefenderCard(turn, memory, cards);
      return declarer ? declarerCard(turn, memory, cards) : defenderCard(turn, memory, cards);
    },
  });
}
