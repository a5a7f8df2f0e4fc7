import { type Bot, cardFacts } from '@stich/bots';
import { type BaseAction, Rng, unwrap } from '@stich/core';
import {
  type SkatkopfAction,
  type SkatkopfOptions,
  type SkatkopfView,
  skatkopf,
} from '@stich/skatkopf';
import { affords, gameEstimates, skatkopfBot } from '@stich/skatkopf/plugin';
import { describe, expect, test } from 'vitest';
import { checkLegal } from '../../bots/test/checkLegal';

/** The rules bot, checking that every bid it says or holds is one its hand affords. */
function neverBeyond(options: Partial<SkatkopfOptions>): Bot<SkatkopfAction, SkatkopfView> {
  const rules = skatkopf.rules(options);
  const bot = skatkopfBot<SkatkopfAction>(rules);
  const facts = cardFacts(rules.ctx);
  return {
    name: bot.name,
    choose(view, rng) {
      const action = bot.choose(view, rng);
      const estimates = gameEstimates(facts, view.hand);
      if (action.type === 'bid')
        expect(affords(estimates, { game: action.game, doublings: action.doublings ?? 0 })).toBe(
          true,
        );
      if (action.type === 'hold') expect(affords(estimates, view.extra.bid!)).toBe(true);
      return action;
    },
  };
}

describe('the Skatkopf rules bot chooses only legal actions', () => {
  // Each variation changes what is legal or what a game is worth: which joker wins, the
  // called card's restriction, doublings on the base value, the tournee doubling, the
  // pot reading of payments, and how many doublings a bid may carry.
  test.each<[Partial<SkatkopfOptions>]>([
    [{}],
    [{ jokers: 'first' }],
    [{ calledCardRule: false }],
    [{ doubling: 'base', tourneeDoubling: false }],
    [{ payments: 'pot' }],
    [{ maxDoublings: 0 }],
    [{ maxDoublings: 1, jokers: 'first', calledCardRule: false }],
  ])('%j over 300 seeded deals', (options) => {
    const rules = skatkopf.rules(options);
    const counts = checkLegal(rules, neverBeyond(options), 300, 23);
    expect(counts.play).toBe(300 * 40);
    expect(counts.declare).toBe(300);
    expect(counts.call).toBeGreaterThan(150);
    expect(counts.discard).toBeGreaterThan(100);
    expect((counts.hand ?? 0) + (counts.turn ?? 0)).toBeGreaterThan(150);
    if (options.maxDoublings === 0) expect(counts.bid).toBeGreaterThan(0);
  });

  test('everyone passed: forehand takes the kitty, lays two back and names trump, 100 deals', () => {
    const rules = skatkopf.rules();
    const bot = skatkopfBot<SkatkopfAction>(rules);
    const rng = new Rng(31);
    const games: Record<string, number> = {};
    for (let i = 0; i < 100; i++) {
      let s = rules.deal({ dealer: i % 4, rng });
      for (let k = 0; k < 4; k++)
        s = unwrap(rules.applyAction(s, { type: 'pass', seat: rules.toAct(s) }));
      while (!rules.isTerminal(s)) {
        const view = rules.view(s, rules.toAct(s));
        const action = bot.choose(view, rng);
        expect(view.legalActions).toContainEqual(action);
        if (action.type === 'declare') games[action.game] = (games[action.game] ?? 0) + 1;
        s = unwrap(rules.applyAction(s, action));
      }
      expect(rules.outcome(s)!.forced).toBe(true);
    }
    // A forced Partner gets the kitty and a free trump: it is what the bot plays, mostly.
    expect(games.partner).toBeGreaterThan(80);
  });

  test('a seat with no legal action is a programmer error', () => {
    const rules = skatkopf.rules();
    const s = rules.deal({ dealer: 1, seed: 4 });
    const idle = rules.view(s, (rules.toAct(s) + 1) % 4) as ReturnType<typeof rules.view>;
    expect(() => skatkopfBot<BaseAction>(rules).choose(idle, new Rng(1))).toThrow(RangeError);
  });
});
