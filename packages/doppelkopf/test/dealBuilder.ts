import type { DokoTrick } from '../src/score';

// Test helper: builds complete Doppelkopf deals with given facts (who wins each trick,
// Re's card points, Sonderpunkte) by a seeded search. The deals are realistic: the whole
// pack, every card twice; each trick's winner is the seat whose card wins it under the
// game's card order (doppelkopf.en.md 2.2 to 2.5, 4.4); and every seat follows suit
// (2.4), taking each seat's hand to be the cards it goes on to play. The helper keeps
// its own card-point table and trick rules so that it does not lean on the module.

export const [A, B, C, D] = [0, 1, 2, 3] as const;
const SEAT_LETTERS = 'ABCD';

/** doppelkopf.en.md 1.2. */
const POINTS: Record<string, number> = { A: 11, T: 10, K: 4, Q: 3, J: 2, '9': 0 };
export const points = (card: string): number => POINTS[card[1]];

/** The game types whose card orders differ (4.4); a Karo-Solo plays like `normal`. */
export type Game = 'normal' | 'damen' | 'buben' | 'fleischlos' | 'kreuz' | 'pik' | 'herz';

const TOP_TRUMPS = ['HT', 'CQ', 'SQ', 'HQ', 'DQ', 'CJ', 'SJ', 'HJ', 'DJ'];
const suitTrumps = (s: string) => ['A', 'T', 'K', '9'].map((r) => s + r);
const TRUMPS: Record<Game, string[]> = {
  normal: [...TOP_TRUMPS, ...suitTrumps('D')],
  kreuz: [...TOP_TRUMPS, ...suitTrumps('C')],
  pik: [...TOP_TRUMPS, ...suitTrumps('S')],
  herz: [...TOP_TRUMPS, 'HA', 'HK', 'H9'],
  damen: ['CQ', 'SQ', 'HQ', 'DQ'],
  buben: ['CJ', 'SJ', 'HJ', 'DJ'],
  fleischlos: [],
};
const PLAIN_ORDER = 'ATKQJ9';

/** The pack: 48 cards, or 40 without the nines (1.2, 1.3); every card twice. */
export function pack(deck: 48 | 40 = 48): string[] {
  const cards: string[] = [];
  for (const suit of 'CSHD')
    for (const rank of PLAIN_ORDER)
      if (deck === 48 || rank !== '9') cards.push(suit + rank, suit + rank);
  return cards;
}

/** A card's class (2.1): `T` for a trump, else its suit. */
export function cardClass(card: string, game: Game): string {
  return TRUMPS[game].includes(card) ? 'T' : card[0];
}

/** Index, in play order, of the card that wins the trick (2.5; the first of two equal cards wins). */
export function winningIndex(cards: readonly string[], game: Game): number {
  const trumps = TRUMPS[game];
  const lead = cardClass(cards[0], game);
  const strength = (card: string): number => {
    const t = trumps.indexOf(card);
    if (t >= 0) return 100 - t;
    return card[0] === lead ? 50 - PLAIN_ORDER.indexOf(card[1]) : -1;
  };
  let best = 0;
  for (let i = 1; i < cards.length; i++) if (strength(cards[i]) > strength(cards[best])) best = i;
  return best;
}

/** A small seeded generator (mulberry32). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface DealSpec {
  readonly game?: Game;
  readonly deck?: 48 | 40;
  readonly re: readonly number[];
  /** Who leads to trick 1. */
  readonly leader?: number;
  /** The winner of each trick as seat letters, e.g. `'AACB...'`. */
  readonly winners: string;
  /** Card points Re takes. */
  readonly rePoints: number;
  /** Cards a seat must play: `[trick from 1, seat, card]`. */
  readonly pins?: readonly (readonly [number, number, string])[];
  /** Exact card points of some tricks, by trick number from 1. */
  readonly trickPoints?: Readonly<Record<number, number>>;
  /** Tricks (from 1) holding 40 or more card points; all others hold fewer. */
  readonly doppelkopf?: readonly number[];
  /** One entry per fox caught (a ♦A won by the other party), by trick number from 1. */
  readonly foxes?: readonly number[];
  /** Whether a ♣J wins the last trick. */
  readonly karlchen?: boolean;
  /** How many ♣J of the party that loses the last trick lie in it. */
  readonly karlchenCaught?: number;
  /** Whether a ♦A wins the last trick. */
  readonly foxLast?: boolean;
  /**
   * Check Doppelkopf, foxes and the last trick against the fields above, where a field
   * left out means "none". Default: in a normal game (two Re seats), where they are
   * Sonderpunkte.
   */
  readonly exact?: boolean;
  /** Seats that hold the two ♣Q. Default: the Re pair in a normal game; free otherwise. */
  readonly queensBy?: readonly number[];
  readonly seed?: number;
}

