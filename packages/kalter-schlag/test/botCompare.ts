import { type Bot, playDeal, randomBot } from '@stich/bots';
import { type BaseAction, Rng } from '@stich/core';
import type { Rules } from '@stich/core/kernel';
import { kalterSchlag } from '@stich/kalter-schlag';
import { kalterSchlagBot } from '@stich/kalter-schlag/plugin';
import { type RamschAction, ramsch } from '@stich/ramsch';
import { ramschBot } from '@stich/ramsch/plugin';

/**
 * One sensible seat against random bots over `deals` seeded deals, the seat and the
 * dealer rotating: the mean of `score` for the sensible seat and for the random seats,
 * and how often `flag` held for the sensible seat.
 */
export function compareSeats<O, X, R, A extends BaseAction>(
  rules: Rules<O, X, R, A>,
  smart: Bot<A>,
  deals: number,
  seed: number,
  score: (outcome: R, seat: number) => number,
  flag: (outcome: R, seat: number) => boolean = () => false,
) {
  const seats = rules.ctx.seats;
  const rng = new Rng(seed);
  let smartSum = 0;
  let randomSum = 0;
  let flagged = 0;
  for (let i = 0; i < deals; i++) {
    const seat = i % seats;
    const bots = Array.from({ length: seats }, (_, s): Bot<A> => (s === seat ? smart : randomBot));
    const dealer = Math.floor(i / seats) % seats;
    const o = rules.outcome(playDeal(rules, rules.deal({ dealer, rng }), bots, rng))!;
    for (let s = 0; s < seats; s++) {
      if (s === seat) smartSum += score(o, s);
      else randomSum += score(o, s);
    }
    if (flag(o, seat)) flagged++;
  }
  return {
    smart: smartSum / deals,
    random: randomSum / ((seats - 1) * deals),
    flagRate: flagged / deals,
  };
}

/** Kalter Schlag: mean penalty per deal of the rules bot and of random bots, and its doubling rate. */
export function comparePenalties(deals: number, seed: number) {
  const rules = kalterSchlag.rules();
  const { smart, random, flagRate } = compareSeats(
    rules,
    kalterSchlagBot(rules),
    deals,
    seed,
    (o, seat) => o.penalties[seat],
    (o, seat) => o.doublers.includes(seat),
  );
  return { smart, random, doubleRate: flagRate };
}

/** Ramsch: mean signed score per deal of the rules bot and of random bots, and how often the rules bot pushed the skat. */
export function compareRamschScores(deals: number, seed: number, options: object = {}) {
  const rules = ramsch.rules(options);
  const bot = ramschBot<RamschAction>(rules);
  let pushes = 0;
  const counting: Bot<RamschAction> = {
    name: bot.name,
    choose(view, rng) {
      const action = bot.choose(view, rng);
      if (action.type === 'pushSkat') pushes++;
      return action;
    },
  };
  const { smart, random } = compareSeats(rules, counting, deals, seed, (o, seat) => o.scores[seat]);
  return { smart, random, pushRate: pushes / deals };
}
