/**
 * An amount of stakes as whole thirds, exactly: payments under the pot reading are
 * multiples of a third (NOTES Skatkopf 7), which a float such as `1 / 3` holds only
 * approximately. Sums of thirds stay exact as integers.
 *
 * @example
 * thirdsOf(1 / 3); // 1
 * thirdsOf(-2); // -6
 */
export function thirdsOf(amount: number): number {
  return Math.round(amount * 3);
}

/**
 * An amount of stakes written exactly, as a whole number or a fraction in thirds:
 * `'2'`, `'1/3'`, `'-1 2/3'`. Never a rounded float such as `0.3333333333333333`.
 *
 * @example
 * formatStake(1 / 3); // '1/3'
 * formatStake(-5 / 3); // '-1 2/3'
 * formatStake(4); // '4'
 */
export function formatStake(amount: number): string {
  const thirds = thirdsOf(amount);
  const sign = thirds < 0 ? '-' : '';
  const whole = Math.floor(Math.abs(thirds) / 3);
  const rest = Math.abs(thirds) % 3;
  if (rest === 0) return `${sign}${whole}`;
  return whole === 0 ? `${sign}${rest}/3` : `${sign}${whole} ${rest}/3`;
}

/**
 * An amount for JSON output: a number when whole, else the exact fraction as text.
 *
 * @example
 * stakeJson(3); // 3
 * stakeJson(2 / 3); // '2/3'
 */
export function stakeJson(amount: number): number | string {
  return thirdsOf(amount) % 3 === 0 ? thirdsOf(amount) / 3 : formatStake(amount);
}
