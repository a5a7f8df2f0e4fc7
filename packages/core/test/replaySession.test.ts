import { defineVariant, replaySession, type SessionRecord, type StichError } from '@stich/core';
import { sessionRecordOf } from '@stich/core/tools';
import { describe, expect, it } from 'vitest';
import { playFirst } from './fixtures/threeJacksDeal';
import { threeJacks } from './variants/threeJacks';

const FIRST_DEALER = 1;

/** A session of `n` Three Jacks deals, seeded, each played with the first legal action. */
function sessionOf(n: number, options = { deals: 3 }): SessionRecord {
  const rules = threeJacks.rules(options);
  const deals = Array.from({ length: n }, (_, k) => {
    const start = rules.deal({ dealer: (FIRST_DEALER + k) % 3, seed: `s${k}` });
    return { start, actions: playFirst(rules, start), seed: `s${k}` };
  });
  return sessionRecordOf(rules, FIRST_DEALER, deals);
}

describe('replaySession', () => {
  it('replays a whole session: dealers rotate clockwise, the result says it ended', () => {
    const replay = replaySession(threeJacks, sessionOf(3));
    expect(replay.ok).toBe(true);
    if (!replay.ok) return;
    expect(replay.value.deals.map((d) => d.dealer)).toEqual([1, 2, 0]);
    expect(replay.value.outcomes).toHaveLength(3);
    expect(replay.value.over).toBe(true);
    expect(replay.value.result.ended).toBe(true);
    expect(replay.value.result.dealsPlayed).toBe(3);
    const losses = replay.value.outcomes.map((o) =>
      o.losers.reduce((sum, seat) => sum + o.points[seat], 0),
    );
    expect(replay.value.result.totals.reduce((a, b) => a + b, 0)).toBe(
      losses.reduce((a, b) => a + b, 0),
    );
    expect(replay.value.nextDealer).toBe(1);
  });

  it('accepts a session that stops before its end: ended is false', () => {
    const replay = replaySession(threeJacks, sessionOf(2));
    expect(replay.ok && replay.value.result).toMatchObject({ ended: false, dealsPlayed: 2 });
    expect(replay.ok && replay.value.over).toBe(false);
    expect(replay.ok && replay.value.nextDealer).toBe(0);
  });

  it('checks a recorded result', () => {
    const record = sessionOf(3);
    const replay = replaySession(threeJacks, record);
    expect(replay.ok).toBe(true);
    if (!replay.ok) return;
    expect(replaySession(threeJacks, { ...record, result: replay.value.result }).ok).toBe(true);
  });

  it('follows the variant rotation hook', () => {
    const anticlockwise = defineVariant({
      ...threeJacks,
      session: {
        ...threeJacks.session,
        nextDealer: ({ seats, dealer }) => (dealer + seats - 1) % seats,
      },
    });
    const record = sessionOf(1);
    const replay = replaySession(
      anticlockwise,
      { ...record, deals: [...record.deals, { seed: 's1', actions: [] }] },
      { partial: true },
    );
    expect(replay.ok && replay.value.deals.map((d) => d.dealer)).toEqual([1, 0]);
  });

  it('replays an unfinished last deal with { partial: true }; it does not count yet', () => {
    const record = sessionOf(2);
    record.deals[1].actions.splice(7);
    expect(replaySession(threeJacks, record).ok).toBe(false);
    const replay = replaySession(threeJacks, record, { partial: true });
    expect(replay.ok).toBe(true);
    if (!replay.ok) return;
    expect(replay.value.deals).toHaveLength(2);
    expect(replay.value.deals[1].terminal).toBe(false);
    expect(replay.value.outcomes).toHaveLength(1);
    expect(replay.value.result.dealsPlayed).toBe(1);
  });

  type Edit = (r: SessionRecord & Record<string, unknown>) => unknown;
  // [what, edit, code, path, index]
  const table: [string, Edit, StichError['code'], (string | number)[], number | undefined][] = [
    [
      'a malformed deal',
      (r) => void delete (r.deals[1] as { actions?: unknown }).actions,
      'INVALID_RECORD',
      ['deals', 1, 'actions'],
      undefined,
    ],
    [
      'a deal with neither hands nor seed',
      (r) => void (r.deals[2] = { actions: [] }),
      'INVALID_RECORD',
      ['deals', 2, 'hands'],
      undefined,
    ],
    [
      'a first dealer not at the table',
      (r) => void (r.firstDealer = 3),
      'INVALID_RECORD',
      ['firstDealer'],
      undefined,
    ],
    [
      'a bad option',
      (r) => void (r.options = { deals: 'three' }),
      'INVALID_OPTIONS',
      ['options', 'deals'],
      undefined,
    ],
    [
      'another variant',
      (r) => void (r.variant = 'test-joker-four'),
      'UNKNOWN_VARIANT',
      ['variant'],
      undefined,
    ],
    [
      'a dealer out of rotation',
      (r) => void (r.deals[1].dealer = 1),
      'INVALID_RECORD',
      ['deals', 1, 'dealer'],
      undefined,
    ],
    [
      'a code that is no card',
      (r) => void (r.deals[2].hands![0][3] = 'C6'),
      'UNKNOWN_CARD',
      ['deals', 2, 'hands', 0, 3],
      undefined,
    ],
    [
      'an illegal action',
      (r) => void (r.deals[1].actions[4] = r.deals[1].actions[3]),
      'OUT_OF_TURN',
      ['deals', 1, 'actions', 4, 'seat'],
      4,
    ],
    [
      'a card played twice',
      (r) => void (r.deals[1].actions[3] = r.deals[1].actions[0]),
      'CARD_NOT_HELD',
      ['deals', 1, 'actions', 3, 'card'],
      3,
    ],
    [
      'an unfinished deal before the last',
      (r) => void r.deals[0].actions.pop(),
      'UNFINISHED_DEAL',
      ['deals', 0, 'actions'],
      29,
    ],
    [
      'a wrong deal outcome',
      (r) => void (r.deals[0].outcome = {}),
      'INVALID_RECORD',
      ['deals', 0, 'outcome'],
      undefined,
    ],
    [
      'a deal after the end',
      (r) => void r.deals.push(r.deals[0]),
      'SESSION_OVER',
      ['deals', 3],
      undefined,
    ],
    [
      'a wrong result',
      (r) => void (r.result = { totals: [] }),
      'INVALID_RECORD',
      ['result'],
      undefined,
    ],
  ];

  it.each(table)('refuses %s', (_what, edit, code, path, index) => {
    const record = sessionOf(3) as SessionRecord & Record<string, unknown>;
    edit(record);
    const replay = replaySession(threeJacks, record, { partial: true });
    expect(replay.ok).toBe(false);
    if (replay.ok) return;
    expect(replay.error).toMatchObject({ code, path });
    expect(replay.error.index).toBe(index);
  });

  it('says which deal and which action in the message', () => {
    const record = sessionOf(3);
    record.deals[1].actions[4] = record.deals[1].actions[3];
    const replay = replaySession(threeJacks, record);
    expect(!replay.ok && replay.error.message).toMatch(/^deal 1, action 4: /);
  });
});
