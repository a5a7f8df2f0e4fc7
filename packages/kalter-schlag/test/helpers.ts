import { type GameState, unwrap } from '@stich/core';
import { kalterSchlag } from '../src/index';

/** The rules kernel with default options. */
export const rules = kalterSchlag.rules();
export type KsRules = typeof rules;
export type KsState = GameState<undefined>;

/**
 * A deal written trick by trick: `tricks[t][seat]` is the card `seat` plays to trick `t`.
 * Every seat's hand is the column of its cards, so the table fixes the deal and the play;
 * the kernel decides the order of play (forehand leads, the trick winner leads next).
 */
export interface ScriptedDeal {
  readonly dealer: number;
  readonly tricks: readonly (readonly [string, string, string, string])[];
  /** Seats that double in the first trick, each on its turn just before playing. */
  readonly doublers?: readonly number[];
}

/** The hands a scripted deal implies. */
export function handsOf(deal: ScriptedDeal): string[][] {
  return [0, 1, 2, 3].map((seat) => deal.tricks.map((trick) => trick[seat]));
}

/** Plays a scripted deal through `fromDeal` and `applyAction`; throws on any refusal. */
export function playScript(deal: ScriptedDeal, r: KsRules = rules): KsState {
  let s = unwrap(r.fromDeal({ dealer: deal.dealer, hands: handsOf(deal) }));
  const doublers = new Set(deal.doublers ?? []);
  while (!r.isTerminal(s)) {
    const seat = s.turn;
    const t = r.view(s, seat).tricks.length;
    if (t === 0 && doublers.has(seat)) {
      doublers.delete(seat);
      s = unwrap(r.applyAction(s, { type: 'double', seat }));
    }
    s = unwrap(r.applyAction(s, { type: 'play', seat, card: deal.tricks[t][seat] }));
  }
  return s;
}

/** Parses a space-separated trick row: four cards by seat 0..3. */
export function row(text: string): [string, string, string, string] {
  const cards = text.trim().split(/\s+/);
  if (cards.length !== 4) throw new Error(`a trick has four cards: '${text}'`);
  return cards as [string, string, string, string];
}
