/**
 * The order in which a driver (a table at the terminal, a simulation, a server) asks the
 * seats to act, one rule for every tool. After each action, before the seat to act is
 * asked, every other seat that has actions offered out of turn (`Rules.outOfTurn`: a Re in
 * answer to a Kontra said just now) is asked, one at a time, in seat order starting after
 * the seat that acted last (before the first action: after the seat to act), and may
 * decline. A seat that declines is not asked again until the next action changes the
 * position; nor is one with nothing offered. When none is left, the seat to act is asked.
 * The order depends only on the actions taken, so a seeded game plays the same way
 * every time.
 *
 * Tell it every action taken (`acted`) and every offer declined (`decline`). Seats go up
 * to 32.
 *
 * @example
 * import { unwrap } from '@stich/core';
 * import { askOutOfTurn, OfferOrder } from '@stich/core/plugin';
 *
 * const order = new OfferOrder(rules.ctx.seats);
 * while (!rules.isTerminal(s)) {
 *   const turn = rules.toAct(s);
 *   const seat = order.next(turn, (other) => rules.outOfTurn(s, other).length > 0);
 *   const action =
 *     seat === turn
 *       ? bots[seat].choose(rules.view(s, seat), rng)
 *       : askOutOfTurn(rules, s, seat, bots[seat], rng);
 *   if (action === null) {
 *     order.decline(seat); // asked again only after the next action
 *     continue;
 *   }
 *   s = unwrap(rules.applyAction(s, action));
 *   order.acted(seat);
 * }
 */
export class OfferOrder {
  /** The seat that acted last, or -1 before the first action. */
  private last = -1;
  /** Seats that declined, or had nothing offered, since the last action (a bit each). */
  private done = 0;

  /**
   * @param seats - the seats at the table (1 to 32)
   */
  constructor(readonly seats: number) {
    if (!Number.isInteger(seats) || seats < 1 || seats > 32)
      throw new RangeError(`seats must be a whole number from 1 to 32, not ${seats}`);
  }

  /**
   * The seat to ask now. Among the seats other than `turn`, in seat order from the one
   * after the seat that acted last, the first that has not declined since the last action
   * and for which `offered(seat)` is true (whether it has actions to be offered out of
   * turn, and will be asked about them); `turn` when there is none.
   *
   * @param turn - the seat to act
   * @param offered - whether a seat has something offered out of turn (called at most once
   *   per seat and position)
   */
  next(turn: number, offered: (seat: number) => boolean): number {
    const n = this.seats;
    const start = this.last < 0 ? turn : this.last;
    for (let i = 1; i <= n; i++) {
      const seat = (start + i) % n;
      if (seat === turn || ((this.done >>> seat) & 1) !== 0) continue;
      if (offered(seat)) return seat;
      this.done |= 1 << seat;
    }
    return turn;
  }

  /** `seat` declined what it was offered: it is not asked again until the next action. */
  decline(seat: number): void {
    this.done |= 1 << seat;
  }

  /** `seat` took an action: the position changed, so every seat may be asked again. */
  acted(seat: number): void {
    this.last = seat;
    this.done = 0;
  }
}
