import type { CardCode } from '@stich/core';
import { activeSeats } from '@stich/core/kernel';
import { type CardTurn, unseenOf } from '../cardTurn';

/**
 * A set of follow groups (or other small numbers below 31).
 *
 * @example
 * if (memory.voids[2].has(table.trumpGroup)) console.log('seat 2 is out of trumps');
 */
export interface GroupSet {
  has(group: number): boolean;
}

/** A {@link GroupSet} as the bits of a number. */
class GroupBits implements GroupSet {
  bits = 0;
  has(group: number): boolean {
    return ((this.bits >>> group) & 1) === 1;
  }
}

/**
 * What a seat knows in trick play, read off its card turn: the cards out of sight, which
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
  readonly voids: readonly GroupSet[];
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
export type CardChoice = (
  turn: CardTurn,
  memory: PlayMemory,
  cards: readonly CardCode[],
) => CardCode;

/**
 * Reads a seat's {@link PlayMemory} from its card turn. The declarer's skat (seen after
 * the exchange) counts as known. `friends` are the seats known to play with this one; by
 * default Skat's: none for the declarer, the other defender for a defender.
 *
 * @example
 * playMemory(turn, 1).voids[2].has(table.trumpGroup); // seat 2 showed it has no trump
 * playMemory(turn, 0, [2]).opponents; // [1, 3] for seat 0 playing with seat 2
 */
export function playMemory(
  turn: CardTurn,
  declarer: number,
  friends?: readonly number[],
): PlayMemory {
  const { table, seat, played, playedBy } = turn;
  const { group, power } = table;
  // A seat is void in the led group once it played another group to that trick.
  const voids: GroupBits[] = [];
  for (let s = 0; s < turn.seats; s++) voids.push(new GroupBits());
  for (let start = 0; start < played.length; start += turn.active) {
    const led = group[played[start]];
    const end = Math.min(start + turn.active, played.length);
    for (let i = start + 1; i < end; i++)
      if (group[played[i]] !== led) voids[playedBy[i]].bits |= 1 << led;
  }
  const unseen = unseenOf(turn, true, true);
  const active = activeSeats(turn.seats, turn.active, turn.dealer);
  // The seats after this one in the trick, in order: from its place to the leader's.
  const n = active.length;
  const leader = turn.trick[0]?.seat ?? seat;
  const from = active.indexOf(leader);
  const after: number[] = [];
  for (let i = ((active.indexOf(seat) - from + n) % n) + 1; i < n; i++)
    after.push(active[(from + i) % n]);
  const mates =
    friends ?? (seat === declarer ? [] : active.filter((s) => s !== declarer && s !== seat));
  const opponents = voids.map((_, s) => s).filter((s) => s !== seat && !mates.includes(s));
  // Per follow group: the highest power unseen, how many cards unseen, and the powers of
  // unseen cards that win when played later beside an equal card.
  const groups = table.trumpGroup + 1;
  const top: number[] = [];
  const count: number[] = [];
  for (let g = 0; g < groups; g++) {
    top.push(Number.NEGATIVE_INFINITY);
    count.push(0);
  }
  const laterAt: number[] = [];
  for (const u of unseen) {
    const g = group[u];
    count[g]++;
    if (power[u] > top[g]) top[g] = power[u];
    if (table.laterWinsOf[u] === 1) laterAt.push(power[u] * groups + g);
  }
  const { facts } = turn;
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
      return !(top[g] > power[c] || laterAt.includes(power[c] * groups + g));
    },
    mayHold(others, g) {
      return others.some((s) => !voids[s].has(g)) && count[g] > 0;
    },
  };
}
