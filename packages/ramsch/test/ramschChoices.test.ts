import {
  type Bot,
  cardFacts,
  cardTurnOfView,
  durchmarschCard,
  handRisk,
  PUSH_RISK,
  playDeal,
} from '@stich/bots';
import { Rng, type SeatView, unwrap } from '@stich/core';
import { type RamschAction, ramsch } from '@stich/ramsch';
import { ramschBot } from '@stich/ramsch/plugin';
import { describe, expect, test } from 'vitest';

const facts = cardFacts(ramsch.rules().ctx);
const table = facts.table('jacks');

// Dealer 2, so seat 0 is forehand: a hand of low cards, one of aces, tens and the top jacks.
const WEAK = ['C7', 'C8', 'C9', 'S7', 'S8', 'S9', 'H7', 'H8', 'D7', 'D8'];
const STRONG = ['CJ', 'SJ', 'CA', 'CT', 'SA', 'ST', 'HA', 'HT', 'DA', 'DT'];
const REST = ['HJ', 'DJ', 'CK', 'CQ', 'SK', 'SQ', 'HK', 'HQ', 'H9', 'DK'];
const SKAT = ['DQ', 'D9'];

const turnOf = (view: SeatView<RamschAction>) => cardTurnOfView(view, facts, table, 3);

describe('handRisk', () => {
  test.each([
    // hand, lowest and highest expected risk: why
    [WEAK, 0, 10], // nothing but the lowest cards of four suits
    [REST, 20, 50], // the two low jacks, kings and queens under aces and tens
    [STRONG, 90, 200], // the top jacks, aces and tens
  ])('%j is between %i and %i', (hand, low, high) => {
    const risk = handRisk(facts, table, hand);
    expect(risk).toBeGreaterThanOrEqual(low);
    expect(risk).toBeLessThanOrEqual(high);
  });
  test('a long suit is riskier than the same cards spread', () => {
    const long = ['H7', 'H8', 'H9', 'HQ', 'HK', 'C7', 'S7', 'D7', 'D8', 'D9'];
    const spread = ['H7', 'H8', 'C9', 'SQ', 'DK', 'C7', 'S7', 'D7', 'D8', 'H9'];
    expect(handRisk(facts, table, long)).toBeGreaterThan(handRisk(facts, table, spread));
  });
});

describe('Schieberamsch choices', () => {
  test('a weak hand pushes, a strong one takes up and lays back high cards, never a jack', () => {
    const rules = ramsch.rules({ schieben: true });
    const bot = ramschBot<RamschAction>(rules);
    const rng = new Rng(1);
    let s = unwrap(rules.fromDeal({ dealer: 2, hands: [WEAK, STRONG, REST], skat: SKAT }));
    expect(handRisk(facts, table, WEAK)).toBeLessThanOrEqual(PUSH_RISK);
    const first = bot.choose(rules.view(s, 0), rng);
    expect(first).toEqual({ type: 'pushSkat', seat: 0 });
    s = unwrap(rules.applyAction(s, first));
    const second = bot.choose(rules.view(s, 1), rng);
    expect(second).toEqual({ type: 'pickUpSkat', seat: 1 });
    s = unwrap(rules.applyAction(s, second));
    const discard = bot.choose(rules.view(s, 1), rng) as { type: string; cards: string[] };
    expect(discard.type).toBe('discard');
    for (const card of discard.cards) expect(['A', 'T']).toContain(card[1]);
  });

  // Seat 0 holds all four jacks and low clubs and spades; the skat holds two queens.
  const jacks = ['CJ', 'SJ', 'HJ', 'DJ', 'C7', 'C8', 'C9', 'S7', 'S8', 'S9'];
  const others = [
    ['CA', 'CT', 'CK', 'SA', 'ST', 'SK', 'HA', 'HT', 'HK', 'HQ'],
    ['H9', 'H8', 'H7', 'DA', 'DT', 'DK', 'DQ', 'D9', 'D8', 'D7'],
  ];
  test.each([
    [true, true],
    [false, false],
  ])('jacksMayBePushed %s: lays back two jacks: %s', (allowed, laysJacks) => {
    const rules = ramsch.rules({ schieben: true, jacksMayBePushed: allowed });
    let s = unwrap(rules.fromDeal({ dealer: 2, hands: [jacks, ...others], skat: ['CQ', 'SQ'] }));
    s = unwrap(rules.applyAction(s, { type: 'pickUpSkat', seat: 0 }));
    const discard = ramschBot<RamschAction>(rules).choose(rules.view(s, 0), new Rng(1));
    expect(discard.type).toBe('discard');
    const laid = (discard as { cards: string[] }).cards;
    expect(laid.every((c) => c[1] === 'J')).toBe(laysJacks);
    expect(laid.some((c) => c[1] === 'J')).toBe(laysJacks);
  });
});

