import { Rng } from '@stich/core';
import { describe, expect, test } from 'vitest';
import type { RamschOptions } from '../src/index';
import { type RamschRules, rulesFor, type State } from './script';

// Hidden information (NOTES 123-127, core's view rules): a seat sees its own hand, the
// cards played, and the skat only once the deal is over. In Schieberamsch the skat is
// seen only by taking it up, and then its cards are in that seat's hand; the skat laid
// back stays hidden from everyone, the discarder included, until the end.
// Checked at every step of random deals, for every seat.

const DEALS = 150; // per option set; about 35 steps x 3 seats each
const CARD = /\b[CSHD][AKQJT987]\b/g;

const codesOf = (rules: RamschRules, lo: number, hi: number): string[] => {
  const out: string[] = [];
  for (let id = 0; id < rules.ctx.deck.size; id++) {
    const word = id < 32 ? lo : hi;
    if ((word >>> (id & 31)) & 1) out.push(rules.ctx.deck.codes[id]);
  }
  return out.sort();
};
const handOf = (rules: RamschRules, s: State, seat: number) =>
  codesOf(rules, s.hands[2 * seat], s.hands[2 * seat + 1]);
const skatOf = (rules: RamschRules, s: State) => codesOf(rules, s.skat[0], s.skat[1]);

function checkViews(rules: RamschRules, s: State, prev: State | null) {
  const done = rules.isTerminal(s);
  const played = s.history.map((id) => rules.ctx.deck.codes[id]);
  for (const seat of [0, 1, 2]) {
    const view = rules.view(s, seat);
    const own = handOf(rules, s, seat);
    expect([...view.hand].sort()).toEqual(own);
    expect(view.openHands).toEqual([null, null, null]);
    expect(view.skat === null ? null : [...view.skat].sort()).toEqual(
      done ? skatOf(rules, s) : null,
    );
    const allowed = new Set([...own, ...played, ...(done ? skatOf(rules, s) : [])]);
    const leaked = (JSON.stringify(view).match(CARD) ?? []).filter((card) => !allowed.has(card));
    if (leaked.length > 0) expect.fail(`seat ${seat} sees ${leaked} in phase ${s.phase}`);
  }
  // Just taken up: the skat's cards are now in the taker's hand (12 cards).
  if (prev !== null && s.x.skatPass.holding && !prev.x.skatPass.holding) {
    const taker = s.turn;
    const hand = rules.view(s, taker).hand;
    expect(hand).toHaveLength(12);
    for (const card of skatOf(rules, prev)) expect(hand).toContain(card);
    expect(rules.view(s, taker).skatSize).toBe(0);
  }
}

describe('views never show hidden cards', () => {
  test.each<[string, Partial<RamschOptions>]>([
    ['Ramsch', {}],
    ['Schieberamsch', { schieben: true }],
    ['Schieberamsch, jacks may be pushed', { schieben: true, jacksMayBePushed: true }],
  ])('%s: every step of random deals, every seat', (_name, options) => {
    const rules = rulesFor(options);
    const rng = new Rng(`views:${JSON.stringify(options)}`);
    let pushes = 0;
    let pickups = 0;
    for (let d = 0; d < DEALS; d++) {
      let s = rules.deal({ dealer: d % 3, rng });
      let prev: State | null = null;
      checkViews(rules, s, prev);
      while (!rules.isTerminal(s)) {
        const acts = rules.legalActions(s);
        const r = rules.applyAction(s, acts[rng.below(acts.length)]);
        if (!r.ok) throw new Error(JSON.stringify(r.error));
        prev = s;
        s = r.value;
        checkViews(rules, s, prev);
      }
      pushes += s.x.skatPass.pushedBy.length;
      pickups += s.x.skatPass.pickedBy.length;
    }
    // Both branches of the passing were taken many times.
    if (options.schieben) expect(Math.min(pushes, pickups)).toBeGreaterThan(DEALS / 2);
  });
});
