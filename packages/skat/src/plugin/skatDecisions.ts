import type { BotTurn } from '@stich/bots';
import { gameStrength, type TrumpGame } from '@stich/bots';
import type { BaseAction, CardCode } from '@stich/core';
import { activeSeats } from '@stich/core/kernel';
import type { SkatView } from '../index';
import {
  biddingLimit,
  type ContractPlan,
  declaredChoice,
  handChoice,
  pickupChoice,
  SKAT_PLAYABLE,
} from './contractChoice';

/**
 * The {@link gameStrength} a defender's own hand needs in the declarer's game to say
 * kontra: two jacks and trumps behind them with side aces, about. Rare by design.
 *
 * @example
 * const kontra = gameStrength(view.hand, 'H') >= KONTRA_STRENGTH;
 */
export const KONTRA_STRENGTH = 4.5;
/**
 * The margin above a playable game with which the declarer answers kontra with re.
 *
 * @example
 * const re = strength >= SKAT_PLAYABLE[game] + RE_MARGIN;
 */
export const RE_MARGIN = 2.5;

type Act = BaseAction & Record<string, unknown>;

const extraOf = <A extends BaseAction>(turn: BotTurn<A>) => turn.view.extra as SkatView;

/** Whether the seat leads the first trick (forehand). */
function leadsFirst<A extends BaseAction>(turn: BotTurn<A>): boolean {
  const { view } = turn;
  return activeSeats(view.handSizes.length, turn.active, view.dealer)[0] === view.seat;
}

/**
 * Bidding: calls the next value while it is at most the hand's {@link biddingLimit},
 * holds while the call is, and passes otherwise.
 *
 * @typeParam A - the variant's actions
 * @example
 * biddingChoice(turn); // { type: 'bid', seat: 1, value: 18 } with a playable hand
 */
export function biddingChoice<A extends BaseAction>(turn: BotTurn<A>): A | undefined {
  const legal = turn.view.legalActions as (A & Act)[];
  const pass = legal.find((a) => a.type === 'pass');
  const hold = legal.find((a) => a.type === 'hold');
  const bids = legal.filter((a) => a.type === 'bid');
  if (hold === undefined && bids.length === 0) return undefined;
  const limit = biddingLimit(turn.view.hand);
  if (hold !== undefined) return (extraOf(turn).bid ?? 0) <= limit ? hold : pass;
  const next = bids.reduce((a, b) => ((b.value as number) < (a.value as number) ? b : a));
  return (next.value as number) <= limit ? next : pass;
}

/** The legal declaration that plays `plan`, or the nearest one (same game, plain). */
function declareOf<A extends BaseAction>(legal: readonly (A & Act)[], plan: ContractPlan): A {
  const declares = legal.filter((a) => a.type === 'declare');
  const exact = declares.find(
    (a) =>
      a.game === plan.game &&
      (a.ouvert === true) === plan.ouvert &&
      (a.schwarz === true) === plan.schwarz &&
      (a.schneider === true) === plan.schwarz,
  );
  const plain = declares.find((a) => a.game === plan.game && !a.ouvert && !a.schneider);
  return exact ?? plain ?? declares[0];
}

/**
 * The declarer's choices: play hand when {@link handChoice} finds a game, else take up
 * the skat, lay back {@link pickupChoice}'s cards and declare {@link declaredChoice}.
 *
 * @typeParam A - the variant's actions
 * @example
 * declarationChoice(turn); // { type: 'pickUpSkat', seat: 0 }
 */
export function declarationChoice<A extends BaseAction>(turn: BotTurn<A>): A | undefined {
  const { view } = turn;
  const legal = view.legalActions as (A & Act)[];
  const bid = extraOf(turn).bid ?? 0;
  const pickUp = legal.find((a) => a.type === 'pickUpSkat');
  if (pickUp !== undefined) {
    const plan = handChoice(view.hand, bid, leadsFirst(turn));
    return plan === null ? pickUp : declareOf(legal, plan);
  }
  const discards = legal.filter((a) => a.type === 'discard');
  if (discards.length > 0) {
    const laid = pickupChoice(view.hand, bid).discard;
    const same = (cards: unknown) =>
      Array.isArray(cards) && laid.every((c) => (cards as CardCode[]).includes(c));
    return discards.find((a) => same(a.cards)) ?? discards[0];
  }
  if (legal.some((a) => a.type === 'declare'))
    return declareOf(legal, declaredChoice(view.hand, view.skat ?? [], bid));
  return undefined;
}

/**
 * Kontra and its answers: a defender says kontra only with a clearly strong hand in the
 * declarer's game ({@link KONTRA_STRENGTH}); the declarer says re with a hand well above
 * what the game needs ({@link RE_MARGIN}); bock and hirsch are never said.
 *
 * @typeParam A - the variant's actions
 * @example
 * kontraChoice(turn); // { type: 'pass', seat: 2 } almost always
 */
export function kontraChoice<A extends BaseAction>(turn: BotTurn<A>): A | undefined {
  const { view } = turn;
  const legal = view.legalActions as (A & Act)[];
  const double = legal.find((a) => a.type === 'double');
  const pass = legal.find((a) => a.type === 'pass');
  if (double === undefined || pass === undefined) return undefined;
  const extra = extraOf(turn);
  const contract = extra.contract;
  if (contract === null || contract.game === 'N') return pass;
  const game = contract.game as TrumpGame;
  const strength = gameStrength(view.hand, game);
  const said = view.doublings.length;
  if (view.seat === extra.declarer)
    return said === 1 && strength >= SKAT_PLAYABLE[game] + RE_MARGIN ? double : pass;
  return said === 0 && strength >= KONTRA_STRENGTH ? double : pass;
}
