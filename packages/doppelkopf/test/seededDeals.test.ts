import { type Bot, pimcBot, playDeal, randomBot } from '@stich/bots';
import { Rng } from '@stich/core';
import { describe, expect, test } from 'vitest';
import { type DoppelkopfAction, doppelkopf } from '../src/index';
import { doppelkopfAdapter, doppelkopfBot } from '../src/plugin';

// Seeded bot-vs-bot results, frozen from the implementation when written. Each deal i of
// a run is dealt from one seeded stream (dealer i % 4) and played with the bots drawing
// from `${seed}/${i}`, so the numbers change only when the play or the scoring does:
// - random bots hold the line on the rules and the scoring alone: which answers,
//   games, announcements and cards are legal when (random bots take any of them, so
//   every solo, "no winner" and the thresholds of every announcement occur), and what
//   each deal scores;
// - the rules bots hold the line on their decisions as well (Vorbehalt, announcements,
//   card play): an intended change to the bot re-freezes these, and says why;
// - the sampling bot (two seats, eight deals a card) holds the line on its adapter's
//   rebuilds and goal and the solver's answers.

const rules = doppelkopf.rules();

/** Plays `deals` seeded deals: each seat's total, the games, the winners, the announcements. */
function run(bots: Bot<DoppelkopfAction>[], deals: number, seed: number, on = rules) {
  const rules = on;
  const dealing = new Rng(seed);
  const totals = [0, 0, 0, 0];
  const mix: Record<string, number> = {};
  const winners = { re: 0, kontra: 0, none: 0 };
  let announced = 0;
  for (let i = 0; i < deals; i++) {
    const start = rules.deal({ dealer: i % 4, rng: dealing });
    const o = rules.outcome(playDeal(rules, start, bots, new Rng(`${seed}/${i}`)))!;
    o.score.scores.forEach((v, seat) => {
      totals[seat] += v;
    });
    mix[o.game.kind] = (mix[o.game.kind] ?? 0) + 1;
    winners[o.score.winner ?? 'none']++;
    announced += (o.announced.re >= 0 ? 1 : 0) + (o.announced.kontra >= 0 ? 1 : 0);
  }
  return { totals, mix, winners, announced };
}

describe('seeded deals', () => {
  test('300 deals of random bots, seed 21', () => {
    const random = randomBot as Bot<DoppelkopfAction>;
    // Random bots are also offered every announcement out of turn, at every card (5.2.3),
    // so nearly every deal ends with Absagen on both sides and no winner (6.5).
    expect(run([random, random, random, random], 300, 21)).toEqual({
      totals: [337, -59, -177, -101],
      mix: {
        fleischlos: 35,
        farbsolo: 155,
        bubensolo: 44,
        damensolo: 47,
        normal: 12,
        stilleHochzeit: 7,
      },
      winners: { re: 0, kontra: 17, none: 283 },
      announced: 600,
    });
  });

  test('300 deals of the rules bots, seed 22', () => {
    const bot = doppelkopfBot<DoppelkopfAction>(rules);
    expect(run([bot, bot, bot, bot], 300, 22)).toEqual({
      totals: [96, -240, 164, -20],
      mix: { normal: 226, hochzeit: 64, farbsolo: 9, damensolo: 1 },
      winners: { re: 210, kontra: 90, none: 0 },
      announced: 214,
    });
  });

  test('300 deals of the rules bots with option armut, seed 24', () => {
    const armut = doppelkopf.rules({ armut: {} });
    const bot = doppelkopfBot<DoppelkopfAction>(armut);
    // Poor hands reserve and name an Armut; a hand with six trumps or more takes it.
    expect(run([bot, bot, bot, bot], 300, 24, armut)).toEqual({
      totals: [-155, -27, 33, 149],
      mix: { normal: 208, hochzeit: 61, armut: 17, farbsolo: 14 },
      winners: { re: 214, kontra: 86, none: 0 },
      announced: 208,
    });
  });

  test('2 deals of the sampling bot at seats 0 and 2 against the rules bots, seed 23', () => {
    const bot = doppelkopfBot<DoppelkopfAction>(rules);
    const pimc = pimcBot<DoppelkopfAction>(rules, { adapter: doppelkopfAdapter, samples: 8 });
    expect(run([pimc, bot, pimc, bot], 2, 23)).toEqual({
      totals: [-3, 3, -3, 3],
      mix: { normal: 2 },
      winners: { re: 1, kontra: 1, none: 0 },
      announced: 1,
    });
  });
});
