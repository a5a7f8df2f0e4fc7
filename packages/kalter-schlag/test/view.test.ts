import { type CoreAction, Rng, unwrap } from '@stich/core';
import { describe, expect, test } from 'vitest';
import { type KsState, rules } from './helpers';
import { followSuit } from './model';

const CARD = /\b[CSHD][ATKQJ987]\b/g;

interface Game {
  hands: string[][];
  dealer: number;
  actions: CoreAction[];
  /** The state after each prefix of `actions` (index 0: the deal). */
  states: KsState[];
}

/** A random deal played to the end with random legal actions (doublings included). */
function randomGame(n: number): Game {
  const rng = new Rng(`view/${n}`);
  const dealer = n % 4;
  let s = rules.deal({ dealer, rng });
  const hands = [0, 1, 2, 3].map((seat) => rules.view(s, seat).hand);
  const actions: CoreAction[] = [];
  const states = [s];
  while (!rules.isTerminal(s)) {
    const legal = rules.legalActions(s);
    const action = legal[rng.below(legal.length)];
    actions.push(action);
    s = unwrap(rules.applyAction(s, action));
    states.push(s);
  }
  return { hands, dealer, actions, states };
}

const played = (s: KsState): Set<string> =>
  new Set(
    rules
      .view(s, 0)
      .tricks.flatMap((t) => t.cards.map((c) => c.card))
      .concat(rules.view(s, 0).trick.map((c) => c.card)),
  );

describe("hidden information: a view shows only the seat's own hand and played cards", () => {
  test('no unplayed card of another seat appears anywhere in a view (100 deals, every step)', () => {
    for (let n = 0; n < 100; n++) {
      const game = randomGame(n);
      for (const s of game.states) {
        const open = played(s);
        for (let seat = 0; seat < 4; seat++) {
          const view = rules.view(s, seat);
          const own = new Set(view.hand);
          const seen = JSON.stringify(view).match(CARD) ?? [];
          for (const card of seen) expect(own.has(card) || open.has(card)).toBe(true);
          expect(view.openHands).toEqual([null, null, null, null]);
          expect(view.skat === null || view.skat.length === 0).toBe(true);
          expect(view.handSizes.reduce((a, b) => a + b, 0) + open.size).toBe(32);
          expect(view.seat).toBe(seat);
        }
      }
    }
  });

  test("swapping two other seats' unplayed cards of one suit leaves the view unchanged", () => {
    let checked = 0;
    for (let n = 0; n < 120; n++) {
      const game = randomGame(n);
      const rng = new Rng(`swap/${n}`);
      for (let step = 0; step < game.states.length; step += 3) {
        const s = game.states[step];
        const viewer = rng.below(4);
        const others = [1, 2, 3].map((d) => (viewer + d) % 4);
        const j = others[rng.below(3)];
        const k = others.filter((o) => o !== j)[rng.below(2)];
        const left = (seat: number) => rules.view(s, seat).hand; // the kernel's own record, for the test
        const pairs = left(j).flatMap((a) =>
          left(k)
            .filter((b) => followSuit(a) === followSuit(b))
            .map((b) => [a, b] as const),
        );
        if (pairs.length === 0) continue;
        const [a, b] = pairs[rng.below(pairs.length)];
        const hands = game.hands.map((h) => h.map((c) => (c === a ? b : c === b ? a : c)));
        let t = unwrap(rules.fromDeal({ dealer: game.dealer, hands }));
        for (const action of game.actions.slice(0, step)) t = unwrap(rules.applyAction(t, action));
        expect(rules.view(t, viewer)).toEqual(rules.view(s, viewer));
        expect(rules.view(t, j)).not.toEqual(rules.view(s, j));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(500);
  });

  test('a view records the doublings by name and seat, visible to every seat', () => {
    for (let n = 0; n < 50; n++) {
      const game = randomGame(n);
      const last = game.states.at(-1)!;
      const doublers = game.actions.filter((a) => a.type === 'double').map((a) => a.seat);
      const names = ['kontra', 're', 'bock', 'hirsch'];
      for (let seat = 0; seat < 4; seat++) {
        expect(rules.view(last, seat).doublings).toEqual(
          doublers.map((who, i) => ({ seat: who, name: names[i] })),
        );
        expect(rules.view(last, seat).terminal).toBe(true);
        expect(rules.view(last, seat).turn).toBeNull();
      }
      expect(rules.outcome(last)!.doublers).toEqual(doublers);
    }
  });
});
