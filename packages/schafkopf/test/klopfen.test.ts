import { createGame, Rng, replayDeal } from '@stich/core';
import { describe, expect, test } from 'vitest';
import { type SchafkopfAction, type SchafkopfView, schafkopf } from '../src/index';
import { schafkopfBot } from '../src/plugin/schafkopfBot';
import { schafkopfReport } from '../src/plugin/schafkopfReport';
import { A, B, C, D } from './helpers';

// Knocking (klopfen, 5.1): a knock round after the first four cards (1.4 item 4), each
// knock doubling whatever is played (6.4, 6.9); a thrown-in deal's knocks lapse.

const KLOPFEN = { klopfen: true } as const;

// 8.8: B holds all four Unter and the top four Herz; A leads the Eichel-Ass, B trumps
// and takes every trick. Each hand lists the first packet (four cards) first (1.4).
const HANDS_88 = [
  'CA CT CK CQ C9 C8 C7 H9',
  'CJ SJ HJ DJ HA HT HK HQ',
  'SA ST SK SQ S9 S8 S7 H8',
  'DA DT DK DQ D9 D8 D7 H7',
].map((h) => h.split(' '));

const ACTIONS_88: SchafkopfAction[] = [
  // The knock round from forehand (A) to the dealer (D): C knocks (5.1).
  { type: 'pass', seat: A },
  { type: 'pass', seat: B },
  { type: 'knock', seat: C },
  { type: 'pass', seat: D },
  // The announcement: B alone plays, a Wenz (3.2, 3.4).
  { type: 'pass', seat: A },
  { type: 'claimGame', seat: B },
  { type: 'pass', seat: C },
  { type: 'pass', seat: D },
  { type: 'declare', seat: B, game: 'wenz' },
  // No Kontra (5.2).
  { type: 'pass', seat: A },
  { type: 'pass', seat: B },
  { type: 'pass', seat: C },
  { type: 'pass', seat: D },
  ...[
    // Cards in the order of play from the leader.
    ['CA', 'DJ', 'S7', 'D7'],
    ['CJ', 'S8', 'D8', 'C7'],
    ['SJ', 'S9', 'D9', 'C8'],
    ['HJ', 'SQ', 'DQ', 'C9'],
    ['HA', 'H8', 'H7', 'H9'],
    ['HT', 'SK', 'DK', 'CQ'],
    ['HK', 'ST', 'DT', 'CK'],
    ['HQ', 'SA', 'DA', 'CT'],
  ].flatMap((trick, t) =>
    // A leads the first trick, B every later one.
    trick.map((card, i) => ({ type: 'play' as const, seat: t === 0 ? i : (B + i) % 4, card })),
  ),
];

function play88() {
  const game = createGame(schafkopf, { options: KLOPFEN, dealer: D, hands: HANDS_88 });
  for (const action of ACTIONS_88) {
    const r = game.apply(action);
    if (!r.ok) throw new Error(`${JSON.stringify(action)}: ${r.error.message}`);
  }
  return game;
}

