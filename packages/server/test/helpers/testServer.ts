import {
  createServer,
  type ServerMessage,
  type ServerOptions,
  type StichServer,
} from '../../src/index';
import { GAME_IDS, games } from './games';

/** A view message. */
export type View = Extract<ServerMessage, { type: 'view' }>;

/**
 * A server for tests: the four games, PGlite in memory (or `store`), any free port, bots
 * that act at once, quiet, and HTTP limits out of the way.
 */
export function testServer(extra: Partial<ServerOptions> = {}): Promise<StichServer> {
  return createServer({
    games,
    gameIds: GAME_IDS,
    port: 0,
    botDelayMs: 0,
    log: () => {},
    limits: { httpPerSecond: 1000, httpBurst: 1000 },
    ...extra,
  });
}
