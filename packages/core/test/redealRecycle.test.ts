import { Rng } from '@stich/core';
import { stateDiff } from '@stich/core/testing';
import { describe, expect, it } from 'vitest';
import { threeJacks } from './variants/threeJacks';

// `redeal` recycles a state: the fused playout writes the next deal's history and trick
// winners into the arrays the state held before, and into no other state's arrays.
describe('redeal + playout recycle the state, and only it', () => {
  const rules = threeJacks.rules();

  it('writes the next deal into the arrays the state held, with the same game as a new state', () => {
    const rng = new Rng('recycle');
    const reference = new Rng('recycle');
    const s = rules.deal({ dealer: 0, rng });
    rules.playout(s, rng);
    // The reference games on rules of their own (other options, which do not change the
    // play): a playout of another state on the same rules ends the recycling.
    const other = threeJacks.rules({ deals: 4 });
    const fresh = other.deal({ dealer: 0, rng: reference });
    other.playout(fresh, reference);
    for (let d = 1; d < 200; d++) {
      const [history, winners] = [s.history, s.winners];
      rules.redeal(s, d % 3, rng);
      expect(s.history).toEqual([]);
      expect(s.winners).toEqual([]);
      rules.playout(s, rng);
      expect(s.history).toBe(history);
      expect(s.winners).toBe(winners);
      const game = other.deal({ dealer: d % 3, rng: reference });
      other.playout(game, reference);
      expect(stateDiff(s, game), `deal ${d}`).toBeNull();
    }
  });

  it("never writes into another state's arrays", () => {
    const rng = new Rng('two states');
    const x = rules.deal({ dealer: 0, rng });
    const y = rules.deal({ dealer: 1, rng });
    rules.playout(x, rng);
    const kept = JSON.stringify(x);
    rules.playout(y, rng);
    for (let d = 0; d < 20; d++) {
      rules.redeal(y, d % 3, rng);
      rules.playout(y, rng);
      const z = rules.deal({ dealer: d % 3, rng });
      rules.playout(z, rng);
    }
    expect(JSON.stringify(x)).toBe(kept);
  });
});
