import type { DealRecord } from '@stich/core';
import { recordOf } from '@stich/core/tools';
import type { IssReplay } from './replayIssGame';

/**
 * A replayed ISS game as a Stich deal record: dealer 2, the hands in our seat order, the
 * kernel actions the moves became, our outcome, and the record's names in `meta` (`id`,
 * `server`, `series`, `date`, `players`), which `formatIssRecord` writes back. A server
 * penalty gives an unfinished record without an outcome.
 *
 * @example
 * const record = issDealRecord(unwrap(replayIssGame(game)));
 * formatDealRecord(record); // JSON, replayable with replayDeal(skat, record)
 */
export function issDealRecord(replay: IssReplay): DealRecord {
  const { game } = replay;
  return recordOf(replay.rules, replay.start, replay.actions, {
    ...(replay.outcome !== undefined ? { outcome: replay.outcome } : {}),
    meta: {
      id: game.id,
      server: game.server,
      series: game.series,
      date: game.date,
      players: [...game.players],
    },
  });
}
