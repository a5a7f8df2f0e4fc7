import { activeSeats } from '@stich/core/kernel';
import { BID_VALUES, type SkatAction } from '../index';

/**
 * A Skat auction that the declarer wins at the bid it won with, as public actions, with
 * one defender (`active`) who made or held a call so that it may say kontra; `undefined`
 * when no auction at that bid allows it (18 leaves only forehand's opponent of the
 * bid). Without `active` the declarer alone calls. `declarer` -1: everybody passes.
 *
 * @example
 * skatAuction(3, 0, 1, 20); // middlehand calls 20, forehand and rearhand pass
 */
export function skatAuction(
  seats: number,
  dealer: number,
  declarer: number,
  bid: number,
  active = -1,
): SkatAction[] | undefined {
  const [f, m, r] = activeSeats(seats, 3, dealer);
  const pass = (seat: number): SkatAction => ({ type: 'pass', seat });
  const hold = (seat: number): SkatAction => ({ type: 'hold', seat });
  const call = (seat: number, value: number): SkatAction => ({ type: 'bid', seat, value });
  if (declarer < 0) return [pass(m), pass(r), pass(f)];
  const i = BID_VALUES.indexOf(bid);
  const below = i > 0 ? BID_VALUES[i - 1] : undefined;
  if (active < 0) {
    if (declarer === f) return [pass(m), pass(r), call(f, bid)];
    if (declarer === m) return [call(m, bid), pass(f), pass(r)];
    return [pass(m), call(r, bid), pass(f)];
  }
  if (declarer === f) {
    return active === m
      ? [call(m, bid), hold(f), pass(m), pass(r)]
      : [pass(m), call(r, bid), hold(f), pass(r)];
  }
  if (below === undefined) return undefined;
  if (declarer === m) {
    return active === f
      ? [call(m, below), hold(f), call(m, bid), pass(f), pass(r)]
      : [call(m, below), pass(f), call(r, bid), hold(m), pass(r)];
  }
  return active === f
    ? [pass(m), call(r, below), hold(f), call(r, bid), pass(f)]
    : [call(m, below), hold(f), pass(m), call(r, bid), pass(f)];
}
