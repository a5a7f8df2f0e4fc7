import { cardFacts, cardTurnOfView } from '@stich/bots';
import { type CardCode, type GameState, Rng, unwrap } from '@stich/core';
import {
  partnerOf,
  type SkatkopfAction,
  type SkatkopfState,
  type SkatkopfView,
  skatkopf,
} from '@stich/skatkopf';
import {
  acceptTurned,
  affords,
  declaredGame,
  doublingsAllowed,
  friendsOf,
  gameEstimates,
  kittyDiscard,
  skatkopfBot,
  trumpGameStrength,
  winChance,
} from '@stich/skatkopf/plugin';
import { describe, expect, test } from 'vitest';

const rules = skatkopf.rules();
const facts = cardFacts(rules.ctx);
const bot = skatkopfBot<SkatkopfAction>(rules);

const cards = (text: string) => text.split(' ');

/** Deal B (dealer 3, so seat 0 is forehand): seat 0 is strong in hearts, lacks SA and CA. */
const DEAL_B = {
  hands: [
    'JK CJ SJ HA HT HK H9 S7 C7 C8',
    'JK CA CT CK SA ST HQ H8 D9 D8',
    'HJ CQ C9 SK SQ S9 H7 DA DT DK',
    'DJ C6 C5 S8 S6 S5 H6 DQ D7 D6',
  ].map(cards),
  skat: cards('H5 D5'),
};
const B0 = DEAL_B.hands[0];
/** One long suit with two top trumps: hearts stands out. */
const HEARTS = cards('JK CJ HA HT HK HQ H9 H8 H7 H6');

/** Seat 0 opens, the others pass, seat 0 keeps Partner. */
const PARTNER: SkatkopfAction[] = [
  { type: 'bid', seat: 0, game: 'partner' },
  { type: 'pass', seat: 1 },
  { type: 'pass', seat: 2 },
  { type: 'pass', seat: 3 },
  { type: 'declare', seat: 0, game: 'partner' },
];
/** ... then plays hand in hearts and calls SA (held by seat 1). */
const CALLED_SA: SkatkopfAction[] = [
  ...PARTNER,
  { type: 'hand', seat: 0, suit: 'H' },
  { type: 'call', seat: 0, card: 'SA' },
];

type State = GameState<SkatkopfState>;
const dealB = (): State => unwrap(rules.fromDeal({ dealer: 3, ...DEAL_B }));
const apply = (s: State, actions: readonly SkatkopfAction[]) =>
  actions.reduce((t, a) => unwrap(rules.applyAction(t, a)), s);
const choice = (s: State) => bot.choose(rules.view(s, rules.toAct(s)), new Rng(1));

// Worked by hand from the rules in handValue.ts.
describe('hand strength', () => {
  test.each([
    // 7 trumps; JK, HJ, DJ missing from the top seven: 4; spades A T 1.8; diamonds void 0.5.
    [['JK', 'CJ', 'SJ', 'HA', 'HT', 'HK', 'H9', 'SA', 'ST', 'C7'], 'H', 6.3],
    // The same in grand: 3 trumps, a joker missing: 2, three short of six -1.8; spades
    // A T 1.8; hearts A T in a suit of four 1.5; a void 0.2 with few trumps.
    [['JK', 'CJ', 'SJ', 'HA', 'HT', 'HK', 'H9', 'SA', 'ST', 'C7'], 'G', 3.7],
    // All six grand trumps 6; clubs A T 1.8; spades A 1; hearts A 1; diamonds void 0.5.
    [['JK', 'JK', 'CJ', 'SJ', 'HJ', 'DJ', 'CA', 'CT', 'SA', 'HA'], 'G', 10.3],
    // Four low diamonds, the top four missing: 0, two short -1.2; no side card on top.
    [['C5', 'C6', 'S7', 'S8', 'H5', 'H6', 'D7', 'D8', 'D9', 'DQ'], 'D', -1.2],
    // 10 trumps, JK SJ HJ DJ missing from the top ten: 6; three voids 1.5.
    [HEARTS, 'H', 7.5],
  ] as const)('%j in %s: %d', (hand, mode, strength) => {
    expect(trumpGameStrength(facts, facts.table(mode), hand)).toBeCloseTo(strength, 5);
  });
});

