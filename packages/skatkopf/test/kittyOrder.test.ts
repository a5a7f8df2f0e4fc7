import { Rng } from '@stich/core';
import { recordOf } from '@stich/core/tools';
import { expect, test } from 'vitest';
import { kittyOrder } from '../src/index';
import { dealOf, fill, rulesOf } from './helpers';

// The tournee turns the kitty in the order it was dealt (NOTES Skatkopf 4: "turn the first
// kitty card ... or turn the second"); a record's `skat: [c1, c2]` lies with c1 on top.
const rules = rulesOf();

test.each([
  [
    ['DK', 'HQ'],
    ['DK', 'HQ'],
  ],
  [
    ['HQ', 'DK'],
    ['HQ', 'DK'],
  ],
  [
    ['JK', 'C5'],
    ['JK', 'C5'],
  ],
])('a deal with kitty %j is turned in that order', (skat, order) => {
  const s = dealOf(rules, fill({}, skat), skat);
  expect(kittyOrder(rules.ctx, s)).toEqual(order);
  expect(s.x.kitty).toEqual(order);
});

test('a seeded deal keeps its kitty order through its record', () => {
  for (let seed = 0; seed < 50; seed++) {
    const start = rules.deal({ dealer: seed % 4, rng: new Rng(seed) });
    const record = recordOf(rules, start, []);
    const again = rules.fromDeal({
      dealer: record.dealer,
      hands: record.hands!,
      skat: record.skat,
    });
    expect(again.ok && kittyOrder(rules.ctx, again.value)).toEqual(kittyOrder(rules.ctx, start));
  }
});
