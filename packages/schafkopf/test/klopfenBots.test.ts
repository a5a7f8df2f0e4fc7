import { pimcBot, playDeal, randomBot } from '@stich/bots';
import { Rng } from '@stich/core';
import { describe, expect, test } from 'vitest';
import { checkLegal } from '../../bots/test/checkLegal';
import { type SchafkopfAction, type SchafkopfView, schafkopf } from '../src/index';
import { schafkopfAdapter, schafkopfBot } from '../src/plugin';
import { knockChoice } from '../src/plugin/schafkopfDecisions';

const KLOPFEN = { klopfen: true } as const;

describe('the bots and the knock round (5.1)', () => {
  test.each([
    [KLOPFEN, 21],
    [{ klopfen: true, allPassed: 'ramsch' } as const, 22],
  ])('the rules bot chooses only legal actions: %j', (options, seed) => {
    const rules = schafkopf.rules(options);
    const counts = checkLegal(rules, schafkopfBot<SchafkopfAction>(rules), 150, seed);
    // Four seats asked in each of 150 deals; a knock now and then, not always.
    expect((counts.knock ?? 0) > 0 && (counts.knock ?? 0) < 300).toBe(true);
    expect(counts.play).toBeGreaterThan(4000);
  });

  test.each([
    [['CQ', 'SQ', 'HJ', 'D7'], 'knock'],
    [['DJ', 'SJ', 'HJ', 'H7'], 'knock'],
    [['CA', 'SA', 'DQ', 'HQ'], 'knock'],
    [['CA', 'SA', 'DQ', 'H7'], 'pass'],
    [['CQ', 'S7', 'H8', 'D9'], 'pass'],
    [['HA', 'HT', 'HK', 'H9'], 'pass'],
  ])('with %j the rules bot says %s', (hand, type) => {
    const view = {
      seat: 0,
      phase: 'knock',
      hand,
      legalActions: [
        { type: 'knock', seat: 0 },
        { type: 'pass', seat: 0 },
      ],
    };
    expect(knockChoice({ view } as never)?.type).toBe(type);
  });

  test('random and sampling bots play deals with knocks to the end', () => {
    const rules = schafkopf.rules(KLOPFEN);
    const rng = new Rng(5);
    // The sampling bot rebuilds each sampled deal through the knocks the view shows.
    let sampled = 0;
    const pimc = pimcBot(rules, {
      samples: 4,
      adapter: schafkopfAdapter,
      onDecision: (d) => {
        sampled += d.samples;
      },
    });
    let knocked = 0;
    for (let i = 0; i < 6; i++) {
      const start = rules.deal({ dealer: i % 4, rng });
      const end = playDeal(rules, start, [pimc, randomBot, pimc, randomBot], rng);
      expect(rules.isTerminal(end)).toBe(true);
      knocked += (rules.view(end, 0).extra as SchafkopfView).knocks.length;
    }
    expect(knocked).toBeGreaterThan(0);
    expect(sampled).toBeGreaterThan(0);
  });
});
