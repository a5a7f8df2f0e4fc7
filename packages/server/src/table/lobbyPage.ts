import { quote } from '@stich/core/tools';
import { type ServerError, serverError } from '../protocol/errorCodes';
import type { TableInfo } from '../protocol/httpSchemas';

/**
 * How many tables a lobby page holds unless the request says (`?limit=`), and at most.
 *
 * @example
 * LOBBY_PAGE.max; // 200
 */
export const LOBBY_PAGE = { default: 50, max: 200 } as const;

/** Where a page starts: after the table of this creation time and id (newest first). */
export interface LobbyCursor {
  readonly created: string;
  readonly id: string;
}

/** A page request: how many, and after which table. */
export interface LobbyQuery {
  readonly limit: number;
  readonly after?: LobbyCursor;
}

/** The opaque cursor text of a table: where the next page starts. */
export function cursorOf(t: { created: string; id: string }): string {
  return Buffer.from(JSON.stringify([t.created, t.id])).toString('base64url');
}

/**
 * Reads `?limit=` and `?cursor=` of `GET /api/tables`; a refusal with the parameter's
 * name as path when one is bad.
 *
 * @example
 * lobbyQuery(new URLSearchParams('limit=20')); // { limit: 20 }
 */
export function lobbyQuery(params: URLSearchParams): LobbyQuery | ServerError {
  const limitText = params.get('limit');
  let limit: number = LOBBY_PAGE.default;
  if (limitText !== null) {
    limit = Number(limitText);
    if (!/^\d+$/.test(limitText) || limit < 1 || limit > LOBBY_PAGE.max) {
      return serverError(
        'BAD_MESSAGE',
        `limit ${quote(limitText)} is not a whole number from 1 to ${LOBBY_PAGE.max}`,
        ['limit'],
      );
    }
  }
  const cursor = params.get('cursor');
  if (cursor === null || cursor === '') return { limit };
  try {
    const [created, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      typeof created === 'string' &&
      typeof id === 'string' &&
      !Number.isNaN(Date.parse(created))
    ) {
      return { limit, after: { created, id } };
    }
  } catch {
    // Refused below.
  }
  return serverError('BAD_MESSAGE', `cursor ${quote(cursor)} is not one this server gave`, [
    'cursor',
  ]);
}

/** Newest first; tables created in the same millisecond by id, descending. */
export function lobbyOrder(a: LobbyCursor, b: LobbyCursor): number {
  const t = Date.parse(b.created) - Date.parse(a.created);
  return t !== 0 ? t : a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

/**
 * One page of a lobby (any order-free list of tables): sorted newest first, the tables
 * after the cursor, at most `limit`, and the cursor of the next page (`null`: the last).
 *
 * @example
 * lobbyPage(tables, { limit: 50 }); // { tables: [...], next: 'WyIyMDI2...' }
 */
export function lobbyPage(
  all: readonly TableInfo[],
  query: LobbyQuery,
): { tables: TableInfo[]; next: string | null } {
  const sorted = [...all].sort(lobbyOrder);
  const after = query.after;
  const rest = after === undefined ? sorted : sorted.filter((t) => lobbyOrder(after, t) < 0);
  const tables = rest.slice(0, query.limit);
  const last = tables.at(-1);
  return { tables, next: rest.length > query.limit && last !== undefined ? cursorOf(last) : null };
}
