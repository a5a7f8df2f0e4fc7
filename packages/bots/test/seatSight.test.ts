import { type BaseAction, type GameState, Rng, unwrap } from '@stich/core';
import { cardIds, codesOf, MAX_ACTIONS, SeatSight, seatSight } from '@stich/core/kernel';
import { askOnTurn } from '@stich/core/plugin';
import { doppelkopf } from '@stich/doppelkopf';
import { doppelkopfBot } from '@stich/doppelkopf/plugin';
import { kalterSchlag } from '@stich/kalter-schlag';
import { kalterSchlagBot } from '@stich/kalter-schlag/plugin';
import { ramsch } from '@stich/ramsch';
import { ramschBot } from '@stich/ramsch/plugin';
import { schafkopf } from '@stich/schafkopf';
import { schafkopfBot } from '@stich/schafkopf/plugin';
import { skat } from '@stich/skat';
import { skatBot } from '@stich/skat/plugin';
import { skatkopf } from '@stich/skatkopf';
import { skatkopfBot } from '@stich/skatkopf/plugin';
import { describe, expect, test } from 'vitest';
import {
  type Bot,
  type CardTurn,
  cardFacts,
  cardTurnOfSight,
  cardTurnOfView,
  type PimcRules,
} from '../src/index';

/** A game's rules and its rules bot, named for the test's title. */
type Game = [string, PimcRules, Bot];

const sk = skat.rules({ kontra: true });
const skRamsch = skat.rules({ passOut: 'ramsch' });
const games: Game[] = [
  ['kalter-schlag', kalterSchlag.rules(), kalterSchlagBot(kalterSchlag.rules())],
  ['ramsch, durchmarsch', ramsch.rules(), ramschBot(ramsch.rules())],
  ['skat', sk, skatBot(sk)],
  ['skat, ramsch on pass-out', skRamsch, skatBot(skRamsch)],
  ['skatkopf', skatkopf.rules(), skatkopfBot(skatkopf.rules())],
  ['schafkopf', schafkopf.rules(), schafkopfBot(schafkopf.rules())],
  ['doppelkopf', doppelkopf.rules(), doppelkopfBot(doppelkopf.rules())],
];

/** Every position of `deals` seeded deals played by the rules bots, each from its view. */
function* positions(rules: PimcRules, bot: Bot, deals: number): Generator<GameState> {
  const rng = new Rng(5);
  for (let i = 0; i < deals; i++) {
    let s: GameState = rules.deal({ dealer: i % rules.ctx.seats, rng });
    while (!rules.isTerminal(s)) {
      yield s;
      s = unwrap(rules.applyAction(s, bot.choose(rules.view(s, s.turn), rng)));
    }
  }
}

