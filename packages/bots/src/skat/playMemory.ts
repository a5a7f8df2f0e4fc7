import { activeSeats, type BaseAction, type CardCode } from '@stich/core';
import type { BotTurn } from '../pointAvoidingBot';

/**
 * What a seat knows in trick play, read off its view: the cards out of sight, which
 * seats showed a void in which follow group, and who plays with whom.
 *
 * @example
 * const memory: PlayMemory = playMemory(turn, declarer);
 * memory.master('HA'); // true once nobody else can hold a higher heart
 */
export interface PlayMemory {
  /** Card ids neither in this hand, nor played, nor in a skat this seat has seen. */
  readonly unseen: readonly number[];
  /** Per seat, the follow groups it did not follow (so holds none of). */
  readonly voids: readonly Set<number>[];
  readonly declarer: number;
  /** The other defender, for a defender; `null` for the declarer. */
  readonly partner: number | null;
  /** Seats still to play to the current trick after this one, in order. */
  readonly after: readonly number[];
  /** Whether no unseen card of the card's group ranks above it. */
  master(code: CardCode): boolean;
  /** Whether some seat of `seats` may still hold a card of `group`. */
  mayHold(seats: readonly number[], group: number): boolean;
}

/**
 * A card choice in trick play: from the turn, the seat's memory and the legal cards.
 *
 * @example
 * const lowest: CardChoice = (_turn, _memory, cards) => cards[0];
 */
export type CardChoice = <A extends BaseAction>(
  turn: BotTurn<A>,
  memory: PlayMemory,
  cards: readonly CardCode[],
) => CardCode;

/**
 * Reads a seat's {@link PlayMemory} from its turn. The declarer's skat (seen after the
 * exchange) counts as known.
 *
 * @example
 * playMemory(turn, 1).voids[2].has(table.trumpGroup); // seat 2 showed it has no trump
 */
export function playMemory<A extends BaseAction>(turn: BotTurn<A>, declarer: number): PlayMemory {
  const { view, facts, table } = turn;
  const { group, power } = table;
  const played: CardCode[] = [];
  const voids = view.handSizes.map(() => new Set<number>());
  const tricks = [...view.tricks.map((t) => t.cards), view.trick];
  for (const cards of tricks) {
    if (cards.length === 0) continue;
    const led = group[facts.id(cards[0].card)];
    for (const { seat, card } of cards) {
      played.push(card);
      if (group[facts.id(card)] !== led) voids[seat].add(led);
    }
  }
  const unseen = facts.unseen(view.hand, [...played, ...(view.skat ?? [])]);
  const active = activeSeats(view.handSizes.length, turn.active, view.dealer);
  const leader = view.trick[0]?.seat ?? view.seat;
  const from = active.indexOf(leader);
  const order = active.map((_, i) => active[(from + i) % active.length]);
  const after = order.slice(order.indexOf(view.seat) + 1);
  const partner =
    view.seat === declarer ? null : (active.find((s) => s !== declarer && s !== view.seat) ?? null);
  return {
    unseen,
    voids,
    declarer,
    partner,
    after,
    master(code) {
      const c = facts.id(code);
      return !unseen.some((u) => group[u] === group[c] && power[u] > power[c]);
    },
    mayHold(others, g) {
      return others.some((s) => !voids[s].has(g)) && unseen.some((u) => group[u] === g);
    },
  };
}
