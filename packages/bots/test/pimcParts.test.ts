import { Rng, unwrap } from '@stich/core';
import type { PimcRules } from '@stich/core/plugin';
import { BID_VALUES, type SkatAction, skat } from '@stich/skat';
import { skatBot } from '@stich/skat/plugin';
import { bidLadder, skatkopf } from '@stich/skatkopf';
import { describe, expect, test } from 'vitest';
import { skatAuction } from '../../skat/src/plugin/skatAuction';
import { skatkopfAuction } from '../../skatkopf/src/plugin/skatkopfAuction';
import type { PimcAdapter, SeatKnowledge } from '../src/index';
import { equivalentCards } from '../src/pimc/equivalentCards';
import { replay } from '../src/pimc/replay';
import { PIMC_ADAPTERS, pimcBot } from './pimcAdapters';
import { positions } from './pimcPositions';

describe('skatAuction: public bidding that the declarer wins at its bid', () => {
  const rules = skat.rules({ kontra: true, seats: 4 });
  const cases: [number, number, number, number][] = [];
  for (const dealer of [0, 3])
    for (let i = 1; i <= 3; i++)
      for (const active of [-1, 1, 2, 3])
        for (const bid of [18, 20, 23, 48]) {
          const order = [1, 2, 3].map((k) => (dealer + k) % 4);
          const declarer = order[i - 1];
          if (active < 0 || order[active - 1] !== declarer)
            cases.push([dealer, declarer, active < 0 ? -1 : order[active - 1], bid]);
        }

  test.each(cases)(
    'dealer %i, declarer %i, defender %i bidding, at %i',
    (dealer, declarer, active, bid) => {
      const s = rules.deal({ dealer, seed: 1 });
      const actions = skatAuction(4, dealer, declarer, bid, active);
      const forehand = (dealer + 1) % 4;
      // At 18 only forehand's opponent can have made or held a call beside the declarer.
      if (actions === undefined) {
        expect(bid === 18 && declarer !== forehand && active >= 0).toBe(true);
        return;
      }
      expect(replay(rules, s, actions)).toBe(true);
      expect([s.phase, s.x.declarer, s.x.bid]).toEqual(['declaration', declarer, bid]);
      if (active >= 0) expect(s.x.auction.active).toContain(active);
      else expect(s.x.auction.active).toEqual([declarer]);
    },
  );

  test('everybody passes', () => {
    const s = skat.rules({ passOut: 'ramsch' }).deal({ dealer: 1, seed: 2 });
    expect(replay(skat.rules({ passOut: 'ramsch' }), s, skatAuction(3, 1, -1, 0)!)).toBe(true);
    expect(s.x.ramsch).toBe(true);
    expect(BID_VALUES[0]).toBe(18);
  });
});

describe('skatkopfAuction: public bidding that the declarer wins with its bid', () => {
  const rules = skatkopf.rules();
  const ladder = bidLadder(rules.options.maxDoublings);
  test.each([0, 1, 2, 3])(
    'dealer %i: every declarer, the lowest and higher bids, and all passing',
    (dealer) => {
      for (let declarer = 0; declarer < 4; declarer++) {
        for (const bid of [0, 1, 4, ladder.length - 1]) {
          const s = rules.deal({ dealer, seed: 3 });
          expect(replay(rules, s, skatkopfAuction(dealer, declarer, ladder[bid]))).toBe(true);
          expect([s.phase, s.x.declarer, s.x.bid]).toEqual(['declaration', declarer, bid]);
        }
      }
      const s = rules.deal({ dealer, seed: 3 });
      expect(replay(rules, s, skatkopfAuction(dealer, 0, null))).toBe(true);
      expect([s.x.forced, s.x.declarer]).toEqual([true, (dealer + 1) % 4]);
    },
  );
});

describe('replay: card plays found among the legal codes agree with the rules check', () => {
  // Skatkopf holds two identical jokers: the play of either names the same card.
  const games: [string, PimcRules][] = [
    ['skat', skat.rules({ kontra: true })],
    ['skatkopf', skatkopf.rules()],
  ];
  test.each(games)('%s: every card by every seat at every step of random games', (_, rules) => {
    const codes = rules.ctx.deck.codes;
    for (let seed = 0; seed < 4; seed++) {
      const rng = new Rng(seed);
      const s = rules.deal({ dealer: seed % rules.ctx.seats, rng });
      const fresh = rules.deal({ dealer: seed % rules.ctx.seats, seed: 0 });
      Object.assign(fresh, rules.clone(s));
      const taken: SkatAction[] = [];
      let plays = 0;
      while (!rules.isTerminal(s)) {
        if (s.phase === 'play') {
          for (let seat = 0; seat < rules.ctx.seats; seat++)
            for (const card of new Set(codes)) {
              const action = { type: 'play', seat, card } as const;
              const copy = rules.clone(s);
              const ok = rules.check(s, action).ok;
              expect(replay(rules, copy, [action])).toBe(ok);
              if (ok) expect(copy).toEqual(unwrap(rules.applyAction(s, action)));
            }
          plays++;
        }
        const legal = rules.legalActions(s);
        const action = legal[rng.below(legal.length)] as SkatAction;
        taken.push({ ...action });
        rules.applyCode(s, unwrap(rules.check(s, action)));
      }
      expect(plays).toBeGreaterThan(0);
      // The whole game again, from the deal: the same end.
      expect(replay(rules, fresh, taken)).toBe(true);
      expect(fresh).toEqual(s);
    }
  });
});

