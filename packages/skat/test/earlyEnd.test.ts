// The early ends of trick play (phases/earlyEnd.ts), one rule a row, on one hand-built
// deal: forehand (seat 0) holds all four jacks, CA CT SA ST HA HT and plays grand hand
// (or null hand) after 1 and 2 pass and forehand opens 18; the skat DA DT (21 points)
// counts for the declarer. The ISS records that show each rule are named in earlyEnd.ts
// and checked in iss.test.ts.
import { type GameState, unwrap } from '@stich/core';
import { describe, expect, test } from 'vitest';
import { type SkatAction, type SkatOptions, type SkatState, skat } from '../src/index';

const DEAL = {
  dealer: 2,
  hands: [
    ['CJ', 'SJ', 'HJ', 'DJ', 'CA', 'CT', 'SA', 'ST', 'HA', 'HT'],
    ['CK', 'CQ', 'C9', 'C8', 'C7', 'SK', 'SQ', 'S9', 'S8', 'S7'],
    ['HK', 'HQ', 'H9', 'H8', 'H7', 'DK', 'DQ', 'D9', 'D8', 'D7'],
  ],
  skat: ['DA', 'DT'],
};
type Rules = ReturnType<typeof skat.rules>;
type State = GameState<SkatState>;

/** `seat:card`, `seat:claim` or `seat:resign`, space-separated. */
function actionsOf(script: string): SkatAction[] {
  return script
    .split(' ')
    .filter((t) => t !== '')
    .map((t) => {
      const [seat, what] = t.split(':');
      return what === 'claim' || what === 'resign'
        ? { type: what, seat: Number(seat) }
        : { type: 'play', seat: Number(seat), card: what };
    });
}

function play(script: string, game: 'G' | 'N' = 'G', options: Partial<SkatOptions> = {}) {
  const rules: Rules = skat.rules(options);
  let s: State = unwrap(rules.fromDeal(DEAL));
  const opening: SkatAction[] = [
    { type: 'pass', seat: 1 },
    { type: 'pass', seat: 2 },
    { type: 'bid', seat: 0, value: 18 },
    { type: 'declare', seat: 0, game, hand: true },
  ];
  for (const a of [...opening, ...actionsOf(script)]) s = unwrap(rules.applyAction(s, a));
  return { rules, s };
}

const T1 = '0:CA 1:CK 2:HK'; // declarer 19 points
const T2 = '0:CT 1:CQ 2:HQ'; // declarer 16 points: 56 with the skat after two tricks
const T3 = '0:SA 1:SK 2:H9'; // declarer 15 points: 71

describe('the rules, one a row', () => {
  test.each([
    // [rule, script, phase, early reason, claim standing, resigned]
    ['one defender resigning ends nothing', '1:resign', 'play', null, false, [1]],
    ['a resigned defender plays on', `1:resign ${T1}`, 'play', null, false, [1]],
    ['both defenders resign', '1:resign 2:resign', 'done', 'defendersResigned', false, [1, 2]],
    [
      'both resign mid-trick',
      '0:CA 1:CK 2:resign 1:resign',
      'done',
      'defendersResigned',
      false,
      [2, 1],
    ],
    ['a claim alone ends nothing', '0:claim', 'play', null, true, []],
    ['a claim and one resignation end nothing', '0:claim 2:resign', 'play', null, true, [2]],
    [
      'a claim accepted by both defenders',
      '0:claim 2:resign 1:resign',
      'done',
      'claimAccepted',
      true,
      [2, 1],
    ],
    ['a card voids a claim', '0:claim 0:CA', 'play', null, false, []],
    [
      'resignations survive a voided claim',
      '0:claim 1:resign 0:CA 2:resign',
      'done',
      'defendersResigned',
      false,
      [1, 2],
    ],
    [
      'the declarer concedes before the first card',
      '0:resign',
      'done',
      'declarerResigned',
      false,
      [],
    ],
    [
      'the declarer concedes after the first trick',
      `${T1} 0:resign`,
      'done',
      'declarerResigned',
      false,
      [],
    ],
    ['a later concession waits for consent', `${T1} 0:CT 0:resign`, 'play', null, false, [0]],
    [
      'a defender consents with a claim',
      `${T1} 0:CT 0:resign 2:claim`,
      'done',
      'declarerResigned',
      false,
      [0],
    ],
    ['the next card withdraws the concession', `${T1} 0:CT 0:resign 1:CQ`, 'play', null, false, []],
  ] as const)('%s', (_rule, script, phase, reason, claim, resigned) => {
    const { s } = play(script);
    expect(s.phase).toBe(phase);
    expect(s.x.early?.reason ?? null).toBe(reason);
    expect(s.x.claim).toBe(claim);
    expect(s.x.resigned).toEqual(resigned);
  });

  test.each([
    ['a defender resigns twice', '1:resign', '1:resign', 'already resigned'],
    ['a defender claims without a concession', '', '1:claim', 'only to accept'],
    ['the declarer claims twice', '0:claim', '0:claim', 'already claimed'],
    ['the declarer concedes while claiming', '0:claim', '0:resign', 'cannot also concede'],
    ['the declarer claims while conceding', `${T1} 0:CT 0:resign`, '0:claim', 'cannot also claim'],
    [
      'a defender resigns on a concession',
      `${T1} 0:CT 0:resign`,
      '2:resign',
      'accept with a claim',
    ],
    // 61 in tricks: in a hand game the unseen skat does not count here (handSkatHidden.test.ts).
    [
      'a game won on points is conceded',
      `${T1} ${T2} ${T3} 0:HA 1:S9 2:H7`,
      '0:resign',
      'already won',
    ],
  ])('refused: %s', (_rule, before, attempt, message) => {
    const { rules, s } = play(before);
    const r = rules.applyAction(s, actionsOf(attempt)[0]);
    expect(r.ok ? null : r.error.code).toBe('ACTION_NOT_ALLOWED');
    expect(r.ok ? '' : r.error.message).toContain(message);
  });
});

