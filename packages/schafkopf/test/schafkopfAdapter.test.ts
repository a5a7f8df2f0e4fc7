import { seatKnowledge } from '@stich/bots';
import type { GameState } from '@stich/core';
import { seatsOf } from '@stich/core/kernel';
import type { SampledDeal, SeatKnowledge } from '@stich/core/plugin';
import { describe, expect, test } from 'vitest';
import { locationsOf, positions } from '../../bots/test/pimcPositions';
import { type SchafkopfState, type SchafkopfVariantOptions, schafkopf } from '../src/index';
import { schafkopfAdapter, schafkopfBot } from '../src/plugin';

/** The deal as it truly lies, in the seat's knowledge: what each seat holds now. */
function trueDeal(k: SeatKnowledge, truth: readonly number[]): SampledDeal {
  const hands = k.known
    .slice(0, k.skat)
    .map((cards, seat) => [...cards, ...k.unseen.filter((id) => truth[id] === seat)]);
  return { hands, skat: [] };
}

const play = (s: GameState) => [
  s.phase,
  s.trump,
  s.turn,
  s.leader,
  s.winners,
  s.tricks,
  s.doublers,
];

// Card decisions from seeded deals: the rules bots at every seat (Sauspiele, solos, Kontra
// and Re as they say them), and random actions (any game, any Kontra).
describe.each<[string, Partial<SchafkopfVariantOptions>, boolean]>([
  ['rules bots', {}, true],
  [
    'rules bots, Ramsch when all pass, four steps of Kontra',
    { allPassed: 'ramsch', stossMax: 4 },
    true,
  ],
  ['random actions, every optional game', { bettel: true, geier: true, farbwenz: true }, false],
])('the sampling adapter, %s', (_name, options, rulesBots) => {
  const rules = schafkopf.rules(options);
  const cases = positions(rules, 150, 21, rulesBots ? schafkopfBot(rules) : undefined);

  test('restrict never rules out where a card truly lies', () => {
    let narrowed = 0;
    for (const p of cases) {
      const k = seatKnowledge(rules, p.view);
      const before = k.allowed.slice();
      schafkopfAdapter.restrict!(rules, p.view, k);
      const truth = locationsOf(rules, p.state);
      k.unseen.forEach((id, i) => {
        expect((k.allowed[i] >> truth[id]) & 1).toBe(1);
        if (k.allowed[i] !== before[i]) narrowed++;
      });
    }
    // The called ace is often placed more narrowly than by voids alone.
    if (rulesBots) expect(narrowed).toBeGreaterThan(50);
  });

  test('the true deal rebuilds the true trick play, and the goal names the true sides', () => {
    let rebuilt = 0;
    for (const p of cases) {
      if (!schafkopfAdapter.applies!(rules, p.view)) continue;
      const k = seatKnowledge(rules, p.view);
      schafkopfAdapter.restrict!(rules, p.view, k);
      const s = schafkopfAdapter.rebuild(
        rules,
        p.view,
        k,
        trueDeal(k, locationsOf(rules, p.state)),
      );
      expect(s).toBeDefined();
      if (s === undefined) continue;
      rebuilt++;
      expect(s.hands).toEqual(p.state.hands);
      expect(s.history).toEqual(p.state.history);
      expect(play(s)).toEqual(play(p.state));
      const view = rules.view(s as GameState<SchafkopfState>, p.seat);
      expect(view.legalActions).toEqual(p.view.legalActions);
      const goal = schafkopfAdapter.goal(rules, p.view, s);
      if (goal.kind === 'reach')
        expect(goal.query.side).toEqual(seatsOf(rules.ctx.sides!.of(p.state), 0));
      else expect(goal.query.side).toEqual([p.seat]);
    }
    expect(rebuilt).toBeGreaterThan(cases.length / 3);
  });
});
