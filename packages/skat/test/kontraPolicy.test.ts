import { gameStrength, handBits, nullRisk, playDeal, TRUMP_GAMES } from '@stich/bots';
import { Rng, SKAT_DECK } from '@stich/core';
import { skat } from '@stich/skat';
import { KONTRA_POLICIES, kontraThresholds, skatBot } from '@stich/skat/plugin';
import { describe, expect, test } from 'vitest';

describe('hands as bit sets weigh as hands of codes do', () => {
  // A code no suit starts with is ignored by the weighing but makes handBits give up,
  // so the padded hand takes the card-by-card path: both paths must agree exactly.
  const rng = new Rng(7);
  const codes = [...new Set(SKAT_DECK.codes)];
  const hands = Array.from({ length: 400 }, () => {
    const pool = [...codes];
    return Array.from(
      { length: 10 + (rng.below(2) << 1) },
      () => pool.splice(rng.below(pool.length), 1)[0],
    );
  });
  test('gameStrength in every trump game', () => {
    for (const hand of hands) {
      expect(handBits(hand)).toBeDefined();
      expect(handBits([...hand, 'ZZ'])).toBeUndefined();
      for (const game of TRUMP_GAMES)
        expect(gameStrength(hand, game)).toBe(gameStrength([...hand, 'ZZ'], game));
    }
  });
  test('nullRisk, with and without cards out of the game', () => {
    for (const hand of hands) {
      const played = codes.filter((c) => !hand.includes(c)).slice(0, rng.below(8));
      expect(nullRisk(hand)).toBe(nullRisk([...hand, 'ZZ']));
      expect(nullRisk(hand, played)).toBe(nullRisk([...hand, 'ZZ'], played));
    }
  });
});

describe('Kontra policy of the rules bot', () => {
  test('named levels and numbers; bad ones are refused by name', () => {
    expect(kontraThresholds()).toEqual(KONTRA_POLICIES.default);
    expect(kontraThresholds(3.5)).toEqual({ kontra: 3.5, re: 2.5 });
    expect(() => kontraThresholds('wild')).toThrow(/bot option 'kontra'.*"wild"/);
    const rules = skat.rules({ kontra: true });
    expect(() => skatBot(rules, { kontra: 'wild' as never })).toThrow(RangeError);
    expect(() => skatBot(rules, { kontre: 'eager' } as never)).toThrow(
      /unknown bot option 'kontre'/,
    );
  });

  /** Per policy: deals where a defender said kontra, over the same seeded deals. */
  function kontras(policy: unknown, deals = 150) {
    const rules = skat.rules({ kontra: true });
    const bots = [0, 1, 2].map(() =>
      skatBot(rules, policy === undefined ? undefined : { kontra: policy as never }),
    );
    const deal = new Rng(3);
    const play = new Rng(4);
    let said = 0;
    const moves: string[] = [];
    for (let d = 0; d < deals; d++) {
      const end = playDeal(rules, rules.deal({ dealer: d % 3, rng: deal }), bots, play, (a) => {
        if (a.type === 'double') said++;
        moves.push(JSON.stringify(a));
      });
      expect(rules.isTerminal(end)).toBe(true);
    }
    return { said, moves };
  }

  test('never doubles nothing, eager doubles more than the default; default is no option', () => {
    const none = kontras(undefined);
    const byDefault = kontras('default');
    expect(byDefault.moves).toEqual(none.moves);
    expect(kontras('never').said).toBe(0);
    expect(kontras('eager').said).toBeGreaterThan(byDefault.said);
    expect(kontras(1).said).toBeGreaterThan(kontras('eager').said);
  });
});
