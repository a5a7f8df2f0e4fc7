import { kalterSchlag } from '@stich/kalter-schlag';
import { describe, expect, test } from 'vitest';
import { createGame, replayDeal, tryCreateGame } from '../src/index';
import { dealCardsOf } from '../src/records/dealCardsOf';

// Issue 14, point 6: a seed and hands together must agree. A record is refused when they
// don't (INVALID_RECORD); a game setup is refused the same way (INVALID_DEAL), by the same check.
const rules = kalterSchlag.rules();
const handsOf = (seed: number) => dealCardsOf(rules, rules.deal({ dealer: 0, seed })).hands;

describe('createGame with a seed and hands', () => {
  test('a seed that deals other hands is refused at `seed`', () => {
    const made = tryCreateGame(kalterSchlag, { seed: 1, hands: handsOf(2) });
    expect(made.ok).toBe(false);
    if (made.ok) return;
    expect(made.error.code).toBe('INVALID_DEAL');
    expect(made.error.path).toEqual(['seed']);
    expect(() => createGame(kalterSchlag, { seed: 1, hands: handsOf(2) })).toThrow(/seed/);
  });

  test('a seed that deals those hands is accepted, kept, and replays', () => {
    const game = createGame(kalterSchlag, { seed: 2, hands: handsOf(2) });
    expect(game.view(0).hand).toEqual(createGame(kalterSchlag, { seed: 2 }).view(0).hand);
    game.apply(game.legalActions()[0]);
    const record = game.record();
    expect(record.seed).toBe(2);
    expect(replayDeal(kalterSchlag, record, { partial: true }).ok).toBe(true);
  });

  test('hands alone still need no seed', () => {
    expect(tryCreateGame(kalterSchlag, { hands: handsOf(3) }).ok).toBe(true);
  });
});