describe('legal actions list the early ends', () => {
  const kinds = (rules: Rules, s: State, seat: number) =>
    rules.legalActions(s, seat).map((a) => (a.type === 'play' ? 'card' : a.type));

  test('at the first card: the declarer plays, claims or resigns; defenders may resign', () => {
    const { rules, s } = play('');
    expect(kinds(rules, s, 0)).toEqual([...Array(10).fill('card'), 'claim', 'resign']);
    expect(kinds(rules, s, 1)).toEqual(['resign']);
    expect(kinds(rules, s, 2)).toEqual(['resign']);
  });

  test('while the declarer concedes: defenders may consent, or play on', () => {
    const { rules, s } = play(`${T1} 0:CT 0:resign`);
    expect(kinds(rules, s, 0)).toEqual([]);
    expect(kinds(rules, s, 1)).toEqual(['card', 'card', 'card', 'card', 'claim']); // CQ C9 C8 C7
    expect(kinds(rules, s, 2)).toEqual(['claim']);
  });

  test('a card out of turn is still refused', () => {
    const { rules, s } = play('');
    const r = rules.applyAction(s, { type: 'play', seat: 1, card: 'CK' });
    expect(r.ok ? null : r.error.code).toBe('OUT_OF_TURN');
  });

  test('no early ends before the play, in Ramsch, or for the seat sitting out', () => {
    const rules = skat.rules({ passOut: 'ramsch' });
    let s = unwrap(rules.fromDeal(DEAL));
    const resign = { type: 'resign', seat: 1 } as const;
    expect(rules.applyAction(s, resign).ok).toBe(false); // bidding
    for (const seat of [1, 2, 0]) s = unwrap(rules.applyAction(s, { type: 'pass', seat }));
    expect(s.phase).toBe('play');
    expect(rules.legalActions(s, 1)).toEqual([]);
    expect(rules.applyAction(s, resign).ok).toBe(false);
    const four = skat.rules({ seats: 4 });
    const t = four.deal({ dealer: 3, seed: 1 });
    expect(four.legalActions(t, 3)).toEqual([]);
  });
});

describe('the outcome of an early end', () => {
  // Grand hand with 4: 4 + game + hand = 6 (x24 = 144), + schneider and schwarz when reached.
  test.each([
    [
      'both defenders resign at once: all 10 tricks and 120',
      '1:resign 2:resign',
      'G',
      true,
      120,
      10,
      192,
    ],
    [
      'mid-trick: the trick on the table goes to the declarer',
      '0:CA 1:CK 2:resign 1:resign',
      'G',
      true,
      120,
      10,
      192,
    ],
    ['the declarer concedes at once: schneider and schwarz', '0:resign', 'G', false, 21, 0, -384],
    ['the declarer concedes after trick 1 (40 points)', `${T1} 0:resign`, 'G', false, 40, 1, -288],
    [
      'a consented concession after trick 1 and a lead',
      `${T1} 0:CT 0:resign 1:claim`,
      'G',
      false,
      40,
      1,
      -288,
    ],
    [
      'null hand: the defenders give up, the declarer wins 35',
      '1:resign 2:resign',
      'N',
      true,
      21,
      0,
      35,
    ],
    ['null hand: the declarer gives up, -70', '0:resign', 'N', false, 21, 0, -70],
  ] as const)('%s', (_case, script, game, won, points, tricks, value) => {
    const { rules, s } = play(script, game);
    const o = rules.outcome(s)!;
    expect([o.won, o.declarerPoints, o.declarerTricks, o.value]).toEqual([
      won,
      points,
      tricks,
      value,
    ]);
  });
});
