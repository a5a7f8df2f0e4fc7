import { Rng } from '@stich/core';
import { describeConformance } from '@stich/core/testing';
import { describe, expect, test } from 'vitest';
import type { CallFourAction } from './variants/callFour';
import { callFour } from './variants/callFour';

// Dealer 3, so A..D of schafkopf.en.md 8.16 are seats 0..3 (forehand first). Nobody
// holds every queen and jack (no Sie); seat 0 lacks the club ace and holds a club.
const hands = [
  ['CK', 'C9', 'SA', 'HA', 'HT', 'DA', 'CJ', 'HQ'],
  ['CT', 'C8', 'ST', 'HK', 'H9', 'DT', 'SJ', 'DQ'],
  ['CA', 'C7', 'SK', 'H8', 'H7', 'DK', 'HJ', 'SQ'],
  ['CQ', 'S9', 'S8', 'S7', 'D9', 'D8', 'D7', 'DJ'],
];

const deal = (options = {}) => {
  const rules = callFour.rules(options);
  const r = rules.fromDeal({ dealer: 3, hands });
  if (!r.ok) throw new Error(r.error.message);
  return { rules, s: r.value };
};

/** Applies `said` in order; each must be legal. */
function run(options: object, said: readonly object[]) {
  const { rules } = deal(options);
  let s = deal(options).s;
  for (const action of said) {
    const r = rules.applyAction(s, action as CallFourAction);
    if (!r.ok) throw new Error(`${JSON.stringify(action)}: ${r.error.message}`);
    s = r.value;
  }
  return { rules, s };
}

const claims = (who: readonly boolean[]) =>
  who.map((play, seat) => ({ type: play ? 'claimGame' : 'pass', seat }));

describe("core's call round: schafkopf.en.md 8.16, the announcement duel", () => {
  test('(a) C names Wenz, A keeps, C names Farbsolo, A yields: C declares Gras-Solo', () => {
    const { rules, s } = run({}, [
      ...claims([true, false, true, false]),
      { type: 'nameClass', seat: 2, rank: 4 },
      { type: 'hold', seat: 0 },
      { type: 'nameClass', seat: 2, rank: 5 },
      { type: 'pass', seat: 0 },
    ]);
    expect(s.x.callRound).toMatchObject({ stage: 'declare', holder: 2, claim: 5 });
    const games = rules.legalActions(s).map((a) => (a as { game?: string }).game);
    expect(games).not.toContain('wenz');
    expect(games).toContain('soloS');
    const r = rules.applyAction(s, { type: 'declare', seat: 2, game: 'soloS' } as CallFourAction);
    expect(r.ok && [r.value.x.declarer, r.value.x.game, r.value.phase]).toEqual([
      2,
      'soloS',
      'play',
    ]);
  });

  test('(b) A keeps at 5 too; C withdraws; A must declare rank 5 or more (no Wenz)', () => {
    const { rules, s } = run({}, [
      ...claims([true, false, true, false]),
      { type: 'nameClass', seat: 2, rank: 4 },
      { type: 'hold', seat: 0 },
      { type: 'nameClass', seat: 2, rank: 5 },
      { type: 'hold', seat: 0 },
    ]);
    // C may only name a Tout now, or withdraw.
    expect(
      rules.legalActions(s).map((a) => a.type + ((a as { rank?: number }).rank ?? '')),
    ).toEqual(['pass', 'nameClass14', 'nameClass15']);
    const after = rules.applyAction(s, { type: 'pass', seat: 2 });
    if (!after.ok) throw new Error();
    expect(
      rules.applyAction(after.value, { type: 'declare', seat: 0, game: 'wenz' } as CallFourAction),
    ).toMatchObject({
      ok: false,
      error: { code: 'INVALID_CONTRACT', message: 'the game must be of class 5 or higher' },
    });
    const r = rules.applyAction(after.value, {
      type: 'declare',
      seat: 0,
      game: 'soloH',
    } as CallFourAction);
    expect(r.ok && r.value.x.game).toBe('soloH');
  });

  test('(c) with Wenz equal to Farbsolo, A keeps the Wenz at 5; C must name a Tout or withdraw', () => {
    const { rules, s } = run({ wenzRank: 'equal' }, [
      ...claims([true, false, true, false]),
      { type: 'nameClass', seat: 2, rank: 5 },
      { type: 'hold', seat: 0 },
    ]);
    expect(rules.legalActions(s).map((a) => (a as { rank?: number }).rank ?? a.type)).toEqual([
      'pass',
      15,
    ]);
    const after = rules.applyAction(s, { type: 'pass', seat: 2 });
    if (!after.ok) throw new Error();
    const games = rules.legalActions(after.value).map((a) => (a as { game?: string }).game);
    expect(games).toEqual(expect.arrayContaining(['wenz', 'soloC', 'soloH']));
  });

  test('(d) three want to play: B beats A with Farbsolo, C beats B with Solo-Tout', () => {
    const { rules, s } = run({}, [
      ...claims([true, true, true, false]),
      { type: 'nameClass', seat: 1, rank: 5 },
      { type: 'pass', seat: 0 },
      { type: 'nameClass', seat: 2, rank: 14 },
      { type: 'hold', seat: 1 },
      { type: 'nameClass', seat: 2, rank: 15 },
      { type: 'pass', seat: 1 },
    ]);
    expect(s.x.callRound).toMatchObject({ stage: 'declare', holder: 2, claim: 15 });
    const r = rules.applyAction(s, {
      type: 'declare',
      seat: 2,
      game: 'soloToutC',
    } as CallFourAction);
    expect(r.ok && r.value.x.game).toBe('soloToutC');
  });

  test('all pass: the round leaves by allPassed; one claimant declares straight away', () => {
    const passed = run({}, claims([false, false, false, false]));
    expect(passed.rules.isTerminal(passed.s)).toBe(true);
    const one = run({}, claims([false, false, false, true]));
    expect(one.s.x.callRound).toMatchObject({ stage: 'declare', holder: 3, claim: 1 });
  });

  test('a game the cards do not allow is refused: a Sauspiel on an ace one holds, and Sie', () => {
    const { rules, s } = run({}, claims([true, false, false, false]));
    const offered = rules.legalActions(s).map((a) => (a as { game?: string }).game);
    // Seat 0 holds the spade and diamond aces and a club without the club ace.
    expect(offered).toContain('sauC');
    expect(offered).not.toContain('sauS');
    expect(offered).not.toContain('sie');
    expect(
      rules.applyAction(s, { type: 'declare', seat: 0, game: 'sie' } as CallFourAction),
    ).toMatchObject({
      ok: false,
      error: { code: 'INVALID_CONTRACT', message: 'your cards do not allow that game' },
    });
    // Out of turn, and the wrong kind of action for the stage.
    expect(rules.applyAction(s, { type: 'hold', seat: 0 })).toMatchObject({
      ok: false,
      error: { code: 'ACTION_NOT_ALLOWED' },
    });
  });
});

