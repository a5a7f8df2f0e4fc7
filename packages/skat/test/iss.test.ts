// The acceptance test: the 60 real ISS games of /work/shared/data/iss/iss_records.sgf
// (provenance in iss_records_provenance.tsv), replayed through the public kernel API and
// scored by our rules, must agree with the server's own result line R[...] in every field
// (d, win/loss, v, m, bidok/overbid, p, t, s, z). The server's penalties (a declarer's
// timeout or leave, or no contract yet: 8, 30, 10330141) are reported as penalties.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { parseIssRecord, replayIss, replayIssGame, serverIssResult } from '../src/index';

const DATA = fileURLToPath(new URL('../../../../shared/data/iss', import.meta.url));
const HAVE = existsSync(DATA);
if (!HAVE) console.warn(`ISS acceptance skipped: ${DATA} (../shared/data/iss) is absent`);

const lines = HAVE
  ? readFileSync(`${DATA}/iss_records.sgf`, 'utf8')
      .split('\n')
      .filter((l) => l.trim() !== '')
  : [];
const idOf = (line: string) => /ID\[([^\]]*)\]/.exec(line)?.[1] ?? '?';

/** iss_cases.tsv: the `kind` column per game id. */
function caseKinds(): Map<string, string> {
  const rows = readFileSync(`${DATA}/iss_cases.tsv`, 'utf8').trim().split('\n');
  const header = rows[0].split('\t');
  return new Map(
    rows
      .slice(1)
      .map((r) => r.split('\t'))
      .map((c) => [c[0], c[header.indexOf('kind')]]),
  );
}

describe.skipIf(!HAVE)('ISS records (skipped when ../shared/data/iss is absent)', () => {
  test('the file holds the 60 games of iss_cases.tsv', () => {
    expect(lines).toHaveLength(60);
    expect(new Set(lines.map(idOf))).toEqual(new Set(caseKinds().keys()));
  });

  test.each(lines.map((line) => [idOf(line), line]))(
    'game %s agrees with the server',
    (_id, line) => {
      const ours = replayIss(line);
      if (!ours.ok) throw new Error(JSON.stringify(ours.error));
      const game = parseIssRecord(line);
      if (!game.ok) throw new Error(JSON.stringify(game.error));
      expect(ours.value).toEqual(serverIssResult(game.value));
    },
  );

  // Counts from iss_cases.tsv's kind column: 3 passed, 2 no_contract (penalty), and the
  // timeout penalty 10330141 among the shortened ones.
  test('passed and penalty games', () => {
    const results = lines.map((l) => replayIss(l)).map((r) => (r.ok ? r.value : null));
    expect(results.filter((r) => r !== null && 'passed' in r).map((r) => r!.id)).toEqual([
      '756788',
      '4913050',
      '6997017',
    ]);
    expect(results.filter((r) => r !== null && 'penalty' in r).map((r) => r!.id)).toEqual([
      '8',
      '30',
      '10330141',
    ]);
  });

  // Where the early-end rules show: how each shortened game ended in our kernel.
  test.each([
    ['727', 'defendersResigned'], // SC, RE, then a card voids the claim, RE
    ['1039093', 'defendersResigned'], // SC, a card voids the claim, then RE RE
    ['1390253', 'defendersResigned'], // null ouvert: both resign before the first card
    ['6934288', 'claimAccepted'], // SC RE RE
    ['18358', 'defendersResigned'], // a defender left: both count as resigned
    ['136415', 'defendersResigned'], // a defender timed out
    ['272095', 'claimAccepted'], // ISS2: SC and one RE end it; settled for the partner
  ])('game %s ends early: %s', (id, reason) => {
    const line = lines.find((l) => idOf(l) === id)!;
    const game = parseIssRecord(line);
    if (!game.ok) throw new Error(game.error.message);
    const replay = replayIssGame(game.value);
    if (!replay.ok) throw new Error(replay.error.message);
    expect(replay.value.state.x.early?.reason).toBe(reason);
  });
});
