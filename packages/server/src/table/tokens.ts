import { createHash, randomBytes } from 'node:crypto';

/**
 * A new secret seat token: 32 random bytes, base64url.
 *
 * @example
 * newToken().length; // 43
 */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The hash the server stores instead of a token (SHA-256, hex): a stolen database does
 * not hand out seats.
 *
 * @example
 * hashToken('abc').length; // 64
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
