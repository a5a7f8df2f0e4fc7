import {
  defineVariant,
  field,
  type GameState,
  type PlayAction,
  SKAT_DECK,
  trickPhase,
  type ValuesOf,
} from '@stich/core';
import { PLAY_ACTION, restrictCalledCard } from '@stich/core/kernel';
import { cardPoints } from '@stich/core/scoring';
import { describeConformance } from '@stich/core/testing';
import { describe, expect, test } from 'vitest';
import { type DealCount, fixedDeals } from './variants/fixedDeals';

// The called ace of a Sauspiel with Schafkopf's normal trump order (schafkopf.en.md 2.1:
// the Ober, then the Unter, then hearts A T K 9 8 7), the Gras-Sau (SA) called, and
// its holder at seat 0. Positions of 4.5; the called suit is spades.
const OPTIONS = {
  countAt: field.enum(['lead', 'dealt'], { default: 'lead' }),
  throwOff: field.boolean({ default: false }),
  callerKeeps: field.boolean({ default: false }),
};
type Options = ValuesOf<typeof OPTIONS>;
const SA = SKAT_DECK.idsOf('SA')![0];

const sauspiel = defineVariant<Options, undefined, number[], PlayAction, DealCount, DealCount>({
  id: 'test-called-ace',
  name: 'Called ace (test)',
  summary: "Sauspiel's called-ace duties on a plain trick game.",
  players: { seats: 4, active: 4 },
  deck: SKAT_DECK,
  deal: [{ each: 4 }, { each: 4 }],
  options: OPTIONS,
  trumpModes: () => ({
    normal: {
      permanent: ['CQ', 'SQ', 'HQ', 'DQ', 'CJ', 'SJ', 'HJ', 'DJ'],
      suit: 'H',
      plainOrder: ['A', 'T', 'K', '9', '8', '7'],
    },
  }),
  actions: [PLAY_ACTION],
  phases: (ctx) => ({
    play: {
      phase: trickPhase<undefined, Options, PlayAction>({
        restrictPlay: restrictCalledCard(() => SA, {
          runAwayWith: 4,
          countAt: ctx.options.countAt,
          throwOff: ctx.options.throwOff,
          // The declarer (the caller) sits at seat 2 in these positions.
          caller: ctx.options.callerKeeps ? () => 2 : undefined,
        }),
      }),
      exits: { lastTrick: 'done' },
    },
  }),
  init: () => undefined,
  score: ({ ctx, s }) => cardPoints(ctx, s),
  session: fixedDeals(() => 2),
  describe: { scoring: ['Card points.'], endConditions: ['Two deals.'] },
});

/** Deals `hands` (dealer `dealer`) and plays `cards` in turn; returns the state. */
function position(
  dealer: number,
  hands: string[][],
  cards: string[],
  options: Partial<Options> = {},
): GameState<undefined> {
  const rules = sauspiel.rules(options);
  const r = rules.fromDeal({ dealer, hands });
  if (!r.ok) throw new Error(r.error.message);
  let s = r.value;
  for (const card of cards) {
    const next = rules.applyAction(s, { type: 'play', seat: s.turn, card });
    if (!next.ok) throw new Error(`${card}: ${next.error.message}`);
    s = next.value;
  }
  return s;
}

/** The cards seat 0 may play now. */
const legal = (s: GameState<undefined>, options: Partial<Options> = {}) =>
  sauspiel
    .rules(options)
    .legalActions(s, 0)
    .map((a) => a.card);

// Hands for the lone positions: seat 0's as given, the rest dealt in deck order.
const fill = (seat0: string[], lead: string) => {
  const rest = SKAT_DECK.codes.filter((c) => !seat0.includes(c) && c !== lead);
  return [seat0, rest.slice(0, 8), rest.slice(8, 16), [lead, ...rest.slice(16, 23)]];
};

