import { type Bot, playDeal, randomBot } from '@stich/bots';
import { Rng } from '@stich/core';
import { seatsOf } from '@stich/core/kernel';
import { type SchafkopfAction, type SchafkopfVariantOptions, schafkopf } from '../src/index';
import { schafkopfBot } from '../src/plugin';

/**
 * Paired deals: each seeded deal is played twice, the rules bots at seats 0 and 2 against
 * random bots at 1 and 3, then with the seats swapped. Adds up, per pair, what the rules
 * bots won in cents over both plays (the cards are the same, so the luck of the deal
 * cancels out), and counts the playing side's wins by who played it.
 */
export function rulesAgainstRandom(
  deals: number,
  seed: number,
  options: Partial<SchafkopfVariantOptions> = {},
) {
  const rules = schafkopf.rules(options);
  const bot = schafkopfBot<SchafkopfAction>(rules);
  const random = randomBot as Bot<SchafkopfAction>;
  const dealing = new Rng(seed);
  const pairs: number[] = [];
  const games = { rules: { played: 0, won: 0 }, random: { played: 0, won: 0 } };
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
      pair += rulesSeats.reduce((sum, seat) => sum + o.payments[seat], 0);
      if (o.kind !== 'game') continue;
      const who = rulesSeats.includes(o.declarer) ? games.rules : games.random;
      who.played++;
      if (o.won) who.won++;
    }
    pairs.push(pair);
  }
  const mean = pairs.reduce((a, b) => a + b, 0) / deals;
  const variance = pairs.reduce((a, b) => a + (b - mean) ** 2, 0) / (deals - 1);
  return {
    meanPerPair: mean,
    /** The paired t statistic: the mean over its standard error. */
    t: mean / Math.sqrt(variance / deals),
    rulesWinRate: games.rules.won / games.rules.played,
    randomWinRate: games.random.won / games.random.played,
    games,
  };
}

/**
 * The same games played two ways: the rules bots announce (and say Kontra and Re), then
 * each game is played from the first card by the rules bots, and again with the playing
 * side playing random cards against rules opponents. Counts the playing side's wins.
 */
export function playingSideCards(
  deals: number,
  seed: number,
  options: Partial<SchafkopfVariantOptions> = {},
) {
  const rules = schafkopf.rules(options);
  const bot = schafkopfBot<SchafkopfAction>(rules);
  const random = randomBot as Bot<SchafkopfAction>;
  const rng = new Rng(seed);
  let played = 0;
  let rulesWon = 0;
  let randomWon = 0;
  for (let i = 0; i < deals; i++) {
    let s = rules.deal({ dealer: i % 4, rng });
    while (!rules.isTerminal(s) && s.phase !== 'play') {
      const next = rules.applyAction(s, bot.choose(rules.view(s, rules.toAct(s)), rng));
      if (!next.ok) throw new Error(next.error.message);
      s = next.value;
    }
    if (rules.isTerminal(s) || s.x.declarer < 0) continue;
    const side = seatsOf(rules.ctx.sides!.of(s), 0);
    const mixed = [0, 1, 2, 3].map((seat) => (side.includes(seat) ? random : bot));
    const a = rules.outcome(playDeal(rules, s, [bot, bot, bot, bot], new Rng(`${seed}/${i}`)))!;
    const b = rules.outcome(playDeal(rules, s, mixed, new Rng(`${seed}/${i}`)))!;
    if (a.kind !== 'game' || b.kind !== 'game') continue;
    played++;
    if (a.won) rulesWon++;
    if (b.won) randomWon++;
  }
  return { played, rulesWinRate: rulesWon / played, randomWinRate: randomWon / played };
}
