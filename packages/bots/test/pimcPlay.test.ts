import { type BaseAction, type GameState, Rng, type SeatView, unwrap } from '@stich/core';
import { skat } from '@stich/skat';
import { describe, expect, test } from 'vitest';
import { type Bot, type PimcAdapter, type PimcRules, seatKnowledge } from '../src/index';
import { PIMC_ADAPTERS, pimcBot } from './pimcAdapters';
import { countDeals, optimalCards, pinnedAdapter } from './pimcOptimal';
import { PIMC_TABLES, positions } from './pimcPositions';

/** Plays a seeded deal with `bots`, checking every choice is legal; returns the actions. */
function play(rules: PimcRules, bots: readonly Bot[], seed: number): BaseAction[] {
  const rng = new Rng(seed);
  let s: GameState = rules.deal({ dealer: seed % rules.ctx.seats, rng });
  const actions: BaseAction[] = [];
  while (!rules.isTerminal(s)) {
    const seat = rules.toAct(s);
    const view = rules.view(s, seat);
    const action = bots[seat].choose(view, rng);
    expect(view.legalActions).toContainEqual(action);
    actions.push(action);
    s = unwrap(rules.applyAction(s, action));
  }
  return actions;
}

const plays = (view: SeatView<BaseAction>) => view.legalActions.filter((a) => a.type === 'play');
type Card = BaseAction & { card?: string };

describe('the PIMC bot', () => {
  test.each(PIMC_TABLES)('plays whole deals of %s legally, solving its cards', (id, rules) => {
    // The first tricks of the point-avoiding games take the solver longest: there PIMC
    // plays with one sample, in one deal. PIMC sits at forehand (dealer + 1).
    const points = ['kalter-schlag', 'ramsch'].includes(rules.variantId) || id.includes('ramsch');
    const base = PIMC_ADAPTERS[rules.variantId];
    let solved = 0;
    const adapter: PimcAdapter = {
      ...base,
      goal(...args) {
        solved++;
        return base.goal(...args);
      },
    };
    const pimc = pimcBot(rules, { samples: points ? 1 : 2, adapter });
    const usual = base.fallback(rules);
    const seats = rules.ctx.seats;
    for (let deal = 0; deal < (points ? 1 : 4); deal++) {
      const bots = Array.from({ length: seats }, (_, s) =>
        s === (deal + 1) % seats ? pimc : usual,
      );
      const types = play(rules, bots, deal).map((a) => a.type);
      expect(types).not.toContain('claim');
      expect(types).not.toContain('resign');
    }
    expect(solved).toBeGreaterThan(0);
  });

  test('the same seed plays the same game', () => {
    const rules = skat.rules({ kontra: true });
    const bots = () => [0, 1, 2].map(() => pimcBot(rules, { samples: 3 }));
    for (const seed of [1, 2]) expect(play(rules, bots(), seed)).toEqual(play(rules, bots(), seed));
  });

  test('its choice does not change when two hidden cards change hands', () => {
    const rules: PimcRules = skat.rules();
    const bot = pimcBot(rules, { samples: 4 });
    let swapped = 0;
    for (const p of positions(rules, 12, 5).filter((_, i) => i % 5 === 0)) {
      const others = [0, 1, 2].filter((s) => s !== p.seat && p.view.openHands[s] === null);
      const [a, b] = others.map((s) => p.state.hands[2 * s]);
      if (others.length < 2 || a === 0 || b === 0) continue;
      const t = rules.clone(p.state);
      const ca = a & -a;
      const cb = b & -b;
      t.hands[2 * others[0]] = (a & ~ca) | cb;
      t.hands[2 * others[1]] = (b & ~cb) | ca;
      expect(t.hands).not.toEqual(p.state.hands);
      const view = rules.view(t, p.seat) as SeatView<BaseAction>;
      expect(view).toEqual(p.view);
      expect(bot.choose(view, new Rng(9))).toEqual(bot.choose(p.view, new Rng(9)));
      swapped++;
    }
    expect(swapped).toBeGreaterThan(10);
  });

  test.each(PIMC_TABLES)(
    '%s: with every hand pinned to where it lies, it plays a card the solver rates best',
    (_id, rules) => {
      let checked = 0;
      // Late in the deal, so that each solve is quick.
      const late = positions(rules, 12, 23).filter(
        (p) => p.view.tricks.length >= (rules.ctx.handSize > 8 ? 4 : 5) && plays(p.view).length > 1,
      );
      for (const p of late.filter((_, i) => i % 2 === 0)) {
        const bot = pimcBot(rules, { samples: 2, adapter: pinnedAdapter(rules, p.state) });
        const choice = bot.choose(p.view, new Rng(1)) as Card;
        if (choice.type !== 'play') continue;
        expect(optimalCards(rules, p.state, p.view)).toContain(choice.card);
        checked++;
      }
      expect(checked).toBeGreaterThan(10);
    },
  );

  test('Skat: with every hand known it wins endgames that the rules bot loses', () => {
    const rules = skat.rules();
    const usual = PIMC_ADAPTERS.skat.fallback(rules);
    let rescued = 0;
    // Deals the rules bots play, from the fourth trick on.
    const late = positions(rules, 40, 41, usual).filter(
      (p) => p.view.tricks.length >= 3 && plays(p.view).length > 1,
    );
    for (const p of late) {
      const best = optimalCards(rules, p.state, p.view);
      if (best.includes((usual.choose(p.view, new Rng(1)) as Card).card!)) continue;
      const bot = pimcBot(rules, { samples: 1, adapter: pinnedAdapter(rules, p.state) });
      expect(best).toContain((bot.choose(p.view, new Rng(1)) as Card).card);
      rescued++;
    }
    // Seen when written: 7 such positions in 410.
    expect(rescued).toBeGreaterThan(3);
  });

  test("where only one deal fits its view, it plays the solver's best card", () => {
    let unique = 0;
    for (const [, rules] of PIMC_TABLES.filter(([, r]) => r.variantId !== 'skatkopf')) {
      const adapter = PIMC_ADAPTERS[rules.variantId];
      for (const p of positions(rules, 60, 31)) {
        if (plays(p.view).length < 2) continue;
        const k = seatKnowledge(rules, p.view);
        adapter.restrict?.(rules, p.view, k);
        if (k.unseen.length > 14 || countDeals(k, 2) !== 1) continue;
        const choice = pimcBot(rules, { samples: 2 }).choose(p.view, new Rng(2)) as Card;
        expect(optimalCards(rules, p.state, p.view)).toContain(choice.card);
        unique++;
      }
    }
    // Seen when written: 16 such positions (skat 3, skat ramsch 3, ramsch 3, kalter-schlag 7).
    expect(unique).toBeGreaterThan(5);
  });
});
