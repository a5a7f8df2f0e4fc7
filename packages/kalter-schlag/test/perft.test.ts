import { unwrap } from '@stich/core';
import { describe, expect, test } from 'vitest';
import { type KsState, rules } from './helpers';
import { modelCount, modelStart } from './model';

/**
 * Perft-style golden counts: the number of legal action sequences of each length from
 * three fixed deals. Generated once by `kernelCount` below (only `legalActions` and
 * `applyAction`) and by `modelCount` in test/model.ts (written from the rule texts,
 * no kernel code); both agreed on every number before it was frozen here.
 * With doublings, depth 8 covers the whole first trick with every kontra/re/bock/hirsch
 * choice; play only, depth 8 covers two tricks.
 */
const DEALS = [
  {
    name: 'A',
    dealer: 0,
    seed: 1,
    hands: [
      'SJ HT HK H7 DA DT DK D8',
      'CA CK SQ S7 HA HQ HJ H9',
      'CT C8 SA ST SK DQ DJ D7',
      'CQ CJ C9 C7 S9 S8 H8 D9',
    ],
    withDoublings: [9, 51, 162, 566, 3244, 14993, 54492, 167855],
    playOnly: [8, 35, 49, 265, 1855, 5787, 19105, 49028],
  },
  {
    name: 'B',
    dealer: 1,
    seed: 2,
    hands: [
      'CK SK HT HJ H9 H7 DQ D9',
      'CA C8 SA SJ S7 HK H8 D8',
      'C7 ST SQ S8 HQ DA DT DJ',
      'CT CQ CJ C9 S9 HA DK D7',
    ],
    withDoublings: [9, 28, 62, 135, 417, 1298, 3038, 6211],
    playOnly: [8, 12, 18, 27, 189, 308, 546, 1396],
  },
  {
    name: 'C',
    dealer: 2,
    seed: 3,
    hands: [
      'CQ C8 ST SJ S8 S7 DK D7',
      'CA CT C7 HA HJ DT DJ D9',
      'CK SK SQ S9 HT HQ H7 DA',
      'CJ C9 SA HK H9 H8 DQ D8',
    ],
    withDoublings: [9, 50, 174, 532, 2332, 10174, 31616, 75463],
    playOnly: [8, 34, 64, 174, 1218, 4002, 7540, 16245],
  },
];

/** Deliberately naive: every legal action, applied through the pure API, recursively. */
function kernelCount(s: KsState, depth: number, doublings: boolean): number {
  if (depth === 0) return 1;
  let n = 0;
  for (const action of rules.legalActions(s)) {
    if (!doublings && action.type === 'double') continue;
    n += kernelCount(unwrap(rules.applyAction(s, action)), depth - 1, doublings);
  }
  return n;
}

const handsOf = (deal: (typeof DEALS)[number]) => deal.hands.map((h) => h.split(' '));
const start = (deal: (typeof DEALS)[number]) =>
  unwrap(rules.fromDeal({ dealer: deal.dealer, hands: handsOf(deal) }));

const ROWS = DEALS.flatMap((deal) =>
  deal.withDoublings.map((_, i) => ({ deal, depth: i + 1, name: deal.name })),
);

describe('perft', () => {
  test.each(DEALS)(
    'deal $name is what rules.deal({ dealer: $dealer, seed: $seed }) deals',
    (deal) => {
      const s = rules.deal({ dealer: deal.dealer, seed: deal.seed });
      const hands = [0, 1, 2, 3].map((seat) => rules.view(s, seat).hand);
      expect(hands.map((h) => [...h].sort())).toEqual(handsOf(deal).map((h) => [...h].sort()));
      expect(s.turn).toBe((deal.dealer + 1) % 4);
    },
  );

  test.each(ROWS)('deal $name, depth $depth, with doublings: kernel', ({ deal, depth }) => {
    expect(kernelCount(start(deal), depth, true)).toBe(deal.withDoublings[depth - 1]);
  });

  test.each(ROWS)('deal $name, depth $depth, with doublings: model', ({ deal, depth }) => {
    const st = modelStart(deal.dealer, handsOf(deal));
    expect(modelCount(st, depth, true)).toBe(deal.withDoublings[depth - 1]);
  });

  test.each(ROWS)('deal $name, depth $depth, play only: kernel', ({ deal, depth }) => {
    expect(kernelCount(start(deal), depth, false)).toBe(deal.playOnly[depth - 1]);
  });

  test.each(ROWS)('deal $name, depth $depth, play only: model', ({ deal, depth }) => {
    const st = modelStart(deal.dealer, handsOf(deal));
    expect(modelCount(st, depth, false)).toBe(deal.playOnly[depth - 1]);
  });

  test('depth 2 of deal A by hand: forehand (seat 1) leads, seat 2 answers', () => {
    // Seat 2 holds CT C8 SA ST SK DQ DJ D7. Clubs led (CA, CK): 2 answers each; spades
    // (SQ, S7): 3 each; hearts (HA, HQ, H9): void, all 8; HJ: must play DJ. 4 + 6 + 24 + 1.
    expect(DEALS[0].playOnly[1]).toBe(35);
    // With doublings: seat 1 doubles then leads (8), or leads and seat 2 may double (35 + 8).
    expect(DEALS[0].withDoublings[1]).toBe(8 + 35 + 8);
  });
});
