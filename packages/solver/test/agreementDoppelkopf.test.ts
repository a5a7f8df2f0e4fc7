import { Rng } from '@stich/core';
import { doppelkopf } from '@stich/doppelkopf';
import { describe, expect, test } from 'vitest';
import { expectAgreement } from './agreement';
import { type Case, doppelkopfLate, doppelkopfRules, reParty } from './positions';

// Doppelkopf's doubled pack under its own rules (48 cards, the Re party by the club
// queens): late positions of normal games played at random, the question `stich solve`
// asks (the Re party's card points) and others, checked against the naive minimax.

type Rules = typeof doppelkopfRules;

/** Positions with 8 to 16 cards left (from the ninth trick on, some of them mid-trick). */
function cases(rules: Rules, count: number, seed: string): Case[] {
  const rng = new Rng(seed);
  return Array.from({ length: count }, (_, i) => {
    const state = doppelkopfLate(rules, 100 + i, 8 + rng.below(9), rng);
    const re = reParty(rules, state);
    // The Re party's points (stich solve's question), then a lone seat, either way.
    const query =
      i % 3 === 0
        ? { side: re }
        : i % 3 === 1
          ? { side: [rng.below(4)], playsOut: true }
          : { side: re, objective: 'min' as const };
    return { state, query };
  });
}

describe('the solver on Doppelkopf', () => {
  test('late positions of normal games: the solver matches the naive minimax', () => {
    const rules = doppelkopfRules;
    const all = cases(rules, 24, 'doppelkopf-late');
    expect(expectAgreement(rules, all).positions).toBe(all.length);
  });

  test('with the second ♥10 beating the first', () => {
    const rules = doppelkopf.rules({ dullen: 'secondWins' });
    const all = cases(rules, 12, 'doppelkopf-dullen');
    expect(expectAgreement(rules, all).positions).toBe(all.length);
  });
});
