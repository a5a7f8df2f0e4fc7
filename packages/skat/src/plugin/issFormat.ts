import { err, ok } from '@stich/core';
import type { RecordFormat } from '@stich/core/plugin';
import { issDealRecord, parseIssRecord, replayIss, replayIssGame } from '../index';

/**
 * Replays ISS game records, one per line (blank lines skipped), each with the rules of
 * `@stich/skat`: one JSON line per record, our result (`{"id","declarer","won","value",...}`,
 * `{"id","passed":true}` or `{"id","penalty":true}`) or
 * `{"error":{"code","message","index","path","column","line"}}` with the move's index in
 * `MV` and the record's line number. `failed` says whether any record failed.
 *
 * @example
 * replayIssLines(text).lines[0]; // '{"id":"9","declarer":2,"won":false,"value":-96,...}'
 */
export function replayIssLines(text: string): { lines: string[]; failed: boolean } {
  const lines: string[] = [];
  let failed = false;
  text.split('\n').forEach((raw, i) => {
    const record = raw.trim();
    if (record === '') return;
    const r = replayIss(record);
    if (r.ok) {
      lines.push(JSON.stringify(r.value));
      return;
    }
    failed = true;
    const { code, message, index, path, column } = r.error;
    const error = {
      code,
      message,
      ...(index !== undefined ? { index } : {}),
      ...(path ? { path } : {}),
      ...(column !== undefined ? { column } : {}),
      line: i + 1,
    };
    lines.push(JSON.stringify({ error }));
  });
  if (lines.length === 0) {
    failed = true;
    lines.push(
      JSON.stringify({ error: { code: 'INVALID_RECORD', message: 'the input holds no record' } }),
    );
  }
  return { lines, failed };
}

/**
 * Skat's ISS game records as a record format: `stich replay --format iss` replays them
 * line by line ({@link replayIssLines}); `stich solve --format iss` takes one whole game
 * line as a deal record.
 *
 * @example
 * issFormat.deal?.(line); // { ok: true, value: { record, source: 'ISS game 9' } }
 */
export const issFormat: RecordFormat = {
  replay: replayIssLines,
  deal(text) {
    const lines = text.split('\n').filter((line) => line.trim() !== '');
    if (lines.length !== 1)
      return err('INVALID_RECORD', `the input holds ${lines.length} ISS records; solve takes one`);
    const game = parseIssRecord(lines[0].trim());
    if (!game.ok) return game;
    const replay = replayIssGame(game.value);
    if (!replay.ok) return replay;
    return ok({ record: issDealRecord(replay.value), source: `ISS game ${game.value.id}` });
  },
};