/** What a built deal shows, counted by the helper. */
export interface DealShows {
  readonly rePoints: number;
  readonly doppelkopf: number[];
  readonly foxes: number[];
  readonly karlchen: boolean;
  readonly karlchenCaught: number;
  readonly foxLast: boolean;
}

/** Counts a deal's Sonderpunkt facts: trick numbers from 1. */
export function shows(tricks: readonly DokoTrick[], re: readonly number[]): DealShows {
  const isRe = (seat: number) => re.includes(seat);
  let rePoints = 0;
  const doppelkopf: number[] = [];
  const foxes: number[] = [];
  tricks.forEach((t, i) => {
    const p = t.cards.reduce((s, c) => s + points(c.card), 0);
    if (isRe(t.winner)) rePoints += p;
    if (p >= 40) doppelkopf.push(i + 1);
    for (const c of t.cards)
      if (c.card === 'DA' && isRe(c.seat) !== isRe(t.winner)) foxes.push(i + 1);
  });
  const last = tricks[tricks.length - 1];
  const winning = last.cards.find((c) => c.seat === last.winner)!.card;
  const karlchenCaught = last.cards.filter(
    (c) => c.card === 'CJ' && isRe(c.seat) !== isRe(last.winner),
  ).length;
  return {
    rePoints,
    doppelkopf,
    foxes,
    karlchen: winning === 'CJ',
    karlchenCaught,
    foxLast: winning === 'DA',
  };
}

const SUIT_LETTERS = 'CSHD';
const codeOf = (i: number) => SUIT_LETTERS[Math.floor(i / 6)] + PLAIN_ORDER[i % 6];
const indexOf = (code: string) => SUIT_LETTERS.indexOf(code[0]) * 6 + PLAIN_ORDER.indexOf(code[1]);
const [CQ, CJ, DA] = ['CQ', 'CJ', 'DA'].map(indexOf);
const TRUMP_CLASS = 4;

/**
 * Builds a deal with the facts of `spec`, or throws if the search finds none. The same
 * spec always gives the same deal. The search is simulated annealing over swaps of two
 * cards; cards are small integers here so that a step allocates nothing.
 */
