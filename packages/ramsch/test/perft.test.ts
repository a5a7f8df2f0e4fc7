import { Rng, unwrap } from '@stich/core';
import { MAX_ACTIONS } from '@stich/core/kernel';
import { describe, expect, test } from 'vitest';
import { modelPerft, startModel } from './model';
import { type RamschRules, rulesFor, type State } from './script';

// Perft-style move counts (chess.js perft): leaves of the game tree at depth d from a fixed
// deal, counting every action (taking up, laying back, pushing, playing a card).
// Generated once with the naive enumerator `perft` below over `legalActions`/`applyAction`
// (default options, and `schieben: true`), then frozen. The same counts come from the
// in-place API (`legalCodes`/`applyCode`) and from test/model.ts, a separate model of the
// rule text. By hand: depth 1 is 10 (forehand leads any card) or 2 (take up or push); with
// passing, depth 2 is C(n, 2) + 2, n = forehand's non-jacks among its 12 cards.

/** The deals of `rules.deal({ dealer: 0, seed })`, by seat; seat 1 is forehand. */
const DEALS = [
  {
    seed: 1,
    hands: [
      'CQ C9 C7 SQ SJ HA HK HQ H7 DK',
      'CA CK SA ST S7 HT HJ H9 DQ D7', // forehand; takes up DA DT: 11 non-jacks, C(11, 2) + 2 = 57
      'CT CJ C8 SK S9 S8 H8 DJ D9 D8',
    ],
    skat: 'DA DT',
  },
  {
    seed: 2,
    hands: [
      'CA ST SQ S7 H9 H8 DA DQ D9 D8',
      'CJ C7 SA S8 HA HQ DT DK DJ D7', // forehand; takes up C8 HK: 10 non-jacks, C(10, 2) + 2 = 47
      'CT CK CQ C9 SK SJ S9 HT HJ H7',
    ],
    skat: 'C8 HK',
  },
];

const COUNTS: [number, boolean, number[]][] = [
  // [seed, schieben, leaves at depth 1..5]
  [1, false, [10, 21, 35, 315, 650]],
  [1, true, [2, 57, 157, 2740, 12021]],
  [2, false, [10, 46, 184, 1656, 4999]],
  [2, true, [2, 47, 137, 2281, 11596]],
];

function perft(rules: RamschRules, s: State, depth: number): number {
  if (depth === 0 || rules.isTerminal(s)) return 1;
  let n = 0;
  for (const a of rules.legalActions(s))
    n += perft(rules, unwrap(rules.applyAction(s, a)), depth - 1);
  return n;
}

function perftCodes(rules: RamschRules, s: State, depth: number): number {
  if (depth === 0 || rules.isTerminal(s)) return 1;
  const codes = new Int32Array(MAX_ACTIONS);
  const k = rules.legalCodes(s, codes);
  let n = 0;
  for (let i = 0; i < k; i++) {
    const next = rules.clone(s);
    rules.applyCode(next, codes[i]);
    n += perftCodes(rules, next, depth - 1);
  }
  return n;
}

const split = (text: string) => text.split(' ');

describe('perft', () => {
  test.each(DEALS)('seed $seed deals the frozen hands', ({ seed, hands, skat }) => {
    const rules = rulesFor();
    const s = rules.deal({ dealer: 0, seed });
    expect([0, 1, 2].map((seat) => rules.view(s, seat).hand.join(' '))).toEqual(hands);
    const done = rules.clone(s);
    rules.playout(done, new Rng(0));
    expect(rules.view(done, 0).skat?.join(' ')).toBe(skat);
  });

  test.each(COUNTS)('seed %i, schieben %s', (seed, schieben, counts) => {
    const deal = DEALS.find((d) => d.seed === seed)!;
    const rules = rulesFor({ schieben });
    const s = unwrap(
      rules.fromDeal({ dealer: 0, hands: deal.hands.map(split), skat: split(deal.skat) }),
    );
    const modelRules = { schieben, jacksMayBePushed: false, tensLow: false };
    const model = startModel(deal.hands.map(split), split(deal.skat), 0, modelRules);
    counts.forEach((count, i) => {
      const depth = i + 1;
      expect(perft(rules, s, depth), `depth ${depth}`).toBe(count);
      expect(perftCodes(rules, s, depth), `codes, depth ${depth}`).toBe(count);
      expect(modelPerft(modelRules, model, depth), `model, depth ${depth}`).toBe(count);
    });
  });
});