describe('8.8: Wenz won Schwarz after a knock, through the engine', () => {
  test('C knocks (d = 1); B wins 120 : 0 with 4 Laufende: (50 + 40 + 10 + 10) x 2 = 220', () => {
    const game = play88();
    const o = game.outcome()!;
    expect(o.kind).toBe('game');
    if (o.kind !== 'game') return;
    expect(o).toMatchObject({
      game: { kind: 'wenz', tout: false },
      declarer: B,
      playingPoints: 120,
      schneider: true,
      schwarz: true,
      laufende: 4,
      doublings: 1,
      knockers: [C],
      value: 220,
    });
    expect(o.payments).toEqual([-220, 660, -220, -220]);
  });

  test('the same deal without the knock is worth 110', () => {
    const game = createGame(schafkopf, { options: KLOPFEN, dealer: D, hands: HANDS_88 });
    for (const action of ACTIONS_88)
      expect(game.apply(action.type === 'knock' ? { ...action, type: 'pass' } : action).ok).toBe(
        true,
      );
    expect(game.outcome()?.payments).toEqual([-110, 330, -110, -110]);
  });

  test('the report names the knock; the narration quotes it', () => {
    const names = ['Anne', 'Bert', 'Christina', 'Dieter'];
    const o = play88().outcome()!;
    expect(schafkopfReport.notes(o, names)).toContain(
      '4 Laufende; Schneider and Schwarz; Christina knocked (x2)',
    );
    const game = createGame(schafkopf, { options: KLOPFEN, dealer: D, hands: HANDS_88 });
    const said = ACTIONS_88.slice(0, 6).map((action) => {
      game.apply(action);
      return schafkopfReport.actionText?.(action, names, game.view(action.seat));
    });
    // The knock round's passes say nothing; the announcement's "weiter" does.
    expect(said).toEqual([
      null,
      null,
      'Christina knocks.',
      null,
      'Anne: "weiter".',
      'Bert: "Ich spiel".',
    ]);
  });

  test('every seat sees who knocked', () => {
    const game = createGame(schafkopf, { options: KLOPFEN, dealer: D, hands: HANDS_88 });
    for (const action of ACTIONS_88.slice(0, 3)) game.apply(action);
    for (let seat = 0; seat < 4; seat++)
      expect((game.view(seat).extra as SchafkopfView).knocks).toEqual([C]);
  });
});

describe('the knock round between the packets (1.4, 5.1)', () => {
  test.each([0, 1, 2, 3])(
    'dealer %i: each seat sees only its first four cards until the round ends',
    (dealer) => {
      for (let seed = 0; seed < 20; seed++) {
        const rules = schafkopf.rules(KLOPFEN);
        const s = rules.deal({ dealer, seed });
        // The same shuffle deals the same final hands as without knocking.
        const plain = schafkopf.rules().deal({ dealer, seed });
        const cards = (state: typeof s) =>
          [0, 1, 2, 3].map((seat) => rules.view(state, seat).hand.slice().sort());
        expect(s.phase).toBe('knock');
        let t = s;
        for (let k = 0; k < 4; k++) {
          for (let seat = 0; seat < 4; seat++) {
            const view = rules.view(t, seat);
            expect(view.hand).toHaveLength(4);
            expect(view.handSizes).toEqual([4, 4, 4, 4]);
            // No card code in the view but the seat's own first packet.
            const codes = JSON.stringify(view).match(/"[CSHD][AKQJT987]"/g) ?? [];
            expect(new Set(codes.map((c) => c.slice(1, 3)))).toEqual(new Set(view.hand));
          }
          const seat = rules.toAct(t);
          expect(seat).toBe((dealer + 1 + k) % 4);
          const next = rules.applyAction(t, { type: k % 2 === 0 ? 'knock' : 'pass', seat });
          expect(next.ok).toBe(true);
          if (next.ok) t = next.value;
        }
        expect(t.phase).toBe('announce');
        expect(cards(t)).toEqual(cards(plain));
        expect(t.x.knockRound?.knocks).toEqual([(dealer + 1) % 4, (dealer + 3) % 4]);
      }
    },
  );

  test('the first packet is the first four cards dealt to each seat (1.4 item 3)', () => {
    const rules = schafkopf.rules(KLOPFEN);
    const game = createGame(schafkopf, { options: KLOPFEN, dealer: D, hands: HANDS_88 });
    for (let seat = 0; seat < 4; seat++)
      expect(game.view(seat).hand.slice().sort()).toEqual(HANDS_88[seat].slice(0, 4).sort());
    expect(rules.ctx.pause).toEqual({ phase: 'knock', before: 4 });
    expect(rules.ctx.handSize).toBe(8);
    expect(rules.ctx.tricksPerDeal).toBe(8);
  });
});

