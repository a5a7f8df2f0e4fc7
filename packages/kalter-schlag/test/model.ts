/**
 * A deliberately naive model of Kalter Schlag's card play, written from the rule texts
 * and NOTES.md alone (it imports nothing from the kernel), to cross-check the kernel.
 * Cards are ISS codes: suit C S H D, then rank A T K Q J 9 8 7.
 */

/** Card points by rank (NOTES.md 1: A 11, T 10, K 4, Q 3, J 2, the rest 0). */
const RANK_POINTS: Record<string, number> = { A: 11, T: 10, K: 4, Q: 3, J: 2 };
/** The jacks, highest first (NOTES.md 1: CJ > SJ > HJ > DJ). */
const JACK_ORDER = ['CJ', 'SJ', 'HJ', 'DJ'];
/** Plain-suit ranks, highest first (NOTES.md 1: A > T > K > Q > 9 > 8 > 7). */
const PLAIN_ORDER = ['A', 'T', 'K', 'Q', '9', '8', '7'];

/** All 32 cards of the pack. */
export const ALL_CARDS: string[] = ['C', 'S', 'H', 'D'].flatMap((suit) =>
  ['A', 'T', 'K', 'Q', 'J', '9', '8', '7'].map((rank) => suit + rank),
);

export function modelPoints(card: string): number {
  return RANK_POINTS[card[1]] ?? 0;
}

/** The suit a card follows as: 'J' for every jack (a suit of their own), else its printed suit. */
export function followSuit(card: string): string {
  return card[1] === 'J' ? 'J' : card[0];
}

/** Cards of `hand` that may be played to `trick` (cards played so far, lead first). */
export function modelLegal(hand: readonly string[], trick: readonly string[]): string[] {
  if (trick.length === 0) return [...hand];
  const led = followSuit(trick[0]);
  const same = hand.filter((card) => followSuit(card) === led);
  return same.length > 0 ? same : [...hand];
}

/** Index in play order of the card that wins a complete trick. */
export function modelWinner(trick: readonly string[]): number {
  const jacks = trick.map((card, i) => [card, i] as const).filter(([card]) => card[1] === 'J');
  if (jacks.length > 0) {
    jacks.sort((a, b) => JACK_ORDER.indexOf(a[0]) - JACK_ORDER.indexOf(b[0]));
    return jacks[0][1];
  }
  let best = 0;
  for (let i = 1; i < trick.length; i++) {
    const card = trick[i];
    if (card[0] !== trick[0][0]) continue;
    if (PLAIN_ORDER.indexOf(card[1]) < PLAIN_ORDER.indexOf(trick[best][1])) best = i;
  }
  return best;
}

/** A position in the model: hands by seat, the current trick, who led it, how many tricks are done. */
export interface ModelState {
  hands: string[][];
  trick: string[];
  leader: number;
  trickNo: number;
  doubled: boolean[];
  points: number[];
  tricks: number[];
}

export function modelStart(dealer: number, hands: readonly (readonly string[])[]): ModelState {
  return {
    hands: hands.map((h) => [...h]),
    trick: [],
    leader: (dealer + 1) % 4,
    trickNo: 0,
    doubled: [false, false, false, false],
    points: [0, 0, 0, 0],
    tricks: [0, 0, 0, 0],
  };
}

export function modelTurn(st: ModelState): number {
  return (st.leader + st.trick.length) % 4;
}

/** Plays `card` for the seat to act, in place; completes the trick when it is the fourth card. */
export function modelPlay(st: ModelState, card: string): void {
  const seat = modelTurn(st);
  st.hands[seat] = st.hands[seat].filter((c) => c !== card);
  st.trick.push(card);
  if (st.trick.length < 4) return;
  const winner = (st.leader + modelWinner(st.trick)) % 4;
  st.points[winner] += st.trick.reduce((sum, c) => sum + modelPoints(c), 0);
  st.tricks[winner]++;
  st.trick = [];
  st.leader = winner;
  st.trickNo++;
}

function copy(st: ModelState): ModelState {
  return {
    hands: st.hands.map((h) => [...h]),
    trick: [...st.trick],
    leader: st.leader,
    trickNo: st.trickNo,
    doubled: [...st.doubled],
    points: [...st.points],
    tricks: [...st.tricks],
  };
}

/**
 * Counts the action sequences of length `depth`. With `doublings`, the seat to act in the
 * first trick may double once before its card (NOTES.md 2).
 */
export function modelCount(st: ModelState, depth: number, doublings: boolean): number {
  if (depth === 0) return 1;
  if (st.trickNo === 8) return 0;
  const seat = modelTurn(st);
  let n = 0;
  if (doublings && st.trickNo === 0 && !st.doubled[seat]) {
    const next = copy(st);
    next.doubled[seat] = true;
    n += modelCount(next, depth - 1, doublings);
  }
  for (const card of modelLegal(st.hands[seat], st.trick)) {
    const next = copy(st);
    modelPlay(next, card);
    n += modelCount(next, depth - 1, doublings);
  }
  return n;
}

/** Replays a deal written trick by trick (`tricks[t][seat]`), checking every card is legal. */
export function modelScript(dealer: number, tricks: readonly (readonly string[])[]): ModelState {
  const hands = [0, 1, 2, 3].map((seat) => tricks.map((trick) => trick[seat]));
  const st = modelStart(dealer, hands);
  while (st.trickNo < 8) {
    const seat = modelTurn(st);
    const card = tricks[st.trickNo][seat];
    if (!modelLegal(st.hands[seat], st.trick).includes(card)) {
      throw new Error(`model: seat ${seat} may not play ${card} in trick ${st.trickNo + 1}`);
    }
    modelPlay(st, card);
  }
  return st;
}
