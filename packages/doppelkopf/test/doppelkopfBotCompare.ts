import { type Bot, playDeal, randomBot } from '@stich/bots';
import { Rng } from '@stich/core';
import { type DoppelkopfAction, type DoppelkopfOptions, doppelkopf } from '../src/index';
import { doppelkopfBot } from '../src/plugin';

/**
 * Paired deals: each seeded deal is played twice, the rules bots at seats 0 and 2 against
 * random bots at 1 and 3, then with the seats swapped. Adds up, per pair, what the rules
 * bots scored over both plays (the cards are the same, so the luck of the deal cancels
 * out), and returns the mean per pair with its paired t statistic.
 */
export function rulesAgainstRandom(
  deals: number,
  seed: number,
  options: Partial<DoppelkopfOptions> = {},
) {
  const rules = doppelkopf.rules(options);
  const bot = doppelkopfBot<DoppelkopfAction>(rules);
  const random = randomBot as Bot<DoppelkopfAction>;
  const dealing = new Rng(seed);
  const pairs: number[] = [];
  for (let i = 0; i < deals; i++) {
    const start = rules.deal({ dealer: i % 4, rng: dealing });
    let pair = 0;
    for (const rulesSeats of [
      [0, 2],
      [1, 3],
    ]) {
      const bots = [0, 1, 2, 3].map((seat) => (rulesSeats.includes(seat) ? bot : random));
      const end = playDeal(rules, start, bots, new Rng(`${seed}/${i}`));
      const o = rules.outcome(end)!;
      pair += rulesSeats.reduce((sum, seat) => sum + o.score.scores[seat], 0);
    }
    pairs.push(pair);
  }
  const mean = pairs.reduce((a, b) => a + b, 0) / deals;
  const variance = pairs.reduce((a, b) => a + (b - mean) ** 2, 0) / (deals - 1);
  return { meanPerPair: mean, t: mean / Math.sqrt(variance / deals) };
}

/**
 * The same games played two ways: the rules bots answer the Vorbehalt query, then each
 * deal is played by the rules bots from the first card, and again with the Re party
 * playing random cards (and saying nothing) against rules bots. Counts Re's wins.
 */
export function reCards(deals: number, seed: number, options: Partial<DoppelkopfOptions> = {}) {
  const rules = doppelkopf.rules(options);
  const bot = doppelkopfBot<DoppelkopfAction>(rules);
  const random = randomBot as Bot<DoppelkopfAction>;
  const silent: Bot<DoppelkopfAction> = {
    name: 'random cards',
    choose(view, rng) {
      const plays = view.legalActions.filter((a) => a.type === 'play');
      return plays.length > 0 ? plays[rng.below(plays.length)] : random.choose(view, rng);
    },
  };
  const rng = new Rng(seed);
  let played = 0;
  let rulesWon = 0;
  let randomWon = 0;
  const solos = { played: 0, won: 0 };
  for (let i = 0; i < deals; i++) {
    let s = rules.deal({ dealer: i % 4, rng });
    while (s.phase === 'vorbehalt') {
      const next = rules.applyAction(s, bot.choose(rules.view(s, rules.toAct(s)), rng));
      if (!next.ok) throw new Error(next.error.message);
      s = next.value;
    }
    const a = rules.outcome(playDeal(rules, s, [bot, bot, bot, bot], new Rng(`${seed}/${i}`)))!;
    const mixed = [0, 1, 2, 3].map((seat) => (a.re.includes(seat) ? silent : bot));
    const b = rules.outcome(playDeal(rules, s, mixed, new Rng(`${seed}/${i}`)))!;
    played++;
    if (a.score.winner === 're') rulesWon++;
    if (b.score.winner === 're') randomWon++;
    if (a.score.solo && a.declarer >= 0) {
      solos.played++;
      if (a.score.winner === 're') solos.won++;
    }
  }
  return {
    played,
    rulesWinRate: rulesWon / played,
    randomWinRate: randomWon / played,
    solos,
  };
}
