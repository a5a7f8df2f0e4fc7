import { type GameState, Rng } from '@stich/core';
import type { Rules } from '@stich/core/kernel';
import { skatkopf } from '@stich/skatkopf';
import { describe, expect, it } from 'vitest';
import { doubleFour } from './variants/doubleFour';
import { jokerFour } from './variants/jokerFour';
import { wideFour } from './variants/wideFour';

// Decks of up to 64 cards, with identical copies, play out through core's `widePlayout`.
// Every game it plays must be the very game that `randomCode` + `applyCode` play (the
// trick phase's `sample` + `apply`, which list the legal cards and settle ties by
// `trickWinner`), from the same generator, leaving the generator in the same state.

// biome-ignore lint/suspicious/noExplicitAny: any variant's rules
type AnyRules = Rules<any, any, any, any, any>;

/** Everything a deal's trick play changes, and the generator's state, as one string. */
function signature(s: GameState<unknown>, rng: Rng): string {
  return JSON.stringify([
    s.phase,
    s.history,
    s.winners,
    s.tricks,
    s.won,
    s.hands,
    s.doublers,
    s.turn,
    s.leader,
    s.x,
    rng.save(),
  ]);
}

/**
 * Plays `deals` deals both ways from positions `start` makes (from a seed), and returns
 * how many cards were played in all. A deal is started `ahead` steps into trick play
 * (0 to 6) on every other seed, so that playouts also begin within a trick or a later one.
 */
function compare(
  rules: AnyRules,
  deals: number,
  start: (seed: number) => GameState<unknown>,
): { cards: number; doublings: number } {
  let cards = 0;
  let doublings = 0;
  for (let seed = 0; seed < deals; seed++) {
    const s = start(seed);
    if (seed % 2 === 1 && rules.inTrickPlay(s)) {
      const walk = new Rng(`walk-${seed}`);
      for (let i = (seed >> 1) % 7; i > 0 && rules.inTrickPlay(s); i--)
        rules.applyCode(s, rules.randomCode(s, walk));
    }
    const fused = rules.clone(s);
    const stepped = rules.clone(s);
    const rngA = new Rng(seed);
    const rngB = new Rng(seed);
    rules.playout(fused, rngA);
    while (!rules.isTerminal(stepped)) rules.applyCode(stepped, rules.randomCode(stepped, rngB));
    const a = signature(fused, rngA);
    const b = signature(stepped, rngB);
    if (a !== b) expect(a, `seed ${seed}`).toBe(b);
    cards += stepped.history.length;
    doublings += stepped.doublers.length;
  }
  return { cards, doublings };
}

/** Deals dealt afresh by seed (dealer by seed too). */
const dealt = (rules: AnyRules) => (seed: number) =>
  rules.deal({ dealer: seed & 3, seed }) as GameState<unknown>;

describe.each([
  { nines: true, dullen: 'firstWins' as const },
  { nines: true, dullen: 'secondWins' as const },
  { nines: false, dullen: 'firstWins' as const },
  { nines: false, dullen: 'secondWins' as const },
])('Double Four %o (the doubled pack)', (options) => {
  const rules = doubleFour.rules(options);
  it('plays the games sample + apply play, 2000 deals', () => {
    const { cards } = compare(rules, 2000, dealt(rules));
    expect(cards).toBeGreaterThan(2000 * 30);
  });
});

describe.each([
  { jokers: 'second' as const },
  { jokers: 'first' as const },
  { jokers: 'second' as const, calledCardRule: false },
  { jokers: 'first' as const, calledCardRule: false },
])('Skatkopf %o (42 cards, two jokers, a called card)', (options) => {
  const rules = skatkopf.rules(options);
  it('plays whole deals (auction at random) as sample + apply do, 1000 deals', () => {
    compare(rules, 1000, dealt(rules));
  });
  it('plays trick play as sample + apply do, 1000 deals into trick play', () => {
    compare(rules, 1000, (seed) => {
      const s = rules.deal({ dealer: seed & 3, seed });
      const rng = new Rng(`bid-${seed}`);
      while (!rules.inTrickPlay(s)) rules.applyCode(s, rules.randomCode(s, rng));
      return s as GameState<unknown>;
    });
  });
});

describe('Joker Four (42 cards, two jokers, Kalter Schlag ladder)', () => {
  it.each(['later', 'earlier'] as const)(
    'jokers %s: the games sample + apply play, 1000 deals',
    (identical) => {
      const rules = jokerFour.rules({ identical });
      const { doublings } = compare(rules, 1000, dealt(rules));
      expect(doublings).toBeGreaterThan(0);
    },
  );
});

describe.each([
  {},
  { called: 'CA' as const, ties: 'earlier' as const },
  { called: 'none' as const, ties: 'mixed' as const, endEarly: true },
  { runAway: 'lead' as const, ties: 'mixed' as const },
  { called: 'CA' as const, runAway: 'dealt' as const, callerKeeps: true },
  { throwOff: true, callerKeeps: true, endEarly: true },
  { ladder: false, runAway: 'dealt' as const, ties: 'earlier' as const },
])('Wide Four %o (called card, ladder by side, tie rules, early end)', (options) => {
  const rules = wideFour.rules(options);
  it('plays the games sample + apply play, 1500 deals', () => {
    const { doublings } = compare(rules, 1500, dealt(rules));
    // Without a called card forehand plays alone, and sides.sideOf leaves the others unknown.
    const { ladder, called } = rules.ctx.options;
    if (ladder && called !== 'none') expect(doublings).toBeGreaterThan(0);
  });
});
