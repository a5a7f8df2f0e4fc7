import { type BaseAction, type GameState, Rng, type SeatView, unwrap } from '@stich/core';
import { askOutOfTurn } from '@stich/core/plugin';
import { kalterSchlag } from '@stich/kalter-schlag';
import { ramsch } from '@stich/ramsch';
import { schafkopf } from '@stich/schafkopf';
import { schafkopfBot } from '@stich/schafkopf/plugin';
import { skat } from '@stich/skat';
import { skatkopf } from '@stich/skatkopf';
import { describe, expect, test } from 'vitest';
import { type Bot, type PimcRules, playDeal, randomBot } from '../src/index';

/** Every position of `deals` seeded deals played by random legal actions of the seat to act. */
function* positions(rules: PimcRules, deals: number, seed: number): Generator<GameState> {
  const rng = new Rng(seed);
  for (let i = 0; i < deals; i++) {
    let s: GameState = rules.deal({ dealer: i % rules.ctx.seats, rng });
    while (!rules.isTerminal(s)) {
      yield s;
      const legal = rules.legalActions(s);
      s = unwrap(rules.applyAction(s, legal[rng.below(legal.length)]));
    }
  }
}

// The games as they are played today: no seat is offered anything out of turn, so every
// driver asks the seat to act only and every seeded game plays as before.
describe.each<[string, PimcRules, boolean]>([
  ['kalter-schlag', kalterSchlag.rules(), false],
  ['ramsch, schieben', ramsch.rules({ schieben: true }), false],
  ['skat', skat.rules(), true],
  ['skat with kontra, 4 seats', skat.rules({ kontra: true, seats: 4 }), true],
  ['skatkopf', skatkopf.rules(), false],
  ['schafkopf', schafkopf.rules(), false],
  ['schafkopf, klopfen, Ramsch', schafkopf.rules({ klopfen: true, allPassed: 'ramsch' }), false],
])('%s: nothing is offered out of turn', (_name, rules, claims) => {
  test('at any position of 60 random deals', () => {
    let legalOutOfTurn = 0;
    for (const s of positions(rules, 60, 7)) {
      for (let seat = 0; seat < rules.ctx.seats; seat++) {
        expect(rules.outOfTurn(s, seat)).toEqual([]);
        if (seat !== s.turn && rules.legalActions(s, seat).length > 0) legalOutOfTurn++;
      }
    }
    // Skat's claim and resignation are legal out of turn, declared not to be offered.
    if (claims) expect(legalOutOfTurn).toBeGreaterThan(100);
    else expect(legalOutOfTurn).toBe(0);
  });
});

describe('askOutOfTurn and playDeal with Kontra in trick 1 (Schafkopf, stossUntil firstTrick)', () => {
  const rules: PimcRules = schafkopf.rules({ stossUntil: 'firstTrick' });
  type A = BaseAction;

  /** The first position of a seeded random deal with a Kontra said in trick 1. */
  function afterKontra(): GameState {
    for (const s of positions(rules, 200, 3)) {
      if (s.winners.length === 0 && s.doublers.length === 1 && rules.inTrickPlay(s)) {
        if ([0, 1, 2, 3].some((seat) => rules.outOfTurn(s, seat).length > 0)) return s;
      }
    }
    throw new Error('no Kontra in trick 1');
  }

  test('offers the Re to the playing side only, and a bot may decline or answer', () => {
    const s = afterKontra();
    const offered = [0, 1, 2, 3].filter((seat) => rules.outOfTurn(s, seat).length > 0);
    const sides = rules.ctx.sides!.of(s);
    expect(offered.length).toBeGreaterThan(0);
    for (const seat of offered) {
      expect(sides[seat]).toBe(0);
      expect(rules.outOfTurn(s, seat)).toEqual([{ type: 'double', seat }]);
    }
    const seat = offered[0];
    const rng = new Rng(1);
    const first: Bot<A> = { name: 'first', choose: (v) => v.legalActions[0] };
    expect(askOutOfTurn(rules, s, seat, first, rng)).toBeNull();
    const seen: SeatView<A>[] = [];
    const yes: Bot<A> = {
      ...first,
      chooseOutOfTurn: (v) => {
        seen.push(v);
        return v.legalActions[0];
      },
    };
    expect(askOutOfTurn(rules, s, seat, yes, rng)).toEqual({ type: 'double', seat });
    expect(seen[0].legalActions).toEqual([{ type: 'double', seat }]);
    expect(seen[0].hand).toEqual(rules.view(s, seat).hand);
    // A seat with nothing offered: the bot is not asked.
    const other = [0, 1, 2, 3].find((t) => !offered.includes(t))!;
    expect(askOutOfTurn(rules, s, other, yes, rng)).toBeNull();
    expect(seen).toHaveLength(1);
    const rogue: Bot<A> = { ...first, chooseOutOfTurn: () => ({ type: 'pass', seat }) };
    expect(() => askOutOfTurn(rules, s, seat, rogue, rng)).toThrow(/not offered/);
  });

  test('playDeal asks the offered seats before the seat to act; an answer is taken at once', () => {
    // At every seat: the rules bot's game, then Kontra in trick 1 whenever it may, and Re
    // out of turn whenever offered.
    const base: Bot<A> = schafkopfBot(schafkopf.rules({ stossUntil: 'firstTrick' }));
    const eager: Bot<A> = {
      name: 'eager',
      choose: (v, rng) =>
        (v.phase === 'play' ? v.legalActions.find((a) => a.type === 'double') : undefined) ??
        base.choose(v, rng),
      chooseOutOfTurn: (v) => v.legalActions[0],
    };
    let answered = 0;
    for (let seed = 0; seed < 40; seed++) {
      const start = rules.deal({ dealer: seed % 4, seed });
      const log: { action: A; before: GameState }[] = [];
      const end = playDeal(rules, start, [eager, eager, eager, eager], new Rng(seed), (a, b) =>
        log.push({ action: a, before: b }),
      );
      expect(rules.isTerminal(end)).toBe(true);
      log.forEach(({ action, before }, i) => {
        const offered = [1, 2, 3, 4]
          .map((k) => (log[i - 1]?.action.seat ?? before.turn) + k)
          .map((t) => t % 4)
          .filter((t) => t !== before.turn && rules.outOfTurn(before, t).length > 0);
        // Nobody declines: the seat to act acts only when no other seat is offered anything,
        // and out of turn the first seat after the last actor that is offered something.
        if (action.seat === before.turn) expect(offered).toEqual([]);
        else {
          answered++;
          expect(action.seat).toBe(offered[0]);
          expect(rules.outOfTurn(before, action.seat)).toContainEqual(action);
        }
      });
      // Whenever Re was offered, the eager bot said it before the next card.
      const steps = (end.x as { doublingRound: { inPlaySteps?: number[] } }).doublingRound;
      if (end.doublers.length === 2 && steps.inPlaySteps?.length === 2)
        expect(steps.inPlaySteps[1]).toBe(steps.inPlaySteps[0]);
    }
    expect(answered).toBeGreaterThan(10);
  });

  test('the random bot answers out of turn at random, or declines', () => {
    const s = afterKontra();
    const seat = [0, 1, 2, 3].find((t) => rules.outOfTurn(s, t).length > 0)!;
    const answers = new Set<string>();
    const rng = new Rng(5);
    for (let i = 0; i < 40; i++)
      answers.add(JSON.stringify(askOutOfTurn(rules, s, seat, randomBot, rng)));
    expect([...answers].sort()).toEqual(['null', JSON.stringify({ type: 'double', seat })].sort());
  });
});
