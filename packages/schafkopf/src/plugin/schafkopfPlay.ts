import type { CardTurn } from '@stich/bots';
import { declarerCard, defenderCard, playMemory } from '@stich/bots';
import type { CardCode } from '@stich/core';
import type { SideOf } from '@stich/core/kernel';
import type { SchafkopfView } from '../index';

/**
 * The seats a seat knows to play on its side, from the view's `sides`: in a solo the
 * other three opponents know each other at once; in a Sauspiel the ace's holder knows
 * both sides, the others learn them when the called ace falls (or by Kontra and Re).
 *
 * @example
 * friendsOf(view); // [2] for the declarer once seat 2 played the called ace
 */
export function friendsOf(view: {
  readonly seat: number;
  readonly sides?: readonly SideOf[];
}): number[] {
  const sides = view.sides ?? [];
  const mine = sides[view.seat] ?? null;
  if (mine === null) return [];
  return sides.flatMap((side, seat) => (seat !== view.seat && side === mine ? [seat] : []));
}

/**
 * The lead that looks for the called ace: an opponent who does not yet know the partner
 * leads its lowest card of the called suit, so that the ace must fall ("die Sau suchen").
 */
function searchAce(turn: CardTurn<SchafkopfView>, cards: readonly CardCode[]) {
  const { facts, table } = turn;
  const x = turn.extra;
  if (x.calledAce === null || turn.trick.length > 0) return undefined;
  const played = turn.played.includes(facts.id(x.calledAce));
  if (played || friendsOf(turn).length > 0) return undefined;
  const group = table.group[facts.id(x.calledAce)];
  const suit = cards.filter((c) => table.group[facts.id(c)] === group);
  if (suit.length === 0) return undefined;
  return suit.reduce((a, b) => (table.power[facts.id(b)] < table.power[facts.id(a)] ? b : a));
}

/**
 * A Schafkopf card in trick play, from the seat's view only: the playing side draws
 * trumps and cashes sure winners ({@link declarerCard}); the opponents look for the
 * called ace by leading its suit while the partner is unknown, then play against the
 * playing side and smear points onto their friends' tricks ({@link defenderCard}). Each
 * counts only on the friends its view names ({@link friendsOf}). In a Bettel and a
 * Ramsch `undefined`: the bot then avoids taking points.
 *
 * @example
 * schafkopfCard(turn, ['CQ', 'H7']); // 'CQ' for a declarer drawing trumps
 */
export function schafkopfCard(
  turn: CardTurn<SchafkopfView>,
  cards: readonly CardCode[],
): CardCode | undefined {
  const x = turn.extra;
  if (x.declarer === null || x.game === null || x.game.kind === 'bettel') return undefined;
  const memory = playMemory(turn, x.declarer, friendsOf(turn));
  if ((turn.sides?.[turn.seat] ?? null) === 0) return declarerCard(turn, memory, cards);
  return searchAce(turn, cards) ?? defenderCard(turn, memory, cards);
}
