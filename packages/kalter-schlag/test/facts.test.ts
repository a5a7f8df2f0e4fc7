import { Rng } from '@stich/core';
import { describe, expect, test } from 'vitest';
import {
  durchmarschPenalty,
  KALTER_SCHLAG_FACT as FACT,
  kalterSchlag,
  kalterSchlagFacts,
  penalty,
} from '../src/index';
import { modelPoints } from './model';

// kalterSchlagFacts is what `stich simulate` counts from, without building outcomes (the
// outcome is built on it). Here every fact is worked out again the plain way, from the
// cards of each trick and who won it.
describe('kalterSchlagFacts tells each deal as its tricks do', () => {
  test.each(['ten', 'five'] as const)(
    '20,000 random deals, rounding %s: penalty, losers, most points, Durchmarsch, Jungfrauen, doublings, points',
    (rounding) => {
      const rules = kalterSchlag.rules({ rounding });
      const rng = new Rng(`facts-${rounding}`);
      const s = rules.deal({ dealer: 0, rng });
      const facts = new Int32Array(FACT.points + 4);
      const seen = { durchmarsch: 0, jungfrau: 0, tie: 0, doubled: 0 };
      for (let d = 0; d < 20_000; d++) {
        rules.redeal(s, d % 4, rng);
        rules.playout(s, rng);
        kalterSchlagFacts(rules.ctx, s, facts);
        const points = [0, 0, 0, 0];
        const tricks = [0, 0, 0, 0];
        s.winners.forEach((seat, t) => {
          tricks[seat]++;
          for (const id of s.history.slice(4 * t, 4 * t + 4))
            points[seat] += modelPoints(rules.ctx.deck.codes[id]);
        });
        const most = Math.max(...points);
        const marcher = tricks.indexOf(8);
        const jungfrauen = tricks.filter((t) => t === 0).length;
        const doublings = s.doublers.length;
        const losers = marcher >= 0 ? 3 : points.filter((p) => p === most).length;
        const at = `deal ${d}`;
        expect(Array.from(facts.subarray(FACT.points)), at).toEqual(points);
        expect(facts[FACT.most], at).toBe(most);
        expect(facts[FACT.marcher], at).toBe(marcher);
        expect(facts[FACT.jungfrauen], at).toBe(jungfrauen);
        expect(facts[FACT.doublings], at).toBe(doublings);
        expect(facts[FACT.losers], at).toBe(losers);
        expect(facts[FACT.penalty], at).toBe(
          marcher >= 0
            ? durchmarschPenalty(doublings)
            : penalty(most, doublings, jungfrauen, rounding),
        );
        // And the outcome says the same.
        const o = rules.outcome(s)!;
        expect(o.penalties.filter((p) => p > 0).length, at).toBe(losers);
        if (marcher >= 0) seen.durchmarsch++;
        else if (jungfrauen > 0) seen.jungfrau++;
        if (losers > 1 && marcher < 0) seen.tie++;
        if (doublings > 0) seen.doubled++;
      }
      // The deals reached every kind of ending the facts tell apart.
      for (const [kind, count] of Object.entries(seen)) expect(count, kind).toBeGreaterThan(0);
    },
  );
});
