import { type Bot, randomBot } from '@stich/bots';
import { type CoreAction, Rng } from '@stich/core';
import { kalterSchlag } from '@stich/kalter-schlag';
import { kalterSchlagBot } from '@stich/kalter-schlag/plugin';
import { type RamschAction, type RamschOptions, ramsch } from '@stich/ramsch';
import { ramschBot } from '@stich/ramsch/plugin';
import { describe, expect, test } from 'vitest';
import { checkLegal } from '../../bots/test/checkLegal';

const rules = kalterSchlag.rules();

describe('bots choose only legal actions', () => {
  test.each([
    ['random', randomBot as Bot<CoreAction>],
    ['rules', kalterSchlagBot(rules)],
  ])('Kalter Schlag: %s bot over 300 seeded deals', (_name, bot) => {
    expect(checkLegal(rules, bot, 300, 11).play).toBe(300 * 32);
  });

  // Each option set changes what is legal or what the bot reads: the skat passing (with
  // and without jacks), the trick order, the skat's destination, the scoring.
  describe.each<[Partial<RamschOptions>]>([
    [{}],
    [{ schieben: true }],
    [{ schieben: true, jacksMayBePushed: true }],
    [{ schieben: true, tensLow: true, skatTo: 'loser' }],
    [{ durchmarsch: false, gewinnerRamsch: true, ties: 'lastTrickLoses' }],
  ])('Ramsch %j', (options) => {
    const game = ramsch.rules(options);
    test.each([
      ['random', randomBot as Bot<RamschAction>],
      ['rules', ramschBot<RamschAction>(game)],
    ])('%s bot over 300 seeded deals', (_name, bot) => {
      const counts = checkLegal(game, bot, 300, 13);
      expect(counts.play).toBe(300 * 30);
      if (options.schieben) {
        // Each seat takes up the skat (then discards) or pushes it, once a deal.
        expect(counts.pickUpSkat + counts.pushSkat).toBe(300 * 3);
        expect(counts.discard).toBe(counts.pickUpSkat);
        expect(counts.pushSkat).toBeGreaterThan(0);
        expect(counts.pickUpSkat).toBeGreaterThan(0);
      } else expect(Object.keys(counts)).toEqual(['play']);
    });
  });

  test('a bot with no legal action is a programmer error', () => {
    const s = rules.deal({ dealer: 0, seed: 1 });
    const view = rules.view(s, 0); // seat 1 leads, so seat 0 has nothing to do
    expect(view.legalActions).toEqual([]);
    expect(() => randomBot.choose(view, new Rng(1))).toThrow(RangeError);
    expect(() => kalterSchlagBot(rules).choose(view, new Rng(1))).toThrow(RangeError);
    expect(() => ramschBot(rules).choose(view, new Rng(1))).toThrow(RangeError);
  });

  test('the same seed gives the same choices', () => {
    const bot = kalterSchlagBot(rules);
    const s = rules.deal({ dealer: 0, seed: 3 });
    const view = rules.view(s, 1);
    expect(bot.choose(view, new Rng(9))).toEqual(bot.choose(view, new Rng(9)));
    expect(randomBot.choose(view, new Rng(9))).toEqual(randomBot.choose(view, new Rng(9)));
  });
});
