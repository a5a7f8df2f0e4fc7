import { checkPlugin, Rng } from '@stich/core';
import { describe, expect, test } from 'vitest';
import { checkLegal } from '../../bots/test/checkLegal';
import { type SchafkopfAction, type SchafkopfVariantOptions, schafkopf } from '../src/index';
import { schafkopfBot, schafkopfPlugin } from '../src/plugin';
import { playingSideCards, rulesAgainstRandom } from './schafkopfBotCompare';

describe('the Schafkopf rules bot chooses only legal actions', () => {
  // Each option set changes what is legal: Ramsch when all pass, the optional games and
  // Wenz in the Farbsolo class, no Kontra, free discarding of the called ace and running
  // away by the dealt count, a caller who must keep the called suit.
  test.each<[Partial<SchafkopfVariantOptions>, number]>([
    [{}, 11],
    [{ allPassed: 'ramsch' }, 12],
    [{ bettel: true, farbwenz: true, geier: true, farbgeier: true, wenzRank: 'equalFarbsolo' }, 13],
    [{ stossMax: 0, tout: false, sie: false }, 14],
    [
      {
        calledAceDiscard: 'free',
        davonlaufenCount: 'dealt',
        callerKeepsCalledSuit: true,
        stossMax: 4,
      },
      15,
    ],
  ])('%j over 1,000 seeded deals', (options, seed) => {
    const rules = schafkopf.rules(options);
    const counts = checkLegal(rules, schafkopfBot<SchafkopfAction>(rules), 1000, seed);
    // Seen when written, default options: 1,707 "Ich spiel", 976 games declared, 71
    // classes named in duels, 15 Kontra or Re, 31,204 cards (a Tout or Bettel may stop
    // early, a throw-in plays none); with every optional game: 994 games, 337 classes.
    expect(counts.declare).toBeGreaterThan(950);
    expect(counts.claimGame).toBeGreaterThan(counts.declare);
    expect(counts.nameClass).toBeGreaterThan(30);
    expect(counts.play).toBeGreaterThan(31000);
    // Kontra and Re are rare, and never said where the options forbid them.
    if (options.stossMax === 0) expect(counts.double).toBeUndefined();
    else expect(counts.double).toBeLessThan(100);
  });

  test('the same seed gives the same choices', () => {
    const rules = schafkopf.rules();
    const bot = schafkopfBot<SchafkopfAction>(rules);
    const play = () => {
      const rng = new Rng(7);
      let s = rules.deal({ dealer: 0, rng });
      const seen: string[] = [];
      while (!rules.isTerminal(s)) {
        const action = bot.choose(rules.view(s, rules.toAct(s)), rng);
        seen.push(JSON.stringify(action));
        const next = rules.applyAction(s, action);
        if (!next.ok) throw new Error(next.error.message);
        s = next.value;
      }
      return seen;
    };
    expect(play()).toEqual(play());
  });

  test('checkPlugin takes the plug-in as it is', () => {
    const checked = checkPlugin(schafkopfPlugin);
    expect(checked.ok).toBe(true);
    if (checked.ok) expect(checked.value).toBe(schafkopfPlugin);
  });
});

// 1,000 seeded deals, each played twice with the rules bots at seats 0 and 2 against random
// bots, then with the seats swapped (see rulesAgainstRandom); t is the paired t statistic
// of what the rules bots won per pair. Seen when written (mean per pair, t, playing side's
// win rate when a rules bot / a random bot declared):
// default, seed 1: +704 cents, t 30.2, 78.4% (499 games) / 6.6% (1,362 games);
// Ramsch when all pass, seed 2: +736 cents, t 31.0, 78.9% (478) / 3.7% (1,368).
describe('the rules bots beat random bots in paired deals', () => {
  test.each<[Partial<SchafkopfVariantOptions>, number]>([
    [{}, 1],
    [{ allPassed: 'ramsch' }, 2],
  ])('%j, seed %i', (options, seed) => {
    const r = rulesAgainstRandom(1000, seed, options);
    expect(r.t).toBeGreaterThan(3);
    expect(r.rulesWinRate).toBeGreaterThan(r.randomWinRate);
  });
});

// The rules bots announce; each game is then played by the rules bots, and again with the
// playing side playing random cards against rules opponents (see playingSideCards). Seen
// when written: default, seed 3: 974 games, 71.1% / 55.7%; with Bettel and Geier, no
// Kontra, seed 4: 984 games, 73.6% / 55.1%.
describe('the playing side wins more often with the rules bots than with random cards', () => {
  test.each<[Partial<SchafkopfVariantOptions>, number]>([
    [{}, 3],
    [{ bettel: true, geier: true, stossMax: 0 }, 4],
  ])('%j, seed %i', (options, seed) => {
    const r = playingSideCards(1000, seed, options);
    expect(r.played).toBeGreaterThan(900);
    expect(r.rulesWinRate).toBeGreaterThan(0.6);
    expect(r.rulesWinRate).toBeGreaterThan(r.randomWinRate + 0.1);
  });
});
