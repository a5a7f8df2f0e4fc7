import { playDeal } from '@stich/bots';
import { type GameState, Rng } from '@stich/core';
import {
  partnerOf,
  type SkatkopfAction,
  type SkatkopfOptions,
  type SkatkopfState,
  skatkopf,
} from '@stich/skatkopf';
import { skatkopfBot } from '@stich/skatkopf/plugin';
import { randomCardBot, untilPlay } from '../../skat/test/skatCompare';

/**
 * Declaring sides over `deals` seeded deals, dealer rotating: rules bots bid, make trump
 * and call; then each game is played twice from the first card, once by the rules bots
 * and once with the declaring side (the declarer and the called card's holder) playing
 * random cards, both against rules defenders. Counts games by kind and wins either way.
 */
export function compareDeclaringSides(
  deals: number,
  seed: number,
  options: Partial<SkatkopfOptions> = {},
) {
  const rules = skatkopf.rules(options);
  const bot = skatkopfBot<SkatkopfAction>(rules);
  const bots = [bot, bot, bot, bot];
  const rng = new Rng(seed);
  let rulesWon = 0;
  let randomWon = 0;
  let doubled = 0;
  let score = 0;
  const games: Record<string, { played: number; rules: number; random: number }> = {};
  const making: Record<string, number> = {};
  for (let i = 0; i < deals; i++) {
    const start = untilPlay(rules, rules.deal({ dealer: i % 4, rng }), bots, rng);
    const x = (start as GameState<SkatkopfState>).x;
    const side = [x.declarer, partnerOf(rules.ctx, start as GameState<SkatkopfState>)].filter(
      (seat) => seat >= 0,
    );
    const mixed = bots.map((b, seat) => (side.includes(seat) ? randomCardBot : b));
    const a = rules.outcome(playDeal(rules, start, bots, new Rng(`${seed}/${i}`)))!;
    const b = rules.outcome(playDeal(rules, start, mixed, new Rng(`${seed}/${i}`)))!;
    if (a.won) rulesWon++;
    if (b.won) randomWon++;
    if (a.doublings > 0) doubled++;
    score += a.scores[a.declarer];
    const g = (games[a.game] ??= { played: 0, rules: 0, random: 0 });
    g.played++;
    if (a.won) g.rules++;
    if (b.won) g.random++;
    making[a.making] = (making[a.making] ?? 0) + 1;
  }
  return {
    rulesWinRate: rulesWon / deals,
    randomWinRate: randomWon / deals,
    doubledRate: doubled / deals,
    meanDeclarerScore: score / deals,
    games,
    making,
  };
}
