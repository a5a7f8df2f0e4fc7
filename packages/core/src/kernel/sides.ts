import type { CardCode } from '../cards/atoms';
import type { Deck } from '../cards/deck';
import { DONE, type GameState, seatOfPlay } from './state';

/**
 * How the declarer finds a partner, if at all:
 * - `calledCard`: the seat holding a card the declarer names (Sauspiel's called ace,
 *   Skatkopf's called card). `card` reads the called card id from the state, -1 while none
 *   is called. The declarer plays alone when he holds it himself or nobody holds it (it
 *   lies in the skat). `alwaysHeld` says the rules guarantee another seat holds it (no
 *   skat, and the declarer may not call his own card), so that side 0 is known to have
 *   two seats; seats may then tell the partner by elimination.
 * - `firstTrick`: the first seat other than the declarer to win one of the first
 *   `within` tricks (Doppelkopf's Hochzeit); if none does, the declarer plays alone.
 * - `named`: a seat that became the partner in the open, as `seat` reads it from the
 *   state, -1 while there is none (Doppelkopf's Armut: the player who takes the cards).
 *
 * @typeParam X - the variant's own state
 *
 * @example
 * const sauspiel: PartnerRule<SchafkopfState> = { by: 'calledCard', card: (s) => s.x.calledAce, alwaysHeld: true };
 * const hochzeit: PartnerRule<DokoState> = { by: 'firstTrick', within: 3 };
 */
export type PartnerRule<X> =
  | {
      readonly by: 'calledCard';
      /** The called card's id, -1 while none is called. */
      readonly card: (s: GameState<X>) => number;
      readonly alwaysHeld?: boolean;
    }
  | {
      readonly by: 'firstTrick';
      readonly within: number;
      /**
       * Whether trick `trick` (0-based, complete) may make the partner (a Hochzeit played
       * "first plain-suit trick"). Default: every trick.
       */
      readonly counts?: (s: GameState<X>, trick: number) => boolean;
    }
  | {
      readonly by: 'named';
      /** The partner, -1 while none is named. */
      readonly seat: (s: GameState<X>) => number;
    };

/**
 * Who plays with whom in a deal, declared once. Side 0 is the declaring side (the
 * declarer and a partner, or the Re party), side 1 the others. Core derives from it each
 * seat's side, what each seat knows of the others' (`view.sides`), and the sides that
 * scoring, the solver's question and the bots read, so a game states the fact once.
 * - `eachAlone`: no sides, every seat plays for itself (Ramsch, Kalter Schlag);
 * - `declarer`: the declarer (read from the state, -1 before there is one) and, with
 *   `partner`, a partner found by a rule, against the rest;
 * - `cardHeld`: the seats dealt any of `cards` against the others (Doppelkopf's parties
 *   by the club queens);
 * - `byGame`: one of several of the above, by the game being played, which `game` reads
 *   from the state (Doppelkopf: the queens in a normal game, the soloist alone in a solo,
 *   the Hochzeit's partner by a trick).
 *
 * A seat's side becomes known to another when a card reveals it (the called card or a
 * party card played), when `revealed` names it (an announcement such as Re), by
 * elimination, and to all at the end of the deal.
 *
 * @typeParam X - the variant's own state
 *
 * @example
 * const skat: SidesSpec<SkatState> = { kind: 'declarer', declarer: (s) => s.x.declarer };
 * const doko: SidesSpec<DokoState> = { kind: 'cardHeld', cards: ['CQ'], revealed: (s) => s.x.announcers };
 */
export type SidesSpec<X> =
  | { readonly kind: 'eachAlone' }
  | {
      readonly kind: 'declarer';
      /** The declarer, or -1 before there is one. */
      readonly declarer: (s: GameState<X>) => number;
      /**
       * How the declarer finds a partner; a function when it depends on the game
       * declared (`null`: this game is played alone). Default: always alone.
       */
      readonly partner?: PartnerRule<X> | ((s: GameState<X>) => PartnerRule<X> | null);
      /** Seats whose side is public by something they said (e.g. Re). Default: none. */
      readonly revealed?: (s: GameState<X>) => readonly number[];
    }
  | {
      readonly kind: 'cardHeld';
      readonly cards: readonly CardCode[];
      /** Seats whose side is public by something they said (e.g. Re, Kontra). Default: none. */
      readonly revealed?: (s: GameState<X>) => readonly number[];
    }
  | {
      readonly kind: 'byGame';
      /** The game being played, a key of `sides`. */
      readonly game: (s: GameState<X>) => string;
      /** The sides of each game (not `byGame` again); a key missing means no sides yet. */
      readonly sides: Readonly<Record<string, SidesSpec<X>>>;
    };

/**
 * A seat's side as core reports it: 0 the declaring side, 1 the others, `null` unknown
 * (to the viewer, or not settled yet, or the seat sits out).
 *
 * @example
 * const sides: SideOf[] = [0, 1, null, 1]; // seat 2 may be the partner or not
 */
