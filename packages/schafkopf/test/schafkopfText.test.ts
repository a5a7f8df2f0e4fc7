import { seatNames } from '@stich/core/plugin';
import { describe, expect, test } from 'vitest';
import { type SchafkopfAction, type SchafkopfGame, schafkopf } from '../src/index';
import {
  cardText,
  centsText,
  classText,
  gameText,
  schafkopfQuestion,
  schafkopfReport,
} from '../src/plugin';
import { A, B, C, D } from './helpers';

describe('German names', () => {
  test.each([
    ['CQ', 'Eichel-Ober'],
    ['SA', 'Gras-Sau'],
    ['HJ', 'Herz-Unter'],
    ['DT', 'Schellen-Zehn'],
    ['CK', 'Eichel-König'],
    ['S9', 'Gras-Neun'],
    ['H8', 'Herz-Acht'],
    ['D7', 'Schellen-Sieben'],
    ['JK', 'JK'],
  ])('cardText(%s) is %s', (code, name) => expect(cardText(code)).toBe(name));

  test.each<[SchafkopfGame, string]>([
    [{ kind: 'sauspiel', calledSuit: 'S' }, 'Sauspiel auf die Gras-Sau'],
    [{ kind: 'farbsolo', suit: 'H', tout: false }, 'Herz-Solo'],
    [{ kind: 'farbsolo', suit: 'C', tout: true }, 'Eichel-Solo-Tout'],
    [{ kind: 'wenz', tout: false }, 'Wenz'],
    [{ kind: 'wenz', tout: true }, 'Wenz-Tout'],
    [{ kind: 'farbwenz', suit: 'D', tout: false }, 'Schellen-Wenz'],
    [{ kind: 'sie' }, 'Sie'],
    [{ kind: 'ramsch' }, 'Ramsch'],
  ])('gameText(%j) is %s', (game, name) => expect(gameText(game)).toBe(name));

  // The ranks of section 3.1 (GAME_CLASSES), Touts ten above their class.
  test.each([
    [2, 'Bettel'],
    [3, 'Farbwenz/Farbgeier'],
    [4, 'Wenz/Geier'],
    [5, 'Farbsolo'],
    [13, 'Farbwenz-Tout/Farbgeier-Tout'],
    [14, 'Wenz-Tout/Geier-Tout'],
    [15, 'Farbsolo-Tout'],
    [20, 'Sie'],
  ])('classText(%i) is %s', (rank, name) => expect(classText(rank)).toBe(name));

  test('classText narrows to the kinds allowed', () => {
    expect(classText(4, ['wenz', 'farbsolo'])).toBe('Wenz');
  });

  test.each([
    [50, '50 ct'],
    [-20, '-20 ct'],
    [120, '1.20 €'],
    [-360, '-3.60 €'],
  ])('centsText(%i) is %s', (cents, text) => expect(centsText(cents)).toBe(text));
});

describe('the report and the question on worked example 8.1', () => {
  // 8.1 of schafkopf.en.md, as in deal81.test.ts: A's Sauspiel on the Gras-Sau with C,
  // 95 : 25, Schneider, three Laufende: value 50 cents.
  const rules = schafkopf.rules();
  const hands = [
    'CQ HQ CJ HA HK S9 C7 D7',
    'DQ SJ HT H8 CT C9 SK DK',
    'SQ DJ H9 SA S7 CA DT D8',
    'HJ H7 CK C8 ST S8 DA D9',
  ].map((hand) => hand.split(' '));
  const tricks = ['CQ H8 H9 H7', 'S9 SK SA S8', 'CA C8 C7 C9', 'DT DA D7 DK'];
  const start = rules.fromDeal({ dealer: D, hands });
  if (!start.ok) throw new Error(start.error.message);
  let s = start.value;
  const say = (action: SchafkopfAction) => {
    const r = rules.applyAction(s, action);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value;
  };
  say({ type: 'claimGame', seat: A });
  for (const seat of [B, C, D]) say({ type: 'pass', seat });
  say({ type: 'declare', seat: A, game: 'sauspiel', suit: 'S' });
  for (const seat of [A, B, C, D]) say({ type: 'pass', seat });
  const names = seatNames(4);

  test('the question after the first card: the playing side A and C, with a note', () => {
    say({ type: 'play', seat: A, card: 'CQ' });
    const q = schafkopfQuestion.ask({
      ctx: rules.ctx,
      state: s,
      flags: {},
      game: 'Schafkopf',
      names,
    });
    expect(q.about).toBe('Schafkopf, Sauspiel auf die Gras-Sau, declarer Anne');
    expect(q.side).toEqual({
      seats: [A, C],
      name: 'the playing side (Anne and Christina)',
      plural: false,
    });
    expect(q.goal?.target).toBe(61);
    expect(q.notes).toEqual([
      'the sides come from the record: Christina holds the Gras-Sau, not played yet, so the others do not know the partner',
    ]);
  });

  test('the report: headline, notes, flags and the mix', () => {
    for (const [t, cards] of tricks.entries())
      for (const card of cards.split(' '))
        if (t > 0 || card !== 'CQ') say({ type: 'play', seat: s.turn, card });
    for (const cards of ['CK HA CT S7', 'HQ SJ DJ HJ', 'HK DQ SQ D9', 'D8 ST CJ HT'])
      for (const card of cards.split(' ')) say({ type: 'play', seat: s.turn, card });
    const o = rules.outcome(s)!;
    expect(schafkopfReport.headline(o, names)).toBe(
      'Anne and Christina win the Sauspiel auf die Gras-Sau, 95 : 25 card points, value 50 ct',
    );
    expect(schafkopfReport.notes(o, names)).toEqual([
      'Christina holds the Gras-Sau and plays with Anne',
      '3 Laufende; Schneider',
      'payments: Anne +50 ct, Bert -50 ct, Christina +50 ct, Dieter -50 ct',
    ]);
    expect(schafkopfReport.flags(o)).toEqual({
      thrownIn: false,
      playingSideWon: true,
      schneider: true,
      schwarz: false,
      kontra: false,
      laufende: true,
    });
    expect(schafkopfReport.mix!(o)).toBe('Sauspiel');
    expect(schafkopfReport.scores(o)).toEqual([50, -50, 50, -50]);
  });
});
