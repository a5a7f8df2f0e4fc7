import { Rng, unwrap } from '@stich/core';
import { describe, expect, test } from 'vitest';
import { type SkatkopfAction, skatkopf } from '../src/index';
import { skatkopfBot } from '../src/plugin';

// Skatkopf declares its view extra fresh (`viewExtraFresh`): views hand it out without a
// copy, so every object in it must be made anew, never a part of the state or a constant.
describe('the view extra is made afresh', () => {
  const rules = skatkopf.rules();
  const bot = skatkopfBot<SkatkopfAction>(rules);

  test('changing every object of a view extra changes neither the state nor the next view', () => {
    const rng = new Rng(8);
    let checked = 0;
    for (let d = 0; d < 20; d++) {
      let s = rules.deal({ dealer: d % 4, rng });
      while (!rules.isTerminal(s)) {
        for (let seat = 0; seat < 4; seat++) {
          const before = JSON.stringify(s);
          const extra = rules.view(s, seat).extra;
          const again = JSON.stringify(rules.view(s, seat).extra);
          // Scribble over every array and object in it.
          for (const value of Object.values(extra))
            if (typeof value === 'object' && value !== null)
              for (const key of Object.keys(value)) (value as Record<string, unknown>)[key] = 'x';
          expect(JSON.stringify(s)).toBe(before);
          expect(JSON.stringify(rules.view(s, seat).extra)).toBe(again);
          checked++;
        }
        s = unwrap(rules.applyAction(s, bot.choose(rules.view(s, s.turn), rng)));
      }
    }
    expect(checked).toBeGreaterThan(500);
  });
});
