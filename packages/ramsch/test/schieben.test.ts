import { unwrap } from '@stich/core';
import { describe, expect, test } from 'vitest';
import type { RamschAction, RamschOptions } from '../src/index';
import { JUNGFRAU_FH114, MARCH, SKAT10, TIE50_FH_LAST } from './deals';
import { playScript, type RamschScript, rulesFor, type State, startOf, summary } from './script';

// Schieberamsch (NOTES 123-128): from forehand, each player takes up the skat and lays two
// cards back, or pushes it on unseen; each push doubles every score of the deal.
// Deals from test/deals.ts; arrays by position [FH, MH, RH].

const passing = (script: RamschScript, ...steps: string[]): RamschScript => ({
  ...script,
  passing: steps,
});
const SCHIEBEN = { schieben: true } as const;

describe('each push doubles every score', () => {
  test.each<[string, RamschScript, Partial<RamschOptions>, number, number[]]>([
    // NOTES 125; SKAT10 scores MH -58 unpushed (test/scoring.test.ts). Taking up and laying back is no push.
    ['no push', passing(SKAT10, 'lay DT D7', 'lay DT D7', 'lay DT D7'), {}, 0, [0, -58, 0]],
    ['one push: x2', passing(SKAT10, 'push', 'lay DT D7', 'lay DT D7'), {}, 1, [0, -116, 0]],
    ['two pushes: x4', passing(SKAT10, 'push', 'push', 'lay DT D7'), {}, 2, [0, -232, 0]],
    ['three pushes: x8', passing(SKAT10, 'push', 'push', 'push'), {}, 3, [0, -464, 0]],
    // NOTES 119 + 125: a Jungfrau (x2) and three pushes (x8): 114 x 16.
    [
      'Jungfrau and three pushes',
      passing(JUNGFRAU_FH114, 'push', 'push', 'push'),
      {},
      3,
      [-1824, 0, 0],
    ],
    // NOTES 111 + 125: both tied losers doubled.
    [
      'tied losers, one push',
      passing(TIE50_FH_LAST, 'lay H7 D7', 'push', 'lay H7 D7'),
      {},
      1,
      [-100, -100, 0],
    ],
    // NOTES 125: "a Durchmarsch's +120 included". The skat holds DJ, so laying it back needs jacksMayBePushed.
    [
      'Durchmarsch, one push',
      passing(MARCH, 'push', 'lay DJ D7', 'lay DJ D7'),
      { jacksMayBePushed: true },
      1,
      [240, 0, 0],
    ],
    [
      'Durchmarsch, two pushes',
      passing(MARCH, 'push', 'push', 'lay DJ D7'),
      { jacksMayBePushed: true },
      2,
      [480, 0, 0],
    ],
    ['Durchmarsch, three pushes', passing(MARCH, 'push', 'push', 'push'), {}, 3, [960, 0, 0]],
    // NOTES 130 + 125: fixed 15 (one Jungfrau) x 8.
    [
      'fixed values, three pushes',
      passing(JUNGFRAU_FH114, 'push', 'push', 'push'),
      { fixedValues: true },
      3,
      [-120, 0, 0],
    ],
    // NOTES 131 + 125: Gewinner-Ramsch's 23 (RH, fewest) x 4.
    [
      'Gewinner-Ramsch, two pushes',
      passing(SKAT10, 'push', 'push', 'lay DT D7'),
      { gewinnerRamsch: true },
      2,
      [0, 0, 92],
    ],
  ])('%s', (_name, script, options, pushes, scores) => {
    for (const dealer of [0, 1, 2]) {
      const { outcome } = playScript(rulesFor({ ...SCHIEBEN, ...options }), script, dealer);
      const got = summary(outcome, dealer);
      expect(got.pushes).toBe(pushes);
      expect(got.scores).toEqual(scores);
    }
  });
});

