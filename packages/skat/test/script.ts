import { type GameState, unwrap } from '@stich/core';
import {
  type DeclareAction,
  type SkatAction,
  type SkatOptions,
  type SkatOutcome,
  type SkatState,
  skat,
} from '../src/index';

export type SkatRules = ReturnType<typeof skat.rules>;
export type State = GameState<SkatState>;

/** Positions at the table, from the dealer's left: forehand, middlehand, rearhand. */
export const POSITIONS = ['FH', 'MH', 'RH'] as const;
export type Position = (typeof POSITIONS)[number];

/** Where a script is dealt: the table size and the dealer's seat. */
export interface Table {
  readonly seats: 3 | 4;
  readonly dealer: number;
}
/** Dealer 2 at three seats: forehand is seat 0, middlehand 1, rearhand 2. */
export const THREE: Table = { seats: 3, dealer: 2 };

/** The seat of a position (0 FH, 1 MH, 2 RH). */
export const seatAt = (t: Table, p: number): number => (t.dealer + 1 + p) % t.seats;
/** The position of a seat; at four seats the dealer's position is 3 (sitting out). */
export const positionOf = (t: Table, seat: number): number =>
  (seat - t.dealer - 1 + 2 * t.seats) % t.seats;
const index = (p: Position) => POSITIONS.indexOf(p);

/**
 * A whole deal written as a player would read it. `tricks[t]` is `'FH MH RH'`: the card
 * each position plays to trick t (not the order of play: forehand leads the first trick
 * and each trick's winner the next; the kernel decides who leads). The hands as dealt are
 * the columns, plus `unplayed` when play stops early, plus the declarer's discards less
 * the skat it took up.
 */
export interface DealScript {
  /** The skat as dealt. */
  readonly skat: string;
  /** `'MH 18, FH hold, MH pass, RH pass'`: a position and a value, `hold` or `pass`. */
  readonly bidding: string;
  readonly declarer?: Position;
  /** The two cards laid back after taking up the skat; absent for a hand game. */
  readonly discard?: string;
  /** The contract; `hand` follows from `discard`. */
  readonly declare?: Omit<DeclareAction, 'type' | 'seat' | 'hand'>;
  /** Kontra phase: `'MH double, FH double, MH pass'`. */
  readonly kontra?: string;
  readonly tricks?: readonly string[];
  /** Cards still in the hands when play stops early, by position. */
  readonly unplayed?: readonly [string, string, string];
}

export const cards = (text: string): string[] => text.trim().split(/\s+/).filter(Boolean);

/** The hands as dealt, by position (FH, MH, RH). */
export function dealtHands(script: DealScript): string[][] {
  const rows = (script.tricks ?? []).map((row) => {
    const r = cards(row);
    if (r.length !== 3) throw new Error(`a trick has three cards: '${row}'`);
    return r;
  });
  const hands = [0, 1, 2].map((p) => [
    ...rows.map((r) => r[p]),
    ...cards(script.unplayed?.[p] ?? ''),
  ]);
  if (script.discard !== undefined) {
    const p = index(script.declarer ?? 'FH');
    const skatCards = cards(script.skat);
    const held = [...hands[p], ...cards(script.discard)];
    for (const c of skatCards)
      if (!held.includes(c)) throw new Error(`the declarer took up ${c} but did not use it`);
    hands[p] = held.filter((c) => !skatCards.includes(c));
  }
  return hands;
}

/** The script's cards dealt at a table: hands by seat (empty for the dealer at four), the skat. */
export function dealOf(script: DealScript, table: Table = THREE) {
  const byPosition = dealtHands(script);
  const hands = Array.from({ length: table.seats }, (_, seat) => {
    const p = positionOf(table, seat);
    return p < 3 ? byPosition[p] : [];
  });
  return { dealer: table.dealer, hands, skat: cards(script.skat) };
}