export function buildDeal(spec: DealSpec): DokoTrick[] {
  const game = spec.game ?? 'normal';
  const n = spec.winners.length;
  const winners = [...spec.winners].map((l) => SEAT_LETTERS.indexOf(l));
  const leaders = winners.map((_, t) => (t === 0 ? (spec.leader ?? A) : winners[t - 1]));
  const isRe = [0, 1, 2, 3].map((seat) => spec.re.includes(seat));
  const normalGame = game === 'normal' && spec.re.length === 2;
  const exact = spec.exact ?? normalGame;
  const queensBy = spec.queensBy ?? (normalGame ? spec.re : null);
  const queensWanted = [0, 1, 2, 3].map((seat) => queensBy?.filter((q) => q === seat).length ?? 0);
  const dkWanted = Array.from({ length: n }, (_, t) => spec.doppelkopf?.includes(t + 1) ?? false);
  const foxWanted = Array.from(
    { length: n },
    (_, t) => spec.foxes?.filter((f) => f === t + 1).length ?? 0,
  );
  const checkDk = exact || spec.doppelkopf !== undefined;
  const checkFox = exact || spec.foxes !== undefined;
  const checkKarlchen = exact || spec.karlchen !== undefined;
  const checkCaught = exact || spec.karlchenCaught !== undefined;
  const checkFoxLast = exact || spec.foxLast !== undefined;
  // Per card index: points, class (0-3 a suit, 4 trump) and strength within its class.
  const cardPoints = Array.from({ length: 24 }, (_, i) => points(codeOf(i)));
  const cls = Array.from({ length: 24 }, (_, i) =>
    cardClass(codeOf(i), game) === 'T' ? TRUMP_CLASS : Math.floor(i / 6),
  );
  const trumps = TRUMPS[game];
  const rank = Array.from({ length: 24 }, (_, i) =>
    cls[i] === TRUMP_CLASS ? 100 - trumps.indexOf(codeOf(i)) : 50 - (i % 6),
  );

  // grid[t * 4 + seat]: the card `seat` plays to trick t.
  const grid = new Int8Array(n * 4).fill(-1);
  const rest = pack(spec.deck ?? 48).map(indexOf);
  for (const [trick, seat, card] of spec.pins ?? []) {
    grid[(trick - 1) * 4 + seat] = indexOf(card);
    rest.splice(rest.indexOf(indexOf(card)), 1);
  }
  const free = Array.from(grid.keys()).filter((i) => grid[i] < 0);
  const isFree = Array.from(grid, (card) => card < 0);
  const later = new Int8Array(5);

  const cost = (): number => {
    let c = 0;
    let re = 0;
    const queens = [0, 0, 0, 0];
    for (let t = 0; t < n; t++) {
      const leader = leaders[t];
      const lead = cls[grid[t * 4 + leader]];
      let best = leader;
      let bestStrength = -1;
      let sum = 0;
      for (let k = 0; k < 4; k++) {
        const seat = (leader + k) % 4;
        const card = grid[t * 4 + seat];
        sum += cardPoints[card];
        if (card === CQ) queens[seat]++;
        const strength = cls[card] === TRUMP_CLASS || cls[card] === lead ? rank[card] : -1;
        if (strength > bestStrength) [best, bestStrength] = [seat, strength];
      }
      const winner = winners[t];
      if (best !== winner) c += 20;
      if (isRe[winner]) re += sum;
      const want = spec.trickPoints?.[t + 1];
      if (want !== undefined) c += Math.abs(sum - want);
      if (checkDk && sum >= 40 !== dkWanted[t]) c += 10;
      if (checkFox) {
        let foxes = 0;
        for (let seat = 0; seat < 4; seat++)
          if (grid[t * 4 + seat] === DA && isRe[seat] !== isRe[winner]) foxes++;
        c += 10 * Math.abs(foxes - foxWanted[t]);
      }
    }
    c += Math.abs(re - spec.rePoints);
    // Following (2.4): a seat that did not follow the led class holds none of it later.
    for (let seat = 0; seat < 4; seat++) {
      later.fill(0);
      for (let t = n - 1; t >= 0; t--) {
        const lead = cls[grid[t * 4 + leaders[t]]];
        if (cls[grid[t * 4 + seat]] !== lead) c += 4 * later[lead];
        later[cls[grid[t * 4 + seat]]]++;
      }
    }
    const last = (n - 1) * 4;
    const lastWinner = winners[n - 1];
    const winning = grid[last + lastWinner];
    if (checkKarlchen && (winning === CJ) !== (spec.karlchen ?? false)) c += 10;
    if (checkFoxLast && (winning === DA) !== (spec.foxLast ?? false)) c += 10;
    if (checkCaught) {
      let caught = 0;
      for (let seat = 0; seat < 4; seat++)
        if (grid[last + seat] === CJ && isRe[seat] !== isRe[lastWinner]) caught++;
      c += 10 * Math.abs(caught - (spec.karlchenCaught ?? 0));
    }
    if (queensBy)
      for (let seat = 0; seat < 4; seat++) c += 5 * Math.abs(queens[seat] - queensWanted[seat]);
    return c;
  };

  const seed = spec.seed ?? 1;
  for (let attempt = 0; attempt < 10; attempt++) {
    const rand = seededRandom(seed * 1000 + attempt);
    const cards = [...rest];
    for (let i = cards.length - 1; i > 0; i--) {
      const j = Math.floor(rand() * (i + 1));
      [cards[i], cards[j]] = [cards[j], cards[i]];
    }
    free.forEach((cell, i) => {
      grid[cell] = cards[i];
    });
    let current = cost();
    const steps = 200_000;
    for (let step = 0; step < steps && current > 0; step++) {
      const temperature = 3 * (1 - step / steps) + 0.1;
      const i = free[Math.floor(rand() * free.length)];
      // A third of the moves reorder a trick, the rest move cards between tricks.
      const j =
        rand() < 0.3
          ? Math.floor(i / 4) * 4 + Math.floor(rand() * 4)
          : free[Math.floor(rand() * free.length)];
      if (grid[i] === grid[j] || !isFree[j]) continue;
      [grid[i], grid[j]] = [grid[j], grid[i]];
      const next = cost();
      if (next <= current || rand() < Math.exp((current - next) / temperature)) current = next;
      else [grid[i], grid[j]] = [grid[j], grid[i]];
    }
    if (current === 0)
      return winners.map((winner, t) => ({
        cards: [0, 1, 2, 3].map((k) => {
          const seat = (leaders[t] + k) % 4;
          return { seat, card: codeOf(grid[t * 4 + seat]) };
        }),
        winner,
      }));
  }
  throw new Error(`no deal found for ${JSON.stringify(spec)}`);
}

