import { Rng } from '@stich/core';
import { type SkatAction, type SkatOptions, skat } from '@stich/skat';
import { skatBot } from '@stich/skat/plugin';
import { describe, expect, test } from 'vitest';
import { checkLegal } from '../../bots/test/checkLegal';

describe('the Skat rules bot chooses only legal actions', () => {
  // Each option set changes what is legal: a fourth seat sitting out, the Kontra phase,
  // Ramsch or a forced forehand game when everybody passes.
  test.each<[Partial<SkatOptions>]>([
    [{}],
    [{ seats: 4 }],
    [{ kontra: true }],
    [{ kontra: true, seats: 4 }],
    [{ passOut: 'ramsch' }],
    [{ passOut: 'forehand', kontra: true }],
  ])('%j over 400 seeded deals', (options) => {
    const rules = skat.rules(options);
    const counts = checkLegal(rules, skatBot<SkatAction>(rules), 400, 17);
    expect(counts.play).toBeGreaterThan(400 * 10);
    expect(counts.declare).toBeGreaterThan(100);
    expect(counts.claim).toBeUndefined();
    expect(counts.resign).toBeUndefined();
    if (options.kontra) expect(counts.pass).toBeGreaterThan(counts.declare);
    if (options.passOut === 'forehand') expect(counts.declare).toBe(400);
  });

  test('the same seed gives the same choices', () => {
    const rules = skat.rules();
    const bot = skatBot<SkatAction>(rules);
    const s = rules.deal({ dealer: 2, seed: 3 });
    const view = rules.view(s, rules.toAct(s));
    expect(bot.choose(view, new Rng(9))).toEqual(bot.choose(view, new Rng(9)));
  });
});