describe('bidding and declaring', () => {
  test.each([
    ['partner', -0.6, 0.5],
    ['solo', 4.7, 0.5],
    ['grandHand', 2.9, 0.5],
  ] as const)('%s at strength %d: chance %d', (game, strength, chance) => {
    expect(winChance(game, strength)).toBeCloseTo(chance, 5);
  });

  test.each([
    [0.5, -1],
    [0.7, 0],
    [0.9, 1],
    [0.97, 2],
  ])('chance %d allows %i doublings', (chance, doublings) => {
    expect(doublingsAllowed({ game: 'solo', strength: 0, chance })).toBe(doublings);
  });

  // B0: Partner 0.94 (one doubling), Solo 0.65, Baby Grand 0.40 and Grand Hand 0.22 (not playable).
  test.each([
    ['partner', 1, true],
    ['partner', 2, false],
    ['solo', 0, true],
    ['solo', 1, false],
    ['babyGrand', 0, false],
  ] as const)('deal B, seat 0 affords %s with %i doublings: %s', (game, doublings, yes) => {
    expect(affords(gameEstimates(facts, B0), { game, doublings })).toBe(yes);
  });

  test('the declaration: the best expected score, else the game bid', () => {
    const estimates = gameEstimates(facts, B0);
    // Solo scores 6 x (2 x 0.65 - 1) = 1.8 on average, Partner 1 x (2 x 0.94 - 1) = 0.9.
    expect(declaredGame(estimates, ['partner', 'solo', 'babyGrand', 'grandHand'])).toBe('solo');
    expect(declaredGame(estimates, ['babyGrand', 'grandHand'])).toBe('babyGrand');
  });

  test('deal B: the auction, the declaration and the tournee, as the bots play them', () => {
    // Seat 1 (Partner 0.89) doubles the Partner bid; seat 0 affords it, seat 1 nothing
    // higher; seats 2 and 3 can only play an undoubled Partner. Seat 0 then switches to
    // Solo; its hearts are best, but a tournee promises more (5.4 against 4.5); the first
    // kitty card is H5, hearts: accepted; it lays back S7 and D5 for two voids.
    let s = dealB();
    const said: SkatkopfAction[] = [];
    for (let i = 0; i < 10; i++) {
      const a = choice(s);
      said.push(a);
      s = apply(s, [a]);
    }
    expect(said).toEqual([
      { type: 'bid', seat: 0, game: 'partner', doublings: 0 },
      { type: 'bid', seat: 1, game: 'partner', doublings: 1 },
      { type: 'hold', seat: 0 },
      { type: 'pass', seat: 1 },
      { type: 'pass', seat: 2 },
      { type: 'pass', seat: 3 },
      { type: 'declare', seat: 0, game: 'solo' },
      { type: 'turn', seat: 0 },
      { type: 'accept', seat: 0 },
      { type: 'discard', seat: 0, cards: ['S7', 'D5'] },
    ]);
  });
});

describe('making trump and calling', () => {
  test.each([
    [B0, 'H5', true], // hearts, its best suit
    [HEARTS, 'D5', true], // hearts are nearly all in hand: the second card is no better
    [['CT', 'CJ', 'C5', 'SA', 'ST', 'SQ', 'HA', 'DT', 'DQ', 'D6'], 'HT', false], // hearts 1.6; clubs 3.1, diamonds 3.7
    [B0, 'JK', true], // a joker: any suit may be named
  ])('%j, turned %s: accept %s', (hand, turned, yes) => {
    expect(acceptTurned(facts, hand, turned)).toBe(yes);
  });

  test.each([
    // Hearts: laying back S7 and D5 leaves spades and diamonds void (0.5 each, eight trumps).
    ['H', ['S7', 'D5'], 'H'],
    // A forced Partner names trump after the discard: hearts is still best.
    [undefined, ['S7', 'D5'], 'H'],
    // Grand (Baby Grand): HK H9 shorten hearts to A T and carry 4 points, more than two voids give.
    [null, ['HK', 'H9'], null],
  ] as const)('deal B with the kitty, trump %s: lay back %j', (suit, cards, named) => {
    expect(kittyDiscard(facts, [...B0, 'H5', 'D5'], suit)).toEqual({ cards, suit: named });
  });

  test('a suit that stands out is played hand; a plainer hand turns', () => {
    const s = apply(unwrap(rules.fromDeal({ dealer: 3, ...DEAL_B })), PARTNER);
    expect(choice(s)).toEqual({ type: 'turn', seat: 0 });
    const hearts = DEAL_B.hands.map((h) => h.slice());
    // Seat 0 takes HEARTS; its old cards go to the seats that held HEARTS' cards.
    const moved = HEARTS.filter((c) => !B0.includes(c));
    const freed = B0.filter((c) => !HEARTS.includes(c));
    for (const [k, card] of moved.entries()) {
      const seat = hearts.findIndex((h) => h.includes(card));
      hearts[seat][hearts[seat].indexOf(card)] = freed[k];
    }
    hearts[0] = HEARTS.slice();
    const t = apply(
      unwrap(rules.fromDeal({ dealer: 3, hands: hearts, skat: DEAL_B.skat })),
      PARTNER,
    );
    expect(choice(t)).toEqual({ type: 'hand', seat: 0, suit: 'H' });
  });

  test('deal B, hand in hearts: seat 0 may call SA or CA and calls SA, its shorter suit', () => {
    const s = apply(dealB(), [...PARTNER, { type: 'hand', seat: 0, suit: 'H' }]);
    const calls = rules.view(s, 0).legalActions.map((a) => (a.type === 'call' ? a.card : a.type));
    expect(calls.sort()).toEqual(['CA', 'SA']);
    expect(choice(s)).toEqual({ type: 'call', seat: 0, card: 'SA' });
  });
});

