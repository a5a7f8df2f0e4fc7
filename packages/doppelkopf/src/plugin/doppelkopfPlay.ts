import type { CardTurn, PlayMemory } from '@stich/bots';
import { declarerCard, defenderCard, playMemory, trickStanding } from '@stich/bots';
import type { CardCode } from '@stich/core';
import type { SideOf } from '@stich/core/kernel';

/**
 * The seats a seat knows to play in its party, from the view's `sides`: everyone at once
 * in a solo; in a normal game the partner once it played a club queen or announced; in a
 * Hochzeit once the Klärungsstich is complete.
 *
 * @example
 * friendsOf(view); // [2] once seat 2 said "Re" beside seat 0's club queen
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

/** Whether the seat plays alone as Re, as every seat can tell: a solo, a Hochzeit without partner. */
function soloist(view: { readonly seat: number; readonly sides?: readonly SideOf[] }): boolean {
  const sides = view.sides ?? [];
  return (
    sides[view.seat] === 0 &&
    sides.every((side) => side !== null) &&
    sides.filter((side) => side === 0).length === 1
  );
}

/** The fox (♦A), the card whose loss gives the other party a Sonderpunkt (6.4). */
const FOX = 'DA';

/**
 * The fox to a known partner's trick that nobody after can take: "den Fuchs schmieren",
 * so that it is not caught later (6.4). `undefined` when that is not safe or not legal.
 */
function smearFox(
  turn: CardTurn,
  memory: PlayMemory,
  cards: readonly CardCode[],
): CardCode | undefined {
  const { facts, table } = turn;
  if (turn.trick.length === 0 || !cards.includes(FOX)) return undefined;
  const trick = turn.trick.map((t) => t.card);
  const standing = trickStanding(facts, table, trick);
  if (!memory.friends.includes(turn.trick[standing.best].seat)) return undefined;
  const foesAfter = memory.after.some((seat) => memory.opponents.includes(seat));
  const top = trick[standing.best];
  const sure =
    !foesAfter || (table.group[facts.id(top)] === table.trumpGroup && memory.master(top));
  return sure ? FOX : undefined;
}

/**
 * A Doppelkopf card in trick play, from the seat's view only: a soloist draws trumps and
 * cashes sure winners ({@link declarerCard}); everybody else, in a normal game or a
 * Hochzeit on either side and against a solo, cashes plain aces nobody can beat or ruff,
 * takes the tricks its known partners do not, and smears points onto their tricks
 * ({@link defenderCard}); a fox goes onto a known partner's trick that is sure to stand,
 * where it cannot be caught. Seats whose party it does not know count as opponents, so
 * it never gives points (a fox) to a seat it cannot tell.
 *
 * @example
 * doppelkopfCard(turn, ['SA', 'S9', 'DJ']); // 'SA' to lead: the first round of spades
 */
export function doppelkopfCard(turn: CardTurn, cards: readonly CardCode[]): CardCode {
  const memory = playMemory(turn, turn.seat, friendsOf(turn));
  if (soloist(turn)) return declarerCard(turn, memory, cards);
  return smearFox(turn, memory, cards) ?? defenderCard(turn, memory, cards);
}