describe('equivalentCards', () => {
  const rules = skat.rules();
  const { deck } = rules.ctx;
  const table = rules.ctx.tables[rules.ctx.trumpModes.indexOf('C')];
  const id = (code: string) => deck.idsOf(code)![0];
  const knowledge = (hand: string[], played: string[]): SeatKnowledge => ({
    seat: 0,
    skat: 3,
    known: [hand.map(id), [], [], []],
    unseen: [],
    allowed: [],
    capacity: [0, 0, 0, 0],
    played: played.map((c) => ({ seat: 1, id: id(c) })),
  });
  const hand = ['H9', 'H7', 'HA', 'HK', 'HQ'];
  test.each([
    // H8 lies between H9 and H7: with it gone to a finished trick, they are alike.
    [['H8', 'S7', 'S8'], 0, [0, 0, 2, 3, 4]],
    // H8 on the table now still competes: H9 beats it, H7 does not.
    [['S7', 'S8', 'H8'], 1, [0, 1, 2, 3, 4]],
    // H8 unseen: it may lie with an opponent.
    [['S7', 'S8', 'S9'], 0, [0, 1, 2, 3, 4]],
    // King and queen are neighbours but worth 4 and 3.
    [['H8', 'HT', 'HJ'], 0, [0, 0, 2, 3, 4]],
  ])('played %j, %i on the table', (played, onTable, classes) => {
    const cards = hand.map(id);
    expect(equivalentCards(table, deck.points, knowledge(hand, played), onTable, cards)).toEqual(
      classes,
    );
  });
});

describe('pimcBot options and delegation', () => {
  const rules = skat.rules();
  // A first card of a declared game: many cards to choose from.
  const p = positions(rules, 6, 2, skatBot(rules)).find((x) => x.view.trick.length === 0)!;
  const counting = () => {
    const counter = { rebuilds: 0, adapter: undefined as unknown as PimcAdapter };
    counter.adapter = {
      ...PIMC_ADAPTERS.skat,
      rebuild(...args) {
        counter.rebuilds++;
        return PIMC_ADAPTERS.skat.rebuild(...args);
      },
    };
    return counter;
  };

  test('a time budget stops sampling after the first deal once it is spent', () => {
    const timed = counting();
    let clock = 0;
    const now = () => (clock += 1000);
    pimcBot(rules, { samples: 50, timeMs: 1, now, adapter: timed.adapter }).choose(
      p.view,
      new Rng(1),
    );
    expect(timed.rebuilds).toBe(1);
    const untimed = counting();
    pimcBot(rules, { samples: 6, adapter: untimed.adapter }).choose(p.view, new Rng(1));
    expect(untimed.rebuilds).toBeGreaterThan(1);
    expect(untimed.rebuilds).toBeLessThanOrEqual(6);
  });

  test('bidding and declaring are the rules bot’s', () => {
    const pimc = pimcBot<SkatAction>(rules, { samples: 2 });
    const usual = skatBot<SkatAction>(rules);
    let s = rules.deal({ dealer: 0, seed: 4 });
    let decisions = 0;
    while (s.phase !== 'play' && !rules.isTerminal(s)) {
      const view = rules.view(s, rules.toAct(s));
      const a = pimc.choose(view, new Rng(decisions));
      expect(a).toEqual(usual.choose(view, new Rng(decisions)));
      s = unwrap(rules.applyAction(s, a));
      decisions++;
    }
    expect(decisions).toBeGreaterThan(2);
  });

  test('bad options and unknown variants are programmer errors', () => {
    expect(() => pimcBot(rules, { samples: 0 })).toThrow(RangeError);
    expect(() => pimcBot(rules, { samples: 2.5 })).toThrow(RangeError);
    expect(() => pimcBot(rules, { timeMs: 0 })).toThrow(RangeError);
    expect(() => pimcBot({ ...rules, variantId: 'nine-men' })).toThrow(/no PIMC adapter/);
  });
});
