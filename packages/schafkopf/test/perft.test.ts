import { type GameState, unwrap } from '@stich/core';
import { describe, expect, test } from 'vitest';
import { type SchafkopfAction, type SchafkopfState, schafkopf } from '../src/index';
import { type ModelGame, modelPerft } from './model';

// Perft counts (chess.js style): leaves of the trick-play tree at depth d (cards played)
// from fixed deals, once the game is declared and nobody doubled. Generated once by the
// naive enumerator `perft` below over legalActions/applyAction and frozen; a separate
// model of the rule text (test/model.ts), which shares no code with the engine, gave the
// same counts at every depth.
// The Sauspiel deals put the called-ace duties to work: the holder's searching,
// throwing-off and running away all change the counts.
const DEALS: {
  name: string;
  game: ModelGame;
  declare: SchafkopfAction;
  called: string | null;
  hands: string[];
  counts: number[];
}[] = [
  {
    name: '8.1: Sauspiel on the Gras-Sau',
    game: 'sauspiel',
    declare: { type: 'declare', seat: 0, game: 'sauspiel', suit: 'S' },
    called: 'SA',
    hands: [
      'CQ HQ CJ HA HK S9 C7 D7',
      'DQ SJ HT H8 CT C9 SK DK',
      'SQ DJ H9 SA S7 CA DT D8',
      'HJ H7 CK C8 ST S8 DA D9',
    ],
    counts: [8, 24, 65, 130, 869, 1693, 3158, 5589],
  },
  {
    name: 'Sauspiel: the holder may run away (four spades)',
    game: 'sauspiel',
    declare: { type: 'declare', seat: 0, game: 'sauspiel', suit: 'S' },
    called: 'SA',
    hands: [
      'CQ SQ HQ DQ HA HT S9 C7',
      'CJ SJ HK H9 CA CT DA DT',
      'HJ DJ SA ST SK S8 CK D9',
      'H8 H7 S7 C9 C8 DK D8 D7',
    ],
    counts: [8, 34, 58, 108, 756, 2032, 3232, 9894],
  },
  {
    name: 'Wenz',
    game: 'wenz',
    declare: { type: 'declare', seat: 0, game: 'wenz' },
    called: null,
    hands: [
      'CJ SJ HJ CA CT CK HA D7',
      'DJ SA ST C9 C8 H9 DA DT',
      'CQ SQ HQ DQ SK HT HK D9',
      'C7 S9 S8 S7 H8 H7 DK D8',
    ],
    counts: [8, 12, 37, 212, 1484, 4666, 23006, 141818],
  },
];

const rules = schafkopf.rules();
type S = GameState<SchafkopfState>;

/** The deal with the game declared by seat 0 (forehand) and no Kontra: trick play starts. */
function started(hands: string[], declare: SchafkopfAction): S {
  let s = unwrap(rules.fromDeal({ dealer: 3, hands: hands.map((h) => h.split(' ')) }));
  const said: SchafkopfAction[] = [
    { type: 'claimGame', seat: 0 },
    { type: 'pass', seat: 1 },
    { type: 'pass', seat: 2 },
    { type: 'pass', seat: 3 },
    declare,
    ...[0, 1, 2, 3].map((seat) => ({ type: 'pass', seat }) as const),
  ];
  for (const action of said) s = unwrap(rules.applyAction(s, action));
  return s;
}

function perft(s: S, depth: number): number {
  if (depth === 0 || rules.isTerminal(s)) return 1;
  let n = 0;
  for (const a of rules.legalActions(s)) n += perft(unwrap(rules.applyAction(s, a)), depth - 1);
  return n;
}

describe('perft: trick play from fixed deals', () => {
  test.each(DEALS)('$name: depths 1-8 against the frozen counts', ({ hands, declare, counts }) => {
    const s = started(hands, declare);
    expect(s.phase).toBe('play');
    for (let d = 1; d <= 8; d++) expect(perft(s, d), `depth ${d}`).toBe(counts[d - 1]);
  });

  test.each(DEALS)(
    '$name: the model of the rule text gives the same counts to depth 8',
    ({ game, called, hands, counts }) => {
      const m = {
        game,
        called,
        hands: hands.map((h) => h.split(' ')),
        trick: [],
        leads: [],
        leader: 0,
        tricksDone: 0,
      };
      for (let d = 1; d <= 8; d++) expect(modelPerft(m, d), `depth ${d}`).toBe(counts[d - 1]);
    },
  );
});
