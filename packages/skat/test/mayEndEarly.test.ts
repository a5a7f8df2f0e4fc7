import { Rng } from '@stich/core';
import { expect, test } from 'vitest';
import { skat } from '../src/index';

// The play phase's `mayEndEarly` promise (core's Phase): where it says `false`, card
// plays alone always reach the last trick; every game that did end early by a card play
// (null lost, schwarz announced and a trick lost) was announced by `true`. Random deals,
// contracts and card plays (claims and resignations aside: they are not card plays).

const rules = skat.rules();
const play = rules.phases.find((p) => p.id === 'play')!;

test('a deal that may not end early plays to the last trick, and every early end was announced', () => {
  const seen = { mayNot: 0, may: 0, endedEarly: 0 };
  for (let seed = 0; seed < 400; seed++) {
    const rng = new Rng(`mayEndEarly/${seed}`);
    const s = rules.deal({ dealer: seed % 3, rng });
    while (!rules.isTerminal(s) && s.phase !== 'play') rules.applyCode(s, rules.randomCode(s, rng));
    if (s.phase !== 'play' || s.x.contract === null) continue;
    const may = play.mayEndEarly!(rules.ctx, s);
    if (may) seen.may++;
    else seen.mayNot++;
    while (s.phase === 'play') {
      let code = rules.randomCode(s, rng);
      while (code >= 64) code = rules.randomCode(s, rng);
      rules.applyCode(s, code);
      // The promise holds at every position on the way.
      if (s.phase === 'play') expect(play.mayEndEarly!(rules.ctx, s)).toBe(may);
    }
    if (s.winners.length < rules.ctx.tricksPerDeal) {
      seen.endedEarly++;
      expect(may, `seed ${seed}: ended after ${s.winners.length} tricks`).toBe(true);
    }
  }
  // The sample holds both kinds of contract and some early ends.
  expect(seen.mayNot).toBeGreaterThan(50);
  expect(seen.may).toBeGreaterThan(5);
  expect(seen.endedEarly).toBeGreaterThan(5);
});
