import type { CardCode, GameState, KernelContext, Suit, ViewHookContext } from '@stich/core';
import { inPhase, isOver } from '@stich/core/kernel';
import { type Bid, bidLadder, type Game } from './games';
import type { SkatkopfOptions } from './options';
import { partnerOf } from './partner';
import { callable } from './phases/call';
import type { Making, SkatkopfState, TrumpStep } from './state';

/** @inline */
type S = GameState<SkatkopfState>;

/**
 * What a seat sees of the auction and the contract. Who the partner is stays hidden from
 * every other seat, the declarer included, until the called card is played: only its
 * holder knows.
 *
 * @example
 * game.view(2).extra.partnerKnown; // false for seat 2 until the called card falls (unless seat 2 holds it)
 */
export interface SkatkopfView {
  /** The highest bid so far. */
  readonly bid: Bid | null;
  /** During the auction: the seat holding the bid (or that may open), and the one calling. */
  readonly holder: number | null;
  readonly caller: number | null;
  readonly passed: number[];
  readonly declarer: number | null;
  /** Everyone passed and forehand must play. */
  readonly forced: boolean;
  readonly game: Game | null;
  readonly doublings: number;
  readonly making: Making | null;
  /** The declarer's next step in making trump. */
  readonly step: TrumpStep | null;
  /** Kitty cards turned face up in a tournee, in order. */
  readonly turned: CardCode[];
  readonly trumpSuit: Suit | null;
  readonly called: CardCode | null;
  /** Whether this seat knows who the partner is: after the called card is played, at the end, to its holder, or with no call. */
  readonly partnerKnown: boolean;
  /** The partner if known to this seat; `null` if unknown or there is none (the declarer plays alone). */
  readonly partner: number | null;
}

/**
 * Whether `seat` knows who holds the called card: it knows every seat's side, as core
 * derives them from the declared sides (a solo has no partner to find; in Partner, the
 * holder knows at once, everyone once the card is played or the deal is over).
 */
function knowsPartner(ctx: KernelContext<SkatkopfOptions>, s: S, seat: number): boolean {
  if (s.x.game === null) return false;
  return ctx.sides!.knownTo(s, seat).every((side, owner) => side !== null || s.next[owner] < 0);
}

/**
 * The seat's view of the auction and the contract.
 *
 * @example
 * skatkopfView({ ctx, s: state, viewer: 2 }).partnerKnown; // false until the called card is played
 */
export function skatkopfView({
  ctx,
  s,
  viewer: seat,
}: ViewHookContext<SkatkopfState, SkatkopfOptions>): SkatkopfView {
  const x = s.x;
  const a = x.auction;
  const known = knowsPartner(ctx, s, seat);
  // Only a seat that knows the sides learns the partner (and the sides are read once).
  const partner = known ? partnerOf(ctx, s) : -1;
  return {
    bid: a.bid >= 0 ? { ...bidLadder(ctx.options.maxDoublings)[a.bid] } : null,
    holder: a.over ? null : a.holder,
    caller: a.over || a.caller < 0 ? null : a.caller,
    passed: a.passed.slice(),
    declarer: x.declarer >= 0 ? x.declarer : null,
    forced: x.forced,
    game: x.game,
    doublings: x.doublings,
    making: x.making,
    step: x.step,
    turned: x.kitty.slice(0, x.turned),
    trumpSuit: x.trumpSuit,
    called: x.called >= 0 ? ctx.deck.codes[x.called] : null,
    partnerKnown: known,
    partner: known && partner >= 0 ? partner : null,
  };
}

/**
 * Cards a seat sees named though they are in no trick or hand it sees: the turned kitty
 * cards, the called card, and for the declarer about to call, the cards it may call.
 *
 * @example
 * publicCards({ ctx, s: state, viewer: 0 }); // e.g. ['HK', 'SA']
 */
export function publicCards({
  ctx,
  s,
  viewer: seat,
}: ViewHookContext<SkatkopfState, SkatkopfOptions>): CardCode[] {
  const x = s.x;
  const out = x.kitty.slice(0, x.turned);
  if (x.called >= 0) out.push(ctx.deck.codes[x.called]);
  if (inPhase(s, 'call') && seat === x.declarer)
    for (const id of callable(ctx, s)) out.push(ctx.deck.codes[id]);
  return out;
}

/**
 * The kitty is seen by everyone once the deal is over, and by the declarer once it has
 * laid two cards into it. A kitty left for a hand game stays unseen.
 *
 * @example
 * revealKitty(state, declarer); // true after the discard
 */
export function revealKitty(s: S, seat: number): boolean {
  return isOver(s) || (seat === s.x.declarer && s.x.discarded);
}
