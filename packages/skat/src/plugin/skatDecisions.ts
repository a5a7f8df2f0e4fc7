import type { BotTurn } from '@stich/bots';
import { gameStrength, type TrumpGame } from '@stich/bots';
import type { BaseAction } from '@stich/core';
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

/**
 * How readily the rules bot doubles, for studies of Kontra:
 * - `never`: never says kontra nor re;
 * - `cautious`: kontra from a strength of 5.5, re 3.5 above what the game needs;
 * - `default`: {@link KONTRA_STRENGTH} and {@link RE_MARGIN}, the bot's usual play;
 * - `eager`: kontra from 3, re 1 above what the game needs;
 * - a number: kontra from that {@link gameStrength}, re at {@link RE_MARGIN}.
 *
 * @example
 * const policy: KontraPolicy = 'eager';
 */
export type KontraPolicy = 'never' | 'cautious' | 'default' | 'eager' | number;

/**
 * The named {@link KontraPolicy} levels: the strength a defender needs for kontra and the
 * margin above a playable game the declarer needs for re.
 *
 * @example
 * KONTRA_POLICIES.eager.kontra; // 3
 */
export const KONTRA_POLICIES: Readonly<
  Record<Exclude<KontraPolicy, number>, { readonly kontra: number; readonly re: number }>
> = {
  never: { kontra: Number.POSITIVE_INFINITY, re: Number.POSITIVE_INFINITY },
  cautious: { kontra: 5.5, re: 3.5 },
  default: { kontra: KONTRA_STRENGTH, re: RE_MARGIN },
  eager: { kontra: 3, re: 1 },
};

/**
 * The thresholds of a {@link KontraPolicy}; throws a `RangeError` for an unknown one.
 *
 * @example
 * kontraThresholds(4); // { kontra: 4, re: 2.5 }
 */
export function kontraThresholds(policy: unknown = 'default'): {
  readonly kontra: number;
  readonly re: number;
} {
  if (typeof policy === 'number' && Number.isFinite(policy))
    return { kontra: policy, re: RE_MARGIN };
  if (typeof policy === 'string' && Object.hasOwn(KONTRA_POLICIES, policy))
    return KONTRA_POLICIES[policy as Exclude<KontraPolicy, number>];
  throw new RangeError(
    `bot option 'kontra' must be never, cautious, default, eager or a number, not ${JSON.stringify(policy)}`,
  );
}

type Act = BaseAction & Record<string, unknown>;

/** Whether the seat leads the first trick (forehand). */
function leadsFirst<A extends BaseAction>(turn: BotTurn<A, SkatView>): boolean {
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
export function biddingChoice<A extends BaseAction>(turn: BotTurn<A, SkatView>): A | undefined {
  const legal = turn.view.legalActions as (A & Act)[];
  const pass = legal.find((a) => a.type === 'pass');
  const hold = legal.find((a) => a.type === 'hold');
  const bids = legal.filter((a) => a.type === 'bid');
  if (hold === undefined && bids.length === 0) return undefined;
  const limit = biddingLimit(turn.view.hand);
  if (hold !== undefined) return (turn.view.extra.bid ?? 0) <= limit ? hold : pass;
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
export function declarationChoice<A extends BaseAction>(turn: BotTurn<A, SkatView>): A | undefined {
  const { view } = turn;
  const legal = view.legalActions as (A & Act)[];
  const bid = view.extra.bid ?? 0;
  const pickUp = legal.find((a) => a.type === 'pickUpSkat');
  if (pickUp !== undefined) {
    const plan = handChoice(view.hand, bid, leadsFirst(turn));
    return plan === null ? pickUp : declareOf(legal, plan);
  }
  const discards = legal.filter((a) => a.type === 'discard');
  if (discards.length > 0) {
    const laid = pickupChoice(view.hand, bid).discard;
    const [x, y] = laid;
    // Two different cards laid: a discard of two cards holds both when it is x y or y x.
    const pair = laid.length === 2 && x !== y;
    const same = (cards: unknown) => {
      if (!Array.isArray(cards)) return false;
      if (pair && cards.length === 2)
        return (cards[0] === x && cards[1] === y) || (cards[0] === y && cards[1] === x);
      for (const c of laid) if (!cards.includes(c)) return false;
      return true;
    };
    for (const a of discards) if (same(a.cards)) return a;
    return discards[0];
  }
  if (legal.some((a) => a.type === 'declare'))
    return declareOf(legal, declaredChoice(view.hand, view.skat ?? [], bid));
  return undefined;
}

/**
 * Kontra and its answers: a defender says kontra only with a clearly strong hand in the
 * declarer's game ({@link KONTRA_STRENGTH}); the declarer says re with a hand well above
 * what the game needs ({@link RE_MARGIN}); bock and hirsch are never said. `thresholds`
 * (from {@link kontraThresholds}) moves both levels for a {@link KontraPolicy}.
 *
 * @typeParam A - the variant's actions
 * @example
 * kontraChoice(turn); // { type: 'pass', seat: 2 } almost always
 */
export function kontraChoice<A extends BaseAction>(
  turn: BotTurn<A, SkatView>,
  thresholds: { readonly kontra: number; readonly re: number } = KONTRA_POLICIES.default,
): A | undefined {
  const { view } = turn;
  const legal = view.legalActions as (A & Act)[];
  const double = legal.find((a) => a.type === 'double');
  const pass = legal.find((a) => a.type === 'pass');
  if (double === undefined || pass === undefined) return undefined;
  const extra = view.extra;
  const contract = extra.contract;
  if (contract === null || contract.game === 'N') return pass;
  const game = contract.game as TrumpGame;
  const strength = gameStrength(view.hand, game);
  const said = view.doublings.length;
  if (view.seat === extra.declarer)
    return said === 1 && strength >= SKAT_PLAYABLE[game] + thresholds.re ? double : pass;
  return said === 0 && strength >= thresholds.kontra ? double : pass;
}
