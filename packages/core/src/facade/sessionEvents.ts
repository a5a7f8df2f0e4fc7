import type { StichError } from '../errors/errors';
import type { BaseAction } from '../kernel/actions';
import type { GameEvent } from './gameEvents';

/**
 * What a session tells its subscribers: each deal's {@link GameEvent}s tagged with the
 * deal's index, `dealStarted` when the next deal is dealt, and `sessionOver` with the
 * variant's result. After the last deal: `dealOver`, then `sessionOver`.
 *
 * @typeParam A - the variant's actions
 * @typeParam R - the deal's outcome (what the variant's `score` returns)
 * @typeParam SR - the session's result (what `session.result` returns)
 * @example
 * session.subscribe((e) => { if (e.type === 'dealOver') console.log(e.deal, e.outcome) });
 */
export type SessionEvent<A extends BaseAction = BaseAction, R = unknown, SR = unknown> =
  | (GameEvent<A, R> & { readonly deal: number })
  | { readonly type: 'dealStarted'; readonly deal: number; readonly dealer: number }
  | { readonly type: 'sessionOver'; readonly deal: number; readonly result: SR }
  | {
      readonly type: 'rejected';
      readonly deal: number;
      readonly action: unknown;
      readonly error: StichError;
    };
