/** What the browser keeps of a seat it joined: the secret token is the only way back. */
export interface KeptSeat {
  readonly table: string;
  readonly seat: number;
  readonly token: string;
}

const KEY = 'stich.seats';
const NAME = 'stich.name';

function all(): KeptSeat[] {
  try {
    const kept = JSON.parse(localStorage.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(kept) ? (kept as KeptSeat[]) : [];
  } catch {
    return [];
  }
}

/**
 * The seat this browser holds at a table, if any.
 *
 * @example
 * const kept = keptSeat('t-abc'); // { table, seat, token } or undefined
 */
export function keptSeat(table: string): KeptSeat | undefined {
  return all().find((s) => s.table === table);
}

/**
 * Keeps a joined seat's token (in `localStorage`, so a reload or a new tab finds it).
 *
 * @example
 * keepSeat({ table: 't-abc', seat: 0, token });
 */
export function keepSeat(seat: KeptSeat): void {
  const others = all().filter((s) => s.table !== seat.table);
  localStorage.setItem(KEY, JSON.stringify([...others, seat].slice(-50)));
}

/**
 * Forgets a table's seat (the server no longer knows the token).
 *
 * @example
 * forgetSeat('t-abc');
 */
export function forgetSeat(table: string): void {
  localStorage.setItem(KEY, JSON.stringify(all().filter((s) => s.table !== table)));
}

/**
 * The name this browser last played under, and a way to change it.
 *
 * @example
 * playerName.set('Anna');
 */
export const playerName = {
  get: (): string => localStorage.getItem(NAME) ?? '',
  set: (name: string): void => localStorage.setItem(NAME, name),
};
