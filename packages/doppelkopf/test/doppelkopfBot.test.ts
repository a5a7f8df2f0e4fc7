import { checkPlugin, Rng } from '@stich/core';
import { describe, expect, test } from 'vitest';
import { checkLegal } from '../../bots/test/checkLegal';
import { type DoppelkopfAction, type DoppelkopfOptions, doppelkopf } from '../src/index';
import { doppelkopfBot, doppelkopfPlugin } from '../src/plugin';
import { reCards, rulesAgainstRandom } from './doppelkopfBotCompare';

describe('the Doppelkopf rules bot chooses only legal actions', () => {
  // Each option set changes what is legal: the pack without nines (other deadlines), a
  // Hochzeit found only by a plain-suit lead within two tricks, every solo a Lustsolo led
  // by the soloist, and the second Dulle winning.
  test.each<[Partial<DoppelkopfOptions>, number]>([
    [{}, 11],
    [{ deck: '40', hochzeitKlaerung: 'ersterFehlstich', hochzeitTricks: 2 }, 12],
    [{ pflichtsolo: false, soloLead: 'allSolos', dullen: 'secondWins' }, 13],
  ])('%j over 1,000 seeded deals', (options, seed) => {
    const rules = doppelkopf.rules(options);
    const counts = checkLegal(rules, doppelkopfBot<DoppelkopfAction>(rules), 1000, seed);
    // Seen when written, default options: 3,738 passes ("gesund", and giving way), 263
    // "Vorbehalt", 262 games named (mostly Hochzeiten), 728 announcements (Re, Kontra,
    // keine 90), 48,000 cards (every deal is played out); without nines 439 announcements.
    expect(counts.play).toBe(1000 * rules.ctx.tricksPerDeal * 4);
    expect(counts.pass).toBeGreaterThan(3500);
    expect(counts.claimGame).toBeGreaterThan(200);
    expect(counts.declare).toBeGreaterThan(200);
    expect(counts.announce).toBeGreaterThan(300);
    expect(counts.announce).toBeLessThan(1500);
  });

  test('the same seed gives the same choices', () => {
    const rules = doppelkopf.rules();
    const bot = doppelkopfBot<DoppelkopfAction>(rules);
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
    const checked = checkPlugin(doppelkopfPlugin);
    expect(checked.ok).toBe(true);
    if (checked.ok) expect(checked.value).toBe(doppelkopfPlugin);
  });
});

// 1,000 seeded deals, each played twice with the rules bots at seats 0 and 2 against
// random bots, then with the seats swapped (see rulesAgainstRandom); t is the paired t
// statistic of what the rules bots scored per pair. Seen when written: default, seed 1:
// +19.5 per pair, t 24.3; without nines, seed 2: +19.9, t 24.3.
describe('the rules bots beat random bots in paired deals', () => {
  test.each<[Partial<DoppelkopfOptions>, number]>([
    [{}, 1],
    [{ deck: '40' }, 2],
  ])('%j, seed %i', (options, seed) => {
    const r = rulesAgainstRandom(1000, seed, options);
    expect(r.t).toBeGreaterThan(5);
    expect(r.meanPerPair).toBeGreaterThan(5);
  });
});

// The rules bots answer the Vorbehalt query; each deal is then played by the rules bots,
// and again with the Re party playing random cards and saying nothing (see reCards).
// Seen when written: seed 3, 1,000 deals: Re wins 74.0% / 47.9%; 40 solos (Hochzeiten
// without partner included), 31 won.
describe('Re wins more often with the rules bots than with random cards', () => {
  test('1,000 deals, seed 3', () => {
    const r = reCards(1000, 3);
    expect(r.rulesWinRate).toBeGreaterThan(r.randomWinRate + 0.15);
    // Solos only with a strong hand: few, and mostly won.
    expect(r.solos.played).toBeLessThan(100);
    expect(r.solos.won / r.solos.played).toBeGreaterThan(0.6);
  });
});
