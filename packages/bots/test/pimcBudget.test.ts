import { type BaseAction, Rng, unwrap } from '@stich/core';
import { skat } from '@stich/skat';
import { skatBot } from '@stich/skat/plugin';
import { createSolver, SearchStopped, type Solver } from '@stich/solver';
import { describe, expect, test } from 'vitest';
import { type PimcAdapter, type PimcDecision, sampleDeal, seatKnowledge } from '../src/index';
import { scoreCards } from '../src/pimc/scoreCards';
import { PIMC_ADAPTERS, pimcBot } from './pimcAdapters';
import { positions } from './pimcPositions';

const rules = skat.rules();
const adapter = PIMC_ADAPTERS.skat;
// A first card of a declared game: many cards to choose from.
const p = positions(rules, 6, 2, skatBot(rules)).find((x) => x.view.trick.length === 0)!;

describe('PIMC decisions under a budget', () => {
  test('each decision is reported: deals solved, time, solver positions, and every card tried with its mean', () => {
    const decisions: PimcDecision[] = [];
    const bot = pimcBot(rules, { samples: 6, onDecision: (d) => decisions.push(d) });
    const action = bot.choose(p.view, new Rng(1)) as BaseAction & { card: string };
    expect(decisions).toHaveLength(1);
    const [d] = decisions;
    expect(d.seat).toBe(p.seat);
    expect(d.card).toBe(action.card);
    expect(d.samples).toBeGreaterThan(0);
    expect(d.samples).toBeLessThanOrEqual(6);
    expect(d.timedOut).toBe(false);
    expect(d.nodes).toBeGreaterThan(0);
    expect(Object.keys(d.means)).toContain(action.card);
    for (const mean of Object.values(d.means)) expect(mean >= 0 && mean <= 1).toBe(true);
  });

  test('a time budget counts the deals that fit, and ends with the time', () => {
    let clock = 0;
    const decisions: PimcDecision[] = [];
    // Every reading of the clock takes 1 ms: the budget of 40 readings runs out.
    const bot = pimcBot(rules, {
      timeMs: 40,
      now: () => clock++,
      onDecision: (d) => decisions.push(d),
    });
    bot.choose(p.view, new Rng(1));
    expect(decisions[0].timedOut).toBe(true);
    expect(decisions[0].ms).toBeGreaterThanOrEqual(40);
    expect(decisions[0].ms).toBeLessThan(40 + 3);
  });

  test('a deal whose search the deadline stops does not count, and the first card then is the rules bot’s', () => {
    const real = createSolver(rules) as unknown as Solver;
    let calls = 0;
    // Answers every question about the first deal, then is stopped in the second.
    const counting: PimcAdapter = {
      ...adapter,
      rebuild(...args) {
        calls++;
        return adapter.rebuild(...args);
      },
    };
    const stop = () => {
      if (calls >= 2) throw new SearchStopped(1024);
    };
    const stopping: Solver = {
      ...real,
      canReach(...args) {
        stop();
        return real.canReach(...args);
      },
      canReachAfter(...args) {
        stop();
        return real.canReachAfter(...args);
      },
    };
    const k = seatKnowledge(rules, p.view);
    const plays = p.view.legalActions.filter((a) => a.type === 'play');
    const tally = scoreCards({
      rules,
      adapter: counting,
      solver: stopping,
      view: p.view,
      knowledge: k,
      plays,
      rng: new Rng(3),
      samples: 20,
      deadline: () => false,
    });
    expect(tally.timedOut).toBe(true);
    expect(calls).toBe(2);
    expect(tally.samples).toBe(1);
    // Only the first deal's scores count: at most 1 per card.
    expect(tally.scores.every((v) => v === 0 || v === 1)).toBe(true);
    const decisions: PimcDecision[] = [];
    // Out of time before any search ends: no deal solved, the rules bot plays.
    const bot = pimcBot(rules, {
      timeMs: 1,
      now: (() => {
        let t = 0;
        return () => (t += 1000);
      })(),
      onDecision: (d) => decisions.push(d),
    });
    const action = bot.choose(p.view, new Rng(5));
    expect(decisions[0]).toMatchObject({ samples: 0, timedOut: true });
    expect(action).toEqual(skatBot(rules).choose(p.view, new Rng(5)));
  });
});

describe('Skat samples fit the bidding', () => {
  // Forehand (seat 0) bids 60 and plays a clubs hand game without the club and spade
  // jacks, which the defenders hold: 60 needs "with" or "without" 2 even with schneider.
  const find = () => {
    for (let seed = 1; seed < 5000; seed++) {
      const s = rules.deal({ dealer: 2, seed });
      const holder = (code: string) => {
        const id = rules.ctx.deck.idsOf(code)![0];
        return [0, 1, 2].find((seat) => (s.hands[2 * seat] & (1 << id)) !== 0) ?? -1;
      };
      if (holder('CJ') === 2 && holder('SJ') === 1 && holder('HJ') !== 0) return seed;
    }
    throw new Error('no deal found');
  };
  const seed = find();
  let s = rules.deal({ dealer: 2, seed });
  const opening = [
    { type: 'pass', seat: 1 },
    { type: 'pass', seat: 2 },
    { type: 'bid', seat: 0, value: 60 },
    { type: 'declare', seat: 0, game: 'C', hand: true },
  ];
  for (const a of opening) s = unwrap(rules.applyAction(s, a as never));
  // Forehand leads; then seat 1 (holding the spade jack) decides.
  const lead = rules.legalActions(s).find((a) => a.type === 'play')!;
  s = unwrap(rules.applyAction(s, lead));
  const view = rules.view(s, 1);
  const cj = rules.ctx.deck.idsOf('CJ')![0];

  test('the true deal is plausible; deals giving the declarer the club jack are not', () => {
    const k = seatKnowledge(rules, view);
    const rng = new Rng(9);
    let kept = 0;
    let dropped = 0;
    for (let n = 0; n < 200; n++) {
      const deal = sampleDeal(k, rng)!;
      const ok = adapter.plausible!(rules, view, k, deal);
      const cjWith2 = deal.hands[2].includes(cj);
      expect(ok, `deal ${n}`).toBe(cjWith2);
      if (ok) kept++;
      else dropped++;
    }
    expect(kept).toBeGreaterThan(0);
    expect(dropped).toBeGreaterThan(0);
  });
});
