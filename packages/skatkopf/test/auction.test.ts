import { describe, expect, test } from 'vitest';
import { bidLadder } from '../src/index';
import { A, dealOf, fill, rulesOf, run, summary } from './helpers';

// The auction (text, "Bidding"; NOTES Skatkopf 3). Dealer 3: forehand is seat 0, then
// 1, 2, 3. Bids name a game and may carry doublings; a raise must be strictly higher in
// value; the holder accepts (hold) or passes; each seat gets a turn against the survivor.

const rules = rulesOf({ maxDoublings: 1 });
const start = () => dealOf(rules, fill({}, ['D6', 'D5']), ['D6', 'D5']);
const extra = (s: ReturnType<typeof start>) => rules.view(s, 0).extra;

describe('the bid ladder', () => {
  test('bids ascend by value, games in order at equal value (one doubling at most)', () => {
    expect(bidLadder(1).map((b) => `${b.game}x${b.doublings}=${b.value}`)).toEqual([
      'partnerx0=1',
      'partnerx1=2',
      'solox0=2',
      'babyGrandx0=3',
      'solox1=4',
      'grandHandx0=4',
      'babyGrandx1=6',
      'grandHandx1=8',
    ]);
  });

  test('the default allows six doublings: 28 bids up to Grand Hand x64 = 256', () => {
    const ladder = bidLadder(rulesOf().options.maxDoublings);
    expect(ladder).toHaveLength(28);
    expect(ladder.at(-1)).toEqual({ game: 'grandHand', doublings: 6, value: 256 });
  });
});

describe('whose turn it is and what they may do', () => {
  test('forehand opens ("I\'ll play": Partner) or passes', () => {
    const s = start();
    expect(s.turn).toBe(0);
    expect(summary(rules.legalActions(s))).toEqual(['pass', 'bid partner']);
    expect(extra(s)).toMatchObject({ holder: 0, caller: null, bid: null });
  });

  test('after a pass the next seat may open', () => {
    const s = run(rules, start(), [A.pass(0)]);
    expect(s.turn).toBe(1);
    expect(summary(rules.legalActions(s))).toEqual(['pass', 'bid partner']);
  });

  test('after an opening the next seat names a game of strictly higher value, or passes', () => {
    const s = run(rules, start(), [A.bid(0, 'partner')]);
    expect(s.turn).toBe(1);
    expect(summary(rules.legalActions(s))).toEqual([
      'pass',
      'bid partnerx1',
      'bid solo',
      'bid babyGrand',
      'bid solox1',
      'bid grandHand',
      'bid babyGrandx1',
      'bid grandHandx1',
    ]);
    expect(extra(s)).toMatchObject({ holder: 0, caller: 1, bid: { game: 'partner', value: 1 } });
  });

  test('the holder accepts or passes; then the challenger raises or passes', () => {
    let s = run(rules, start(), [A.bid(0, 'partner'), A.bid(1, 'solo')]);
    expect(s.turn).toBe(0);
    expect(summary(rules.legalActions(s))).toEqual(['hold', 'pass']);
    s = run(rules, s, [A.hold(0)]);
    expect(s.turn).toBe(1);
    // Solo is 2: Partner x1 (2) is not higher; Baby Grand (3) is.
    expect(summary(rules.legalActions(s))).toEqual([
      'pass',
      'bid babyGrand',
      'bid solox1',
      'bid grandHand',
      'bid babyGrandx1',
      'bid grandHandx1',
    ]);
  });

  test.each([
    // [auction, seat to act, holder, caller]
    ['0 partner, 1 pass', 2, 0, 2], // the next seat against the survivor
    ['0 partner, 1 solo, 0 pass', 2, 1, 2], // the challenger survives and holds
    ['0 partner, 1 solo, 0 hold, 1 pass', 2, 0, 2],
    ['0 pass, 1 pass, 2 partner', 3, 2, 3],
  ] as const)('after %s, seat %i acts (holder %i, caller %i)', (auction, turn, holder, caller) => {
    const s = run(rules, start(), parse(auction));
    expect(s.turn).toBe(turn);
    expect(extra(s)).toMatchObject({ holder, caller });
  });
});

