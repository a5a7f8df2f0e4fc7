import type { Result } from '@stich/core';
import type { IssError } from './issError';
import { type IssResult, issResultOf } from './issResult';
import { type IssGame, parseIssRecord } from './parseIssRecord';
import { replayIssGame } from './replayIssGame';

/**
 * Reads (if given a line) and replays an ISS record through the kernel, and gives our
 * result: the contract's fields as the server's result line has them, `passed`, or
 * `penalty`. Our rules compute it; the record's `R[...]` is not used (compare with
 * `serverIssResult`). Errors carry a code, a message and the move's index.
 *
 * @example
 * replayIss(line); // { ok: true, value: { id: '9', declarer: 2, won: false, value: -96, matadors: 2, overbid: false, declarerPoints: 56, declarerTricks: 5, schneider: false, schwarz: false } }
 */
export function replayIss(input: string | IssGame): Result<IssResult, IssError> {
  const game =
    typeof input === 'string' ? parseIssRecord(input) : { ok: true as const, value: input };
  if (!game.ok) return game;
  const replay = replayIssGame(game.value);
  return replay.ok ? { ok: true, value: issResultOf(replay.value) } : replay;
}
