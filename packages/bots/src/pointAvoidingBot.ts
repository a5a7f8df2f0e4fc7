import type { BaseAction, CardCode, KernelContext, Rng, SeatView } from '@stich/core';
import type { TrickTable } from '@stich/core/kernel';
import type { Bot } from './bot';
import { type CardFacts, cardFacts } from './cardFacts';
import { followChoice } from './followChoice';
import { leadChoice } from './leadChoice';
import { trickStanding } from './trickStanding';

/**
 * What a point-avoiding bot knows on its turn: its view, the rules' card facts and the
 * trick table of the view's trump mode.
 *
 * @typeParam A - the variant's actions
 * @typeParam V - the extra its views carry (the variant's `viewExtra`)
 * @example
 * const early = (turn: BotTurn) => turn.view.legalActions.find((a) => a.type === 'double');
 */
export interface BotTurn<A extends BaseAction = BaseAction, V = unknown> {
  readonly view: SeatView<A, V>;
  readonly facts: CardFacts;
  readonly table: TrickTable;
  /** Seats that play in each trick. */
  readonly active: number;
}

/**
 * How one game's point-avoiding bot differs from the plain one.
 *
 * @typeParam A - the variant's actions
 * @typeParam V - the extra its views carry (the variant's `viewExtra`)
 * @example
 * const hooks: PointAvoidingHooks = { name: 'rules', before: ({ view }) => undefined };
 */
export interface PointAvoidingHooks<A extends BaseAction, V = unknown> {
  readonly name: string;
  /** An action other than a card play (doubling, taking up the skat ...), or `undefined` to go on. */
  before?(turn: BotTurn<A, V>): A | undefined;
  /** A card to play instead of the point-avoiding one, or `undefined` to avoid points. */
  card?(turn: BotTurn<A, V>, cards: readonly CardCode[]): CardCode | undefined;
}

/**
 * The card a player who wants no card points plays: when leading, the card of least
 * {@link leadDanger}; when following, {@link followChoice}.
 *
 * @example
 * avoidPointsCard(turn, ['HA', 'H7']); // 'H7' when leading hearts with higher hearts out
 */
export function avoidPointsCard(turn: BotTurn, cards: readonly CardCode[]): CardCode {
  const { view, facts, table } = turn;
  if (view.trick.length === 0) {
    const played = view.tricks.flatMap((t) => t.cards.map((c) => c.card));
    return leadChoice(facts, table, view.hand, cards, facts.unseen(view.hand, played));
  }
  const trick = view.trick.map((t) => t.card);
  const standing = trickStanding(facts, table, trick);
  return followChoice(facts, table, standing, cards, trick.length === turn.active - 1);
}

/**
 * A bot for games where card points hurt, from its view only: first the game's own
 * `before` hook (doubling, the skat ...), then a card play, the hook's `card` or else
 * {@link avoidPointsCard}. Actions neither knows are chosen at random.
 *
 * @typeParam A - the variant's actions
 * @typeParam V - the extra its views carry (the variant's `viewExtra`)
 * @example
 * const bot = pointAvoidingBot(rules, { name: 'rules' });
 * bot.choose(rules.view(state, state.turn), new Rng(1));
 */
export function pointAvoidingBot<A extends BaseAction, V = unknown>(
  rules: { readonly ctx: KernelContext<unknown> },
  hooks: PointAvoidingHooks<A, V>,
): Bot<A, V> {
  const facts = cardFacts(rules.ctx);
  const active = rules.ctx.active;
  return {
    name: hooks.name,
    choose(view: SeatView<A, V>, rng: Rng): A {
      const legal = view.legalActions;
      if (legal.length === 0) throw new RangeError(`seat ${view.seat} has no legal action`);
      const turn: BotTurn<A, V> = { view, facts, table: facts.table(view.trumpMode), active };
      const early = hooks.before?.(turn);
      if (early !== undefined) return early;
      const plays = legal.filter(
        (a): a is A & { card: CardCode } => a.type === 'play' && 'card' in a,
      );
      if (plays.length === 0) return legal[rng.below(legal.length)];
      const cards = plays.map((a) => a.card);
      const card = hooks.card?.(turn, cards) ?? avoidPointsCard(turn, cards);
      return plays.find((a) => a.card === card)!;
    },
  };
}
