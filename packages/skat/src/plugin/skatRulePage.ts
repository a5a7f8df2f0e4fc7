// biome-ignore-all lint/suspicious/noExplicitAny: worked examples of every contract shape
import {
  type CardCode,
  cardName,
  type RulePageDeal,
  type RulePageExtras,
  markdownTable as table,
} from '@stich/core';
import { BASE_VALUES, contractCode, nullValue } from '../contract';
import { BID_VALUES, gameResult, matadors } from '../gameValue';
import type { SkatOutcome } from '../outcome';
import { skat } from '../variant';

const code = (text: string) => `\`${text}\``;

const contract = (game: string, more: Record<string, boolean> = {}): any => ({
  game,
  hand: false,
  schneider: false,
  schwarz: false,
  ouvert: false,
  ...more,
});
const facts = (declarerPoints: number, declarerTricks: number): any => ({
  declarerPoints,
  defenderPoints: 120 - declarerPoints,
  declarerTricks,
  defenderTricks: 10 - declarerTricks,
  tricks: 10,
});

/** [contract, matadors, bid, play, what the row shows] */
const GAMES: readonly [any, number, number, any, string][] = [
  [contract('C'), 2, 36, facts(75, 7), 'clubs with 2, won'],
  [contract('H'), 1, 18, facts(58, 4), 'hearts with 1, lost with 58'],
  [contract('G', { hand: true }), -1, 48, facts(92, 8), 'grand hand without 1, schneider made'],
  [
    contract('S', { hand: true, schneider: true }),
    2,
    33,
    facts(86, 7),
    'schneider announced but missed',
  ],
  [contract('D'), 1, 30, facts(70, 6), 'diamonds with 1 after a bid of 30: overbid'],
  [
    contract('G', { hand: true, schneider: true, schwarz: true, ouvert: true }),
    4,
    18,
    facts(120, 10),
    'grand ouvert with 4',
  ],
  [contract('N'), 0, 23, facts(0, 0), 'null, no trick taken'],
  [contract('N', { hand: true }), 0, 35, facts(10, 1), 'null hand, one trick taken'],
];

/** [cards held, game, what the row shows] (ten dealt cards plus the skat) */
const MATADORS: readonly [CardCode[], any, string][] = [
  [
    ['CJ', 'SJ', 'DJ', 'HA', 'HT', 'H9', 'SA', 'S7', 'D8', 'C9', 'CK', 'D7'],
    'H',
    'club and spade jacks, not the heart jack',
  ],
  [
    ['HJ', 'DJ', 'HA', 'HT', 'HK', 'H9', 'SA', 'S7', 'D8', 'C9', 'CK', 'D7'],
    'H',
    'the two top jacks missing',
  ],
  [
    ['CJ', 'SJ', 'HJ', 'DJ', 'HA', 'HT', 'H9', 'SA', 'S7', 'D8', 'C9', 'CK'],
    'H',
    'all jacks, ace and ten of the trump suit',
  ],
  [
    ['CJ', 'SJ', 'HJ', 'DJ', 'HA', 'HT', 'H9', 'SA', 'S7', 'D8', 'C9', 'CK'],
    'G',
    'the same cards in a grand: only jacks count',
  ],
];

/** The longest suit of a hand, jacks aside (ties: clubs first). */
function longestSuit(hand: readonly CardCode[]): string {
  const count = (suit: string) => hand.filter((c) => c[0] === suit && c[1] !== 'J').length;
  return ['C', 'S', 'H', 'D'].reduce((best, suit) => (count(suit) > count(best) ? suit : best));
}

/**
 * A plain policy for the example deal: middlehand calls 18 and everyone else passes; the
 * declarer takes up the skat, lays away the two richest cards outside the trumps, and
 * declares the longest suit; cards are played at random.
 */
const choose: RulePageDeal['choose'] = ({ legal, state, rules, rng }) => {
  const first = legal[0] as any;
  const types = new Set(legal.map((a) => a.type));
  const deck = rules.ctx.deck;
  const points = (c: string) => deck.points[deck.idsOf(c)![0]];
  if (types.has('bid') || types.has('hold')) {
    return (legal.find((a: any) => a.type === 'bid' && a.value === 18) ??
      legal.find((a) => a.type === 'pass'))!;
  }
  if (types.has('pickUpSkat')) return legal.find((a) => a.type === 'pickUpSkat')!;
  const hand: CardCode[] = rules.view(state, first.seat).hand;
  if (types.has('discard')) {
    const trump = longestSuit(hand);
    const away = hand
      .filter((c) => c[1] !== 'J' && c[0] !== trump)
      .sort((a, b) => points(b) - points(a))
      .slice(0, 2);
    return legal.find((a: any) => a.type === 'discard' && away.every((c) => a.cards.includes(c)))!;
  }
  if (types.has('declare')) {
    const trump = longestSuit(hand);
    return legal.find(
      (a: any) => a.type === 'declare' && a.game === trump && !a.ouvert && !a.schneider,
    )!;
  }
  const plays = legal.filter((a) => a.type === 'play');
  return plays[rng.below(plays.length)];
};

