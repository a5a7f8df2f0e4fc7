import { activeSeats } from '@stich/core/kernel';
import type { Bid, SkatkopfAction } from '../index';

/**
 * A Skatkopf auction that `declarer` wins with `bid` (`null`: everybody passes and
 * forehand must play), as public actions: the seats before the opener pass; the declarer
 * opens with Partner ("I'll play") and the next seat names the bid, which the declarer
 * accepts; a declarer sitting last names the bid against the seat before it.
 *
 * @example
 * skatkopfAuction(0, 2, { game: 'solo', doublings: 0, value: 2 }); // seat 1 passes, 2 opens, 3 bids solo, 2 holds ...
 */
export function skatkopfAuction(
  dealer: number,
  declarer: number,
  bid: Bid | null,
): SkatkopfAction[] {
  const order = activeSeats(4, 4, dealer);
  const pass = (seat: number): SkatkopfAction => ({ type: 'pass', seat });
  const name = (seat: number, b: Pick<Bid, 'game' | 'doublings'>): SkatkopfAction => ({
    type: 'bid',
    seat,
    game: b.game,
    doublings: b.doublings,
  });
  const opening = { game: 'partner', doublings: 0 } as const;
  if (bid === null) return order.map(pass);
  const at = order.indexOf(declarer);
  const lowest = bid.game === 'partner' && bid.doublings === 0;
  if (lowest)
    return [...order.slice(0, at).map(pass), name(declarer, bid), ...order.slice(at + 1).map(pass)];
  if (at === order.length - 1) {
    const before = order[at - 1];
    return [
      ...order.slice(0, at - 1).map(pass),
      name(before, opening),
      name(declarer, bid),
      pass(before),
    ];
  }
  const after = order[at + 1];
  return [
    ...order.slice(0, at).map(pass),
    name(declarer, opening),
    name(after, bid),
    { type: 'hold', seat: declarer },
    pass(after),
    ...order.slice(at + 2).map(pass),
  ];
}
