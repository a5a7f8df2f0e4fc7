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

/** What the browser keeps of a table it created: the host token and the seats' invites. */
export interface HostedTable {
  readonly table: string;
  readonly host: string;
  readonly invites: readonly { readonly seat: number; readonly invite: string }[];
}

const HOSTED = 'stich.hosted';

function allHosted(): HostedTable[] {
  try {
    const kept = JSON.parse(localStorage.getItem(HOSTED) ?? '[]') as unknown;
    return Array.isArray(kept) ? (kept as HostedTable[]) : [];
  } catch {
    return [];
  }
}

/**
 * The host token and invites this browser keeps for a table it created, if any.
 *
 * @example
 * hostedTable('t-abc')?.invites; // [{ seat: 1, invite }]
 */
export function hostedTable(table: string): HostedTable | undefined {
  return allHosted().find((h) => h.table === table);
}

/**
 * Keeps a created table's host token and invites (in `localStorage`).
 *
 * @example
 * keepHosted({ table: created.id, host: created.hostToken, invites: created.invites });
 */
export function keepHosted(hosted: HostedTable): void {
  const others = allHosted().filter((h) => h.table !== hosted.table);
  localStorage.setItem(HOSTED, JSON.stringify([...others, hosted].slice(-20)));
}

/**
 * The link that seats a person at a table's seat, from this page's address.
 *
 * @example
 * inviteLink('t-abc', invite); // 'http://host/?table=t-abc&invite=...'
 */
export function inviteLink(table: string, invite: string): string {
  const url = new URL(location.href);
  url.hash = '';
  url.search = new URLSearchParams({ table, invite }).toString();
  return url.toString();
}
