import type { BaseAction, CardCode } from '@stich/core';
import { activeSeats } from '@stich/core/kernel';
import type { BotTurn } from '../pointAvoidingBot';
import { voidGroups } from '../voidGroups';

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
  /** Seats known to play on this seat's side. */
  readonly friends: readonly number[];
  /** Every other seat: those against this seat, and those it cannot tell yet. */
  readonly opponents: readonly number[];
  /** Seats still to play to the current trick after this one, in order. */
  readonly after: readonly number[];
  /** Whether no unseen card of the card's group ranks above it (nor an identical twin that would win played later). */
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
 * exchange) counts as known. `friends` are the seats known to play with this one; by
 * default Skat's: none for the declarer, the other defender for a defender.
 *
 * @example
 * playMemory(turn, 1).voids[2].has(table.trumpGroup); // seat 2 showed it has no trump
 * playMemory(turn, 0, [2]).opponents; // [1, 3] for seat 0 playing with seat 2
 */
export function playMemory<A extends BaseAction>(
  turn: BotTurn<A>,
  declarer: number,
  friends?: readonly number[],
): PlayMemory {
  const { view, facts, table } = turn;
  const { group, power } = table;
  const played = [...view.tricks.flatMap((t) => t.cards), ...view.trick].map((c) => c.card);
  const voids = voidGroups(table, view, facts.id, view.handSizes.length);
  const unseen = facts.unseen(view.hand, [...played, ...(view.skat ?? [])]);
  const active = activeSeats(view.handSizes.length, turn.active, view.dealer);
  const leader = view.trick[0]?.seat ?? view.seat;
  const from = active.indexOf(leader);
  const order = active.map((_, i) => active[(from + i) % active.length]);
  const after = order.slice(order.indexOf(view.seat) + 1);
  const mates =
    friends ??
    (view.seat === declarer ? [] : active.filter((s) => s !== declarer && s !== view.seat));
  const opponents = voids.map((_, s) => s).filter((s) => s !== view.seat && !mates.includes(s));
  // Per follow group: the highest power unseen, how many cards unseen, and the powers of
  // unseen cards that win when played later beside an equal card.
  const groups = table.trumpGroup + 1;
  const top = new Float64Array(groups).fill(Number.NEGATIVE_INFINITY);
  const count = new Int32Array(groups);
  let laterAt: Set<number> | undefined;
  for (const u of unseen) {
    const g = group[u];
    count[g]++;
    if (power[u] > top[g]) top[g] = power[u];
    if (table.laterWinsOf[u] === 1) (laterAt ??= new Set()).add(power[u] * groups + g);
  }
  return {
    unseen,
    voids,
    declarer,
    friends: mates,
    opponents,
    after,
    master(code) {
      const c = facts.id(code);
      const g = group[c];
      return !(top[g] > power[c] || laterAt?.has(power[c] * groups + g) === true);
    },
    mayHold(others, g) {
      return others.some((s) => !voids[s].has(g)) && count[g] > 0;
    },
  };
}
