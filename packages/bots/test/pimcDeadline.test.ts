import { type BaseAction, Rng, type SeatView } from '@stich/core';
import type { PimcAdapter, PimcRules } from '@stich/core/plugin';
import { doppelkopf } from '@stich/doppelkopf';
import { doppelkopfPlugin } from '@stich/doppelkopf/plugin';
import { kalterSchlag } from '@stich/kalter-schlag';
import { kalterSchlagPlugin } from '@stich/kalter-schlag/plugin';
import { schafkopf } from '@stich/schafkopf';
import { schafkopfPlugin } from '@stich/schafkopf/plugin';
import { skatkopf } from '@stich/skatkopf';
import { skatkopfPlugin } from '@stich/skatkopf/plugin';
import { describe, expect, test } from 'vitest';
import { type PimcDecision, type PimcOptions, pimcBot } from '../src/index';
import { deadline } from '../src/pimc/deadline';
import { positions } from './pimcPositions';

// The time budget in the four-seat games, on an injected clock: each reading of it moves
// it on by 1 ms, so what a decision does is the same on every machine and under any load.

const GAMES: readonly [string, PimcRules, PimcAdapter][] = [
  ['kalter-schlag', kalterSchlag.rules(), kalterSchlagPlugin.pimc!],
  ['skatkopf', skatkopf.rules(), skatkopfPlugin.pimc!],
  ['schafkopf', schafkopf.rules(), schafkopfPlugin.pimc!],
  ['doppelkopf', doppelkopf.rules(), doppelkopfPlugin.pimc!],
];

/** A clock that moves on by 1 ms at each reading, and how often it was read. */
function ticking() {
  const clock = { readings: 0, now: () => clock.readings++ };
  return clock;
}

/** One decision of a fresh PIMC bot: the action, and its report (undefined when it did not sample). */
function decide(
  rules: PimcRules,
  adapter: PimcAdapter,
  view: SeatView<BaseAction>,
  options: PimcOptions,
  seed = 1,
) {
  let report: PimcDecision | undefined;
  const bot = pimcBot(rules, { adapter, ...options, onDecision: (d) => (report = d) });
  const action = bot.choose(view, new Rng(seed)) as BaseAction & { card?: string };
  return { action, report };
}

/** How often a decision solving `samples` deals reads the clock, with a budget it never reaches. */
function readings(
  rules: PimcRules,
  adapter: PimcAdapter,
  view: SeatView<BaseAction>,
  samples: number,
) {
  const clock = ticking();
  decide(rules, adapter, view, { samples, timeMs: 1e9, now: clock.now });
  return clock.readings;
}

/**
 * The first card decision of seeded rules-bot deals that the bot samples for, where the
 * budget can cut the first deal and the second short: the first deal's first search is
 * long enough to read the clock (`STOP_EVERY` positions or more), and the second deal
 * reads it too (a long search, or more than one).
 */
function costly(rules: PimcRules, adapter: PimcAdapter) {
  for (const p of positions(rules, 4, 7, adapter.fallback(rules))) {
    if (p.view.phase !== 'play') continue;
    // The first search of the first deal, stopped inside at its first reading: no answer.
    const { report } = decide(rules, adapter, p.view, { timeMs: 3, now: ticking().now });
    if (report?.aborted !== true || report.nodes > 0) continue;
    // Two deals read the clock twice between them (between deals, before the second's
    // first search), and more if the second reads it inside.
    const inSecond = readings(rules, adapter, p.view, 2) - readings(rules, adapter, p.view, 1) - 2;
    if (inSecond > 0) return p;
  }
  throw new Error('no decision found whose deals the budget cuts');
}

