import { type Bot, playDeal } from '@stich/bots';
import { type BaseAction, type GameState, Rng, type SeatView, unwrap } from '@stich/core';
import type { Rules } from '@stich/core/kernel';
import { type SkatAction, type SkatOptions, skat } from '@stich/skat';
import { skatBot } from '@stich/skat/plugin';

/** Plays only cards, uniformly at random (never claims or resigns): the baseline declarer. */
export const randomCardBot = {
  name: 'random cards',
  choose<A extends BaseAction>(view: SeatView<A>, rng: Rng): A {
    const plays = view.legalActions.filter((a) => a.type === 'play');
    const pool = plays.length > 0 ? plays : view.legalActions;
    return pool[rng.below(pool.length)];
  },
} satisfies Bot;

/** Plays with `bots` up to the first card (bidding, skat, declaration, kontra). */
export function untilPlay<O, X, R, A extends BaseAction>(
  rules: Rules<O, X, R, A>,
  state: GameState<X>,
  bots: readonly Bot<A>[],
  rng: Rng,
): GameState<X> {
  let s = state;
  while (!rules.isTerminal(s) && s.phase !== 'play') {
    const seat = rules.toAct(s);
    s = unwrap(rules.applyAction(s, bots[seat].choose(rules.view(s, seat), rng)));
  }
  return s;
}

/**
 * Declarers over `deals` seeded deals, dealer rotating: rules bots bid, take the skat and
 * declare; then each game is played twice from the first card, once with the rules
 * declarer and once with a declarer playing random cards, both against rules defenders.
 * Counts games, pass-outs, wins either way, overbids, Kontra and the contract mix.
 */
export function compareDeclarers(deals: number, seed: number, options: Partial<SkatOptions> = {}) {
  const rules = skat.rules(options);
  const bot = skatBot<SkatAction>(rules);
  const bots = Array.from({ length: rules.ctx.seats }, () => bot);
  const rng = new Rng(seed);
  let games = 0;
  let passed = 0;
  let rulesWon = 0;
  let randomWon = 0;
  let overbid = 0;
  let kontra = 0;
  let kontraWon = 0;
  let value = 0;
  const contracts: Record<string, number> = {};
  for (let i = 0; i < deals; i++) {
    const start = untilPlay(rules, rules.deal({ dealer: i % rules.ctx.seats, rng }), bots, rng);
    if (rules.isTerminal(start)) {
      passed++;
      continue;
    }
    const declarer = (start.x as { declarer: number }).declarer;
    const mixed = bots.map((b, s) => (s === declarer ? randomCardBot : b));
    const a = rules.outcome(playDeal(rules, start, bots, new Rng(`${seed}/${i}`)))!;
    const b = rules.outcome(playDeal(rules, start, mixed, new Rng(`${seed}/${i}`)))!;
    games++;
    if (a.won) rulesWon++;
    if (b.won) randomWon++;
    if (a.overbid) overbid++;
    if (a.kontra > 0) kontra++;
    if (a.kontra > 0 && !a.won) kontraWon++;
    value += a.value;
    const game = a.contract!.game;
    contracts[game] = (contracts[game] ?? 0) + 1;
  }
  return {
    games,
    passed,
    rulesWinRate: rulesWon / games,
    randomWinRate: randomWon / games,
    overbidRate: overbid / games,
    kontraRate: kontra / games,
    kontraWon,
    meanValue: value / games,
    contracts,
  };
}
