/**
 * Whether `seat` is a seat at a table of `seats`: an integer from 0 to `seats - 1`.
 *
 * @example
 * isSeat(3, 2); // true
 * isSeat(3, '1'); // false
 */
export function isSeat(seats: number, seat: unknown): seat is number {
  return typeof seat === 'number' && Number.isInteger(seat) && seat >= 0 && seat < seats;
}
