import { type BaseAction, Rng } from '@stich/core';
import type { Rules } from '@stich/core/kernel';
import { expect } from 'vitest';
import type { Bot } from '../src/index';

/** Plays seeded deals with `bot` at every seat, checking each choice against the seat's legal actions; counts choices by action type. */
export function checkLegal<O, X, R, A extends BaseAction>(
  game: Rules<O, X, R, A>,
  bot: Bot<A>,
  deals: number,
  seed: number,
): Record<string, number> {
  const rng = new Rng(seed);
  const counts: Record<string, number> = {};
  for (let i = 0; i < deals; i++) {
    let s = game.deal({ dealer: i % game.ctx.seats, rng });
    while (!game.isTerminal(s)) {
      const view = game.view(s, game.toAct(s));
      const action = bot.choose(view, rng);
      expect(view.legalActions).toContainEqual(action);
      const next = game.applyAction(s, action);
      expect(next.ok).toBe(true);
      if (!next.ok) break;
      s = next.value;
      counts[action.type] = (counts[action.type] ?? 0) + 1;
    }
  }
  return counts;
}
