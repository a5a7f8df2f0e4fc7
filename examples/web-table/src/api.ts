import type { Created, CreateTable, Joined, ServerError, TableInfo } from '@stich/server/protocol';

/** A refusal of the server's HTTP API, with its stable code. */
export class ApiError extends Error {
  constructor(readonly error: ServerError) {
    super(error.message);
  }
}

async function call<T>(path: string, body?: unknown): Promise<T> {
  const res = await fetch(path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json().catch(() => null)) as { error?: ServerError } | null;
  if (!res.ok) {
    throw new ApiError(json?.error ?? { code: 'NOT_FOUND', message: `HTTP ${res.status}` });
  }
  return json as T;
}

/**
 * The server's HTTP API (see docs/guides/server.md), from the page's own origin.
 *
 * @example
 * const { games } = await api.games();
 */
export const api = {
  games: () =>
    call<{
      games: string[];
      seats?: Record<string, number | null>;
      names?: Record<string, string>;
    }>('/api/games'),
  tables: () => call<{ tables: TableInfo[] }>('/api/tables'),
  table: (id: string) => call<TableInfo>(`/api/tables/${encodeURIComponent(id)}`),
  create: (request: CreateTable) => call<Created>('/api/tables', request),
  join: (id: string, name: string, seat?: number, invite?: string) =>
    call<Joined>(`/api/tables/${encodeURIComponent(id)}/join`, { name, seat, invite }),
  start: (id: string, host: string) =>
    call<TableInfo>(`/api/tables/${encodeURIComponent(id)}/start`, { host }),
  toBot: (id: string, seat: number, host: string) =>
    call<TableInfo>(`/api/tables/${encodeURIComponent(id)}/seats/${seat}/bot`, { host }),
  close: (id: string, host: string) =>
    call<TableInfo>(`/api/tables/${encodeURIComponent(id)}/close`, { host }),
  /** Gives the seat up: free again before the start, afterwards the game's rules bot plays it. */
  leave: (id: string, token: string) =>
    call<TableInfo>(`/api/tables/${encodeURIComponent(id)}/leave`, { token }),
};
