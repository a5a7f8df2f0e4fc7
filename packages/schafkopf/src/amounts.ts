/**
 * Card points (Augen) a seat or side took: 0 to 120 in a deal (1.2).
 *
 * @example
 * const taken: CardPoints = 61; // enough to win a point game (6.1)
 */
export type CardPoints = number;

/**
 * A game's value in cents: what each paying player pays each receiving one (6.4, 6.5).
 *
 * @example
 * const value: GameValue = 50; // a plain solo
 */
export type GameValue = number;

/**
 * A seat's net payment for a deal in cents: positive receives, negative pays. A deal's
 * four payments add up to 0 (6.5).
 *
 * @example
 * const payments: readonly Payment[] = [300, -100, -100, -100];
 */
export type Payment = number;

/**
 * Throws unless the payments add up to 0 (6.5: an engine must check it); a sum other
 * than 0 is a bug in the scorer, not a player's error.
 *
 * @example
 * assertZeroSum([50, -50, 50, -50]); // passes
 */
export function assertZeroSum(payments: readonly Payment[]): void {
  let sum = 0;
  for (let i = 0; i < payments.length; i++) sum += payments[i];
  if (sum !== 0) throw new Error(`Schafkopf payments ${payments.join(' ')} do not add up to 0`);
}
