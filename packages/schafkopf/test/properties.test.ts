import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  type DealFacts,
  declarableGames,
  type GameFacts,
  type RamschFacts,
  type SchafkopfOptions,
  scoreDeal,
  trumpCards,
} from '../src/index';
import { withOptions } from './helpers';

// Invariants of 5 and 6.5 of schafkopf.en.md over random facts and options.

const everyGame = withOptions({ bettel: true, farbwenz: true, geier: true, farbgeier: true });
const GAMES = declarableGames(everyGame);
const RAMSCH_TRUMPS = trumpCards({ kind: 'ramsch' }, everyGame);

/** `n` non-negative numbers that add up to at most `total`. */
const split = (n: number, total: number) =>
  fc.array(fc.integer({ min: 0, max: total }), { minLength: n, maxLength: n }).map((cuts) => {
    const sorted = [...cuts].sort((a, b) => a - b);
    return sorted.map((c, i) => c - (i === 0 ? 0 : sorted[i - 1]));
  });

const options: fc.Arbitrary<SchafkopfOptions> = fc
  .record({
    schneiderRule: fc.constantFrom('official', 'symmetric'),
    toutCountsSchneiderSchwarz: fc.boolean(),
    herzSoloDouble: fc.boolean(),
    wenzRank: fc.constantFrom('belowFarbsolo', 'equalFarbsolo'),
    ramschTie: fc.constantFrom('highestTrumpLoses', 'allTiedLose'),
    jungfrau: fc.constantFrom('doubleAll', 'doubleToJungfrau', 'off'),
    durchmarsch: fc.constantFrom('allTricks', 'minPoints', 'off'),
    toutMultiplier: fc.integer({ min: 1, max: 4 }),
    sieMultiplier: fc.integer({ min: 1, max: 8 }),
    tariffs: fc.record({
      sauspiel: fc.integer({ min: 0, max: 100 }),
      solo: fc.integer({ min: 0, max: 100 }),
      laufender: fc.integer({ min: 0, max: 100 }),
      schneider: fc.integer({ min: 0, max: 100 }),
      schwarz: fc.integer({ min: 0, max: 100 }),
      bettel: fc.integer({ min: 0, max: 100 }),
      ramsch: fc.integer({ min: 0, max: 100 }),
      durchmarsch: fc.integer({ min: 0, max: 100 }),
    }),
  })
  .map((changes) => withOptions({ ...everyGame, ...changes }));

const gameFacts: fc.Arbitrary<GameFacts> = fc
  .record({
    game: fc.constantFrom(...GAMES),
    declarer: fc.integer({ min: 0, max: 3 }),
    partnerStep: fc.integer({ min: 1, max: 3 }),
    points: split(4, 120),
    tricks: split(4, 8),
    laufende: fc.integer({ min: -14, max: 14 }),
  })
  .map(({ game, declarer, partnerStep, points, tricks, laufende }) => ({
    game: game as GameFacts['game'],
    declarer,
    partner: game.kind === 'sauspiel' ? (declarer + partnerStep) % 4 : null,
    points,
    tricks,
    laufende,
    knocks: 0,
    stoss: 0,
  }));

const ramschFacts: fc.Arbitrary<RamschFacts> = fc
  .record({
    points: split(4, 120),
    tricks: split(4, 8),
    highestTrump: fc.array(fc.option(fc.constantFrom(...RAMSCH_TRUMPS)), {
      minLength: 4,
      maxLength: 4,
    }),
  })
  .map((f) => ({ game: { kind: 'ramsch' }, ...f, knocks: 0, stoss: 0 }));

const facts: fc.Arbitrary<DealFacts> = fc.oneof(gameFacts, ramschFacts);
const doublings = fc.record({
  knocks: fc.integer({ min: 0, max: 4 }),
  stoss: fc.integer({ min: 0, max: 4 }),
});

describe('scoring invariants', () => {
  test('the four payments add up to 0 (6.5), and none is -0', () => {
    fc.assert(
      fc.property(facts, options, doublings, (f, o, d) => {
        const payments = scoreDeal({ ...f, ...d }, o).payments;
        expect(payments.reduce((a, b) => a + b, 0)).toBe(0);
        expect(payments.filter((p) => Object.is(p, -0))).toEqual([]);
      }),
    );
  });

  test('each knock and each Kontra/Re step doubles every payment, and they multiply (5)', () => {
    fc.assert(
      fc.property(facts, options, doublings, (f, o, d) => {
        const plain = scoreDeal(f, o);
        const doubled = scoreDeal({ ...f, ...d }, o);
        const factor = 2 ** (d.knocks + d.stoss);
        expect(doubled.payments).toEqual(plain.payments.map((p) => p * factor));
        expect(doubled.value).toBe(plain.value * factor);
        expect(doubled.doublings).toBe(d.knocks + d.stoss);
      }),
    );
  });

  test('a knock and a Kontra are worth the same: one of each is x4 (5)', () => {
    fc.assert(
      fc.property(facts, options, (f, o) => {
        const both = scoreDeal({ ...f, knocks: 1, stoss: 1 }, o).payments;
        expect(scoreDeal({ ...f, knocks: 2, stoss: 0 }, o).payments).toEqual(both);
        expect(scoreDeal({ ...f, knocks: 0, stoss: 2 }, o).payments).toEqual(both);
        expect(both).toEqual(scoreDeal(f, o).payments.map((p) => 4 * p));
      }),
    );
  });

  test('the winning side receives and the losing side pays, the same amount per seat and side (6.5)', () => {
    fc.assert(
      fc.property(gameFacts, options, (f, o) => {
        const s = scoreDeal(f, o);
        if (s.kind !== 'game') return;
        const sign = s.won ? 1 : -1;
        // `+ 0` turns the -0 of a zero value into 0, which the scorer pays (toBe is Object.is).
        const opponents = [0, 1, 2, 3].filter((seat) => !s.playingSide.includes(seat));
        for (const seat of opponents) expect(s.payments[seat]).toBe(-sign * s.value + 0);
        for (const seat of s.playingSide)
          expect(s.payments[seat]).toBe(
            (sign * s.value * opponents.length) / s.playingSide.length + 0,
          );
      }),
    );
  });
});
