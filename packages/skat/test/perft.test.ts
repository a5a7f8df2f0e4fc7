import { MAX_ACTIONS } from '@stich/core/kernel';
import { describe, expect, test } from 'vitest';
import { skat } from '../src/index';
import { run, type SkatRules, type State } from './script';

// Perft-style counts (chess.js perft): leaves of the game tree at depth d from a fixed
// position, counting every action, generated once with the naive enumerator below over
// `legalActions`/`applyAction` and frozen; the in-place API (`legalCodes`/`applyCode`)
// must give the same counts. A terminal position counts as one leaf.
//
// From the deal (default options), depths 1-4 are the bidding alone and the same for every
// deal, so they are derived by hand too (n = 63 values, v_i the i-th):
//   1: pass or 63 calls = 64
//   2: 63 calls x (hold | pass) + 64 calls of rearhand after middlehand's pass = 190
//   3: sum (63 - i) twice [after hold: pass or higher; after pass: rearhand] + 63 x 2 + 64 = 4222
//   4: 11,179 after a call by middlehand + 4,719 after its pass = 15,898, where a
//      declaration start offers 1 + 20 + [v <= 35] + [v <= 59] actions (null hand, null ouvert
//      hand only if not below the bid; NOTES Skat 2).
// From the declaration (FH declarer at 18), the counts depend on the cards; card play only:
// claims and resignations are left out (they belong to earlyEnd*.test.ts). By hand:
//   1: take up the skat, or one of 22 hand contracts = 23
//   2: 66 discards + 22 x 10 leads = 286
//   3 (seed 1): 66 x 7 declarations + 4 x (27 + 30 + 26 + 27 + 21) + 2 x 24 answers of MH to
//      each lead in C, S, H, D, G and null = 1034.

/** The deals of `rules.deal({ dealer: 2, seed })`, by seat: forehand 0, middlehand 1, rearhand 2. */
const DEALS = [
  {
    seed: 1,
    hands: [
      'CA CK SA ST S7 HT HJ H9 DQ D7',
      'CT CJ C8 SK S9 S8 H8 DJ D9 D8',
      'CQ C9 C7 SQ SJ HA HK HQ H7 DK',
    ],
    skat: 'DA DT',
  },
  {
    seed: 2,
    hands: [
      'CJ C7 SA S8 HA HQ DT DK DJ D7',
      'CT CK CQ C9 SK SJ S9 HT HJ H7',
      'CA ST SQ S7 H9 H8 DA DQ D9 D8',
    ],
    skat: 'C8 HK',
  },
];

// [seed, where, leaves at depth 1..4]
const COUNTS: [number, 'deal' | 'declaration', number[]][] = [
  [1, 'deal', [64, 190, 4222, 15898]],
  [2, 'deal', [64, 190, 4222, 15898]],
  [1, 'declaration', [23, 286, 1034, 5892]],
  [2, 'declaration', [23, 286, 1510, 8032]],
];

const cardPlayOnly = (type: string) => type !== 'claim' && type !== 'resign';

function perft(rules: SkatRules, s: State, depth: number): number {
  if (depth === 0 || rules.isTerminal(s)) return 1;
  let n = 0;
  for (const a of rules.legalActions(s)) {
    if (!cardPlayOnly(a.type)) continue;
    const next = rules.applyAction(s, a);
    if (!next.ok) throw new Error(`${JSON.stringify(a)} is legal but refused: ${next.error.code}`);
    n += perft(rules, next.value, depth - 1);
  }
  return n;
}

function perftCodes(rules: SkatRules, s: State, depth: number): number {
  if (depth === 0 || rules.isTerminal(s)) return 1;
  const codes = new Int32Array(MAX_ACTIONS);
  const k = rules.legalCodes(s, codes);
  let n = 0;
  for (let i = 0; i < k; i++) {
    if (!cardPlayOnly(rules.decode(s, codes[i]).type)) continue;
    const next = rules.clone(s);
    rules.applyCode(next, codes[i]);
    n += perftCodes(rules, next, depth - 1);
  }
  return n;
}

const rules = skat.rules();

describe('perft', () => {
  test.each(DEALS)('seed $seed deals the frozen hands', ({ seed, hands, skat: skatCards }) => {
    const s = rules.deal({ dealer: 2, seed });
    expect([0, 1, 2].map((seat) => rules.view(s, seat).hand.join(' '))).toEqual(hands);
    const thrownIn = run(rules, s, 'MH pass, RH pass, FH pass');
    expect(rules.view(thrownIn, 0).skat?.join(' ')).toBe(skatCards);
  });

  test.each(COUNTS)('seed %i, from the %s', (seed, where, counts) => {
    const dealt = rules.deal({ dealer: 2, seed });
    const s = where === 'deal' ? dealt : run(rules, dealt, 'MH 18, FH hold, MH pass, RH pass');
    counts.forEach((count, i) => {
      const depth = i + 1;
      expect(perft(rules, s, depth), `depth ${depth}`).toBe(count);
      expect(perftCodes(rules, s, depth), `codes, depth ${depth}`).toBe(count);
    });
  });
});
