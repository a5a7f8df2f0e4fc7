import { SKAT_DECK } from '@stich/core';
import { compileTrickTable, trickWinner } from '@stich/core/kernel';
import { describe, expect, test } from 'vitest';
import { laufende, SCHAFKOPF_DEFAULTS, scoreGame, trumpSpec } from '../src/index';
import { A, B, C, D, holding, ids } from './helpers';

// Example 8.1 of schafkopf.en.md, the complete deal: its hands and its eight tricks. The
// called-ace duties (C must play the called SA in trick 2, 4.2 a) need the play phases;
// here the trick table of the Sauspiel order checks following (1.5) and decides each
// trick, and the scoring takes the totals.

const GAME = { kind: 'sauspiel', calledSuit: 'S' } as const;
const HANDS = [
  'CQ HQ CJ HA HK S9 C7 D7',
  'DQ SJ HT H8 CT C9 SK DK',
  'SQ DJ H9 SA S7 CA DT D8',
  'HJ H7 CK C8 ST S8 DA D9',
];

// [leader, cards in order of play from the leader, winner, points] (the example's play table)
const TRICKS = [
  [A, 'CQ H8 H9 H7', A, 3],
  [A, 'S9 SK SA S8', C, 15],
  [C, 'CA C8 C7 C9', C, 11],
  [C, 'DT DA D7 DK', D, 25],
  [D, 'CK HA CT S7', A, 25],
  [A, 'HQ SJ DJ HJ', A, 9],
  [A, 'HK DQ SQ D9', C, 10],
  [C, 'D8 ST CJ HT', A, 22],
] as const;

describe('8.1: Sauspiel, complete deal', () => {
  const table = compileTrickTable(SKAT_DECK, trumpSpec(GAME, SCHAFKOPF_DEFAULTS));

  test.each(TRICKS.map((t, i) => [i + 1, ...t] as const))(
    'trick %i led by seat %i: %s goes to seat %i for %i points',
    (_, leader, cards, winner, points) => {
      const played = ids(cards);
      for (const [i, id] of played.entries()) {
        expect(HANDS[(leader + i) % 4].split(' ')).toContain(SKAT_DECK.codes[id]);
      }
      expect((leader + trickWinner(table, played)) % 4).toBe(winner);
      expect(played.reduce((sum, id) => sum + SKAT_DECK.points[id], 0)).toBe(points);
    },
  );

  test('each card is played once, and the trick leader is the previous winner', () => {
    expect(TRICKS.flatMap(([, cards]) => cards.split(' ')).sort()).toEqual(
      HANDS.flatMap((h) => h.split(' ')).sort(),
    );
    for (let t = 1; t < TRICKS.length; t++) expect(TRICKS[t][0]).toBe(TRICKS[t - 1][2]);
  });

  test('every card follows the led suit, trumps counting as one suit, unless the player has none (1.5)', () => {
    const hands = HANDS.map((hand) => ids(hand));
    for (const [leader, cards] of TRICKS) {
      const played = ids(cards);
      const led = table.group[played[0]];
      for (const [i, id] of played.entries()) {
        const hand = hands[(leader + i) % 4];
        const couldFollow = hand.some((card) => table.group[card] === led);
        if (couldFollow) expect(table.group[id]).toBe(led);
        hand.splice(hand.indexOf(id), 1);
      }
    }
    expect(hands.flat()).toEqual([]);
  });

  test('3 Laufende from the dealt hands of A and C; 95 : 25, Schneider; +50 / -50', () => {
    const run = laufende(GAME, SCHAFKOPF_DEFAULTS, holding(`${HANDS[A]} ${HANDS[C]}`));
    expect(run).toBe(3);
    const points = [0, 0, 0, 0];
    const tricks = [0, 0, 0, 0];
    for (const [, , winner, p] of TRICKS) {
      points[winner] += p;
      tricks[winner]++;
    }
    const s = scoreGame(
      { game: GAME, declarer: A, partner: C, points, tricks, laufende: run, knocks: 0, stoss: 0 },
      SCHAFKOPF_DEFAULTS,
    );
    expect([s.playingPoints, s.opponentPoints, tricks[A] + tricks[C]]).toEqual([95, 25, 7]);
    expect([s.won, s.schneider, s.schwarz, s.laufende, s.value]).toEqual([
      true,
      true,
      false,
      3,
      50,
    ]);
    expect(s.payments).toEqual([50, -50, 50, -50]);
    expect(points[B]).toBe(0);
  });
});
