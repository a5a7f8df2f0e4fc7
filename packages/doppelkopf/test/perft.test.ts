import { type GameState, unwrap } from '@stich/core';
import { describe, expect, test } from 'vitest';
import { type DoppelkopfAction, type DoppelkopfState, doppelkopf } from '../src/index';
import { cardClass, type Game, winningIndex } from './dealBuilder';

// Perft counts (chess.js style), frozen from the engine when written. What they hold the
// line on: every legal action of the seat to act (the Vorbehalt answers, the games a
// holder may name, the announcements open to it with their deadlines, and the cards it
// may play) from seeded deals, and the trick play alone from fixed starts of a normal
// game and two solos. The card-play counts were also given, to the same numbers, by a
// model of the rule text (`modelPerft` below: the following rule of 2.4, the trick
// winner of 2.5 and 4.4 from dealBuilder.ts, which shares no code with the engine); the
// whole-deal counts have no model and guard against any change in what is legal when.

const rules = doppelkopf.rules();
type S = GameState<DoppelkopfState>;

/** Leaves of the tree of every legal action of the seat to act, to `depth` actions. */
function perft(s: S, depth: number, only?: DoppelkopfAction['type']): number {
  if (depth === 0 || rules.isTerminal(s)) return 1;
  let n = 0;
  for (const a of rules.legalActions(s)) {
    if (only !== undefined && a.type !== only) continue;
    n += perft(unwrap(rules.applyAction(s, a)), depth - 1, only);
  }
  return n;
}

// Seeded deals, dealer 3 (seat 0 forehand), from the first "gesund" or "Vorbehalt":
// four binary answers (2, 4, 8, 16), then the holder names its game or the normal game's
// forehand plays or announces.
const WHOLE: { seed: number; counts: number[] }[] = [
  { seed: 1, counts: [2, 4, 8, 16, 122, 1761, 17191] },
  { seed: 2, counts: [2, 4, 8, 16, 124, 1965, 20029] },
  { seed: 3, counts: [2, 4, 8, 16, 121, 1832, 17813] },
];

describe('perft: every legal action from seeded deals', () => {
  test.each(WHOLE)('seed $seed: depths 1-7 against the frozen counts', ({ seed, counts }) => {
    const s = rules.deal({ dealer: 3, seed });
    for (let d = 1; d <= counts.length; d++) expect(perft(s, d), `depth ${d}`).toBe(counts[d - 1]);
  });
});

/** A model of the trick play (2.4, 2.5, 4.4): hands by code, the trick, the leader. */
interface ModelGame {
  readonly game: Game;
  readonly hands: string[][];
  readonly trick: string[];
  readonly leader: number;
}

/** The distinct codes a seat may play: the led class if it holds one, else anything (2.4). */
function modelLegal(m: ModelGame, seat: number): string[] {
  const hand = m.hands[seat];
  const led = m.trick.length === 0 ? null : cardClass(m.trick[0], m.game);
  const follow = led === null ? hand : hand.filter((c) => cardClass(c, m.game) === led);
  return [...new Set(follow.length > 0 ? follow : hand)];
}

/** Leaves of the model's card-play tree to `depth` cards. */
function modelPerft(m: ModelGame, depth: number): number {
  if (depth === 0) return 1;
  const seat = (m.leader + m.trick.length) % 4;
  let n = 0;
  for (const card of modelLegal(m, seat)) {
    const hands = m.hands.map((h, i) => (i === seat ? without(h, card) : h));
    const trick = [...m.trick, card];
    const next =
      trick.length < 4
        ? { ...m, hands, trick }
        : { ...m, hands, trick: [], leader: (m.leader + winningIndex(trick, m.game)) % 4 };
    n += modelPerft(next, depth - 1);
  }
  return n;
}

const without = (hand: readonly string[], card: string) => {
  const i = hand.indexOf(card);
  return [...hand.slice(0, i), ...hand.slice(i + 1)];
};

/** The start of trick play of a seeded deal (dealer 3): all "gesund", or seat 0 plays `solo`. */
function started(seed: number, solo: DoppelkopfAction | null): S {
  let s: S = rules.deal({ dealer: 3, seed });
  for (let seat = 0; seat < 4; seat++) {
    const type = solo !== null && seat === 0 ? 'claimGame' : 'pass';
    s = unwrap(rules.applyAction(s, { type, seat }));
  }
  if (solo !== null) s = unwrap(rules.applyAction(s, solo));
  return s;
}

// Trick play alone (announcements left out), to the depth that stays under a few seconds:
// a normal game, a Damensolo and a Herz-Solo, each solo a Pflichtsolo led by its soloist,
// seat 0 (1.6.2). Two copies of a card are one choice (NOTES.md 3).
const CARDS: {
  name: string;
  seed: number;
  game: Game;
  solo: DoppelkopfAction | null;
  counts: number[];
}[] = [
  {
    name: 'normal game, seed 4',
    seed: 4,
    game: 'normal',
    solo: null,
    counts: [11, 60, 203, 1073, 11227, 42261],
  },
  {
    name: 'Damensolo, seed 5',
    seed: 5,
    game: 'damen',
    solo: { type: 'declare', seat: 0, game: 'damensolo' },
    counts: [11, 42, 90, 200, 1929, 4345, 10147, 22928],
  },
  {
    name: 'Herz-Solo, seed 6',
    seed: 6,
    game: 'herz',
    solo: { type: 'declare', seat: 0, game: 'farbsolo', suit: 'H' },
    counts: [11, 29, 135, 630, 5617, 16513, 57747],
  },
];

describe('perft: the card play of the first tricks', () => {
  test.each(CARDS)('$name: against the frozen counts', ({ seed, solo, counts }) => {
    const s = started(seed, solo);
    for (let d = 1; d <= counts.length; d++)
      expect(perft(s, d, 'play'), `depth ${d}`).toBe(counts[d - 1]);
  });

  test.each(CARDS)(
    '$name: the model of the rule text gives the same counts',
    ({ seed, game, solo, counts }) => {
      const s = started(seed, solo);
      const hands = [0, 1, 2, 3].map((seat) => rules.view(s, seat).hand.slice());
      const m: ModelGame = { game, hands, trick: [], leader: s.turn };
      for (let d = 1; d <= counts.length; d++)
        expect(modelPerft(m, d), `depth ${d}`).toBe(counts[d - 1]);
    },
  );
});
