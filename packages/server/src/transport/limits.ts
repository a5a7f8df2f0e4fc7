/**
 * How much a client may send.
 *
 * @example
 * const strict: Limits = { ...DEFAULT_LIMITS, messagesPerSecond: 5 };
 */
export interface Limits {
  /** WebSocket messages per second per connection, on average. */
  readonly messagesPerSecond: number;
  /** WebSocket messages a connection may send at once. */
  readonly messageBurst: number;
  /** Messages dropped in a row (without a quiet spell) before the connection is closed. */
  readonly dropsBeforeClose: number;
  /** HTTP requests per second per client address, on average. */
  readonly httpPerSecond: number;
  /** HTTP requests a client address may make at once. */
  readonly httpBurst: number;
  /** Largest HTTP request body, in bytes. */
  readonly maxBodyBytes: number;
  /** Bytes waiting to be sent to a connection before it is dropped as too slow. */
  readonly maxBufferedBytes: number;
}

/**
 * The limits a server uses unless told otherwise (see docs/guides/server.md).
 *
 * @example
 * DEFAULT_LIMITS.messagesPerSecond; // 20
 */
export const DEFAULT_LIMITS: Limits = {
  messagesPerSecond: 20,
  messageBurst: 40,
  dropsBeforeClose: 100,
  httpPerSecond: 20,
  httpBurst: 40,
  maxBodyBytes: 65_536,
  maxBufferedBytes: 4 * 1024 * 1024,
};
