import { declarerCard, defenderCard, playMemory, pointAvoidingBot } from '@stich/bots';
import type { BaseAction, Bot, KernelContext } from '@stich/core';
import type { SkatView } from '../index';
import { nullDeclarerCard, nullDefenderCard } from './nullPlay';
import {
  biddingChoice,
  declarationChoice,
  type KontraPolicy,
  kontraChoice,
  kontraThresholds,
} from './skatDecisions';

/**
 * The Skat rules bot's settings (`stich simulate skat --bot-options JSON`).
 *
 * @example
 * const options: SkatBotOptions = { kontra: 'eager' };
 */
export interface SkatBotOptions {
  /** How readily it says kontra and re: a {@link KontraPolicy}, `default` when absent. */
  readonly kontra?: KontraPolicy;
}

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
 * It never claims or resigns. `options.kontra` sets how readily it doubles
 * ({@link KontraPolicy}); the default plays as described.
 *
 * @typeParam A - the variant's actions
 * @example
 * const rules = skat.rules({ kontra: true });
 * const bot = skatBot(rules);
 * const doubler = skatBot(rules, { kontra: 'eager' });
 * bot.choose(rules.view(state, rules.toAct(state)), new Rng(1)); // e.g. { type: 'bid', seat: 1, value: 18 }
 */
export function skatBot<A extends BaseAction = BaseAction>(
  rules: { readonly ctx: KernelContext<unknown> },
  options?: SkatBotOptions,
): Bot<A, SkatView> {
  for (const key of Object.keys(options ?? {}))
    if (key !== 'kontra') throw new RangeError(`unknown bot option '${key}' (known: kontra)`);
  const thresholds = kontraThresholds(options?.kontra);
  return pointAvoidingBot<A, SkatView>(rules, {
    name: 'rules',
    never: ['claim', 'resign'],
    before: (turn) =>
      biddingChoice(turn) ?? declarationChoice(turn) ?? kontraChoice(turn, thresholds),
    card(turn, cards) {
      const extra = turn.extra;
      const contract = extra.contract;
      if (extra.ramsch || contract === null || extra.declarer === null) return undefined;
      const memory = playMemory(turn, extra.declarer);
      const declarer = turn.seat === extra.declarer;
      if (contract.game === 'N')
        return declarer
          ? nullDeclarerCard(turn, memory, cards)
          : nullDefenderCard(turn, memory, cards);
      return declarer ? declarerCard(turn, memory, cards) : defenderCard(turn, memory, cards);
    },
  });
}
