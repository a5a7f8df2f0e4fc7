import { describe, expect, test } from 'vitest';
import { type SchafkopfAction, schafkopf } from '../src/index';
import { A, B, C, D } from './helpers';

// Worked example 8.1 of schafkopf.en.md played through the engine: the announcement, no
// Kontra, the eight tricks of the example's table, and the result.
const HANDS = [
  'CQ HQ CJ HA HK S9 C7 D7',
  'DQ SJ HT H8 CT C9 SK DK',
  'SQ DJ H9 SA S7 CA DT D8',
  'HJ H7 CK C8 ST S8 DA D9',
].map((hand) => hand.split(' '));
// The cards of each trick in order of play, from its leader.
const TRICKS = [
  'CQ H8 H9 H7',
  'S9 SK SA S8',
  'CA C8 C7 C9',
  'DT DA D7 DK',
  'CK HA CT S7',
  'HQ SJ DJ HJ',
  'HK DQ SQ D9',
  'D8 ST CJ HT',
].map((t) => t.split(' '));

describe('8.1: a Sauspiel played through', () => {
  const rules = schafkopf.rules();
  const start = rules.fromDeal({ dealer: D, hands: HANDS });
  if (!start.ok) throw new Error(start.error.message);
  const say = (s: typeof start.value, action: SchafkopfAction) => {
    const r = rules.applyAction(s, action);
    if (!r.ok) throw new Error(`${JSON.stringify(action)}: ${r.error.message}`);
    return r.value;
  };

  let s = start.value;
  test('A says "Ich spiel", the others "weiter"; A may call the Gras-Sau, not its own', () => {
    s = say(s, { type: 'claimGame', seat: A });
    for (const seat of [B, C, D]) s = say(s, { type: 'pass', seat });
    const offered = rules.legalActions(s).filter((a) => a.type === 'declare');
    // A holds S9 and C7 (callable), not the Schellen-Sau suit's ace but a D7: all three.
    expect(offered.filter((a) => a.type === 'declare' && a.game === 'sauspiel')).toHaveLength(3);
    s = say(s, { type: 'declare', seat: A, game: 'sauspiel', suit: 'S' });
    expect(s.phase).toBe('kontra');
    for (const seat of [A, B, C, D]) s = say(s, { type: 'pass', seat });
    expect(s.phase).toBe('play');
    expect(rules.view(s, B).sides).toEqual([0, 1, null, null]);
    expect(rules.view(s, C).sides).toEqual([0, 1, 0, 1]);
  });

  test('the tricks of the example; in trick 2 C must play the called ace (4.2 a)', () => {
    for (const [t, cards] of TRICKS.entries()) {
      for (const card of cards) {
        if (t === 1 && s.turn === C) {
          expect(rules.legalActions(s).map((a) => (a.type === 'play' ? a.card : a.type))).toEqual([
            'SA',
          ]);
        }
        s = say(s, { type: 'play', seat: s.turn, card });
      }
    }
    expect(s.winners).toEqual([A, C, C, D, A, A, C, A]);
    expect(rules.isTerminal(s)).toBe(true);
  });

  test('95 : 25, Schneider, three Laufende: value 50; A and C +50, B and D -50', () => {
    const o = rules.outcome(s)!;
    if (o.kind !== 'game') throw new Error(o.kind);
    expect([
      o.playingPoints,
      o.opponentPoints,
      o.schneider,
      o.schwarz,
      o.laufende,
      o.value,
    ]).toEqual([95, 25, true, false, 3, 50]);
    expect([o.declarer, o.partner]).toEqual([A, C]);
    expect(o.payments).toEqual([50, -50, 50, -50]);
  });
});

describe('8.16 (a) on the variant: the duel settles C as the Gras-Solo player', () => {
  test('A "Ich spiel", C "auch"; C names Wenz, A keeps; C names Farbsolo, A yields', () => {
    const rules = schafkopf.rules();
    const dealt = rules.deal({ dealer: D, seed: 816 });
    let s = dealt;
    const actions: SchafkopfAction[] = [
      { type: 'claimGame', seat: A },
      { type: 'pass', seat: B },
      { type: 'claimGame', seat: C },
      { type: 'pass', seat: D },
      { type: 'nameClass', seat: C, rank: 4 },
      { type: 'hold', seat: A },
      { type: 'nameClass', seat: C, rank: 5 },
      { type: 'pass', seat: A },
      { type: 'declare', seat: C, game: 'farbsolo', suit: 'S' },
    ];
    for (const action of actions) {
      const r = rules.applyAction(s, action);
      if (!r.ok) throw new Error(`${JSON.stringify(action)}: ${r.error.message}`);
      s = r.value;
    }
    expect(s.x.declarer).toBe(C);
    expect(s.x.game).toEqual({ kind: 'farbsolo', suit: 'S', tout: false });
    expect(rules.ctx.trumpModes[s.trump]).toBe('farbsolo-S');
    expect(rules.view(s, A).sides).toEqual([1, 1, 0, 1]);
  });
});
