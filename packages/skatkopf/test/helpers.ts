import { type GameState, JOKER_DECK, type Suit, unwrap } from '@stich/core';
import {
  type Game,
  type SkatkopfAction,
  type SkatkopfOptions,
  type SkatkopfState,
  skatkopf,
} from '../src/index';

export type Rules = ReturnType<typeof skatkopf.rules>;
export type State = GameState<SkatkopfState>;

/** Every test deals with dealer 3, so forehand is seat 0 and the order is 0, 1, 2, 3. */
export const DEALER = 3;

export const rulesOf = (options: Partial<SkatkopfOptions> = {}): Rules => skatkopf.rules(options);

/** A deal from explicit hands and kitty (dealer 3). */
export function dealOf(rules: Rules, hands: string[][], skat: string[], dealer = DEALER): State {
  return unwrap(rules.fromDeal({ dealer, hands, skat }));
}

/**
 * Hands for the seats given; the other seats get the remaining cards in deck order, ten
 * each, after the kitty.
 */
export function fill(given: Partial<Record<number, string[]>>, skat: string[]): string[][] {
  const rest = [...JOKER_DECK.codes];
  const take = (c: string) => {
    const i = rest.indexOf(c);
    if (i < 0) throw new Error(`${c} dealt twice`);
    rest.splice(i, 1);
  };
  for (const hand of Object.values(given)) hand!.forEach(take);
  skat.forEach(take);
  return [0, 1, 2, 3].map((seat) => given[seat] ?? rest.splice(0, 10));
}

/** Action builders. */
export const A = {
  bid: (seat: number, game: Game, doublings?: number): SkatkopfAction =>
    doublings === undefined ? { type: 'bid', seat, game } : { type: 'bid', seat, game, doublings },
  hold: (seat: number): SkatkopfAction => ({ type: 'hold', seat }),
  pass: (seat: number): SkatkopfAction => ({ type: 'pass', seat }),
  declare: (seat: number, game: Game): SkatkopfAction => ({ type: 'declare', seat, game }),
  hand: (seat: number, suit: Suit): SkatkopfAction => ({ type: 'hand', seat, suit }),
  turn: (seat: number): SkatkopfAction => ({ type: 'turn', seat }),
  accept: (seat: number): SkatkopfAction => ({ type: 'accept', seat }),
  name: (seat: number, suit: Suit): SkatkopfAction => ({ type: 'nameTrump', seat, suit }),
  discard: (seat: number, a: string, b: string): SkatkopfAction => ({
    type: 'discard',
    seat,
    cards: [a, b],
  }),
  call: (seat: number, card: string): SkatkopfAction => ({ type: 'call', seat, card }),
  play: (seat: number, card: string): SkatkopfAction => ({ type: 'play', seat, card }),
};

/** Applies actions in order; each must be accepted. */
export function run(rules: Rules, s: State, actions: readonly SkatkopfAction[]): State {
  for (const a of actions) {
    const r = rules.applyAction(s, a);
    if (!r.ok) throw new Error(`${JSON.stringify(a)} refused: ${r.error.code} ${r.error.message}`);
    s = r.value;
  }
  return s;
}

/** Plays cards in turn order (each by the seat to act). */
export function playCards(rules: Rules, s: State, cards: readonly string[]): State {
  for (const card of cards) s = run(rules, s, [A.play(s.turn, card)]);
  return s;
}

/** Forehand (seat 0) opens, the others pass, and seat 0 declares `game`. */
export function forehandDeclares(rules: Rules, s: State, game: Game): State {
  return run(rules, s, [A.bid(0, 'partner'), A.pass(1), A.pass(2), A.pass(3), A.declare(0, game)]);
}

/** The legal actions' short forms: `type` plus the distinguishing field. */
export function summary(actions: readonly SkatkopfAction[]): string[] {
  return actions.map((a) => {
    switch (a.type) {
      case 'bid':
        return `bid ${a.game}${a.doublings ? `x${a.doublings}` : ''}`;
      case 'declare':
        return `declare ${a.game}`;
      case 'hand':
      case 'nameTrump':
        return `${a.type} ${a.suit}`;
      case 'call':
      case 'play':
        return `${a.type} ${a.card}`;
      case 'discard':
        return `discard ${a.cards.join(' ')}`;
      default:
        return a.type;
    }
  });
}
