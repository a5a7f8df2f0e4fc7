import type { CardTurn } from '@stich/bots';
import { declarerCard, defenderCard, playMemory } from '@stich/bots';
import type { CardCode } from '@stich/core';
import type { SkatkopfView } from '../index';

/**
 * The seats a seat knows to play on its side, from its card turn: the declarer's partner once
 * the called card is out (the partner itself knows from the start); the other defenders
 * once the declaring side is known; nobody while it is not.
 *
 * @example
 * friendsOf(turn); // [2] for the declarer after seat 2 played the called card
 */
export function friendsOf(turn: CardTurn<SkatkopfView>): number[] {
  const x = turn.extra;
  const me = turn.seat;
  const friends: number[] = [];
  if (x.declarer === null || !x.partnerKnown) return friends;
  const onSide = (seat: number) => seat === x.declarer || seat === x.partner;
  const mine = onSide(me);
  for (let seat = 0; seat < turn.seats; seat++)
    if (seat !== me && onSide(seat) === mine) friends.push(seat);
  return friends;
}

/**
 * A Skatkopf card in trick play, from what the seat knows: the declaring side (the
 * declarer, and the called card's holder) plays {@link declarerCard}, the defenders
 * {@link defenderCard}, each with the friends it knows ({@link friendsOf}).
 *
 * @example
 * skatkopfCard(turn, ['JK', 'H7']); // 'JK' for a declarer drawing trumps
 */
export function skatkopfCard(
  turn: CardTurn<SkatkopfView>,
  cards: readonly CardCode[],
): CardCode | undefined {
  const x = turn.extra;
  if (x.declarer === null || x.game === null) return undefined;
  const me = turn.seat;
  const memory = playMemory(turn, x.declarer, friendsOf(turn));
  const side = me === x.declarer || me === x.partner;
  return side ? declarerCard(turn, memory, cards) : defenderCard(turn, memory, cards);
}