export type SideOf = 0 | 1 | null;

/**
 * A variant's sides, compiled (see {@link SidesSpec}).
 *
 * @typeParam X - the variant's own state
 *
 * @example
 * const sides: Sides = compileSides(spec.sides, deck);
 * sides.of(state); // e.g. [0, 1, 0, 1]
 * sides.knownTo(state, 1); // e.g. [0, 1, null, null]
 */
export interface Sides<X = unknown> {
  /** Each seat's side now, as the rules have settled it (not a view: it knows every hand). */
  of(s: GameState<X>): SideOf[];
  /** One seat's side now, as `of(s)[seat]` gives it, without building the list. */
  sideOf(s: GameState<X>, seat: number): SideOf;
  /** What `viewer` knows of each seat's side. */
  knownTo(s: GameState<X>, viewer: number): SideOf[];
}

/**
 * The seats on `side` (0 the declaring side, 1 the others), ascending.
 *
 * @example
 * import { seatsOf } from '@stich/core/kernel';
 *
 * seatsOf(ctx.sides!.of(state), 0); // e.g. [1, 3]: the declarer and the partner
 */
export function seatsOf(sides: readonly SideOf[], side: 0 | 1): number[] {
  // Counted first: an array of its own length, not one grown by a push (which makes room
  // for 17; every deal's outcome takes two).
  let n = 0;
  for (let seat = 0; seat < sides.length; seat++) if (sides[seat] === side) n++;
  const out = new Array<number>(n);
  for (let seat = 0, i = 0; i < n; seat++) if (sides[seat] === side) out[i++] = seat;
  return out;
}

/** The seats that play this deal (not one sitting out). */
function activeSeats(s: GameState): number {
  let n = 0;
  for (let seat = 0; seat < s.next.length; seat++) if (s.next[seat] >= 0) n++;
  return n;
}

/** The seat that played card `id`, the seat holding it, or -1 (in the skat, or never dealt). */
function holderOf(s: GameState, id: number): number {
  for (let seat = 0; seat < s.seats; seat++)
    if ((s.hands[2 * seat + (id >>> 5)] & (1 << (id & 31))) !== 0) return seat;
  const i = s.history.indexOf(id);
  if (i < 0) return -1;
  // Counted only here: a card in hand needs no count (a playout's announcements ask for
  // the sides of full hands at every deal).
  const active = activeSeats(s);
  // `| 0`: the integer division, not a float one (it runs at every deal's outcome).
  return seatOfPlay(s, (i / active) | 0, i % active);
}

/** Whether card `id` has been played. */
const played = (s: GameState, id: number) => s.history.includes(id);

/** The partner by the first (counting) trick won by another seat within `within`; -1 alone; -2 not yet known. */
function firstTrickPartner<X>(
  s: GameState<X>,
  declarer: number,
  within: number,
  counts: ((s: GameState<X>, trick: number) => boolean) | undefined,
): number {
  for (let t = 0; t < s.winners.length && t < within; t++)
    if (s.winners[t] !== declarer && (counts === undefined || counts(s, t))) return s.winners[t];
  return s.winners.length >= within ? -1 : -2;
}

/** Sides that are not settled for anyone: every seat's side unknown. */
const unsettled = <X>(s: GameState<X>): SideOf[] => s.next.map(() => null);

/** `byGame` sides: each game's compiled sides, picked by the game in the state. */
function sidesByGame<X>(spec: Extract<SidesSpec<X>, { kind: 'byGame' }>, deck: Deck): Sides<X> {
  const compiled = new Map<string, Sides<X> | null>();
  for (const [game, each] of Object.entries(spec.sides)) {
    if (each.kind === 'byGame')
      throw new TypeError(`the sides of game ${game} are byGame again; name one kind per game`);
    compiled.set(game, compileSides(each, deck));
  }
  // The game last asked for and its sides: a comparison, not a lookup, while the game
  // stays the same (every deal's playout and outcome ask).
  let lastGame: string | undefined;
  let lastSides: Sides<X> | null = null;
  const pick = (s: GameState<X>) => {
    const game = spec.game(s);
    if (game !== lastGame) {
      lastSides = compiled.get(game) ?? null;
      lastGame = game;
    }
    return lastSides;
  };
  return {
    of: (s) => pick(s)?.of(s) ?? unsettled(s),
    sideOf: (s, seat) => pick(s)?.sideOf(s, seat) ?? null,
    knownTo: (s, viewer) => pick(s)?.knownTo(s, viewer) ?? unsettled(s),
  };
}

/**
 * Compiles a sides declaration for a deck: `null` for `eachAlone` (no sides), else the
 * functions that read each seat's side and what a seat knows of it.
 *
 * @typeParam X - the variant's own state
 *
 * @example
 * const sides = compileSides({ kind: 'declarer', declarer: (s) => s.x.declarer }, SKAT_DECK);
 */