describe("core's call round: a hand's needs as data", () => {
  test.each(['hook', 'needs'])(
    'a Sauspiel on an ace one holds, and Sie, are not offered (hand tested by %s)',
    (handTest) => {
      const { rules, s } = run({ handTest }, claims([true, false, false, false]));
      // Seat 0 holds the spade and diamond aces, a club but not the club ace, two of eight Ober and Unter.
      const offered = rules.legalActions(s).map((a) => (a as { game?: string }).game);
      expect(offered).toEqual([
        'sauC',
        'wenz',
        'soloC',
        'soloS',
        'soloH',
        'soloD',
        'wenzTout',
        'soloToutC',
      ]);
      expect(
        rules.applyAction(s, { type: 'declare', seat: 0, game: 'sauS' } as CallFourAction),
      ).toMatchObject({ ok: false, error: { code: 'INVALID_CONTRACT' } });
    },
  );

  test('declared needs offer what the `allowed` hook offers, at every step of 400 random rounds', () => {
    const byHook = callFour.rules({ handTest: 'hook' });
    const byNeeds = callFour.rules({ handTest: 'needs' });
    const rng = new Rng(7);
    let declared = 0;
    for (let deal = 0; deal < 400; deal++) {
      let a = byHook.deal({ dealer: deal & 3, seed: deal });
      let b = byNeeds.deal({ dealer: deal & 3, seed: deal });
      while (!byHook.isTerminal(a) && !byHook.inTrickPlay(a)) {
        const offered = byHook.legalActions(a);
        expect(byNeeds.legalActions(b)).toEqual(offered);
        const pick = offered[rng.below(offered.length)];
        if (pick.type === 'declare') declared++;
        const nextA = byHook.applyAction(a, pick);
        const nextB = byNeeds.applyAction(b, pick);
        if (!nextA.ok || !nextB.ok) throw new Error(`${JSON.stringify(pick)} refused`);
        a = nextA.value;
        b = nextB.value;
      }
      expect(b.x).toEqual(a.x);
    }
    expect(declared).toBeGreaterThan(100);
  });
});

describeConformance(callFour, { deals: 500, statechartDeals: 80, roundTripDeals: 5, sessions: 1 });
describeConformance(callFour, {
  options: { handTest: 'needs' },
  deals: 300,
  statechartDeals: 20,
  roundTripDeals: 2,
  sessions: 0,
  seed: 'needs',
});
describeConformance(callFour, {
  options: { wenzRank: 'equal' },
  deals: 300,
  statechartDeals: 40,
  roundTripDeals: 2,
  sessions: 0,
  seed: 'equal',
});
