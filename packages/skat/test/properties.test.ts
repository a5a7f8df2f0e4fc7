import { doublingFactor, Rng, unwrap } from '@stich/core';
import { describe, expect, test } from 'vitest';
import { type SkatOptions, skat } from '../src/index';
import { randomAction } from './script';

// Invariants over seeded random deals (random legal actions, claims and resignations
// included, passing half the time in the bidding), under the options that change scoring
// or the flow.

const OPTION_SETS: Partial<SkatOptions>[] = [
  {},
  { seats: 4 },
  { kontra: true },
  { passOut: 'ramsch' },
  { passOut: 'forehand' },
  { oldHandRule: true },
  { tournament: true, kontra: true, seats: 4 },
];

describe.each(OPTION_SETS)('random deals under %j', (options) => {
  test('scores follow from the game value, the doublings and the rules', () => {
    const rules = skat.rules(options);
    const kinds = new Set<string>();
    for (let i = 0; i < 400; i++) {
      const rng = new Rng(`properties ${JSON.stringify(options)} ${i}`);
      let s = rules.deal({ dealer: i % rules.ctx.seats, rng });
      let steps = 0;
      while (!rules.isTerminal(s)) {
        expect(rules.legalActions(s).length).toBeGreaterThan(0);
        s = unwrap(rules.applyAction(s, randomAction(rules, s, rng)));
        expect(++steps).toBeLessThan(200);
      }
      const o = rules.outcome(s)!;
      kinds.add(o.kind);
      if (o.kind !== 'game') {
        expect(o.kind).toBe(options.passOut === 'ramsch' ? 'ramsch' : 'passed');
        if (o.kind === 'passed') expect(o.scores.every((x) => x === 0)).toBe(true);
        else expect(o.ramsch?.points.reduce((a, b) => a + b, 0)).toBe(120);
        continue;
      }
      const c = o.contract!;
      // A won game and an overbid game are both worth at least the bid (text, "Overbid hands").
      expect(o.gameValue).toBeGreaterThanOrEqual(Math.max(o.bid, 18));
      if (o.won) expect(o.overbid).toBe(false);
      const loss = options.oldHandRule && c.hand ? -1 : -2;
      expect(o.value).toBe((o.won ? 1 : loss) * o.gameValue * doublingFactor(o.kontra));
      if (!options.kontra) expect(o.kontra).toBe(0);
      if (!options.tournament)
        expect(o.scores).toEqual(o.scores.map((_, seat) => (seat === o.declarer ? o.value : 0)));
      // Play that stopped on its own: null at the declarer's trick, schwarz at the defenders'.
      if (o.early === null && s.winners.length < 10) {
        const last = s.winners.at(-1);
        if (c.game === 'N') expect(last).toBe(o.declarer);
        else expect([c.schwarz, last === o.declarer]).toEqual([true, false]);
        expect(o.won).toBe(false);
      }
      // Every card point is somewhere: the declarer's (skat included) and the defenders'.
      if (o.early === null && s.winners.length === 10 && c.game !== 'N') {
        const defenders = s.won.reduce(
          (sum, _, k) =>
            k % 2 === 0 && k / 2 !== o.declarer
              ? sum + rules.ctx.deck.pointsOf(s.won[k], s.won[k + 1])
              : sum,
          0,
        );
        expect(o.declarerPoints + defenders).toBe(120);
      }
    }
    expect(kinds.has('game')).toBe(true);
    if (options.passOut !== 'forehand') expect(kinds.size).toBe(2); // pass-outs happened too
  });
});