describe('the called ace (schafkopf.en.md 4.5)', () => {
  test.each([
    // [#, situation, seat 0's hand, the card seat 3 leads or null, legal, illegal]
    [
      '1',
      'opponent leads S9',
      ['SA', 'ST', 'S7', 'CQ', 'C7', 'C8', 'D7', 'D8'],
      'S9',
      ['SA'],
      ['ST', 'S7', 'CQ'],
    ],
    [
      '2',
      'holder leads, 3 spades',
      ['SA', 'S9', 'S8', 'HK', 'C7', 'C8', 'D7', 'D8'],
      null,
      ['SA', 'HK'],
      ['S9', 'S8'],
    ],
    [
      '3',
      'holder leads, 4 spades',
      ['SA', 'ST', 'S9', 'S7', 'HK', 'C7', 'C8', 'D7'],
      null,
      ['SA', 'ST', 'S9', 'S7', 'HK'],
      [],
    ],
    [
      '4',
      'CA led, holder void in Eichel',
      ['SA', 'S8', 'HK', 'DT', 'D7', 'D8', 'D9', 'DK'],
      'CA',
      ['S8', 'HK', 'DT'],
      ['SA'],
    ],
    [
      '5',
      'trump led, holder has none',
      ['SA', 'S8', 'DT', 'C7', 'C8', 'D7', 'D8', 'D9'],
      'HA',
      ['S8', 'DT'],
      ['SA'],
    ],
  ])('#%s %s', (_n, _situation, hand, lead, ok, refused) => {
    const s =
      lead === null ? position(3, fill(hand, 'HA'), []) : position(2, fill(hand, lead), [lead]);
    const may = legal(s);
    for (const card of ok) expect(may, card).toContain(card);
    for (const card of refused) expect(may, card).not.toContain(card);
    if (lead === 'S9') expect(may).toEqual(['SA']);
  });

  test('#6 trick 8: the called ace is the last card and is played', () => {
    // Seat 3 leads the Ober and Unter, and wins all; seat 0 never throws the ace.
    const hands = [
      ['SA', 'CA', 'CT', 'CK', 'C9', 'C8', 'C7', 'DA'],
      ['HA', 'HT', 'HK', 'H9', 'H8', 'H7', 'ST', 'SK'],
      ['S9', 'S8', 'S7', 'DT', 'DK', 'D9', 'D8', 'D7'],
      ['CQ', 'SQ', 'HQ', 'DQ', 'CJ', 'SJ', 'HJ', 'DJ'],
    ];
    const cards: string[] = [];
    for (let t = 0; t < 7; t++) cards.push(hands[3][t], hands[0][t + 1], hands[1][t], hands[2][t]);
    const s = position(2, hands, [...cards, 'DJ']);
    expect(legal(s)).toEqual(['SA']);
    // Before trick 8 the ace may not be thrown: at trick 7 seat 0 keeps it.
    const before = position(2, hands, [...cards.slice(0, 24), 'HJ']);
    expect(legal(before)).not.toContain('SA');
  });

  test('#7 opened by running away: a later trick of another suit may take the ace', () => {
    // Trick 1: seat 0 runs away with ST; seat 2 trumps and leads CA in trick 2.
    const hands = [
      ['SA', 'ST', 'S9', 'S8', 'HK', 'D7', 'D8', 'D9'],
      ['S7', 'C7', 'C8', 'C9', 'DA', 'DT', 'DK', 'H7'],
      ['HA', 'CA', 'CT', 'CK', 'H9', 'H8', 'CQ', 'SQ'],
      ['SK', 'HT', 'HQ', 'DQ', 'CJ', 'SJ', 'HJ', 'DJ'],
    ];
    const s = position(3, hands, ['ST', 'S7', 'HA', 'SK', 'CA', 'HT']);
    expect(s.turn).toBe(0);
    const may = legal(s);
    expect(may).toContain('SA');
    expect(may).toContain('HK');
  });

  test('#8 four spades dealt, one thrown: counted at the lead it is three (option: as dealt)', () => {
    const hands = [
      ['SA', 'ST', 'S9', 'S7', 'HK', 'HT', 'H7', 'H8'],
      ['HA', 'DA', 'SK', 'S8', 'H9', 'CQ', 'SQ', 'HQ'],
      ['C9', 'C8', 'C7', 'DQ', 'CJ', 'SJ', 'HJ', 'DJ'],
      ['CA', 'CT', 'CK', 'DK', 'DT', 'D9', 'D8', 'D7'],
    ];
    // Trick 1: CA led, seat 0 throws S7, seat 1 trumps with HA. Trick 2: DA led, seat 0 trumps with HT.
    const cards = ['CA', 'S7', 'HA', 'C7', 'DA', 'C8', 'D7', 'HT'];
    const atLead = position(2, hands, cards);
    expect(atLead.turn).toBe(0);
    expect(legal(atLead)).toEqual(expect.arrayContaining(['SA', 'HK']));
    expect(legal(atLead)).not.toContain('ST');
    expect(legal(atLead)).not.toContain('S9');
    const dealt = position(2, hands, cards, { countAt: 'dealt' });
    expect(legal(dealt, { countAt: 'dealt' })).toEqual(expect.arrayContaining(['ST', 'S9']));
  });

  test('options: throwing the ace off (calledAceDiscard = free), and the caller keeping a spade', () => {
    const s = position(2, fill(['SA', 'S8', 'HK', 'DT', 'D7', 'D8', 'D9', 'DK'], 'CA'), ['CA'], {
      throwOff: true,
    });
    expect(legal(s, { throwOff: true })).toContain('SA');
    // Seat 2 calls; with one spade left and no club, it may not throw it on a club trick.
    const hands = [
      ['SA', 'ST', 'S9', 'D7', 'D8', 'D9', 'DK', 'DT'],
      ['CT', 'CK', 'C9', 'C8', 'C7', 'S8', 'HA', 'DA'],
      ['S7', 'HT', 'HK', 'H9', 'H8', 'H7', 'CQ', 'SQ'],
      ['CA', 'SK', 'HQ', 'DQ', 'CJ', 'SJ', 'HJ', 'DJ'],
    ];
    const keep = position(2, hands, ['CA', 'D7', 'C7'], { callerKeeps: true });
    const rules = sauspiel.rules({ callerKeeps: true });
    const offered = rules.legalActions(keep, 2).map((a) => a.card);
    expect(offered).not.toContain('S7');
    expect(offered).toContain('HT');
    const free = position(2, hands, ['CA', 'D7', 'C7']);
    expect(
      sauspiel
        .rules()
        .legalActions(free, 2)
        .map((a) => a.card),
    ).toContain('S7');
  });
});

// The restriction never leaves a seat without a card to play.
describeConformance(sauspiel, { deals: 500, statechartDeals: 40, roundTripDeals: 2, sessions: 0 });
describeConformance(sauspiel, {
  options: { countAt: 'dealt', callerKeeps: true },
  deals: 500,
  statechartDeals: 20,
  roundTripDeals: 1,
  sessions: 0,
  seed: 'dealt',
});
