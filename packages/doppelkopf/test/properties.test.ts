import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  DOKO_LINE_KEYS,
  type DokoScoreInput,
  type DokoScoreOptions,
  type DokoTrick,
  type Party,
  scoreDoppelkopf,
} from '../src/score';
import { cardClass, type Game, pack, points, seededRandom, winningIndex } from './dealBuilder';

// Properties over random deals (seeded, so every run checks the same ones). Each deal is
// dealt from a shuffled pack and played out legally by random choices (2.4, 2.5); in a
// normal game the ♣Q holders are Re (3.1), and one holder of both plays a stille
// Hochzeit, scored as a solo (4.7). A reference written from the pseudo-code of 6.8
// checks the value with the default options.

const GAMES: readonly Game[] = ['normal', 'damen', 'buben', 'fleischlos', 'kreuz', 'pik', 'herz'];
const SONDERPUNKTE = new Set([
  'gegenDieAlten',
  'doppelkopf',
  'fuchs',
  'karlchen',
  'karlchenGefangen',
  'fuchsLetzterStich',
]);
const GAME_POINTS = new Set(DOKO_LINE_KEYS.filter((k) => !SONDERPUNKTE.has(k)));

/** Deals the pack and plays it out with random legal cards. */
function playRandom(seed: number, game: Game, deck: 48 | 40): DokoTrick[] {
  const rand = seededRandom(seed);
  const cards = pack(deck);
  for (let i = cards.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [cards[i], cards[j]] = [cards[j], cards[i]];
  }
  const size = cards.length / 4;
  const hands = [0, 1, 2, 3].map((seat) => cards.slice(seat * size, (seat + 1) * size));
  const tricks: DokoTrick[] = [];
  let leader = Math.floor(rand() * 4);
  for (let t = 0; t < size; t++) {
    const played: { seat: number; card: string }[] = [];
    for (let k = 0; k < 4; k++) {
      const seat = (leader + k) % 4;
      const hand = hands[seat];
      const lead = k === 0 ? null : cardClass(played[0].card, game);
      const follow = hand.filter((c) => cardClass(c, game) === lead);
      const legal = follow.length > 0 ? follow : hand;
      const card = legal[Math.floor(rand() * legal.length)];
      hand.splice(hand.indexOf(card), 1);
      played.push({ seat, card });
    }
    leader =
      played[
        winningIndex(
          played.map((p) => p.card),
          game,
        )
      ].seat;
    tricks.push({ cards: played, winner: leader });
  }
  return tricks;
}

interface Drawn {
  readonly input: DokoScoreInput;
}

const drawn = fc
  .record({
    seed: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
    game: fc.constantFrom(...GAMES),
    deck: fc.constantFrom<48 | 40>(48, 48, 40),
    soloist: fc.integer({ min: 0, max: 3 }),
    re: fc.integer({ min: -1, max: 4 }),
    kontra: fc.integer({ min: -1, max: 4 }),
    gegenDieAlten: fc.boolean(),
    karlchenGefangen: fc.boolean(),
    fuchsLetzterStich: fc.boolean(),
    reKontraDoubles: fc.boolean(),
    defaults: fc.boolean(),
  })
  .map((r): Drawn => {
    const tricks = playRandom(r.seed, r.game, r.deck);
    const queens = tricks.flatMap((t) => t.cards.filter((c) => c.card === 'CQ').map((c) => c.seat));
    const pair = r.game === 'normal' && queens[0] !== queens[1];
    const re = pair ? [...queens].sort() : [r.game === 'normal' ? queens[0] : r.soloist];
    const options: DokoScoreOptions = r.defaults
      ? {}
      : {
          gegenDieAlten: r.gegenDieAlten,
          karlchenGefangen: r.karlchenGefangen,
          fuchsLetzterStich: r.fuchsLetzterStich,
          reKontraDoubles: r.reKontraDoubles,
        };
    const input: DokoScoreInput = {
      re,
      kontra: [0, 1, 2, 3].filter((s) => !re.includes(s)),
      solo: !pair,
      tricks,
      announced: { re: r.re, kontra: r.kontra },
      options,
    };
    return { input };
  });

