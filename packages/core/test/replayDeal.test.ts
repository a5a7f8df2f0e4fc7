import { type DealRecord, replayDeal, type StichError } from '@stich/core';
import { describe, expect, it } from 'vitest';
import { DEALER, fixedRecord, HANDS, SKAT } from './fixtures/threeJacksDeal';
import { threeJacks } from './variants/threeJacks';

type Edit = (r: DealRecord & Record<string, unknown>) => unknown;
const edited = (edit: Edit) => {
  const r = fixedRecord() as DealRecord & Record<string, unknown>;
  return edit(r) ?? r;
};
const play = (seat: number, card: string) => ({ type: 'play', seat, card });

describe('replayDeal', () => {
  it('replays the fixed deal to its outcome, from text or value', () => {
    const record = fixedRecord();
    const replay = replayDeal(threeJacks, JSON.stringify(record));
    expect(replay.ok).toBe(true);
    if (!replay.ok) return;
    expect(replay.value.terminal).toBe(true);
    expect(replay.value.state.history).toHaveLength(30);
    const { points, skatTo } = replay.value.outcome!;
    expect(points.reduce((a, b) => a + b, 0)).toBe(120);
    // The skat (HJ, DJ: 4 points) counts for the last trick's winner.
    expect(replay.value.state.winners.at(-1)).toBe(skatTo);
    expect(replayDeal(threeJacks, { ...record, outcome: replay.value.outcome }).ok).toBe(true);
  });

  it('deals from the seed when a record has no hands', () => {
    const rules = threeJacks.rules();
    const replay = replayDeal(
      threeJacks,
      { variant: 'test-three-jacks', dealer: 1, seed: 'x', actions: [] },
      { partial: true },
    );
    expect(replay.ok && replay.value.start).toEqual(rules.deal({ dealer: 1, seed: 'x' }));
  });

  // [what, edit, code, path, index]
  const table: [string, Edit, StichError['code'], (string | number)[], number | undefined][] = [
    // malformed records
    ['not JSON', () => '{"variant":', 'INVALID_RECORD', [], undefined],
    [
      'no actions',
      (r) => void delete (r as { actions?: unknown }).actions,
      'INVALID_RECORD',
      ['actions'],
      undefined,
    ],
    ['an unknown key', (r) => void (r.foo = 1), 'INVALID_RECORD', ['foo'], undefined],
    [
      'neither hands nor seed',
      (r) => void delete (r as { hands?: unknown }).hands,
      'INVALID_RECORD',
      ['hands'],
      undefined,
    ],
    [
      'an action without a seat',
      (r) => void (r.actions[3] = { type: 'play' } as never),
      'INVALID_RECORD',
      ['actions', 3, 'seat'],
      undefined,
    ],
    ['a negative dealer', (r) => void (r.dealer = -1), 'INVALID_RECORD', ['dealer'], undefined],
    [
      'a variant id that is not kebab-case',
      (r) => void (r.variant = 'Three Jacks'),
      'INVALID_RECORD',
      ['variant'],
      undefined,
    ],
    [
      'another variant',
      (r) => void (r.variant = 'kalter-schlag'),
      'UNKNOWN_VARIANT',
      ['variant'],
      undefined,
    ],
    // options
    [
      'a bad option',
      (r) => void (r.options = { deals: 0 }),
      'INVALID_OPTIONS',
      ['options', 'deals'],
      undefined,
    ],
    [
      'an unknown option',
      (r) => void (r.options = { deals: 3, nope: 1 }),
      'INVALID_OPTIONS',
      ['options', 'nope'],
      undefined,
    ],
    // the deal
    [
      'a code that is no card',
      (r) => void (r.hands![1][2] = 'XX'),
      'UNKNOWN_CARD',
      ['hands', 1, 2],
      undefined,
    ],
    [
      'a card dealt twice',
      (r) => void (r.hands![2][0] = 'CA'),
      'INVALID_DEAL',
      ['hands', 2, 0],
      undefined,
    ],
    ['a short hand', (r) => void r.hands![0].pop(), 'INVALID_DEAL', ['hands', 0], undefined],
    ['two hands for three seats', (r) => void r.hands!.pop(), 'INVALID_DEAL', ['hands'], undefined],
    ['a short skat', (r) => void r.skat!.pop(), 'INVALID_DEAL', ['skat'], undefined],
    [
      'a dealer not at the table',
      (r) => void (r.dealer = 3),
      'INVALID_DEAL',
      ['dealer'],
      undefined,
    ],
    [
      'a dealer not at the table (seeded)',
      () => ({ variant: 'test-three-jacks', dealer: 5, seed: 1, actions: [] }),
      'INVALID_DEAL',
      ['dealer'],
      undefined,
    ],
    // the actions (seat 0 leads; seat 1 holds spades and hearts only)
    [
      'out of turn',
      (r) => void (r.actions[0] = play(1, 'SQ')),
      'OUT_OF_TURN',
      ['actions', 0, 'seat'],
      0,
    ],
    [
      'a card not held',
      (r) => void (r.actions[0] = play(0, 'HA')),
      'CARD_NOT_HELD',
      ['actions', 0, 'card'],
      0,
    ],
    [
      'a code that is no card',
      (r) => void (r.actions[0] = play(0, 'C6')),
      'UNKNOWN_CARD',
      ['actions', 0, 'card'],
      0,
    ],
    [
      'not following suit',
      (r) => void r.actions.splice(0, 2, play(0, 'SA'), play(1, 'HA')),
      'MUST_FOLLOW_SUIT',
      ['actions', 1, 'card'],
      1,
    ],
    [
      'a malformed action',
      (r) => void (r.actions[4] = { type: 'play', seat: r.actions[4].seat }),
      'INVALID_ACTION',
      ['actions', 4, 'card'],
      4,
    ],
    [
      'an action this variant lacks',
      (r) => void (r.actions[0] = { type: 'double', seat: 0 }),
      'INVALID_ACTION',
      ['actions', 0, 'type'],
      0,
    ],
    [
      'an action after the end',
      (r) => void r.actions.push(play(0, 'CA')),
      'GAME_OVER',
      ['actions', 30],
      30,
    ],
    // the end
    ['an unfinished deal', (r) => void r.actions.splice(5), 'UNFINISHED_DEAL', ['actions'], 5],
    [
      'a wrong outcome',
      (r) => void (r.outcome = { points: [0, 0, 120] }),
      'INVALID_RECORD',
      ['outcome'],
      undefined,
    ],
  ];

  it.each(table)('refuses %s', (_what, edit, code, path, index) => {
    const replay = replayDeal(threeJacks, edited(edit));
    expect(replay.ok).toBe(false);
    if (replay.ok) return;
    expect(replay.error.code).toBe(code);
    expect(replay.error.path).toEqual(path);
    expect(replay.error.index).toBe(index);
    expect(replay.error.message.length).toBeGreaterThan(10);
  });

  it('names the action in the message', () => {
    const replay = replayDeal(
      threeJacks,
      edited((r) => void r.actions.splice(0, 2, play(0, 'SA'), play(1, 'HA'))),
    );
    expect(!replay.ok && replay.error.message).toMatch(/^action 1: .*follow/);
  });

  it('replays an unfinished deal with { partial: true }', () => {
    const replay = replayDeal(
      threeJacks,
      edited((r) => void r.actions.splice(5)),
      { partial: true },
    );
    expect(replay.ok).toBe(true);
    if (!replay.ok) return;
    expect(replay.value.terminal).toBe(false);
    expect(replay.value.outcome).toBeUndefined();
    expect(replay.value.state.history).toHaveLength(5);
  });

  it('never changes the record it is given', () => {
    const record = fixedRecord();
    const copy = structuredClone(record);
    replayDeal(threeJacks, record);
    expect(record).toEqual(copy);
    expect(record.hands!.map((h) => [...h].sort())).toEqual(HANDS.map((h) => [...h].sort()));
    expect(record.skat).toEqual(SKAT);
    expect(record.dealer).toBe(DEALER);
  });
});
