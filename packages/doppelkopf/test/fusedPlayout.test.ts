import { type GameState, Rng } from '@stich/core';
import { describe, expect, it } from 'vitest';
import { type DoppelkopfOptions, doppelkopf } from '../src/index';

// Random Doppelkopf deals play out on core's wide fused loop, announcements included. Every
// game it plays must be the very game that `randomCode` + `applyCode` play (the trick
// phase's `sample` + `apply`) from the same generator, which it must leave in the same
// state: the cards, the trick winners, every announcement with its moment, and a late reply.

function signature(s: GameState<unknown>, rng: Rng): string {
  return JSON.stringify([s.phase, s.history, s.winners, s.won, s.hands, s.turn, s.x, rng.save()]);
}

const SETS: Partial<DoppelkopfOptions>[] = [
  {},
  { deck: '40', dullen: 'secondWins' },
  { hochzeitKlaerung: 'ersterFehlstich', hochzeitTricks: 4, pflichtsolo: false },
];

describe('the fused playout plays as sample + apply', () => {
  for (const options of SETS) {
    it(`on 400 deals from every point of the deal (${JSON.stringify(options)})`, () => {
      const rules = doppelkopf.rules(options);
      let announcements = 0;
      let late = 0;
      for (let seed = 0; seed < 400; seed++) {
        const s = rules.deal({ dealer: seed % 4, seed });
        // Walk a few random steps first: the Vorbehalt, and on some seeds into trick play.
        const walk = new Rng(`walk-${seed}`);
        for (let i = seed % 23; i > 0 && !rules.isTerminal(s); i--)
          rules.applyCode(s, rules.randomCode(s, walk));
        const fused = rules.clone(s);
        const stepped = rules.clone(s);
        const rngA = new Rng(seed);
        const rngB = new Rng(seed);
        rules.playout(fused, rngA);
        while (!rules.isTerminal(stepped))
          rules.applyCode(stepped, rules.randomCode(stepped, rngB));
        const a = signature(fused, rngA);
        const b = signature(stepped, rngB);
        if (a !== b) expect(a, `seed ${seed}`).toBe(b);
        announcements += fused.x.announcements.log.length;
        late += fused.x.announcements.late.filter(Boolean).length;
      }
      // The comparison covered announcements, late replies among them.
      expect(announcements).toBeGreaterThan(400);
      expect(late).toBeGreaterThan(0);
    });
  }
});