describe('Durchmarsch', () => {
  const sure = ['CJ', 'SJ', 'HJ', 'DJ', 'CA', 'CT', 'CK', 'SA', 'ST', 'SK'];
  const others = [
    ['CQ', 'C9', 'C8', 'C7', 'SQ', 'S9', 'S8', 'HA', 'HT', 'HK'],
    ['S7', 'HQ', 'H9', 'H8', 'H7', 'DA', 'DT', 'DK', 'DQ', 'D9'],
  ];
  const deal = (options: object, hand: string[], rest = others) => {
    const rules = ramsch.rules(options);
    return {
      rules,
      s: unwrap(rules.fromDeal({ dealer: 2, hands: [hand, ...rest], skat: ['D8', 'D7'] })),
    };
  };

  test('a hand of sure winners on lead marches, its strongest card first', () => {
    const { rules, s } = deal({}, sure);
    const view = rules.view(s, 0);
    expect(durchmarschCard(turnOf(view), view.hand)).toBe('CJ');
    const end = playDeal(
      rules,
      s,
      [0, 1, 2].map(() => ramschBot(rules)) as Bot<RamschAction>[],
      new Rng(1),
    );
    expect(rules.outcome(end)).toMatchObject({ durchmarsch: true, winners: [0] });
  });

  test('one card that can be beaten: no march', () => {
    const hand = [...sure.slice(0, 9), 'S7'];
    const { rules, s } = deal({}, hand, [
      ['CQ', 'C9', 'C8', 'C7', 'SQ', 'S9', 'S8', 'HA', 'HT', 'HK'],
      ['SK', 'HQ', 'H9', 'H8', 'H7', 'DA', 'DT', 'DK', 'DQ', 'D9'],
    ]);
    const view = rules.view(s, 0);
    expect(durchmarschCard(turnOf(view), view.hand)).toBeUndefined();
  });

  test.each([
    [true, 'CJ'], // march: the strongest card first
    [false, 'C9'], // no Durchmarsch to win: the least dangerous lead, a low club
  ])('durchmarsch %s: leads %s', (durchmarsch, card) => {
    const clubs = ['CJ', 'SJ', 'HJ', 'DJ', 'CA', 'CT', 'CK', 'CQ', 'C9', 'C8'];
    const { rules, s } = deal({ durchmarsch }, clubs, [
      ['C7', 'SA', 'ST', 'SK', 'SQ', 'S9', 'S8', 'S7', 'HA', 'HT'],
      ['HK', 'HQ', 'H9', 'H8', 'H7', 'DA', 'DT', 'DK', 'DQ', 'D9'],
    ]);
    expect(ramschBot(rules).choose(rules.view(s, 0), new Rng(1))).toEqual({
      type: 'play',
      seat: 0,
      card,
    });
  });

  test('whenever a bot marches in 2,000 seeded deals, it gets the Durchmarsch', () => {
    const rules = ramsch.rules();
    const bot = ramschBot<RamschAction>(rules);
    const rng = new Rng(21);
    let marches = 0;
    for (let i = 0; i < 2000; i++) {
      const marching = new Set<number>();
      const watching: Bot<RamschAction> = {
        name: 'watch',
        choose(view, r) {
          if (durchmarschCard(turnOf(view), view.hand) !== undefined) marching.add(view.seat);
          return bot.choose(view, r);
        },
      };
      const end = playDeal(
        rules,
        rules.deal({ dealer: i % 3, rng }),
        [watching, watching, watching],
        rng,
      );
      const o = rules.outcome(end)!;
      for (const seat of marching) {
        marches++;
        expect(o).toMatchObject({ durchmarsch: true, winners: [seat] });
      }
    }
    expect(marches).toBeGreaterThan(0);
  });
});
