import { type GameState, unwrap } from '@stich/core';
import {
  type RamschAction,
  type RamschOptions,
  type RamschOutcome,
  type RamschState,
  ramsch,
} from '../src/index';

/** A position at the table: 0 forehand, 1 middlehand, 2 rearhand (forehand is the dealer's left). */
export type Position = 0 | 1 | 2;
export type RamschRules = ReturnType<typeof ramsch.rules>;
export type State = GameState<RamschState>;

/**
 * A whole deal written trick by trick, by position: `tricks[t]` is `'FH MH RH'`, the card
 * each position plays to trick `t` (not the order of play: forehand leads the first
 * trick, each trick's winner the next). Each position's hand is its column.
 */
export interface RamschScript {
  readonly tricks: readonly string[];
  /** The skat as dealt, e.g. `'DJ D7'`. */
  readonly skat: string;
  /** Schieberamsch, in turn from forehand: `'push'`, or `'lay C1 C2'` (take up, lay two back). */
  readonly passing?: readonly string[];
}

/** The seat at `position` when `dealer` deals. */
export const seatAt = (dealer: number, position: number): number => (dealer + 1 + position) % 3;
/** The position of `seat` when `dealer` deals. */
export const positionOf = (dealer: number, seat: number): number => (seat - dealer + 2) % 3;

/** Per-position numbers `[FH, MH, RH]` laid out per seat. */
export function bySeat<T>(dealer: number, byPosition: readonly T[]): T[] {
  const out = byPosition.slice();
  byPosition.forEach((v, p) => {
    out[seatAt(dealer, p)] = v;
  });
  return out;
}

/** Positions turned into sorted seats. */
export const seatsOf = (dealer: number, positions: readonly number[]): number[] =>
  positions.map((p) => seatAt(dealer, p)).sort((a, b) => a - b);

const cards = (text: string): string[] => text.trim().split(/\s+/);

/** The columns of a script: the cards each position plays. */
export function playHands(script: RamschScript): string[][] {
  const rows = script.tricks.map((row) => {
    const r = cards(row);
    if (r.length !== 3) throw new Error(`a trick has three cards: '${row}'`);
    return r;
  });
  return [0, 1, 2].map((p) => rows.map((r) => r[p]));
}

/** The hands as dealt (by position), undoing the skat's passing. */
export function dealtHands(script: RamschScript): string[][] {
  const hands = playHands(script);
  let skat = cards(script.skat);
  (script.passing ?? []).forEach((pass, p) => {
    if (pass === 'push') return;
    const laid = cards(pass).slice(1);
    const held = [...hands[p], ...laid];
    for (const c of skat)
      if (!held.includes(c))
        throw new Error(`position ${p} took up ${c} but neither kept nor laid it`);
    hands[p] = held.filter((c) => !skat.includes(c));
    skat = laid;
  });
  return hands;
}

/** Every action of a script's deal, in order, as the kernel asks for them. */
export function actionsOf(
  rules: RamschRules,
  script: RamschScript,
  dealer: number,
): RamschAction[] {
  return playScript(rules, script, dealer).actions;
}

/** A script's cards as dealt by `dealer`: hands by seat, and the skat. */
export function dealOf(
  script: RamschScript,
  dealer: number,
): { hands: string[][]; skat: string[] } {
  const hands = dealtHands(script);
  return {
    hands: [0, 1, 2].map((seat) => hands[positionOf(dealer, seat)]),
    skat: cards(script.skat),
  };
}

/** A fresh state for a script's deal, before any action. */
export function startOf(rules: RamschRules, script: RamschScript, dealer: number): State {
  return unwrap(rules.fromDeal({ dealer, ...dealOf(script, dealer) }));
}

/** Plays a script through `applyAction`, throwing on any refusal. */
export function playScript(
  rules: RamschRules,
  script: RamschScript,
  dealer = 2,
): { state: State; actions: RamschAction[]; outcome: RamschOutcome } {
  let s = startOf(rules, script, dealer);
  const actions: RamschAction[] = [];
  const act = (a: RamschAction) => {
    actions.push(a);
    s = unwrap(rules.applyAction(s, a));
  };
  (script.passing ?? []).forEach((pass, p) => {
    const seat = seatAt(dealer, p);
    if (pass === 'push') {
      act({ type: 'pushSkat', seat });
    } else {
      act({ type: 'pickUpSkat', seat });
      act({ type: 'discard', seat, cards: cards(pass).slice(1) });
    }
  });
  while (!rules.isTerminal(s)) {
    const seat = s.turn;
    const row = script.tricks[s.winners.length];
    act({ type: 'play', seat, card: cards(row)[positionOf(dealer, seat)] });
  }
  return { state: s, actions, outcome: rules.outcome(s)! };
}

/** The same deal with the positions' hands swapped: position `p` plays the column `from[p]`. */
export function permute(
  script: RamschScript,
  from: readonly [number, number, number],
): RamschScript {
  if (script.passing !== undefined) throw new Error('permute a deal without passing');
  return {
    ...script,
    tricks: script.tricks.map((row) => {
      const r = cards(row);
      return from.map((p) => r[p]).join(' ');
    }),
  };
}

/** An outcome by position (FH, MH, RH) instead of by seat, the fields the rulings decide. */
export interface Summary {
  readonly points: number[];
  readonly scores: number[];
  readonly losers: number[];
  readonly winners: number[];
  readonly skatTo: number[];
  readonly jungfrauen: number;
  readonly durchmarsch: boolean;
  readonly pushes: number;
}

/** The outcome's fields by position for a deal dealt by `dealer`. */
export function summary(o: RamschOutcome, dealer: number): Summary {
  const pos = (seats: readonly number[]) =>
    seats.map((seat) => positionOf(dealer, seat)).sort((a, b) => a - b);
  const order = [0, 1, 2].map((p) => seatAt(dealer, p));
  return {
    points: order.map((seat) => o.points[seat]),
    scores: order.map((seat) => o.scores[seat]),
    losers: pos(o.losers),
    winners: pos(o.winners),
    skatTo: pos(o.skatTo),
    jungfrauen: o.jungfrauen,
    durchmarsch: o.durchmarsch,
    pushes: o.pushes,
  };
}

/** The rules for some options. */
export const rulesFor = (options: Partial<RamschOptions> = {}): RamschRules =>
  ramsch.rules(options);
