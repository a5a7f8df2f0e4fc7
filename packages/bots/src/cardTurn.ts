import type { BaseAction, CardCode, SeatSight, SeatView } from '@stich/core';
import { cardIds, type SideOf, type TrickTable } from '@stich/core/kernel';
import type { CardFacts } from './cardFacts';

/**
 * A card in the trick being played, and the seat that played it.
 *
 * @example
 * const led: TrickCard = { seat: 1, card: 'HA' };
 */
export interface TrickCard {
  readonly seat: number;
  readonly card: CardCode;
}

/**
 * What a seat knows on its turn to play a card: all a card choice reads, from the seat's
 * view or, faster, from its {@link SeatSight}. Played cards are card ids of the first
 * copy (`facts.id` of their code), so two identical cards read alike whichever copy
 * was played.
 *
 * @typeParam V - the extra the variant's views carry (its `viewExtra`)
 * @example
 * const leading = (turn: CardTurn) => turn.trick.length === 0;
 */
export interface CardTurn<V = unknown> {
  readonly seat: number;
  readonly dealer: number;
  /** Seats at the table. */
  readonly seats: number;
  /** Seats that play in each trick. */
  readonly active: number;
  readonly facts: CardFacts;
  /** The trick table of the trump mode in force. */
  readonly table: TrickTable;
  /** The seat's hand. */
  readonly hand: readonly CardCode[];
  /** The seat's hand as first-copy ids, in the order of `hand`. */
  readonly handIds: readonly number[];
  /** The trick being played, in order (empty when the seat leads). */
  readonly trick: readonly TrickCard[];
  /** Every card played (completed tricks, then the current one): first-copy ids. */
  readonly played: readonly number[];
  /** The seat that played each card of `played`. */
  readonly playedBy: readonly number[];
  /** The winner of each completed trick. */
  readonly winners: readonly number[];
  /** Per seat, its hand where the rules show it to this seat, else `null`. */
  readonly openHands: readonly (readonly CardCode[] | null)[];
  /** The skat as first-copy ids where the seat has seen it, else `null`. */
  readonly skat: readonly number[] | null;
  /** Each seat's side as this seat knows it, where the variant declares sides. */
  readonly sides: readonly SideOf[] | undefined;
  /** The variant's view extra. */
  readonly extra: V;
}

/**
 * The ids of cards out of the seat's sight: neither in its hand, nor played in a completed
 * trick or (with `current`) the current one, nor (with `withSkat`) in a skat it has seen.
 * Of identical cards, those seen take the lowest ids, as `CardFacts.unseen`.
 *
 * @example
 * unseenOf(turn, true, true); // the cards in the other hands (and an unseen skat)
 */
export function unseenOf(turn: CardTurn, current: boolean, withSkat: boolean): number[] {
  const seen = [0, 0];
  for (const id of turn.handIds) see(seen, id);
  const upTo = current ? turn.played.length : turn.winners.length * turn.active;
  for (let i = 0; i < upTo; i++) see(seen, turn.played[i]);
  if (withSkat && turn.skat !== null) for (const id of turn.skat) see(seen, id);
  const size = turn.facts.deck.size;
  const lo = ~seen[0] & (size >= 32 ? -1 : (1 << size) - 1);
  const hi = size <= 32 ? 0 : ~seen[1] & (size >= 64 ? -1 : (1 << (size - 32)) - 1);
  return cardIds(lo, hi);
}

/** Marks card `id` seen in a two-word set: the lowest copy of its code not yet seen. */
function see(seen: number[], id: number): void {
  let c = id;
  while ((seen[c >>> 5] >>> (c & 31)) & 1) c++;
  seen[c >>> 5] |= 1 << (c & 31);
}

/**
 * A seat's card turn from its view.
 *
 * @example
 * const turn = cardTurnOfView(view, facts, facts.table(view.trumpMode), rules.ctx.active);
 */
