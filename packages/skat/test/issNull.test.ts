// Issue 14, point 7: the ISS writes s:0 z:0 for every null game: "In null games both are
// always 0: schneider and schwarz do not exist there" (../shared/data/iss/README.md; the
// two null records, 25 and 1390253, both show s:0 z:0). Our own SkatOutcome keeps its flags
// (cards taken), unchanged; the ISS output (formatIssRecord, replay --format iss) follows the server.
import { unwrap } from '@stich/core';
import { describe, expect, test } from 'vitest';
import { formatIssRecord, replayIss, type SkatAction, skat } from '../src/index';

// Forehand (seat 0) holds only low cards and plays Null hand: it can take no trick.
const DEAL = {
  dealer: 2,
  hands: [
    ['C7', 'C8', 'C9', 'S7', 'S8', 'S9', 'H7', 'H8', 'H9', 'D7'],
    ['CT', 'CJ', 'CQ', 'CK', 'CA', 'ST', 'SJ', 'SQ', 'SK', 'SA'],
    ['HT', 'HJ', 'HQ', 'HK', 'HA', 'D8', 'D9', 'DT', 'DJ', 'DQ'],
  ],
  skat: ['DK', 'DA'],
};

function wonNull() {
  const rules = skat.rules();
  let s = unwrap(rules.fromDeal(DEAL));
  const actions: SkatAction[] = [
    { type: 'pass', seat: 1 },
    { type: 'pass', seat: 2 },
    { type: 'bid', seat: 0, value: 18 },
    { type: 'declare', seat: 0, game: 'N', hand: true },
  ];
  for (const a of actions) s = unwrap(rules.applyAction(s, a));
  while (!rules.isTerminal(s)) {
    const play = rules.legalActions(s).find((a) => a.type === 'play')!;
    actions.push(play);
    s = unwrap(rules.applyAction(s, play));
  }
  const outcome = rules.outcome(s)!;
  const record = { variant: 'skat', options: {}, ...DEAL, actions, outcome };
  return { outcome, record };
}

describe('null games in ISS results', () => {
  test('a null won to the last trick: our outcome has the cards-taken flags', () => {
    const { outcome } = wonNull();
    expect(outcome.kind === 'game' && [outcome.won, outcome.declarerTricks]).toEqual([true, 0]);
    // Unchanged by issue 14: the defenders took every trick and 120 points.
    expect(outcome.kind === 'game' && [outcome.schneider, outcome.schwarz]).toEqual([true, true]);
  });

  // p:15: the skat (DK DA) counts for the declarer, as in record 1390253 (p:14 t:0).
  test('formatIssRecord writes s:0 z:0, as the server does', () => {
    const line = unwrap(formatIssRecord(wonNull().record));
    expect(line).toMatch(/R\[d:0 win v:35 m:0 bidok p:15 t:0 s:0 z:0 /);
  });

  test('replay --format iss reports no schneider and no schwarz, and agrees with the line', () => {
    const line = unwrap(formatIssRecord(wonNull().record));
    const r = unwrap(replayIss(line));
    expect(r).toMatchObject({ won: true, value: 35, schneider: false, schwarz: false });
  });
});