/** The actions of a `'MH 18, FH hold, RH pass, MH double'` list. */
export function actionsOf(text: string | undefined, table: Table = THREE): SkatAction[] {
  if (text === undefined || text.trim() === '') return [];
  return text.split(',').map((step) => {
    const [who, what] = cards(step);
    const seat = seatAt(table, index(who as Position));
    if (what === 'hold' || what === 'pass' || what === 'double') return { type: what, seat };
    return { type: 'bid', seat, value: Number(what) };
  });
}

/** One step of a script: the state before the action, and the action. */
export interface Step {
  readonly before: State;
  readonly action: SkatAction;
}

/** Plays a script through `applyAction`, throwing on any refusal. */
export function playScript(
  script: DealScript,
  options: Partial<SkatOptions> = {},
  table: Table = THREE,
): { state: State; steps: Step[]; outcome: SkatOutcome | undefined; rules: SkatRules } {
  const rules = skat.rules({ seats: table.seats, ...options });
  let s = unwrap(rules.fromDeal(dealOf(script, table)));
  const steps: Step[] = [];
  const act = (action: SkatAction) => {
    const r = rules.applyAction(s, action);
    if (!r.ok) throw new Error(`${JSON.stringify(action)}: ${r.error.code} ${r.error.message}`);
    steps.push({ before: s, action });
    s = r.value;
  };
  actionsOf(script.bidding, table).forEach(act);
  if (script.declare !== undefined) {
    const seat = seatAt(table, index(script.declarer ?? 'FH'));
    if (script.discard !== undefined) {
      act({ type: 'pickUpSkat', seat });
      act({ type: 'discard', seat, cards: cards(script.discard) });
    }
    act({ type: 'declare', seat, ...script.declare });
  }
  actionsOf(script.kontra, table).forEach(act);
  const rows = script.tricks ?? [];
  while (!rules.isTerminal(s) && s.phase === 'play' && s.winners.length < rows.length) {
    const seat = s.turn;
    act({ type: 'play', seat, card: cards(rows[s.winners.length])[positionOf(table, seat)] });
  }
  return { state: s, steps, outcome: rules.outcome(s), rules };
}

/** Per-position values `[FH, MH, RH]` of a per-seat array. */
export const byPosition = <T>(table: Table, perSeat: readonly T[]): T[] =>
  [0, 1, 2].map((p) => perSeat[seatAt(table, p)]);

/** Applies a `'MH 18, FH hold'` list, throwing on any refusal. */
export function run(rules: SkatRules, s: State, text: string, table: Table = THREE): State {
  for (const action of actionsOf(text, table)) {
    const r = rules.applyAction(s, action);
    if (!r.ok) throw new Error(`${JSON.stringify(action)}: ${r.error.code} ${r.error.message}`);
    s = r.value;
  }
  return s;
}

/** A fresh state for a script's cards, before any action. */
export function startOf(rules: SkatRules, script: DealScript, table: Table = THREE): State {
  return unwrap(rules.fromDeal(dealOf(script, table)));
}

/** Plays random legal cards to the end (no claims or resignations), through `applyAction`. */
export function playRandomCards(
  rules: SkatRules,
  s: State,
  rng: { below(n: number): number },
): State {
  while (!rules.isTerminal(s)) {
    const plays = rules.legalActions(s).filter((a) => a.type === 'play' || a.type === 'pass');
    s = unwrap(rules.applyAction(s, plays[rng.below(plays.length)]));
  }
  return s;
}

/**
 * A random legal action; in the bidding a pass half the time, so that all three pass in about
 * one deal of eight (uniform choices would pass out about once in 260,000 deals).
 */
export function randomAction(
  rules: SkatRules,
  s: State,
  rng: { below(n: number): number },
): SkatAction {
  const legal = rules.legalActions(s);
  if (s.phase === 'bidding' && rng.below(2) === 0) {
    const pass = legal.find((a) => a.type === 'pass');
    if (pass !== undefined) return pass;
  }
  return legal[rng.below(legal.length)];
}
