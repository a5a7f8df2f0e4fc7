import { type BaseAction, type GameState, Rng, type SeatView, unwrap } from '@stich/core';
import { kalterSchlag } from '@stich/kalter-schlag';
import { ramsch } from '@stich/ramsch';
import { skat } from '@stich/skat';
import { skatkopf } from '@stich/skatkopf';
import type { Bot, PimcRules } from '../src/index';

/** Rules of every variant, with the option sets that change what PIMC must rebuild. */
export const PIMC_TABLES: readonly [string, PimcRules][] = [
  ['skat', skat.rules()],
  [
    'skat kontra, 4 seats, forehand must play',
    skat.rules({ kontra: true, seats: 4, passOut: 'forehand' }),
  ],
  ['skat ramsch on pass-out', skat.rules({ passOut: 'ramsch' })],
  ['ramsch schieben', ramsch.rules({ schieben: true })],
  [
    'ramsch schieben, jacks may be pushed',
    ramsch.rules({ schieben: true, jacksMayBePushed: true }),
  ],
  ['kalter-schlag', kalterSchlag.rules()],
  ['skatkopf', skatkopf.rules()],
  ['skatkopf without the called-card rule', skatkopf.rules({ calledCardRule: false })],
];

/** A card decision met in play: the true state (for the test's eyes only) and the seat's view. */
export interface Position<X = unknown, A extends BaseAction = BaseAction, V = unknown> {
  readonly state: GameState<X>;
  readonly seat: number;
  readonly view: SeatView<A, V>;
}

/**
 * Card decisions from seeded deals played by uniformly random legal actions (never a
 * claim or resignation, so contracts, hand games, kontra and pushes all occur), or by
 * `bot` at every seat.
 */
export function positions<O, X, A extends BaseAction, V>(
  rules: PimcRules<O, X, A, V>,
  deals: number,
  seed: number,
  bot?: Bot<A, V>,
): Position<X, A, V>[] {
  const rng = new Rng(seed);
  const out: Position<X, A, V>[] = [];
  for (let i = 0; i < deals; i++) {
    let s = rules.deal({ dealer: i % rules.ctx.seats, rng });
    while (!rules.isTerminal(s)) {
      const seat = rules.toAct(s);
      const view = rules.view(s, seat);
      if (view.legalActions.some((a) => a.type === 'play')) out.push({ state: s, seat, view });
      const legal = view.legalActions.filter((a) => a.type !== 'claim' && a.type !== 'resign');
      const action = bot === undefined ? legal[rng.below(legal.length)] : bot.choose(view, rng);
      s = unwrap(rules.applyAction(s, action));
    }
  }
  return out;
}

/** Where each card lies now in a state: its seat, the skat (`seats`), or -1 once played. */
export function locationsOf(rules: PimcRules, s: GameState): number[] {
  const seats = rules.ctx.seats;
  const where = new Array<number>(rules.ctx.deck.size).fill(-1);
  const mark = (lo: number, hi: number, loc: number) => {
    for (let id = 0; id < where.length; id++)
      if ((id < 32 ? lo >>> id : hi >>> (id - 32)) & 1) where[id] = loc;
  };
  for (let seat = 0; seat < seats; seat++) mark(s.hands[2 * seat], s.hands[2 * seat + 1], seat);
  mark(s.skat[0], s.skat[1], seats);
  return where;
}
