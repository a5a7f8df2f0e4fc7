// biome-ignore-all lint/suspicious/noExplicitAny: worked examples of every contract shape
import type { CardCode } from '@stich/core';
import {
  cardName,
  type RulePageDeal,
  type RulePageExtras,
  markdownTable as table,
} from '@stich/core/plugin';
import { BASE_VALUES, contractCode, nullValue } from '../contract';
import { BID_VALUES, gameResult, matadors } from '../gameValue';
import type { SkatOptions } from '../options';
import type { SkatOutcome } from '../outcome';
import type { SkatState } from '../state';
import { type SkatAction, type SkatView, skat } from '../variant';

/** A deal of Skat's rule page, typed by Skat's own types. */
type SkatDeal = RulePageDeal<SkatOptions, SkatState, SkatOutcome, SkatAction, SkatView>;

const code = (text: string) => `\`${text}\``;

/**
 * Our rulings for option `bock`. Neither the International Skat Order nor our rule text
 * has Bock or Ramsch rounds (the text's "Bock" is only the third Kontra step); these are
 * club house rules, and where clubs differ we chose as written here.
 */
const BOCK_RULINGS = [
  'Neither the International Skat Order nor our rule text knows Bock rounds or Ramsch rounds: they are club house rules (the text\'s "Bock" is only the third step after Kontra and Re). Option `bock` turns them on by naming at least one trigger; without it nothing changes, and records keep their old form. Our rulings, where clubs differ:',
  [
    '- **Triggers** (`bock.triggers`, `bock.valueAtLeast`), judged on each played game: `kontraLost`, the declarer lost a game in which at least Kontra was said; `tie60`, the declarer ended with exactly 60 card points (a suit or grand game is lost at 60, since 61 are needed to win; text, "Winning conditions for declarer"); `schneider`, either side reached schneider or schwarz, announced or not; `grandHand`, a grand hand (ouvert included) was won; `valueAtLeast: N`, the game value before the loss, Kontra and Bock doublings is at least N. A deal thrown in and every Ramsch fire nothing.',
    '- **One round per deal**: a deal that fires several triggers adds one round, not several.',
    '- **A round** is one deal per seat at the table: 3 deals at a table of three, 4 at a table of four (the dealer who sits out still deals one of them).',
    '- **The queue** (`bock.rounds`): each trigger adds at the end of the queue a Bock round (`bock`, the default), a Bock round followed by a Ramsch round (`bockRamsch`), or a Ramsch round alone (`ramsch`). Rounds never overlap and never stack: a trigger during a Bock round adds its round after everything already queued, so no deal is ever doubled twice over.',
    "- **A Bock deal** writes every score of the deal twice: the declarer's game, won or lost, Kontra included; a Ramsch played on pass-out too. In tournament scoring only the game value doubles; the +50/-50 and the +40/+30 are written once, as with Kontra.",
    '- **A Ramsch-round deal**: nobody bids. Each seat in bidding order may only pass, and after the three passes Ramsch is played under the `ramsch` options, whatever `passOut` says. It is not doubled.',
    '- **Every deal uses up its place in the queue**, a deal thrown in as well: the queue follows the deals, not the games.',
    '- **The session does not grow**: a Liste still ends after `deals` deals, and Bierlachs at its target, with any queued deals left unplayed (the result shows them as `queue`).',
    "- **Public**: each seat's view shows whether the deal is a Bock or Ramsch-round deal and how many of each are queued, this deal included (`view.extra.round`). A session record carries the deal's setup, and a replay rebuilds the queue from the outcomes alone, so it reproduces the same schedule.",
  ].join('\n'),
];

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
const choose: SkatDeal['choose'] = ({ legal, state, rules, rng }) => {
  const first = legal[0];
  const types = new Set(legal.map((a) => a.type));
  const deck = rules.ctx.deck;
  const points = (c: string) => deck.points[deck.idsOf(c)![0]];
  if (types.has('bid') || types.has('hold')) {
    return (legal.find((a) => a.type === 'bid' && a.value === 18) ??
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
    return legal.find((a) => a.type === 'discard' && away.every((c) => a.cards.includes(c)))!;
  }
  if (types.has('declare')) {
    const trump = longestSuit(hand);
    return legal.find(
      (a) => a.type === 'declare' && a.game === trump && !a.ouvert && !a.schneider,
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
export function skatRulePage(): RulePageExtras<
  SkatOptions,
  SkatState,
  SkatOutcome,
  SkatAction,
  SkatView
> {
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
      { title: 'House rules: Bock and Ramsch rounds', body: BOCK_RULINGS.join('\n\n') },
    ],
    deals: [
      {
        title: 'A deal played by the engine',
        seed: 3,
        choose,
        note: 'Middlehand calls 18 and the others pass; the declarer takes up the skat, lays away the two richest cards outside the trumps and declares the longest suit; the cards are then played at random.',
        describeOutcome: (o) => {
          return o.kind === 'game'
            ? `Seat ${o.declarer} played ${code(contractCode(o.contract!))} after a bid of ${o.bid} and took ${o.declarerPoints} card points: the game is ${o.won ? 'won' : 'lost'}, its value is ${o.gameValue} (${o.multiplier} × ${o.contract!.game === 'N' ? 'fixed' : BASE_VALUES[o.contract!.game as keyof typeof BASE_VALUES]}), and the declarer scores ${o.value}.`
            : `The deal ended without a game (${o.kind}).`;
        },
      },
    ],
  };
}
