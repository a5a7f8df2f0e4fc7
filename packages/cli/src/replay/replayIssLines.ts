import { replayIss } from '@stich/skat';

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