describe.each(games)('%s: the sight holds what the view holds', (_, rules, bot) => {
  const facts = cardFacts(rules.ctx);
  const sight = new SeatSight(rules.ctx.seats, MAX_ACTIONS);

  test('the same hand, tricks, open cards, sides and extra; the legal actions as codes', () => {
    let checked = 0;
    for (const s of positions(rules, bot, 12)) {
      for (let seat = 0; seat < rules.ctx.seats; seat++) {
        const view = rules.view(s, seat);
        seatSight(rules, s, seat, sight);
        expect(codesOf(rules.ctx, sight.handLo, sight.handHi)).toEqual(view.hand);
        expect(sight.sides).toEqual(view.sides);
        expect(sight.extra).toEqual(view.extra);
        expect(sight.skatOpen ? codesOf(rules.ctx, sight.skatLo, sight.skatHi) : null).toEqual(
          view.skat,
        );
        const legal = Array.from(sight.legal.subarray(0, sight.legalCount), (code) =>
          rules.decode(s, code),
        );
        expect(seat === s.turn ? legal : []).toEqual(seat === s.turn ? view.legalActions : []);
        // The cards played and who played them, as the view's tricks list them.
        const turn = cardTurnOfSight(sight, facts, rules.ctx.tables[sight.trump], rules.ctx.active);
        const fromView = cardTurnOfView(view, facts, turn.table, rules.ctx.active);
        const known = (t: CardTurn) => ({
          ...t,
          openHands: t.openHands,
          sides: t.sides,
          extra: t.extra,
        });
        expect(known(turn)).toEqual(known(fromView));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  test('no other seat hand is in it, but what the rules show', () => {
    for (const s of positions(rules, bot, 6)) {
      for (let seat = 0; seat < rules.ctx.seats; seat++) {
        const view = rules.view(s, seat);
        seatSight(rules, s, seat, sight);
        for (let owner = 0; owner < rules.ctx.seats; owner++) {
          const shown = sight.isOpen(owner)
            ? codesOf(rules.ctx, sight.openLo(owner), sight.openHi(owner))
            : null;
          expect(shown).toEqual(view.openHands[owner]);
          if (!sight.isOpen(owner)) {
            expect(sight.openLo(owner)).toBe(0);
            expect(sight.openHi(owner)).toBe(0);
          }
        }
      }
    }
  });

  test('its bot decides on the sight as on the view, drawing the same numbers', () => {
    let fast = 0;
    for (const s of positions(rules, bot, 12)) {
      if (!rules.inTrickPlay(s)) continue;
      const a = new Rng(9);
      const b = new Rng(9);
      const code = bot.chooseCode?.(seatSight(rules, s, s.turn, sight), a) ?? -1;
      if (code < 0) continue;
      fast++;
      expect(rules.decode(s, code)).toEqual(bot.choose(rules.view(s, s.turn), b));
      expect(a.next()).toBe(b.next());
    }
    expect(fast).toBeGreaterThan(50);
  });
});

describe('reading a sight', () => {
  const rules = skatkopf.rules();

  test('its extra and sides, once the state moved on, throw instead of telling the new state', () => {
    const s = rules.deal({ dealer: 0, seed: 3 });
    const sight = seatSight(rules, s, 1);
    const codes = new Int32Array(MAX_ACTIONS);
    rules.legalCodes(s, codes);
    rules.applyCode(s, codes[0]);
    expect(() => sight.extra).toThrow(/refill it/);
    expect(() => sight.sides).toThrow(/refill it/);
    seatSight(rules, s, 1, sight);
    expect(sight.extra).toEqual(rules.view(s, 1).extra);
  });

  test('a copy: changing it leaves the state as it was', () => {
    const s = rules.deal({ dealer: 0, seed: 4 });
    const before = JSON.stringify(s);
    const sight = seatSight(rules, s, s.turn);
    sight.legal.fill(0);
    sight.played.fill(5);
    sight.handLo = 0;
    (sight.extra as { declarer: number | null }).declarer = 2;
    expect(JSON.stringify(s)).toBe(before);
    expect(cardIds(s.hands[2 * s.turn], s.hands[2 * s.turn + 1]).length).toBeGreaterThan(0);
  });
});

describe('askOnTurn', () => {
  const rules = kalterSchlag.rules();

  test('a code the bot was not offered throws, and the state is unchanged', () => {
    const s = rules.deal({ dealer: 0, seed: 6 });
    const before = JSON.stringify(s);
    const cheat: Bot = {
      name: 'cheat',
      choose: (view) => view.legalActions[0],
      // A card of another seat's hand: never legal for this one.
      chooseCode: () =>
        cardIds(s.hands[2 * ((s.turn + 1) % 4)], s.hands[2 * ((s.turn + 1) % 4) + 1])[0],
    };
    expect(() => askOnTurn(rules, s, cheat, new Rng(1))).toThrow(/not legal/);
    expect(JSON.stringify(s)).toBe(before);
  });

  test('a bot without a fast way, or one that returns -1, is asked with its view', () => {
    const s = rules.deal({ dealer: 0, seed: 7 });
    const first = (view: { legalActions: readonly BaseAction[] }) => view.legalActions[0];
    const code = askOnTurn(rules, s, { name: 'first', choose: first }, new Rng(1));
    expect(rules.decode(s, code)).toEqual(rules.legalActions(s)[0]);
    const declining: Bot = { name: 'view', choose: first, chooseCode: () => -1 };
    expect(askOnTurn(rules, s, declining, new Rng(1))).toBe(code);
  });
});