/**
 * What is wrong with a deal's play, checked card by card with the string rules above:
 * the pack (every card twice), the order of play (the winner leads next), each trick's
 * winner (2.5) and following (2.4). Empty for a legal deal.
 */
export function playProblems(
  tricks: readonly DokoTrick[],
  game: Game,
  deck: 48 | 40 = 48,
): string[] {
  const problems: string[] = [];
  const played = tricks.flatMap((t) => t.cards.map((c) => c.card)).sort();
  if (played.join() !== pack(deck).sort().join()) problems.push('the cards are not the pack');
  const hands = [0, 1, 2, 3].map((seat) =>
    tricks.map((t) => t.cards.find((c) => c.seat === seat)?.card ?? '?'),
  );
  tricks.forEach((trick, t) => {
    const where = `trick ${t + 1}`;
    if (t > 0 && trick.cards[0].seat !== tricks[t - 1].winner)
      problems.push(`${where}: wrong leader`);
    trick.cards.forEach((c, k) => {
      if (c.seat !== (trick.cards[0].seat + k) % 4) problems.push(`${where}: out of turn`);
    });
    const cards = trick.cards.map((c) => c.card);
    if (trick.cards[winningIndex(cards, game)].seat !== trick.winner)
      problems.push(`${where}: seat ${trick.winner} does not win ${cards.join(' ')}`);
    const lead = cardClass(cards[0], game);
    for (const { seat, card } of trick.cards) {
      const held = hands[seat].slice(t);
      if (cardClass(card, game) !== lead && held.some((h) => cardClass(h, game) === lead))
        problems.push(`${where}: seat ${seat} does not follow with ${card}`);
    }
  });
  return problems;
}

/**
 * Winner letters for `reTricks` Re tricks out of `n`, spread evenly; Re tricks alternate
 * between the Re seats, Kontra tricks between the others.
 */
export function spreadWinners(reTricks: number, re: readonly number[], n = 12): string {
  const kontra = [A, B, C, D].filter((seat) => !re.includes(seat));
  let [r, k] = [0, 0];
  let letters = '';
  for (let i = 0; i < n; i++) {
    const isRe = Math.floor(((i + 1) * reTricks) / n) > Math.floor((i * reTricks) / n);
    letters += SEAT_LETTERS[isRe ? re[r++ % re.length] : kontra[k++ % kontra.length]];
  }
  return letters;
}

const memo = new Map<string, DokoTrick[]>();

/**
 * A normal game with Re = A, C and no Sonderpunkte unless `more` asks for some, where Re
 * takes `rePoints` in about one trick per 20 card points (`reTricks` to choose). Built
 * once per spec and run.
 */
export function normalDeal(
  rePoints: number,
  more: Partial<DealSpec> & { readonly reTricks?: number } = {},
): DokoTrick[] {
  const { reTricks, ...rest } = more;
  const n = more.deck === 40 ? 10 : 12;
  const tricks =
    reTricks ??
    Math.min(rePoints < 240 ? n - 1 : n, Math.max(rePoints > 0 ? 1 : 0, Math.round(rePoints / 20)));
  const spec: DealSpec = {
    re: [A, C],
    winners: spreadWinners(tricks, [A, C], n),
    rePoints,
    ...rest,
  };
  const key = JSON.stringify(spec);
  if (!memo.has(key)) memo.set(key, buildDeal(spec));
  return memo.get(key)!;
}
