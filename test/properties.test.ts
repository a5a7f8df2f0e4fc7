// Property tests (issue 14, point 9; STYLE.md habit 12): invariants that the conformance
// suite's random playouts only sample, driven by fast-check with a fixed seed and bounded
// runs, for all four games. Each run is one seeded deal whose every choice fast-check draws.
import {
  type BaseAction,
  createGame,
  type GameState,
  replayDeal,
  restoreGame,
  type Variant,
} from '@stich/core';
import type { Rules } from '@stich/core/kernel';
import { cardPartition, checkHiddenSwaps, conformancePlan } from '@stich/core/testing';
import { doppelkopf } from '@stich/doppelkopf';
import { kalterSchlag } from '@stich/kalter-schlag';
import { ramsch } from '@stich/ramsch';
import { schafkopf } from '@stich/schafkopf';
import { skat } from '@stich/skat';
import { skatkopf } from '@stich/skatkopf';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';

const GAMES = [kalterSchlag, ramsch, schafkopf, skat, skatkopf, doppelkopf] as unknown as Variant[];
const SEED = 14;
/** A deal: its shuffle seed, dealer, and the index of the legal action taken at each step. */
const deal = fc.record({
  seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
  dealer: fc.nat({ max: 3 }),
  choices: fc.array(fc.nat(), { minLength: 80, maxLength: 80 }),
});
type Deal = { seed: number; dealer: number; choices: number[] };

/** Plays `d` through the facade, calling `each` before every action and at the end. */
function play(
  variant: Variant,
  d: Deal,
  each: (game: ReturnType<typeof createGame>, step: number) => void,
) {
  const seats = variant.rules().ctx.seats;
  const game = createGame(variant, { seed: d.seed, dealer: d.dealer % seats });
  for (let step = 0; ; step++) {
    each(game, step);
    if (game.isOver()) break;
    const legal = game.legalActions();
    const r = game.apply(legal[d.choices[step % d.choices.length] % legal.length]);
    expect(r.ok).toBe(true);
  }
  game.actor.stop();
}

/** Every action a seat might try now: each seat's legal ones re-seated, a play of every card, every type bare. */
function candidates(rules: Rules<unknown, unknown, unknown, BaseAction>, s: GameState<unknown>) {
  const out = new Map<string, BaseAction>();
  const add = (a: BaseAction) => out.set(JSON.stringify(a), a);
  for (let seat = 0; seat < s.seats; seat++) {
    for (let other = 0; other < s.seats; other++)
      for (const a of rules.legalActions(s, other)) add({ ...a, seat });
    for (const card of new Set(rules.ctx.deck.codes))
      add({ type: 'play', seat, card } as BaseAction);
    for (const phase of rules.phases) for (const type of phase.actionTypes) add({ type, seat });
  }
  return [...out.values()];
}

const runs = (numRuns: number) => ({ seed: SEED, numRuns });

describe.each(GAMES.map((v) => [v.id, v] as const))('%s properties', (_id, variant) => {
  test('cards are conserved at every step', () => {
    fc.assert(
      fc.property(deal, (d) => {
        play(variant, d, (game) => {
          expect(cardPartition(game.rules.ctx, game.state())).toBeNull();
        });
      }),
      runs(40),
    );
  });

  test('snapshot and record round-trip at every step, byte for byte', () => {
    fc.assert(
      fc.property(deal, (d) => {
        play(variant, d, (game, step) => {
          if (step % 3 !== 0 && !game.isOver()) return;
          const state = JSON.stringify(game.state());
          const restored = restoreGame(variant, JSON.parse(JSON.stringify(game.snapshot())));
          expect(restored.ok && JSON.stringify(restored.value.state())).toBe(state);
          if (restored.ok) restored.value.actor.stop();
          const replay = replayDeal(variant, JSON.parse(JSON.stringify(game.record())), {
            partial: true,
          });
          expect(replay.ok && JSON.stringify(replay.value.state)).toBe(state);
        });
      }),
      runs(10),
    );
  });

  test('the legal actions are exactly the actions the rules accept', () => {
    fc.assert(
      fc.property(deal, (d) => {
        play(variant, d, (game, step) => {
          if (step % 2 !== 0) return;
          const rules = game.rules as Rules<unknown, unknown, unknown, BaseAction>;
          const s = game.state() as GameState<unknown>;
          const codes = (actions: BaseAction[]) => {
            const out = new Set<string>();
            for (const a of actions) {
              const r = rules.check(s, a);
              if (r.ok) out.add(`${a.seat}:${r.value}`);
            }
            return out;
          };
          const legal: BaseAction[] = [];
          for (let seat = 0; seat < s.seats; seat++) legal.push(...rules.legalActions(s, seat));
          // Every legal action is accepted, and what is accepted is a legal action.
          expect(codes(legal).size).toBe(legal.length);
          expect([...codes(candidates(rules, s))].sort()).toEqual([...codes(legal)].sort());
        });
      }),
      runs(8),
    );
  });

  test('a seat learns nothing from swaps of cards it has not seen', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
        checkHiddenSwaps(variant, conformancePlan({ swapDeals: 1, seed }));
      }),
      runs(6),
    );
  });
});
