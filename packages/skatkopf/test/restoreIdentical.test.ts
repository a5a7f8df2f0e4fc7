// Issue 14, point 6: a restored Skatkopf game is the same state byte for byte. The two
// jokers share the code JK; the shuffle and the rebuild from codes must give each copy the
// same internal id (the lower id to the earlier seat, then the kitty in order).
import { createGame, replayDeal, restoreGame } from '@stich/core';
import { describe, expect, test } from 'vitest';
import { skatkopf } from '../src/index';

describe('restore and replay give the same state, byte for byte', () => {
  test.each(Array.from({ length: 24 }, (_, i) => i))('seed %i', (seed) => {
    const game = createGame(skatkopf, { seed, dealer: seed % 3 });
    const restoredAtStart = restoreGame(skatkopf, JSON.parse(JSON.stringify(game.snapshot())));
    expect(restoredAtStart.ok && JSON.stringify(restoredAtStart.value.state())).toBe(
      JSON.stringify(game.state()),
    );
    for (let step = 0; !game.isOver(); step++) {
      const legal = game.legalActions();
      game.apply(legal[(seed + step) % legal.length]);
    }
    const restored = restoreGame(skatkopf, JSON.parse(JSON.stringify(game.snapshot())));
    expect(restored.ok && JSON.stringify(restored.value.state())).toBe(
      JSON.stringify(game.state()),
    );
    const replay = replayDeal(skatkopf, game.record());
    expect(replay.ok && JSON.stringify(replay.value.state)).toBe(JSON.stringify(game.state()));
  });
});