describe.each(GAMES)('%s: PIMC on a time budget', (_name, rules, adapter) => {
  const p = costly(rules, adapter);
  const rulesCard = adapter.fallback(rules).choose(p.view, new Rng(1));

  test('a first deal the budget cuts short: the rules bot’s card, reported as aborted', () => {
    const clock = ticking();
    // Readings 1 ms apart: it stops at the reading 1 ms short of the budget, here the
    // second (the first is before the first search, the second inside it).
    const { action, report } = decide(rules, adapter, p.view, { timeMs: 3, now: clock.now });
    expect(p.view.legalActions).toContainEqual(action);
    expect(action).toEqual(rulesCard);
    // Stopped inside the first search, which gave no answer.
    expect(report).toMatchObject({ samples: 0, timedOut: true, aborted: true, nodes: 0 });
    // Only the report reads the clock again.
    expect(report!.ms).toBe(3);
    expect(clock.readings).toBe(4);
  });

  test('the budget is kept to the reading, however long the deal would take', () => {
    for (const timeMs of [5, 17, 40]) {
      const clock = ticking();
      const { action, report } = decide(rules, adapter, p.view, { timeMs, now: clock.now });
      expect(p.view.legalActions).toContainEqual(action);
      expect(report!.timedOut).toBe(true);
      // Stopped at the reading 1 ms short of the budget; the report reads it at the budget.
      expect(report!.ms).toBe(timeMs);
      expect(clock.readings).toBe(timeMs + 1);
    }
  });

  test('a fixed number of deals never reads the budget: the clock changes nothing', () => {
    const plain = decide(rules, adapter, p.view, { samples: 1 });
    // A clock that leaps a day at every reading.
    let t = 0;
    const leaping = decide(rules, adapter, p.view, { samples: 1, now: () => (t += 86_400_000) });
    expect(leaping.action).toEqual(plain.action);
    expect(leaping.report).toMatchObject({ samples: 1, timedOut: false, aborted: false });
    expect(leaping.report!.nodes).toBe(plain.report!.nodes);
  });

  test('a deal cut short after one solved: the card one deal gives, from that deal alone', () => {
    // How many readings the first deal takes, with a budget it never reaches.
    const counted = ticking();
    const one = decide(rules, adapter, p.view, { samples: 1, timeMs: 1e9, now: counted.now });
    // The readings of the first deal, without the decision's start and its report.
    const inDeal = counted.readings - 2;
    // The second deal passes the readings before it (between deals, before its first
    // search) and is cut at the next one, 1 ms short of the budget.
    const clock = ticking();
    const cut = decide(rules, adapter, p.view, { timeMs: inDeal + 4, now: clock.now });
    expect(cut.report).toMatchObject({ samples: 1, timedOut: true, aborted: true });
    expect(cut.action).toEqual(one.action);
    // The searches of the second deal that ended in time count as work done.
    expect(cut.report!.nodes).toBeGreaterThanOrEqual(one.report!.nodes);
    expect(cut.report!.ms).toBe(inDeal + 4);
  });
});

/** A clock that reads the given times in turn (the last one from then on). */
function reading(times: readonly number[]) {
  let i = 0;
  return () => times[Math.min(i++, times.length - 1)];
}

describe('the budget of one decision', () => {
  test('without a budget it is never due, and the clock is read only for the time taken', () => {
    let reads = 0;
    const budget = deadline(() => reads++ * 1000, undefined);
    for (let i = 0; i < 5; i++) expect(budget.due()).toBe(false);
    expect(reads).toBe(1);
    expect(budget.elapsed()).toBe(1000);
  });

  test('due once the time left is less than the widest pause between readings so far', () => {
    // Start at 0; readings 2 ms apart, one pause of 30 ms, then 2 ms apart again.
    const budget = deadline(reading([0, 2, 4, 34, 36, 38, 68, 70, 72]), 100);
    // 2 + 2 < 100; 4 + 2; 34 + 30; 36 + 30; 38 + 30: not yet.
    for (let i = 0; i < 5; i++) expect(budget.due()).toBe(false);
    // 68 + 30 = 98: still 2 ms to go; 70 + 30 = 100: due.
    expect(budget.due()).toBe(false);
    expect(budget.due()).toBe(true);
  });

  test('a pause is part of the time spent: it is never due before half the budget', () => {
    const budget = deadline(reading([0, 40, 49, 60]), 100);
    expect(budget.due()).toBe(false); // 40 + 40 < 100
    expect(budget.due()).toBe(false); // 49 + 40 < 100
    expect(budget.due()).toBe(true); // 60 + 40 = 100
  });
});
