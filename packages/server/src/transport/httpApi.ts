import type { IncomingMessage, ServerResponse } from 'node:http';
import { scoreListCsv } from '@stich/core/plugin';
import { quote } from '@stich/core/tools';
import { controlCharacterAt } from '../protocol/controlCharacter';
import { type ServerError, type ServerErrorCode, serverError } from '../protocol/errorCodes';
import {
  CreateTableSchema,
  HostRequestSchema,
  JoinSchema,
  LeaveSchema,
} from '../protocol/httpSchemas';
import { lobbyQuery } from '../table/lobbyPage';
import type { TableHub } from '../table/tableHub';
import { forwardRequest, isForwarded } from './forward';
import type { Limits } from './limits';
import { streamLobby } from './lobbyStream';
import { zodRefusal } from './zodRefusal';

const STATUS: Partial<Record<ServerErrorCode, number>> = {
  TOO_LARGE: 413,
  RATE_LIMITED: 429,
  UNKNOWN_TABLE: 404,
  NOT_FOUND: 404,
  SEAT_TAKEN: 409,
  NOT_STARTED: 409,
  NOT_HOST: 403,
  TABLE_CLOSED: 410,
  TABLE_OVER: 410,
  NO_FREE_SEAT: 409,
  STORAGE: 500,
};

/**
 * Writes a JSON reply.
 *
 * @example
 * reply(res, 200, { games: ['skat'] });
 */
export function reply(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
  });
  res.end(text);
}

/**
 * Writes an error reply with the status its code calls for.
 *
 * @example
 * refuse(res, serverError('NOT_FOUND', 'no such route'));
 */
export function refuse(res: ServerResponse, error: ServerError): void {
  reply(res, STATUS[error.code] ?? 400, { error });
}

/**
 * Writes a CSV download: `text/csv`, with a file name to save it under.
 *
 * @example
 * replyCsv(res, '#,Seat 1\r\n', 'liste.csv');
 */
export function replyCsv(res: ServerResponse, text: string, filename: string): void {
  res.writeHead(200, {
    'content-type': 'text/csv; charset=utf-8; header=present',
    'content-length': Buffer.byteLength(text),
    'content-disposition': `attachment; filename="${filename}"`,
    'cache-control': 'no-store',
  });
  res.end(text);
}

/** A table's id as a part of a file name (letters, digits, `-` and `_` only). */
const fileSafe = (id: string) => id.replace(/[^A-Za-z0-9_-]/g, '_');

/** The `lang` and `format` of a list request, or the refusal of a bad one. */
function listQuery(
  req: IncomingMessage,
  csvPath: boolean,
): { language: 'en' | 'de'; csv: boolean } | ServerError {
  const params = new URL(req.url ?? '/', 'http://x').searchParams;
  const lang = params.get('lang') ?? 'en';
  const format = params.get('format') ?? (csvPath ? 'csv' : 'json');
  if (lang !== 'en' && lang !== 'de')
    return serverError('BAD_MESSAGE', `lang must be en or de, not ${quote(lang)}`);
  if (format !== 'json' && format !== 'csv')
    return serverError('BAD_MESSAGE', `format must be json or csv, not ${quote(format)}`);
  return { language: lang, csv: format === 'csv' };
}

/** Reads a JSON body of at most `limit` bytes. */
async function readJson(req: IncomingMessage, limit: number): Promise<unknown | ServerError> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) return serverError('TOO_LARGE', `the body is over ${limit} bytes`);
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    return { json: JSON.parse(text) as unknown };
  } catch {
    return serverError('BAD_JSON', `the body is not JSON: ${quote(text)}`);
  }
}

const isRefusal = (x: unknown): x is ServerError =>
  typeof x === 'object' && x !== null && 'code' in x;

/** A request body: the JSON, or the refusal of it. */
type Body = { ok: true; json: unknown } | { ok: false; error: ServerError };

/**
 * Answers a request under `/api/`: games, tables, joining, a table's score list and
 * session record (see docs/guides/server.md).
 *
 * @example
 * if (url.pathname.startsWith('/api/')) await handleApi(req, res, url.pathname, hub, gameIds, limits);
 */
