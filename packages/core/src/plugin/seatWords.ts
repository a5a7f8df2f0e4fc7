/**
 * The names the tools give the seats when nobody named the players: `stich play --watch`
 * and `stich solve` call seat 0 Anne, seat 1 Bert, and so on.
 *
 * @example
 * SEAT_NAMES[1]; // 'Bert'
 */
export const SEAT_NAMES: readonly string[] = Object.freeze([
  'Anne',
  'Bert',
  'Christina',
  'Dieter',
  'Emil',
  'Frieda',
]);

/**
 * One name per seat: the players a record names (its `meta.players`, when that is a list
 * of distinct, non-empty names, one per seat at least), else {@link SEAT_NAMES}
 * (`Player 7` and on past them).
 *
 * @example
 * import { seatNames } from '@stich/core/plugin';
 *
 * seatNames(3); // ['Anne', 'Bert', 'Christina']
 * seatNames(3, ['You', 'Bert', 'Christina']); // ['You', 'Bert', 'Christina']
 */
export function seatNames(seats: number, players?: unknown): string[] {
  if (
    Array.isArray(players) &&
    players.length >= seats &&
    players.every((p) => typeof p === 'string' && p.trim() !== '') &&
    new Set(players).size === players.length
  )
    return (players as string[]).slice(0, seats);
  return Array.from({ length: seats }, (_, seat) => SEAT_NAMES[seat] ?? `Player ${seat + 1}`);
}

/**
 * Seats named with a verb and an amount: `Bert writes 60`, `You and Bert each lose 40`.
 *
 * @example
 * import { seatsSay } from '@stich/core/plugin';
 *
 * seatsSay(['You', 'Bert', 'Christina'], [0, 1], 'loses', 40); // 'You and Bert each lose 40'
 */
export function seatsSay(
  names: readonly string[],
  seats: readonly number[],
  verb: string,
  amount: number,
): string {
  if (seats.length === 1) return `${says(names[seats[0]], verb)} ${amount}`;
  return `${nameList(names, seats)} each ${baseForm(verb)} ${amount}`;
}

/**
 * Seats by name in running text: `Bert`, `You and Bert`, `You, Bert and Christina`; in
 * German (`language` `de`) joined by `und`.
 *
 * @example
 * import { nameList } from '@stich/core/plugin';
 *
 * nameList(['You', 'Bert', 'Christina'], [0, 2]); // 'You and Christina'
 * nameList(['Du', 'Bert', 'Christina'], [0, 1, 2], 'de'); // 'Du, Bert und Christina'
 */
export function nameList(
  names: readonly string[],
  seats: readonly number[],
  language: 'en' | 'de' = 'en',
): string {
  const who = seats.map((s) => names[s]);
  const and = language === 'de' ? 'und' : 'and';
  return who.length < 2 ? (who[0] ?? '') : `${who.slice(0, -1).join(', ')} ${and} ${who.at(-1)}`;
}

/**
 * A number with its sign: `+2`, `-4`, `0`.
 *
 * @example
 * import { signed } from '@stich/core/plugin';
 *
 * signed(3); // '+3'
 */
export function signed(n: number): string {
  return n > 0 ? `+${n}` : `${n}`;
}

/**
 * A player's name with a verb that agrees: `Bert takes`, but `You take`.
 *
 * @example
 * import { says } from '@stich/core/plugin';
 *
 * says('You', 'takes'); // 'You take'
 */
export function says(name: string, verb: string): string {
  return `${name} ${name === 'You' ? baseForm(verb) : verb}`;
}

/** The verbs whose form after `you` is not the third person less its ending. */
const IRREGULAR: Readonly<Record<string, string>> = {
  has: 'have',
  is: 'are',
  does: 'do',
  goes: 'go',
};

/** A verb's form after `you` or a plural: `takes` -> `take`, `pushes` -> `push`, `has` -> `have`. */
function baseForm(verb: string): string {
  if (Object.hasOwn(IRREGULAR, verb)) return IRREGULAR[verb];
  return /(sh|ch|ss|x|z)es$/.test(verb) ? verb.slice(0, -2) : verb.replace(/s$/, '');
}
