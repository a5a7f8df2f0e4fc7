import { Rng } from '@stich/core';
import { describe, expect, it } from 'vitest';
import { schafkopf } from '../src/index';

// The trick phase keeps the called ace's duties (4.2-4.4) in its fused playout. Every
// Sauspiel played out that way must be the very game that `randomCode` + `applyCode`
// play, which check each card against the duties one by one (core's restrictCalledCard).
const HOUSE_RULES = [
  {},
  { davonlaufenCount: 'dealt' as const },
  { calledAceDiscard: 'free' as const, callerKeepsCalledSuit: true },
];

describe.each(HOUSE_RULES)('a Sauspiel played out fused, under %o', (options) => {
  it('is the game the step-by-step path plays, 400 deals', () => {
    const rules = schafkopf.rules(options);
    const codes = new Int32Array(512);
    let played = 0;
    for (let seed = 0; played < 400; seed++) {
      const s = rules.deal({ dealer: seed & 3, seed });
      // Forehand wants to play, the others pass; forehand calls the first ace it may.
      let sauspiel = -1;
      for (;;) {
        const n = rules.legalCodes(s, codes);
        const actions = Array.from(codes.subarray(0, n), (code) => ({
          code,
          action: rules.decode(s, code),
        }));
        const claim = actions.find((a) => a.action.type === 'claimGame');
        const call = actions.find(
          (a) => a.action.type === 'declare' && 'game' in a.action && a.action.game === 'sauspiel',
        );
        const pass = actions.find((a) => a.action.type === 'pass');
        if (s.phase !== 'announce' || actions.some((a) => a.action.type === 'declare')) {
          sauspiel = call?.code ?? -1;
          break;
        }
        const first = s.x.callRound.asked === 0;
        rules.applyCode(s, (first ? claim : pass)?.code ?? actions[0].code);
      }
      if (sauspiel < 0) continue;
      rules.applyCode(s, sauspiel);
      const stepped = rules.clone(s);
      const fused = rules.clone(s);
      const rngA = new Rng(seed);
      const rngB = new Rng(seed);
      rules.playout(fused, rngA);
      while (!rules.isTerminal(stepped)) rules.applyCode(stepped, rules.randomCode(stepped, rngB));
      expect(fused.history, `seed ${seed}`).toEqual(stepped.history);
      expect(rngA.below(1 << 30), `seed ${seed}`).toBe(rngB.below(1 << 30));
      played++;
    }
  });
});