export function cardTurnOfView<A extends BaseAction, V>(
  view: SeatView<A, V>,
  facts: CardFacts,
  table: TrickTable,
  active: number,
): CardTurn<V> {
  const played: number[] = [];
  const playedBy: number[] = [];
  for (const cards of [...view.tricks.map((t) => t.cards), view.trick]) {
    for (const { seat, card } of cards) {
      played.push(facts.id(card));
      playedBy.push(seat);
    }
  }
  return {
    seat: view.seat,
    dealer: view.dealer,
    seats: view.handSizes.length,
    active,
    facts,
    table,
    hand: view.hand,
    handIds: view.hand.map((code) => facts.id(code)),
    trick: view.trick,
    played,
    playedBy,
    winners: view.tricks.map((t) => t.winner),
    openHands: view.openHands,
    skat: view.skat === null ? null : view.skat.map((code) => facts.id(code)),
    sides: view.sides,
    extra: view.extra,
  };
}

/**
 * A seat's card turn from its sight, without a view.
 *
 * @example
 * const turn = cardTurnOfSight(seatSight(rules, state, seat), facts, rules.ctx.tables[state.trump], rules.ctx.active);
 */
export function cardTurnOfSight<V>(
  sight: SeatSight<V>,
  facts: CardFacts,
  table: TrickTable,
  active: number,
): CardTurn<V> {
  return new SightCardTurn(sight, facts, table, active);
}

/**
 * A card turn read off a sight: the cards in plain arrays at once, the open hands, sides
 * and extra from the sight on first use (most choices need one of them at most). A class,
 * not an object literal with getters, which V8 makes far more slowly.
 */
class SightCardTurn<V> implements CardTurn<V> {
  readonly seat: number;
  readonly dealer: number;
  readonly seats: number;
  readonly hand: readonly CardCode[];
  readonly handIds: readonly number[];
  readonly trick: readonly TrickCard[];
  readonly played: readonly number[];
  readonly playedBy: readonly number[];
  readonly winners: readonly number[];
  readonly skat: readonly number[] | null;
  readonly facts: CardFacts;
  readonly table: TrickTable;
  readonly active: number;
  readonly #sight: SeatSight<V>;
  #openHands: (CardCode[] | null)[] | null = null;

  constructor(sight: SeatSight<V>, facts: CardFacts, table: TrickTable, active: number) {
    this.#sight = sight;
    this.facts = facts;
    this.table = table;
    this.active = active;
    const { codes } = facts.deck;
    const { firstIds } = facts;
    const played: number[] = [];
    const playedBy: number[] = [];
    const trick: TrickCard[] = [];
    for (let i = 0; i < sight.playedCount; i++) {
      played.push(firstIds[sight.played[i]]);
      playedBy.push(sight.playedBy[i]);
      if (i >= sight.trickStart)
        trick.push({ seat: sight.playedBy[i], card: codes[sight.played[i]] });
    }
    const winners: number[] = [];
    for (let t = 0; t < sight.tricksDone; t++) winners.push(sight.winners[t]);
    this.seat = sight.seat;
    this.dealer = sight.dealer;
    this.seats = sight.seats;
    const hand = cardIds(sight.handLo, sight.handHi);
    this.hand = hand.map((id) => codes[id]);
    this.handIds = hand.map((id) => firstIds[id]);
    this.trick = trick;
    this.played = played;
    this.playedBy = playedBy;
    this.winners = winners;
    this.skat = sight.skatOpen
      ? cardIds(sight.skatLo, sight.skatHi).map((id) => firstIds[id])
      : null;
  }

  get openHands(): readonly (readonly CardCode[] | null)[] {
    const sight = this.#sight;
    const { codes } = this.facts.deck;
    this.#openHands ??= Array.from({ length: this.seats }, (_, s) =>
      sight.isOpen(s) ? codesOfSet(codes, sight.openLo(s), sight.openHi(s)) : null,
    );
    return this.#openHands;
  }

  get sides(): readonly SideOf[] | undefined {
    return this.#sight.sides;
  }

  get extra(): V {
    return this.#sight.extra;
  }
}

/** The codes of a two-word card set, in ascending id order (as a view lists a hand). */
function codesOfSet(codes: readonly CardCode[], lo: number, hi: number): CardCode[] {
  return cardIds(lo, hi).map((id) => codes[id]);
}
