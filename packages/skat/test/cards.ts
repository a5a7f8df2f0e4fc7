import { SKAT_DECK } from '@stich/core';
import { type Contract, type Game, gameResult, matadors, type PlayFacts } from '../src/index';
import { cards } from './script';

/** Whether a card id is among the cards of a `'CJ SJ HA'` list. */
export function holding(text: string): (id: number) => boolean {
  const ids = new Set(cards(text).flatMap((code) => SKAT_DECK.idsOf(code) ?? []));
  return (id) => ids.has(id);
}

/** Matadors of a holding (dealt cards plus skat) in a game: positive "with", negative "without". */
export const matadorsOf = (game: Game, text: string): number =>
  matadors(SKAT_DECK, game, holding(text));

/** A contract with the flags given, the others off. */
export const contract = (game: Game, flags: Partial<Omit<Contract, 'game'>> = {}): Contract => ({
  game,
  hand: false,
  schneider: false,
  schwarz: false,
  ouvert: false,
  ...flags,
});

/** A full deal's play facts: the declarer's card points (skat included) and tricks. */
export function play(declarerPoints: number, declarerTricks: number): PlayFacts {
  return {
    declarerPoints,
    defenderPoints: 120 - declarerPoints,
    declarerTricks,
    defenderTricks: 10 - declarerTricks,
    tricks: 10,
  };
}

/** The declarer's score as the ISS writes it: the value, or minus twice it when lost. */
export function scoreOf(c: Contract, m: number, bid: number, facts: PlayFacts): number {
  const r = gameResult(c, m, bid, facts);
  return r.won ? r.value : -2 * r.value;
}