/**
 * The extras of the Skat rule page: base and null values, matadors and game values
 * computed with the package's own scoring, and a deal played by the engine.
 *
 * @example
 * skatRulePage().modeNames?.G; // 'grand'
 */
export function skatRulePage(): RulePageExtras {
  const { deck } = skat.rules().ctx;
  const base = Object.entries(BASE_VALUES).map(([game, value]) => [code(game), String(value)]);
  const nulls = [
    [false, false],
    [true, false],
    [false, true],
    [true, true],
  ].map(([hand, ouvert]) => [
    code(contractCode(contract('N', { hand, ouvert }))),
    `null${ouvert ? ' ouvert' : ''}${hand ? ' hand' : ''}`,
    String(nullValue({ hand, ouvert })),
  ]);
  const gameRows = GAMES.map(([c, m, bid, play, note]) => {
    const r = gameResult(c, m, bid, play);
    return [
      code(contractCode(c)),
      note,
      String(m),
      String(bid),
      `${play.declarerPoints} / ${play.declarerTricks}`,
      r.won ? 'won' : 'lost',
      String(r.multiplier),
      String(r.value),
      c.game === 'N'
        ? 'n/a'
        : [r.overbid ? 'overbid' : '', r.schneider ? 'schneider' : '', r.schwarz ? 'schwarz' : '']
            .filter(Boolean)
            .join(', ') || '-',
    ];
  });
  const matadorRows = MATADORS.map(([cards, game, note]) => {
    const held = new Set(cards);
    const n = matadors(deck, game, (id: number) => held.has(deck.codes[id]));
    return [
      cards.map((c) => cardName(c, deck)).join(' '),
      code(game),
      note,
      n > 0 ? `with ${n}` : `without ${-n}`,
    ];
  });
  return {
    modeNames: {
      undeclared: 'during the bidding, before a game is declared',
      C: 'clubs game',
      S: 'spades game',
      H: 'hearts game',
      D: 'diamonds game',
      G: 'grand',
      N: 'null',
      ramsch: 'Ramsch after everybody passed',
    },
    sections: [
      {
        title: 'Base values and null values',
        body: [
          table(['game', 'base value'], base),
          `Null games have fixed values (${code('nullValue')}):`,
          table(['code', 'game', 'value'], nulls),
          `The ${BID_VALUES.length} values that may be called in the bidding (${code('BID_VALUES')}): ${BID_VALUES.join(', ')}.`,
        ].join('\n\n'),
      },
      {
        title: 'Matadors',
        body: [
          `${code('matadors(deck, game, has)')} counts the trumps held (or missing) in an unbroken run from the club jack, over the ten dealt cards and the skat. A positive number is "with", a negative one "without".`,
          table(['cards', 'game', 'case', 'matadors'], matadorRows),
        ].join('\n\n'),
      },
      {
        title: 'Game values',
        body: [
          `${code('gameResult(contract, matadors, bid, play)')} for some contracts. The contract code is the one ISS records use (game letter, then O ouvert, H hand, S schneider and Z schwarz announced). The declarer's score for the deal is the value when won and minus twice the value when lost.`,
          table(
            [
              'contract',
              'case',
              'matadors',
              'bid',
              "declarer's points / tricks",
              'result',
              'multiplier',
              'value',
              'reached',
            ],
            gameRows,
          ),
        ].join('\n\n'),
      },
    ],
    deals: [
      {
        title: 'A deal played by the engine',
        seed: 3,
        choose,
        note: 'Middlehand calls 18 and the others pass; the declarer takes up the skat, lays away the two richest cards outside the trumps and declares the longest suit; the cards are then played at random.',
        describeOutcome: (outcome) => {
          const o = outcome as SkatOutcome;
          return o.kind === 'game'
            ? `Seat ${o.declarer} played ${code(contractCode(o.contract!))} after a bid of ${o.bid} and took ${o.declarerPoints} card points: the game is ${o.won ? 'won' : 'lost'}, its value is ${o.gameValue} (${o.multiplier} × ${o.contract!.game === 'N' ? 'fixed' : BASE_VALUES[o.contract!.game as keyof typeof BASE_VALUES]}), and the declarer scores ${o.value}.`
            : `The deal ended without a game (${o.kind}).`;
        },
      },
    ],
  };
}