describe('who plays with whom, from the views', () => {
  test('deal B, SA called: only seat 1, its holder, knows the sides until SA is played', () => {
    let s = apply(dealB(), CALLED_SA);
    const friends = () =>
      [0, 1, 2, 3].map((seat) =>
        friendsOf(cardTurnOfView(rules.view(s, seat), facts, rules.ctx.tables[0], 4)),
      );
    expect(friends()).toEqual([[], [0], [], []]);
    // Seat 0 leads S7; seat 1 must play the called SA.
    s = apply(s, [
      { type: 'play', seat: 0, card: 'S7' },
      { type: 'play', seat: 1, card: 'SA' },
    ]);
    expect(friends()).toEqual([[1], [0], [3], [2]]);
  });
});

/**
 * Bot-played Partner deals with a twin that swaps the called card and another card of its
 * suit between its holder and a second defender. Until one of the two is played, the
 * other two seats see the same views and must make the same choices; the swapped seats'
 * moves are taken from the first deal where they are legal in both. Returns the choices
 * compared.
 */
function twinChoices(deals: number, seed: string): number {
  let compared = 0;
  for (let i = 0; i < deals; i++) {
    const rng = new Rng(`${seed}:${i}`);
    const start = rules.deal({ dealer: i % 4, rng });
    const actions: SkatkopfAction[] = [];
    let s = start;
    while (s.phase !== 'play') {
      const a = bot.choose(rules.view(s, rules.toAct(s)), rng);
      actions.push(a);
      s = apply(s, [a]);
    }
    const x = { ...s.x, partner: partnerOf(rules.ctx, s) };
    if (x.game !== 'partner' || x.partner < 0) continue;
    const called = rules.view(s, x.declarer).extra.called as CardCode;
    const hands = [0, 1, 2, 3].map((seat) => rules.view(start, seat).hand);
    const suit = (c: CardCode) => c[0] === called[0] && c[1] !== 'J' && c !== 'JK';
    const other = [0, 1, 2, 3].find(
      (seat) => seat !== x.declarer && seat !== x.partner && hands[seat].some(suit),
    );
    if (other === undefined) continue;
    const twinCard = hands[other].find(suit)!;
    const twin = hands.map((h) => h.slice());
    twin[x.partner][twin[x.partner].indexOf(called)] = twinCard;
    twin[other][twin[other].indexOf(twinCard)] = called;
    const skat = start.x.kitty.slice();
    let b = unwrap(rules.fromDeal({ dealer: start.dealer, hands: twin, skat }));
    if (b.x.kitty.join() !== skat.join()) continue;
    b = apply(b, actions);
    const swapped = [x.partner, other];
    let a = s;
    while (!rules.isTerminal(a)) {
      const seat = rules.toAct(a);
      const mine = bot.choose(rules.view(a, seat), new Rng(i));
      if (!swapped.includes(seat)) {
        expect(bot.choose(rules.view(b, seat), new Rng(i))).toEqual(mine);
        compared++;
      }
      const played = mine.type === 'play' && (mine.card === called || mine.card === twinCard);
      const legalInB = rules
        .legalActions(b)
        .some((l) => JSON.stringify(l) === JSON.stringify(mine));
      if (played || !legalInB) break;
      a = apply(a, [mine]);
      b = apply(b, [mine]);
    }
  }
  return compared;
}

test('no choice depends on who holds the called card, until it is played', () => {
  expect(twinChoices(150, 'twins')).toBeGreaterThan(300);
});

test('the views the bot reads hide the partner from the other seats', () => {
  const s = apply(dealB(), CALLED_SA);
  const extra = (seat: number) => rules.view(s, seat).extra as SkatkopfView;
  expect([0, 2, 3].map((seat) => extra(seat).partner)).toEqual([null, null, null]);
  expect(extra(1).partner).toBe(1);
});