export function compileSides<X>(spec: SidesSpec<X> | undefined, deck: Deck): Sides<X> | null {
  if (spec === undefined || spec.kind === 'eachAlone') return null;
  if (spec.kind === 'byGame') return sidesByGame(spec, deck);
  if (spec.kind === 'cardHeld') {
    const ids = spec.cards.flatMap((code) => {
      const found = deck.idsOf(code);
      if (found === undefined) throw new RangeError(`side card ${code} is not in deck ${deck.id}`);
      return found;
    });
    const revealed = spec.revealed;
    const holders = (s: GameState<X>) => ids.map((id) => holderOf(s as GameState, id));
    const truth = (s: GameState<X>): SideOf[] => {
      // Seat by seat, then the holders on side 0: no list of holders to search per seat.
      const out = new Array<SideOf>(s.next.length);
      for (let seat = 0; seat < out.length; seat++) out[seat] = s.next[seat] < 0 ? null : 1;
      for (let i = 0; i < ids.length; i++) {
        const holder = holderOf(s as GameState, ids[i]);
        if (holder >= 0 && out[holder] !== null) out[holder] = 0;
      }
      return out;
    };
    return {
      of: truth,
      sideOf(s, seat) {
        if (s.next[seat] < 0) return null;
        for (const id of ids) if (holderOf(s as GameState, id) === seat) return 0;
        return 1;
      },
      knownTo(s, viewer) {
        const all = truth(s);
        if (s.phase === DONE) return all;
        const held = holders(s);
        const out: SideOf[] = all.map(() => null);
        out[viewer] = all[viewer];
        const open = new Set(revealed?.(s) ?? []);
        // A party card played names its player; one the viewer holds names the viewer.
        let located = 0;
        ids.forEach((id, i) => {
          if (held[i] >= 0 && (played(s as GameState, id) || held[i] === viewer)) {
            out[held[i]] = 0;
            located++;
          }
        });
        for (const seat of open) out[seat] = all[seat];
        // Every party card accounted for: the party is exactly the seats that had them.
        if (located === ids.length) return all;
        return out;
      },
    };
  }
  const { declarer, revealed } = spec;
  const ruleOf = (s: GameState<X>): PartnerRule<X> | null =>
    typeof spec.partner === 'function' ? spec.partner(s) : (spec.partner ?? null);
  /** The partner: a seat, -1 alone, -2 not known yet (no card called, no trick decided). */
  const partnerOf = (s: GameState<X>, d: number, rule: PartnerRule<X> | null): number => {
    if (rule === null) return -1;
    if (rule.by === 'firstTrick') return firstTrickPartner(s, d, rule.within, rule.counts);
    if (rule.by === 'named') {
      const named = rule.seat(s);
      return named < 0 ? -2 : named;
    }
    const card = rule.card(s);
    if (card < 0) return -2;
    const holder = holderOf(s as GameState, card);
    return holder === d ? -1 : holder;
  };
  const truth = (s: GameState<X>): SideOf[] => {
    const d = declarer(s);
    if (d < 0) return s.next.map(() => null);
    const p = partnerOf(s, d, ruleOf(s));
    const out = new Array<SideOf>(s.next.length);
    for (let seat = 0; seat < out.length; seat++)
      out[seat] = s.next[seat] < 0 ? null : seat === d || seat === p ? 0 : p === -2 ? null : 1;
    return out;
  };
  return {
    of: truth,
    sideOf(s, seat) {
      const d = declarer(s);
      if (d < 0 || s.next[seat] < 0) return null;
      if (seat === d) return 0;
      const p = partnerOf(s, d, ruleOf(s));
      return seat === p ? 0 : p === -2 ? null : 1;
    },
    knownTo(s, viewer) {
      const all = truth(s);
      const d = declarer(s);
      const rule = ruleOf(s);
      if (s.phase === DONE || d < 0 || rule === null) return all;
      const out: SideOf[] = all.map(() => null);
      out[d] = 0;
      for (const seat of revealed?.(s) ?? []) out[seat] = all[seat];
      if (rule.by === 'firstTrick' || rule.by === 'named') {
        // Decided by a trick everyone saw, or named aloud: public as soon as it is settled.
        return partnerOf(s, d, rule) === -2 ? out : all;
      }
      const card = rule.card(s);
      if (card < 0) return out;
      const holder = holderOf(s as GameState, card);
      // The holder knows; so does everyone once the card is played; the declarer knows
      // he plays alone when he holds it himself (not when it lies unseen in the skat).
      if (viewer === holder || played(s as GameState, card)) return all;
      if (viewer !== d) out[viewer] = 1;
      // There is one partner at most: once it is known, the others are defenders.
      const seats = all.flatMap((side, seat) => (side === null ? [] : [seat]));
      if (seats.some((seat) => seat !== d && out[seat] === 0)) return all;
      // Side 0 surely has two seats: defenders known but one make the last the partner.
      if (rule.alwaysHeld === true) {
        const open = seats.filter((seat) => seat !== d && out[seat] === null);
        if (open.length === 1) return all;
      }
      return out;
    },
  };
}
