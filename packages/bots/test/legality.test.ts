import { type CoreAction, Rng } from '@stich/core';
import { kalterSchlag } from '@stich/kalter-schlag';
import { describe, expect, test } from 'vitest';
import { type Bot, kalterSchlagBot, randomBot } from '../src/index';

const rules = kalterSchlag.rules();

/** Plays seeded deals, checking every choice against the seat's legal actions. */
function checkLegal(bot: Bot<CoreAction>, deals: number, seed: number): number {
  const rng = new Rng(seed);
  let choices = 0;
  for (let i = 0; i < deals; i++) {
    let s = rules.deal({ dealer: i % 4, rng });
    while (!rules.isTerminal(s)) {
      const view = rules.view(s, rules.toAct(s));
      const action = bot.choose(view, rng);
      expect(view.legalActions).toContainEqual(action);
      const next = rules.applyAction(s, action);
      expect(next.ok).toBe(true);
      if (!next.ok) break;
      s = next.value;
      choices++;
    }
  }
  return choices;
}

describe('bots choose only legal actions', () => {
  test.each([
    ['random', randomBot as Bot<CoreAction>],
    ['rules', kalterSchlagBot(rules)],
  ])('%s bot over 300 seeded deals', (_name, bot) => {
    expect(checkLegal(bot, 300, 11)).toBeGreaterThanOrEqual(300 * 32);
  });

  test('a bot with no legal action is a programmer error', () => {
    const s = rules.deal({ dealer: 0, seed: 1 });
    const view = rules.view(s, 0); // seat 1 leads, so seat 0 has nothing to do
    expect(view.legalActions).toEqual([]);
    expect(() => randomBot.choose(view, new Rng(1))).toThrow(RangeError);
    expect(() => kalterSchlagBot(rules).choose(view, new Rng(1))).toThrow(RangeError);
  });

  test('the same seed gives the same choices', () => {
    const bot = kalterSchlagBot(rules);
    const s = rules.deal({ dealer: 0, seed: 3 });
    const view = rules.view(s, 1);
    expect(bot.choose(view, new Rng(9))).toEqual(bot.choose(view, new Rng(9)));
    expect(randomBot.choose(view, new Rng(9))).toEqual(randomBot.choose(view, new Rng(9)));
  });
});
