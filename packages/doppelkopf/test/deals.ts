import { type GameState, unwrap } from '@stich/core';
import {
  DOPPELKOPF_DECK,
  type DoppelkopfAction,
  type DoppelkopfState,
  doppelkopf,
} from '../src/index';

/** Seats of the rule text's examples (section 8): A is seat 0, forehand; D is the dealer. */
export const A = 0;
export const B = 1;
export const C = 2;
export const D = 3;

type S = GameState<DoppelkopfState>;

/**
 * Four hands of twelve from the 48-card pack in which each seat holds at least the cards
 * named for it (e.g. `{ 0: 'HT HT CQ' }`); the rest are dealt in deck order.
 */
export function handsWith(wanted: Readonly<Record<number, string>>): string[][] {
  const pool = [...DOPPELKOPF_DECK.codes];
  const hands: string[][] = [[], [], [], []];
  for (const [seat, codes] of Object.entries(wanted)) {
    for (const code of codes.split(' ').filter(Boolean)) {
      const i = pool.indexOf(code);
      if (i < 0) throw new Error(`no ${code} left for seat ${seat}`);
      pool.splice(i, 1);
      hands[Number(seat)].push(code);
    }
  }
  for (const hand of hands) while (hand.length < 12) hand.push(pool.shift()!);
  return hands;
}

/** A deal of Doppelkopf with these hands, dealer D (A leads), and a way to act in it. */
export function table(hands: string[][], options: object = {}) {
  const rules = doppelkopf.rules(options);
  let s: S = unwrap(rules.fromDeal({ dealer: D, hands }));
  const legal = (seat: number) => rules.legalActions(s, seat);
  const tryAct = (action: DoppelkopfAction) => rules.applyAction(s, action);
  const act = (action: DoppelkopfAction) => {
    const r = tryAct(action);
    if (!r.ok) throw new Error(`${JSON.stringify(action)}: ${r.error.message}`);
    s = r.value;
  };
  /** Everybody says "gesund": a normal game. */
  const healthy = () => {
    for (let seat = A; seat <= D; seat++) act({ type: 'pass', seat });
  };
  /** The turn seat plays `card`, or its first legal card. */
  const play = (card?: string) => {
    const seat = s.turn;
    const plays = legal(seat).filter((a) => a.type === 'play');
    const chosen =
      card === undefined ? plays[0] : plays.find((a) => 'card' in a && a.card === card);
    if (chosen === undefined) throw new Error(`seat ${seat} cannot play ${card}`);
    act(chosen);
  };
  const playCards = (n: number) => {
    for (let i = 0; i < n; i++) play();
  };
  const held = (seat: number) => rules.view(s, seat).hand.length;
  return {
    rules,
    get s() {
      return s;
    },
    legal,
    tryAct,
    act,
    healthy,
    play,
    playCards,
    held,
  };
}

/** A table of {@link table}. */
export type Table = ReturnType<typeof table>;

/** A (forehand) says "Vorbehalt" and the others "gesund": A's reservation is the only one. */
export function aloneReserves(t: Table): void {
  t.act({ type: 'claimGame', seat: A });
  for (const seat of [B, C, D]) t.act({ type: 'pass', seat });
}

/** The games `seat` may name now, as `farbsoloH`, `armut` ... */
export function games(t: Table, seat: number): string[] {
  return t.legal(seat).flatMap((a) => (a.type === 'declare' ? [`${a.game}${a.suit ?? ''}`] : []));
}