describe('the skat that is scored is the one left after passing', () => {
  // NOTES 126-127. FH is dealt DT D7 and finds HK C7 (4 points) in the skat: it keeps
  // them and lays DT D7 (10) back. MH and RH push; MH takes the last trick: 48 + 10, x4.
  const script: RamschScript = { ...SKAT10, skat: 'HK C7', passing: ['lay DT D7', 'push', 'push'] };
  test.each([0, 1, 2])('dealer %i', (dealer) => {
    const { outcome } = playScript(rulesFor(SCHIEBEN), script, dealer);
    expect(outcome.skatPoints).toBe(10);
    expect(summary(outcome, dealer)).toMatchObject({
      points: [50, 58, 12],
      scores: [0, -232, 0],
      skatTo: [1],
      pushes: 2,
    });
  });
});

// SKAT10 dealt by seat 2: FH is seat 0, MH seat 1, RH seat 2. FH holds
// CA SA HK DK S9 C9 H9 HJ C7 S7 and takes up DT D7; MH holds CT SK HA DA SQ C8 H8 SJ D8 DJ.
const rules = rulesFor(SCHIEBEN);
const step = (s: State, a: RamschAction): State => unwrap(rules.applyAction(s, a));
const start = startOf(rules, SKAT10, 2);
const holding = step(start, { type: 'pickUpSkat', seat: 0 });
const mhTurn = step(start, { type: 'pushSkat', seat: 0 });
const play = step(step(mhTurn, { type: 'pushSkat', seat: 1 }), { type: 'pushSkat', seat: 2 });
const marchHolding = step(startOf(rules, MARCH, 2), { type: 'pickUpSkat', seat: 0 });
const over = playScript(rules, passing(SKAT10, 'push', 'push', 'push'), 2).state;
const discard = (seat: number, ...cards: string[]): RamschAction => ({
  type: 'discard',
  seat,
  cards,
});

describe('refusals leave the state unchanged', () => {
  test.each<[string, State, RamschAction, string, (string | number)[] | undefined]>([
    ['discard before taking up', start, discard(0, 'S9', 'C9'), 'ACTION_NOT_ALLOWED', ['type']],
    ['middlehand takes up first', start, { type: 'pickUpSkat', seat: 1 }, 'OUT_OF_TURN', ['seat']],
    ['rearhand pushes first', start, { type: 'pushSkat', seat: 2 }, 'OUT_OF_TURN', ['seat']],
    [
      'a card played while passing',
      start,
      { type: 'play', seat: 0, card: 'CA' },
      'ACTION_NOT_ALLOWED',
      ['type'],
    ],
    ['taking up twice', holding, { type: 'pickUpSkat', seat: 0 }, 'ACTION_NOT_ALLOWED', ['type']],
    [
      'pushing after taking up',
      holding,
      { type: 'pushSkat', seat: 0 },
      'ACTION_NOT_ALLOWED',
      ['type'],
    ],
    ['a card not held (second)', holding, discard(0, 'S9', 'CT'), 'CARD_NOT_HELD', ['cards', 1]],
    ['a card not held (first)', holding, discard(0, 'CT', 'S9'), 'CARD_NOT_HELD', ['cards', 0]],
    ['the same card twice', holding, discard(0, 'S9', 'S9'), 'CARD_NOT_HELD', ['cards', 1]],
    // NOTES 128: jacks may not be passed on (option jacksMayBePushed, off by default).
    ['a jack (first)', holding, discard(0, 'HJ', 'S9'), 'PLAY_RESTRICTED', ['cards', 0]],
    ['a jack (second)', holding, discard(0, 'S9', 'HJ'), 'PLAY_RESTRICTED', ['cards', 1]],
    [
      'a jack taken up from the skat',
      marchHolding,
      discard(0, 'DJ', 'D7'),
      'PLAY_RESTRICTED',
      ['cards', 0],
    ],
    ['one card', holding, discard(0, 'S9'), 'INVALID_ACTION', ['cards']],
    ['an unknown card', holding, discard(0, 'S9', 'X9'), 'UNKNOWN_CARD', ['cards', 1]],
    ['middlehand discards', holding, discard(1, 'CT', 'SK'), 'OUT_OF_TURN', ['seat']],
    [
      'a card played while holding the skat',
      holding,
      { type: 'play', seat: 0, card: 'CA' },
      'ACTION_NOT_ALLOWED',
      ['type'],
    ],
    [
      'forehand again after pushing',
      mhTurn,
      { type: 'pickUpSkat', seat: 0 },
      'OUT_OF_TURN',
      ['seat'],
    ],
    [
      'middlehand discards without taking up',
      mhTurn,
      discard(1, 'CT', 'SK'),
      'ACTION_NOT_ALLOWED',
      ['type'],
    ],
    [
      'taking up during play',
      play,
      { type: 'pickUpSkat', seat: 0 },
      'ACTION_NOT_ALLOWED',
      ['type'],
    ],
    ['pushing during play', play, { type: 'pushSkat', seat: 0 }, 'ACTION_NOT_ALLOWED', ['type']],
    ['discarding during play', play, discard(0, 'S9', 'C9'), 'ACTION_NOT_ALLOWED', ['type']],
    ['pushing after the deal', over, { type: 'pushSkat', seat: 0 }, 'GAME_OVER', undefined],
  ])('%s', (_name, s, action, code, path) => {
    const before = structuredClone(s);
    const r = rules.applyAction(s, action);
    expect(r.ok ? 'accepted' : r.error.code).toBe(code);
    if (!r.ok) expect(r.error.path).toEqual(path);
    expect(s).toEqual(before);
  });

  test('jacksMayBePushed lets the same discard through', () => {
    const free = rulesFor({ ...SCHIEBEN, jacksMayBePushed: true });
    const before = structuredClone(holding);
    const after = unwrap(free.applyAction(holding, discard(0, 'S9', 'HJ')));
    expect(holding).toEqual(before);
    expect(free.view(after, 0).hand).not.toContain('HJ');
    expect(after.turn).toBe(1);
  });
});

