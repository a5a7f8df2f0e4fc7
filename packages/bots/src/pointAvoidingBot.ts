import type { BaseAction, CardCode, KernelContext, Rng, SeatSight, SeatView } from '@stich/core';
import { kindCodes, type TrickTable } from '@stich/core/kernel';
import type { Bot } from './bot';
import { type CardFacts, cardFacts } from './cardFacts';
import { type CardTurn, cardTurnOfSight, cardTurnOfView, unseenOf } from './cardTurn';
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
  /**
   * Action kinds the bot never takes (Skat's claim and resignation): a turn that offers
   * them beside card plays is still decided on the seat's sight, without a view.
   */
  readonly never?: readonly string[];
  /**
   * An action other than a card play (doubling, taking up the skat ...), or `undefined` to
   * go on. Not asked on a turn that offers only card plays (and kinds in `never`): the
   * bot decides those on the seat's sight, so `before` must leave them to the card play.
   */
  before?(turn: BotTurn<A, V>): A | undefined;
  /**
   * A card to play instead of the point-avoiding one, or `undefined` to avoid points.
   * `cards` are the legal ones, in the order of the seat's legal actions.
   */
  card?(turn: CardTurn<V>, cards: readonly CardCode[]): CardCode | undefined;
}

/**
 * The card a player who wants no card points plays: when leading, the card of least
 * {@link leadDanger}; when following, {@link followChoice}.
 *
 * @example
 * avoidPointsCard(turn, ['HA', 'H7']); // 'H7' when leading hearts with higher hearts out
 */
export function avoidPointsCard(turn: CardTurn, cards: readonly CardCode[]): CardCode {
  const { facts, table } = turn;
  if (turn.trick.length === 0)
    return leadChoice(facts, table, turn.hand, cards, unseenOf(turn, false, false));
  const trick = turn.trick.map((t) => t.card);
  const standing = trickStanding(facts, table, trick);
  return followChoice(facts, table, standing, cards, trick.length === turn.active - 1);
}

/**
 * A bot for games where card points hurt, from its view only: first the game's own
 * `before` hook (doubling, the skat ...), then a card play, the hook's `card` or else
 * {@link avoidPointsCard}. Actions neither knows are chosen at random. A turn that offers
 * only card plays it decides on the seat's sight (`Bot.chooseCode`), without a view: the
 * same card as from the view.
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
  const { active, tables, codes } = rules.ctx;
  // The codes of the kinds never taken, as ranges [from, to).
  const never = (hooks.never ?? []).flatMap((kind) => {
    if (!(kind in codes)) throw new RangeError(`'${kind}' is not an action of these rules`);
    return [codes[kind], codes[kind] + kindCodes(codes, kind)];
  });
  const ignored = (code: number) => {
    for (let i = 0; i < never.length; i += 2)
      if (code >= never[i] && code < never[i + 1]) return true;
    return false;
  };
  const pick = (turn: CardTurn<V>, cards: readonly CardCode[]) =>
    hooks.card?.(turn, cards) ?? avoidPointsCard(turn, cards);
  return {
    name: hooks.name,
    chooseCode(sight: SeatSight<V>): number {
      // A turn with any action other than a card play (and those never taken) goes by
      // the view, where the hooks' `before` decides.
      const cards: CardCode[] = [];
      const plays: number[] = [];
      for (let i = 0; i < sight.legalCount; i++) {
        const id = sight.cardAt(i);
        if (id >= 0) {
          cards.push(facts.deck.codes[id]);
          plays.push(sight.legal[i]);
        } else if (!ignored(sight.legal[i])) return -1;
      }
      if (cards.length === 0) return -1;
      // A forced card needs no thought: every choice picks one of the legal cards.
      if (cards.length === 1) return plays[0];
      const card = pick(cardTurnOfSight(sight, facts, tables[sight.trump], active), cards);
      return plays[cards.indexOf(card)];
    },
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
      const card = pick(cardTurnOfView(view, facts, turn.table, active), cards);
      return plays.find((a) => a.card === card)!;
    },
  };
}
