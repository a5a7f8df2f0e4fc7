// A separate, deliberately naive model of trick play in a Sauspiel and a Wenz, written
// straight from schafkopf.en.md (2.1, 2.3, 1.5, 4.2, 4.3) on card codes, for the perft
// counts in perft.test.ts. It shares no code with the engine.

/** Trumps, highest first, and the plain order of a game (2.1, 2.3). */
export const ORDERS = {
  sauspiel: {
    trumps: 'CQ SQ HQ DQ CJ SJ HJ DJ HA HT HK H9 H8 H7'.split(' '),
    plain: 'A T K 9 8 7'.split(' '),
  },
  wenz: { trumps: 'CJ SJ HJ DJ'.split(' '), plain: 'A T K Q 9 8 7'.split(' ') },
} as const;
export type ModelGame = keyof typeof ORDERS;

export interface ModelState {
  readonly game: ModelGame;
  /** The called ace in a Sauspiel (`SA` ...), or `null`. */
  readonly called: string | null;
  readonly hands: string[][];
  /** The current trick: seats and cards in order of play. */
  readonly trick: { seat: number; card: string }[];
  /** The first card of each completed trick. */
  readonly leads: string[];
  readonly leader: number;
  readonly tricksDone: number;
}

const isTrump = (game: ModelGame, card: string) =>
  (ORDERS[game].trumps as readonly string[]).includes(card);
/** The "suit" a card follows as: 'T' for trumps, else its printed suit. */
const suitOf = (game: ModelGame, card: string) => (isTrump(game, card) ? 'T' : card[0]);

/** The cards the seat to play may play. */
export function legalCards(m: ModelState): string[] {
  const seat = m.trick.length === 0 ? m.leader : (m.trick[m.trick.length - 1].seat + 1) % 4;
  const hand = m.hands[seat];
  const led = m.trick.length === 0 ? null : suitOf(m.game, m.trick[0].card);
  let cards = led === null ? hand : hand.filter((c) => suitOf(m.game, c) === led);
  if (cards.length === 0) cards = hand;
  const ace = m.called;
  if (ace === null || !hand.includes(ace)) return cards;
  const calledSuit = ace[0];
  const opened = m.leads.some((c) => suitOf(m.game, c) === calledSuit);
  if (opened) return cards;
  if (led === null) {
    // 4.2 c and 4.3: lead the ace, or another suit; the suit's other cards only running away.
    const length = hand.filter((c) => suitOf(m.game, c) === calledSuit).length;
    return cards.filter((c) => c === ace || suitOf(m.game, c) !== calledSuit || length >= 4);
  }
  if (led === calledSuit) return [ace]; // 4.2 a
  // 4.2 b: never thrown off, unless it is the last card.
  return hand.length === 1 ? cards : cards.filter((c) => c !== ace);
}

/** The winner's position in a complete trick (1.5). */
function winnerOf(game: ModelGame, trick: { card: string }[]): number {
  const { trumps, plain } = ORDERS[game];
  const rank = (card: string) => {
    const t = (trumps as readonly string[]).indexOf(card);
    if (t >= 0) return 100 - t;
    return card[0] === trick[0].card[0] && !isTrump(game, trick[0].card)
      ? 50 - (plain as readonly string[]).indexOf(card[1])
      : -1;
  };
  let best = 0;
  for (let i = 1; i < trick.length; i++) if (rank(trick[i].card) > rank(trick[best].card)) best = i;
  return best;
}

/** The state after the seat to play plays `card`. */
export function play(m: ModelState, card: string): ModelState {
  const seat = m.trick.length === 0 ? m.leader : (m.trick[m.trick.length - 1].seat + 1) % 4;
  const hands = m.hands.map((h, i) => (i === seat ? h.filter((c) => c !== card) : h));
  const trick = [...m.trick, { seat, card }];
  if (trick.length < 4) return { ...m, hands, trick };
  return {
    ...m,
    hands,
    trick: [],
    leads: [...m.leads, trick[0].card],
    leader: trick[winnerOf(m.game, trick)].seat,
    tricksDone: m.tricksDone + 1,
  };
}

/** Leaves of the play tree at `depth` cards (or fewer, where the deal ends). */
export function modelPerft(m: ModelState, depth: number): number {
  if (depth === 0 || m.tricksDone === 8) return 1;
  let n = 0;
  for (const card of legalCards(m)) n += modelPerft(play(m, card), depth - 1);
  return n;
}