export async function handleApi(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  hub: TableHub,
  gameIds: readonly string[],
  limits: Limits,
): Promise<void> {
  const parts = path.split('/').filter((p) => p !== '');
  const method = req.method ?? 'GET';
  const body = async (): Promise<Body> => {
    const read = await readJson(req, limits.maxBodyBytes);
    if (isRefusal(read)) return { ok: false, error: read };
    const { json } = read as { json: unknown };
    const control = controlCharacterAt(json);
    if (control === undefined) return { ok: true, json };
    const where = control.path.length === 0 ? 'the body' : quote(control.path.join('.'));
    const message = `${where} holds the control character ${control.char}`;
    return { ok: false, error: serverError('CONTROL_CHARACTER', message, control.path) };
  };
  if (method === 'GET' && path === '/api/games') {
    const infos = gameIds.map((id) => [id, hub.gameInfo(id)] as const);
    const seats = Object.fromEntries(infos.map(([id, info]) => [id, info?.seats ?? null]));
    const names = Object.fromEntries(infos.map(([id, info]) => [id, info?.name ?? id]));
    return reply(res, 200, { games: gameIds, seats, names });
  }
  if (parts[1] === 'tables') {
    if (parts.length === 3 && parts[2] === 'events' && method === 'GET') {
      return streamLobby(req, res, hub);
    }
    if (parts.length === 2 && method === 'GET') {
      const query = lobbyQuery(new URL(req.url ?? '/', 'http://x').searchParams);
      return isRefusal(query) ? refuse(res, query) : reply(res, 200, await hub.lobby(query));
    }
    if (parts.length === 2 && method === 'POST') {
      const read = await body();
      if (!read.ok) return refuse(res, read.error);
      const parsed = CreateTableSchema.safeParse(read.json);
      if (!parsed.success) return refuse(res, zodRefusal('BAD_MESSAGE', parsed.error));
      const made = await hub.create(parsed.data);
      return isRefusal(made) ? refuse(res, made) : reply(res, 201, made);
    }
    const found = parts.length >= 3 ? await hub.locate(parts[2]) : undefined;
    if (found !== undefined && 'owner' in found) {
      const moving = serverError('STORAGE', 'the table is moving to another instance; try again');
      if (isForwarded(req) || !(await forwardRequest(req, res, found.url))) refuse(res, moving);
      return;
    }
    const table = found;
    if (table !== undefined && isRefusal(table)) return refuse(res, table);
    if (table !== undefined && parts.length === 3 && method === 'GET') {
      return reply(res, 200, table.info());
    }
    if (table !== undefined && parts.length === 4 && method === 'GET') {
      if (parts[3] === 'list' || parts[3] === 'list.csv') {
        const query = listQuery(req, parts[3] === 'list.csv');
        if (isRefusal(query)) return refuse(res, query);
        const list = table.scoreList(query.language);
        if (!query.csv) return reply(res, 200, list);
        const name = `stich-${fileSafe(table.row.game)}-${fileSafe(table.row.id)}-${query.language}.csv`;
        return replyCsv(res, scoreListCsv(list), name);
      }
      if (parts[3] === 'record') return reply(res, 200, table.sessionRecord());
    }
    if (table !== undefined && method === 'POST') {
      const id = parts[2];
      const action = parts.slice(3).join('/');
      const seatRoute = /^seats\/(\d{1,3})\/bot$/.exec(action);
      const route =
        action === 'join'
          ? { schema: JoinSchema, run: (b: never) => hub.join(id, b) }
          : action === 'leave'
            ? { schema: LeaveSchema, run: (b: never) => hub.leave(id, b) }
            : action === 'start'
              ? { schema: HostRequestSchema, run: (b: never) => hub.start(id, b) }
              : action === 'close'
                ? { schema: HostRequestSchema, run: (b: never) => hub.closeTable(id, b) }
                : seatRoute !== null
                  ? {
                      schema: HostRequestSchema,
                      run: (b: never) => hub.toBot(id, Number(seatRoute[1]), b),
                    }
                  : undefined;
      if (route !== undefined) {
        const read = await body();
        if (!read.ok) return refuse(res, read.error);
        const parsed = route.schema.safeParse(read.json);
        if (!parsed.success) return refuse(res, zodRefusal('BAD_MESSAGE', parsed.error));
        const answer = await route.run(parsed.data as never);
        return isRefusal(answer) ? refuse(res, answer) : reply(res, 200, answer);
      }
    }
  }
  refuse(res, serverError('NOT_FOUND', `no route ${method} ${quote(path)}`));
}