/** The value seen from Re, by the pseudo-code of 6.8 with the default options. */
function reference(input: DokoScoreInput): number {
  const partyOf = (seat: number): Party => (input.re.includes(seat) ? 're' : 'kontra');
  const pts = { re: 0, kontra: 0 };
  const tricks = { re: 0, kontra: 0 };
  for (const t of input.tricks) {
    pts[partyOf(t.winner)] += t.cards.reduce((s, c) => s + points(c.card), 0);
    tricks[partyOf(t.winner)]++;
  }
  const lv = input.announced;
  const mark = [0, 90, 60, 30];
  const needs = (p: Party, o: Party): boolean =>
    lv[p] >= 1
      ? lv[p] === 4
        ? tricks[o] === 0
        : pts[o] < mark[lv[p]]
      : lv[o] >= 1
        ? lv[o] === 4
          ? tricks[p] > 0
          : pts[p] >= mark[lv[o]]
        : pts[p] >=
          (lv.kontra >= 0 && lv.re < 0 ? (p === 're' ? 120 : 121) : p === 're' ? 121 : 120);
  const W: Party | null = needs('re', 'kontra') ? 're' : needs('kontra', 're') ? 'kontra' : null;
  const against = (p: Party, o: Party) =>
    [120, 90, 60, 30].filter((m, i) => lv[o] >= i + 1 && pts[p] >= m).length;
  const under = (o: Party) =>
    Number(pts[o] < 90) + Number(pts[o] < 60) + Number(pts[o] < 30) + Number(tricks[o] === 0);
  const total = { re: 0, kontra: 0 };
  if (W) {
    const L: Party = W === 're' ? 'kontra' : 're';
    total[W] =
      1 +
      under(L) +
      2 * Number(lv.re >= 0) +
      2 * Number(lv.kontra >= 0) +
      Math.max(0, lv.re) +
      Math.max(0, lv.kontra) +
      against(W, L);
  } else {
    total.re = under('kontra') + against('re', 'kontra');
    total.kontra = under('re') + against('kontra', 're');
  }
  if (!input.solo) {
    input.tricks.forEach((t, i) => {
      const p = partyOf(t.winner);
      if (t.cards.reduce((s, c) => s + points(c.card), 0) >= 40) total[p]++;
      total[p] += t.cards.filter((c) => c.card === 'DA' && partyOf(c.seat) !== p).length;
      const winning = t.cards.find((c) => c.seat === t.winner)!.card;
      if (i === input.tricks.length - 1 && winning === 'CJ') total[p]++;
    });
    if (W === 'kontra') total.kontra++;
  }
  return total.re - total.kontra;
}

const RUNS = { seed: 20_260_221, numRuns: 400 };

describe('properties of every score (6.7, 6.8)', () => {
  test('scores sum to 0 and are all even or all odd (6.7.4)', () => {
    fc.assert(
      fc.property(drawn, ({ input }) => {
        const { scores } = scoreDoppelkopf(input);
        expect(scores.reduce((a, b) => a + b, 0)).toBe(0);
        expect(new Set(scores.map((s) => Math.abs(s) % 2)).size).toBe(1);
      }),
      RUNS,
    );
  });

  test('the value nets the lines, and the scores write it (6.6, 6.7)', () => {
    fc.assert(
      fc.property(drawn, ({ input }) => {
        const s = scoreDoppelkopf(input);
        const sum = (p: Party) =>
          s.lines.filter((l) => l.party === p).reduce((a, l) => a + l.points, 0);
        expect(s.totals).toEqual({ re: sum('re'), kontra: sum('kontra') });
        expect(s.value).toBe(s.totals.re - s.totals.kontra);
        const factor = input.solo ? 3 : 1;
        for (const seat of input.re) expect(s.scores[seat]).toBe(factor * s.value);
        for (const seat of input.kontra) expect(s.scores[seat]).toBe(0 - s.value);
        expect(s.cardPoints.re + s.cardPoints.kontra).toBe(240);
        expect(s.tricks.re + s.tricks.kontra).toBe(input.tricks.length);
      }),
      RUNS,
    );
  });

  test('a winner takes every game point; no winner only when both made an Absage (5.9.4, 6.3.3)', () => {
    fc.assert(
      fc.property(drawn, ({ input }) => {
        const s = scoreDoppelkopf(input);
        const gamePoints = s.lines.filter((l) => GAME_POINTS.has(l.key));
        if (s.winner === null) {
          expect(Math.min(input.announced.re, input.announced.kontra)).toBeGreaterThanOrEqual(1);
          expect(
            gamePoints
              .map((l) => l.key)
              .filter((k) => k === 'won' || k.endsWith('nnounced') || k.startsWith('keine')),
          ).toEqual([]);
        } else {
          expect(gamePoints.every((l) => l.party === s.winner)).toBe(true);
          expect(gamePoints.filter((l) => l.key === 'won')).toHaveLength(1);
        }
      }),
      RUNS,
    );
  });

  test('a solo has no Sonderpunkte (6.6.1)', () => {
    fc.assert(
      fc.property(drawn, ({ input }) => {
        const s = scoreDoppelkopf(input);
        if (input.solo) expect(s.lines.filter((l) => SONDERPUNKTE.has(l.key))).toEqual([]);
      }),
      RUNS,
    );
  });

  test('with the default options the value is the one of 6.8', () => {
    fc.assert(
      fc.property(drawn, ({ input }) => {
        const plain = { ...input, options: {} };
        expect(scoreDoppelkopf(plain).value).toBe(reference(plain));
      }),
      RUNS,
    );
  });

  test('the random deals reach every kind of line', () => {
    // Guards the generator: the properties above saw each line at least once.
    const seen = new Set<string>();
    fc.assert(
      fc.property(drawn, ({ input }) => {
        const all = { ...input, options: { karlchenGefangen: true, fuchsLetzterStich: true } };
        for (const l of scoreDoppelkopf(all).lines) seen.add(l.key);
      }),
      { ...RUNS, numRuns: 2000 },
    );
    expect([...DOKO_LINE_KEYS].filter((k) => !seen.has(k))).toEqual([]);
  });
});
