/**
 * A naive model of Ramsch's moves, written from the rule text alone (no kernel code), to
 * cross-check the kernel's move counts: jacks are trumps CJ > SJ > HJ > DJ and a suit of
 * their own; plain suits rank A T K Q 9 8 7 (A K Q T 9 8 7 with tens low); follow the led
 * suit if able. Schieberamsch: from forehand, take up (then lay two non-jacks back, or any
 * two with `jacksMayBePushed`) or push.
 */
export interface Model {
  readonly hands: string[][];
  readonly skat: string[];
  /** Seats done with the skat; 3 (or no Schieberamsch) means play. */
  readonly passed: number;
  readonly holding: boolean;
  readonly turn: number;
  readonly trick: readonly (readonly [number, string])[];
}

export interface ModelRules {
  readonly schieben: boolean;
  readonly jacksMayBePushed: boolean;
  readonly tensLow: boolean;
}

export type Move = string; // a card, 'pick', 'push', or 'lay C1 C2'

const JACKS = ['DJ', 'HJ', 'SJ', 'CJ'];
const groupOf = (card: string) => (card[1] === 'J' ? 'J' : card[0]);

/** Strength within the led suit or as a trump (higher wins). */
function power(r: ModelRules, card: string, led: string): number {
  if (card[1] === 'J') return 100 + JACKS.indexOf(card);
  if (card[0] !== led) return -1;
  return 10 - (r.tensLow ? 'AKQT987' : 'ATKQ987').indexOf(card[1]);
}

export function startModel(
  hands: string[][],
  skat: string[],
  dealer: number,
  r: ModelRules,
): Model {
  return {
    hands,
    skat,
    passed: r.schieben ? 0 : 3,
    holding: false,
    turn: (dealer + 1) % 3,
    trick: [],
  };
}

export function movesOf(r: ModelRules, m: Model): Move[] {
  const hand = m.hands[m.turn];
  if (m.passed < 3) {
    if (!m.holding) return ['pick', 'push'];
    const free = hand.filter((c) => r.jacksMayBePushed || c[1] !== 'J');
    return free.flatMap((a, i) => free.slice(i + 1).map((b) => `lay ${a} ${b}`));
  }
  if (hand.length === 0) return [];
  if (m.trick.length === 0) return hand.slice();
  const led = groupOf(m.trick[0][1]);
  const follow = hand.filter((c) => groupOf(c) === led);
  return follow.length > 0 ? follow : hand.slice();
}

export function applyMove(r: ModelRules, m: Model, move: Move): Model {
  const hands = m.hands.map((h) => h.slice());
  const seat = m.turn;
  if (move === 'pick') {
    hands[seat].push(...m.skat);
    return { ...m, hands, skat: [], holding: true };
  }
  const next = { ...m, hands, holding: false, passed: m.passed + 1, turn: (seat + 1) % 3 };
  if (move === 'push') return next;
  if (move.startsWith('lay ')) {
    const laid = move.split(' ').slice(1);
    hands[seat] = hands[seat].filter((c) => !laid.includes(c));
    return { ...next, skat: laid };
  }
  hands[seat] = hands[seat].filter((c) => c !== move);
  const trick = [...m.trick, [seat, move] as const];
  if (trick.length < 3) return { ...m, hands, trick, turn: (seat + 1) % 3 };
  const led = trick[0][1][1] === 'J' ? 'J' : trick[0][1][0];
  let best = trick[0];
  for (const t of trick) if (power(r, t[1], led) > power(r, best[1], led)) best = t;
  return { ...m, hands, trick: [], turn: best[0] };
}

/** Leaf count at `depth` (a finished deal is a leaf). */
export function modelPerft(r: ModelRules, m: Model, depth: number): number {
  if (depth === 0) return 1;
  const moves = movesOf(r, m);
  if (moves.length === 0) return 1;
  let n = 0;
  for (const move of moves) n += modelPerft(r, applyMove(r, m, move), depth - 1);
  return n;
}