describe('turns and legal actions while passing', () => {
  test.each([0, 1, 2])(
    'dealer %i: forehand, middlehand, rearhand in turn, then forehand leads',
    (dealer) => {
      let s = rules.deal({ dealer, seed: dealer });
      for (const k of [1, 2, 3]) {
        const seat = (dealer + k) % 3;
        expect(s.turn).toBe(seat);
        expect(rules.legalActions(s)).toEqual([
          { type: 'pickUpSkat', seat },
          { type: 'pushSkat', seat },
        ]);
        for (const other of [0, 1, 2])
          if (other !== seat) expect(rules.legalActions(s, other)).toEqual([]);
        s = step(s, { type: 'pushSkat', seat });
      }
      expect(s.phase).toBe('play');
      expect(s.turn).toBe((dealer + 1) % 3);
    },
  );

  test.each<[string, boolean, number]>([
    // FH's 12 cards hold one jack (HJ): C(11, 2) = 55 discards; C(12, 2) = 66 with jacks allowed.
    ['jacks kept back', false, 55],
    ['jacks may be pushed', true, 66],
  ])('discards offered, %s: every pair the rules accept and no other', (_name, jacks, count) => {
    const r = rulesFor({ ...SCHIEBEN, jacksMayBePushed: jacks });
    const hand = r.view(holding, 0).hand;
    const offered = new Set(
      r
        .legalActions(holding)
        .map((a) => (a.type === 'discard' ? [...a.cards].sort().join() : a.type)),
    );
    expect(offered.size).toBe(count);
    for (let i = 0; i < hand.length; i++) {
      for (let j = i + 1; j < hand.length; j++) {
        const ok = r.applyAction(holding, discard(0, hand[i], hand[j])).ok;
        expect(ok).toBe(offered.has([hand[i], hand[j]].sort().join()));
        expect(ok).toBe(jacks || (hand[i] !== 'HJ' && hand[j] !== 'HJ'));
      }
    }
  });
});