describe('refused knocks', () => {
  const setup = () => {
    const game = createGame(schafkopf, { options: KLOPFEN, dealer: D, hands: HANDS_88 });
    return { game, before: JSON.stringify(game.state()) };
  };

  test.each([
    ['out of turn', [] as SchafkopfAction[], { type: 'knock', seat: B }, 'OUT_OF_TURN', ['seat']],
    [
      'twice by the same seat',
      [{ type: 'knock', seat: A }] as SchafkopfAction[],
      { type: 'knock', seat: A },
      'OUT_OF_TURN',
      ['seat'],
    ],
    [
      'after the knock round',
      ACTIONS_88.slice(0, 4),
      { type: 'knock', seat: A },
      'ACTION_NOT_ALLOWED',
      ['type'],
    ],
  ] as const)('%s', (_, before, action, code, path) => {
    const { game } = setup();
    for (const a of before) expect(game.apply(a).ok).toBe(true);
    const state = JSON.stringify(game.state());
    const r = game.apply(action as SchafkopfAction);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe(code);
      expect(r.error.path).toEqual(path);
    }
    expect(JSON.stringify(game.state())).toBe(state);
  });

  test('a knock is not an action without klopfen', () => {
    const game = createGame(schafkopf, { dealer: D, hands: HANDS_88 });
    const r = game.apply({ type: 'knock', seat: A });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('ACTION_NOT_ALLOWED');
  });
});

describe('knocks in a Ramsch and in a thrown-in deal (5.1, 6.9, 9 item 14)', () => {
  const allPass = (knocks: number): SchafkopfAction[] => [
    ...[A, B, C, D].map((seat) => ({
      type: seat < knocks ? ('knock' as const) : ('pass' as const),
      seat,
    })),
    ...[A, B, C, D].map((seat) => ({ type: 'pass' as const, seat })),
  ];

  test('a thrown-in deal pays nothing, knocks or not', () => {
    const game = createGame(schafkopf, { options: KLOPFEN, dealer: D, hands: HANDS_88 });
    for (const a of allPass(3)) expect(game.apply(a).ok).toBe(true);
    expect(game.outcome()).toEqual({ kind: 'thrownIn', payments: [0, 0, 0, 0] });
  });

  test('each knock doubles the Ramsch', () => {
    const values = [0, 1, 2].map((knocks) => {
      const options = { klopfen: true, allPassed: 'ramsch' } as const;
      const game = createGame(schafkopf, { options, dealer: D, seed: 7 });
      for (const a of allPass(knocks)) expect(game.apply(a).ok).toBe(true);
      const bot = schafkopfBot<SchafkopfAction>(schafkopf.rules(options));
      const rng = new Rng(1);
      while (!game.isOver()) game.apply(bot.choose(game.view(game.turn()!), rng));
      const o = game.outcome()!;
      return o.kind === 'ramsch' ? o.value : -1;
    });
    expect(values[1]).toBe(2 * values[0]);
    expect(values[2]).toBe(4 * values[0]);
  });
});

describe('records with klopfen', () => {
  test.each([1, 2, 3, 4, 5])(
    'seed %i: a bot game round-trips through its record, the second packet held back',
    (seed) => {
      const rules = schafkopf.rules(KLOPFEN);
      const game = createGame(schafkopf, { options: KLOPFEN, dealer: seed % 4, seed });
      const first = [0, 1, 2, 3].map((seat) => game.view(seat).hand.slice().sort());
      const bot = schafkopfBot<SchafkopfAction>(rules);
      const rng = new Rng(seed);
      while (!game.isOver()) {
        const r = game.apply(bot.choose(game.view(game.turn()!), rng));
        expect(r.ok).toBe(true);
      }
      const record = JSON.parse(JSON.stringify(game.record()));
      // The record lists each full hand, its first packet first.
      for (let seat = 0; seat < 4; seat++) {
        expect(record.hands[seat]).toHaveLength(8);
        expect(record.hands[seat].slice(0, 4).sort()).toEqual(first[seat]);
      }
      const replay = replayDeal(schafkopf, record);
      expect(replay.ok).toBe(true);
      if (!replay.ok) return;
      expect(replay.value.outcome).toEqual(game.outcome());
      // The replay's start holds the second packet back until the knock round ends.
      for (let seat = 0; seat < 4; seat++)
        expect(replay.value.rules.view(replay.value.start, seat).hand.slice().sort()).toEqual(
          first[seat],
        );
      // Hands only (no seed): the same deal, the same result.
      const { seed: _, ...handsOnly } = record;
      const again = replayDeal(schafkopf, handsOnly);
      expect(again.ok && again.value.outcome).toEqual(game.outcome());
    },
  );
});
