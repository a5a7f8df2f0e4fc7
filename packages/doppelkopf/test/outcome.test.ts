import { Rng } from '@stich/core';
import { describe, expect, it } from 'vitest';
import { type DokoTrick, type DoppelkopfOptions, doppelkopf, scoreDoppelkopf } from '../src/index';

// The engine scores a deal from its state through accessors (outcome.ts), without building
// trick objects; the pure scoring takes a list of tricks (score.ts). Both must agree on
// every deal: random deals under options that change the scoring, with random announcements.

describe('the engine scores as the pure scoring does', () => {
  const sets: Partial<DoppelkopfOptions>[] = [
    {},
    { deck: '40', karlchenGefangen: true, fuchsLetzterStich: true },
    { reKontraDoubles: true, gegenDieAlten: false },
  ];
  for (const options of sets) {
    it(`on 300 random deals (${JSON.stringify(options)})`, () => {
      const rules = doppelkopf.rules(options);
      const rng = new Rng(17);
      for (let d = 0; d < 300; d++) {
        const s = rules.deal({ dealer: d % 4, rng });
        rules.playout(s, rng);
        const outcome = rules.outcome(s)!;
        const view = rules.view(s, 0);
        const tricks: DokoTrick[] = view.tricks.map((t) => ({
          cards: t.cards.map(({ seat, card }) => ({ seat, card })),
          winner: t.winner!,
        }));
        const expected = scoreDoppelkopf({
          re: outcome.re,
          kontra: outcome.kontra,
          solo: outcome.re.length === 1,
          tricks,
          announced: outcome.announced,
          options: {
            gegenDieAlten: rules.options.gegenDieAlten,
            karlchenGefangen: rules.options.karlchenGefangen,
            fuchsLetzterStich: rules.options.fuchsLetzterStich,
            reKontraDoubles: rules.options.reKontraDoubles,
          },
        });
        expect(outcome.score).toEqual(expected);
      }
    });
  }
});