describe('who wins the auction, and with which bid', () => {
  test.each([
    // [auction, declarer, bid, games the declarer may declare]
    ['0 partner, 1 pass, 2 pass, 3 pass', 0, 'partner', 4],
    ['0 partner, 1 solo, 0 hold, 1 pass, 2 pass, 3 pass', 0, 'solo', 3],
    ['0 partner, 1 solo, 0 pass, 2 pass, 3 babyGrand, 1 pass', 3, 'babyGrand', 2],
    ['0 partner, 1 partnerx1, 0 hold, 1 grandHand, 0 pass, 2 pass, 3 pass', 1, 'grandHand', 1],
    ['0 pass, 1 pass, 2 pass, 3 partner', 3, 'partner', 4], // the last seat opens and wins
    ['0 partner, 1 pass, 2 pass, 3 grandHandx1, 0 hold, 3 pass', 0, 'grandHand', 1],
  ] as const)('%s: seat %i declares, bid %s', (auction, declarer, game, choices) => {
    const s = run(rules, start(), parse(auction));
    expect(s.phase).toBe('declaration');
    expect(s.turn).toBe(declarer);
    expect(extra(s)).toMatchObject({ declarer, holder: null, caller: null, forced: false });
    expect(extra(s).bid?.game).toBe(game);
    expect(rules.legalActions(s)).toHaveLength(choices);
  });

  test('the winner may switch to a game of higher value; the doublings stay', () => {
    let s = run(rules, start(), parse('0 partner, 1 solox1, 0 pass, 2 pass, 3 pass'));
    expect(summary(rules.legalActions(s))).toEqual([
      'declare solo',
      'declare babyGrand',
      'declare grandHand',
    ]);
    s = run(rules, s, [A.declare(1, 'grandHand')]);
    expect(extra(s)).toMatchObject({ game: 'grandHand', doublings: 1, making: 'none' });
    expect(s.phase).toBe('play');
  });

  test('if everyone passes, forehand must play, any game; a forced Partner takes up the kitty', () => {
    let s = run(rules, start(), parse('0 pass, 1 pass, 2 pass, 3 pass'));
    expect(extra(s)).toMatchObject({ declarer: 0, forced: true, bid: null });
    expect(summary(rules.legalActions(s))).toEqual([
      'declare partner',
      'declare solo',
      'declare babyGrand',
      'declare grandHand',
    ]);
    s = run(rules, s, [A.declare(0, 'partner')]);
    expect(s.x).toMatchObject({ making: 'forced', step: 'discard' });
    expect(rules.view(s, 0).hand).toHaveLength(12);
    s = run(rules, s, [A.discard(0, 'D6', 'D5')]);
    expect(summary(rules.legalActions(s))).toEqual([
      'nameTrump C',
      'nameTrump S',
      'nameTrump H',
      'nameTrump D',
    ]);
    s = run(rules, s, [A.name(0, 'S')]);
    expect(s.phase).toBe('call');
  });

  test('a forced Solo makes trump as usual (hand or tournee)', () => {
    const s = run(rules, start(), [
      ...parse('0 pass, 1 pass, 2 pass, 3 pass'),
      A.declare(0, 'solo'),
    ]);
    expect(summary(rules.legalActions(s))).toEqual([
      'hand C',
      'hand S',
      'hand H',
      'hand D',
      'turn',
    ]);
  });
});

/** '0 partner, 1 solox1, 0 hold, 2 pass' -> actions. */
function parse(script: string) {
  return script.split(', ').map((step) => {
    const [seat, what] = step.split(' ');
    const n = Number(seat);
    if (what === 'pass') return A.pass(n);
    if (what === 'hold') return A.hold(n);
    const [game, d] = what.split('x');
    return A.bid(n, game as never, d === undefined ? undefined : Number(d));
  });
}
