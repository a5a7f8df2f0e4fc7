import { Rng } from '@stich/core';
import { kalterSchlag } from '@stich/kalter-schlag';
import { type Bot, kalterSchlagBot, playDeal, randomBot } from '../src/index';

/** Mean penalty per deal of the sensible seat and of the random seats, over `deals` seeded deals. */
export function comparePenalties(deals: number, seed: number) {
  const rules = kalterSchlag.rules();
  const smart = kalterSchlagBot(rules);
  const rng = new Rng(seed);
  let smartSum = 0;
  let randomSum = 0;
  let doubles = 0;
  for (let i = 0; i < deals; i++) {
    const seat = i % 4;
    const bots: Bot[] = [0, 1, 2, 3].map((s) => (s === seat ? smart : randomBot));
    const end = playDeal(rules, rules.deal({ dealer: (i + 1) % 4, rng }), bots, rng);
    const o = rules.outcome(end)!;
    smartSum += o.penalties[seat];
    randomSum += o.penalties.reduce((a, b) => a + b, 0) - o.penalties[seat];
    if (o.doublers.includes(seat)) doubles++;
  }
  return { smart: smartSum / deals, random: randomSum / (3 * deals), doubleRate: doubles / deals };
}
