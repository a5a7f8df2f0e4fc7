import { cardPlays, dealtHands, replay } from '@stich/bots';
import type { GameState, SeatView } from '@stich/core';
import type { SideOf } from '@stich/core/kernel';
import { inPhase, seatsOf } from '@stich/core/kernel';
import type { PimcAdapter, PimcRules, SampledDeal, SeatKnowledge } from '@stich/core/plugin';
import {
  type DoppelkopfAction,
  type DoppelkopfArmutView,
  type DoppelkopfGame,
  type DoppelkopfOptions,
  type DoppelkopfState,
  type DoppelkopfView,
  declareFieldsOf,
} from '../index';
import { doppelkopfBot } from './doppelkopfBot';
import { madeLevels } from './doppelkopfText';
import { partyTarget } from './partyTarget';

/**
 * The sampling bot plays a card only with at most this many cards in hand (the last six
 * tricks); before, the rules bot does. Measured with 48 cards, 8 deals a card, 30 deals
 * of two sampling seats: with 6 cards in hand a decision took 31 ms (median), 237 ms
 * (95th percentile), at most 323 ms; with 7 cards 312 ms, 3.8 s, at most 7.2 s, and one
 * of 838 decisions in a duel 61 s.
 */
export const PIMC_MAX_HAND = 6;

/** Doppelkopf's rules as the sampling bot sees them. */
type DoppelkopfRules = PimcRules<
  DoppelkopfOptions,
  DoppelkopfState,
  DoppelkopfAction,
  DoppelkopfView
>;

/** A seat's view of a Doppelkopf deal. */
type DoppelkopfSeatView = SeatView<DoppelkopfAction, DoppelkopfView>;

/** The ids of the club queens. */
const queenIds = (rules: DoppelkopfRules) => rules.ctx.deck.idsOf('CQ') ?? [];

/** How often each code occurs in a list of codes. */
function tally(codes: readonly string[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const c of codes) out.set(c, (out.get(c) ?? 0) + 1);
  return out;
}

/**
 * What the poor player and the partner of an Armut know of each other's cards (7.10.3):
 * the cards laid aside and not given back lie with the partner, the cards given back
 * with the poor player, unless played since. Where every unseen copy of a code must lie
 * there, those copies are pinned; copies that may lie elsewhere are left to the rebuild.
 */
function restrictExchange(rules: DoppelkopfRules, view: DoppelkopfSeatView, k: SeatKnowledge) {
  const a = view.extra.armut;
  if (a === undefined || a.partner < 0 || a.laid === undefined || a.back === undefined) return;
  const to = view.seat === a.poor ? a.partner : a.poor;
  const moved = tally(view.seat === a.poor ? a.laid : a.back);
  for (const [code, n] of tally(view.seat === a.poor ? a.back : a.laid)) {
    if (moved.has(code)) moved.set(code, moved.get(code)! - n);
  }
  const codes = rules.ctx.deck.codes;
  for (const { seat, id } of k.played)
    if (seat === to && moved.has(codes[id])) moved.set(codes[id], moved.get(codes[id])! - 1);
  for (const [code, n] of moved) {
    const at = k.unseen.flatMap((id, i) => (codes[id] === code ? [i] : []));
    if (n > 0 && n >= at.length) for (const i of at) k.allowed[i] &= 1 << to;
  }
}

/**
 * Where the unseen club queens may lie, from the view: with the Hochzeiter in a Hochzeit
 * (it named one, so it held both, 4.6.1), and in a normal game never with a seat whose
 * `sides` show it in the Kontra party (a Kontra player holds none, 3.1).
 * The Schweine and Superschweine lie with the seat that said it holds them (7.12), and the
 * cards of an Armut's exchange where the poor player or the partner knows them to be.
 */
function restrictQueens(rules: DoppelkopfRules, view: DoppelkopfSeatView, k: SeatKnowledge): void {
  const x = view.extra;
  const queens = queenIds(rules);
  const sides = view.sides ?? [];
  // The Schweine and Superschweine were said aloud by their holder (7.12).
  const pigs = new Map<number, number>();
  const deck = rules.ctx.deck;
  if (x.schweine !== undefined) for (const id of deck.idsOf('DA') ?? []) pigs.set(id, x.schweine);
  if (x.superschweine !== undefined) {
    const code = rules.ctx.options.schweinchen?.superschweinchen === 'neunen' ? 'D9' : 'DT';
    for (const id of deck.idsOf(code) ?? []) pigs.set(id, x.superschweine);
  }
  for (let i = 0; i < k.unseen.length; i++) {
    const holder = pigs.get(k.unseen[i]);
    if (holder !== undefined) k.allowed[i] &= 1 << holder;
  }
  restrictExchange(rules, view, k);
  for (let i = 0; i < k.unseen.length; i++) {
    if (!queens.includes(k.unseen[i])) continue;
    if (x.game?.kind === 'hochzeit') k.allowed[i] &= 1 << x.declarer;
    else if (x.game === null)
      for (let seat = 0; seat < sides.length; seat++)
        if (sides[seat] === 1) k.allowed[i] &= ~(1 << seat);
  }
}

/**
 * The parties of a normal game with these dealt hands (3.1): the holders of the club
 * queens, or one seat alone when it holds both (a stille Hochzeit, 4.7).
 */
function normalParties(rules: DoppelkopfRules, hands: readonly number[][]): SideOf[] {
  const queens = queenIds(rules);
  const held = hands.map((hand) => hand.filter((id) => queens.includes(id)).length);
  return held.map((n) => (n > 0 ? 0 : 1));
}

/** Whether `sides` agree with every side the view shows. */
const agrees = (sides: readonly SideOf[], view: DoppelkopfSeatView) =>
  (view.sides ?? []).every((side, seat) => side === null || side === sides[seat]);

/**
 * The Vorbehalt query as the view records it (4.2, 4.3): each seat's answer from
 * forehand, then, with several reservations, each holder before the seat that named the
 * game gives way (only the holder of both club queens may, 4.3.3.3), and the game named.
 */
function vorbehalt(view: DoppelkopfSeatView): DoppelkopfAction[] {
  const x = view.extra;
  const seats = view.handSizes.length;
  const out: DoppelkopfAction[] = [];
  for (let i = 1; i <= seats; i++) {
    const seat = (view.dealer + i) % seats;
    // At a table of five the dealer sits the deal out (7.14).
    if (seats === 5 && seat === view.dealer) continue;
    out.push({ type: x.reservations.includes(seat) ? 'claimGame' : 'pass', seat });
  }
  return out;
}

/** Plays the cards of the view, each announcement made before the card after which it was said. */
function replayPlay(
  rules: DoppelkopfRules,
  s: GameState<DoppelkopfState>,
  view: DoppelkopfSeatView,
  k: SeatKnowledge,
): boolean {
  const said = view.extra.announcements;
  const cards = cardPlays(rules, k);
  let next = 0;
  const announce = (at: number) => {
    const out: DoppelkopfAction[] = [];
    for (; next < said.length && said[next].at <= at; next++) {
      const { seat, party, call } = said[next];
      out.push({ type: 'announce', seat, party, call });
    }
    return replay(rules, s, out);
  };
  for (let i = 0; i < cards.length; i++)
    if (!announce(i) || !replay(rules, s, [cards[i]])) return false;
  return announce(cards.length) && next === said.length;
}

/** Takes one id of card `code` out of `from`, or -1 when it holds none. */
function take(codes: readonly string[], from: number[], code: string): number {
  const i = from.findIndex((id) => codes[id] === code);
  return i < 0 ? -1 : from.splice(i, 1)[0];
}

/**
 * The hands as dealt, before an Armut's exchange, and the exchange as actions, from the
 * hands at the first lead (`start`, as `dealtHands` gives them). The poor player and the
 * partner know which cards went aside and came back. A third seat does not, and any
 * exchange the rules allow leads to the same play: the poor player's trumps all came
 * back, made up with its first other cards; the cards laid aside are the partner's first
 * (only trumps, the foxes first, where more than three went aside).
 */
function beforeExchange(
  rules: DoppelkopfRules,
  a: DoppelkopfArmutView,
  start: readonly number[][],
): { hands: number[][]; actions: DoppelkopfAction[] } | undefined {
  const { codes } = rules.ctx.deck;
  const table = rules.ctx.tableOf.normal;
  const trump = (id: number) => table.group[id] === table.trumpGroup;
  const hands = start.map((h) => h.slice());
  const poor = hands[a.poor];
  const declines: DoppelkopfAction[] = a.declined.map((seat) => ({ type: 'pass', seat }));
  const layAside = (laid: readonly number[]): DoppelkopfAction[] =>
    laid
      .filter((id) => !trump(id))
      .map((id) => ({ type: 'layAside', seat: a.poor, card: codes[id] }));
  if (a.partner < 0) {
    // Nobody took them: the hand is the poor player's as dealt.
    const laid =
      a.laid?.map((code) => poor.find((id) => codes[id] === code) ?? -1) ??
      [...poor.filter(trump), ...poor.filter((id) => !trump(id))].slice(0, a.count);
    if (laid.length !== a.count || laid.includes(-1)) return undefined;
    return { hands, actions: [...layAside(laid), ...declines] };
  }
  const partner = hands[a.partner];
  let back: number[];
  let laid: number[];
  if (a.laid !== undefined && a.back !== undefined) {
    back = a.back.map((code) => take(codes, poor, code));
    const pool = back.slice();
    laid = a.laid.map((code) => {
      const again = take(codes, pool, code);
      return again >= 0 ? again : take(codes, partner, code);
    });
    // A card laid aside and given back again never left the poor player's cards.
    for (const id of laid) if (!back.includes(id)) poor.push(id);
    for (const id of back) if (!laid.includes(id)) partner.push(id);
  } else {
    const trumps = poor.filter(trump);
    if (trumps.length > a.count) return undefined;
    back = [...trumps, ...poor.filter((id) => !trump(id))].slice(0, a.count);
    const foxes = partner.filter((id) => codes[id] === 'DA');
    laid =
      a.count === 3
        ? partner.slice(0, 3)
        : [...foxes, ...partner.filter((id) => trump(id) && codes[id] !== 'DA')].slice(0, a.count);
    for (const id of back) poor.splice(poor.indexOf(id), 1);
    for (const id of laid) partner.splice(partner.indexOf(id), 1);
    poor.push(...laid);
    partner.push(...back);
  }
  if (back.includes(-1) || laid.includes(-1) || laid.length !== a.count) return undefined;
  const giveBack: DoppelkopfAction[] = back.map((id) => ({
    type: 'giveBack',
    seat: a.partner,
    card: codes[id],
  }));
  const taken: DoppelkopfAction = { type: 'takeArmut', seat: a.partner };
  return { hands, actions: [...layAside(laid), ...declines, taken, ...giveBack] };
}

/**
 * Names `game` for `declarer` in the replayed query: each holder before it gives way.
 * With Armut or Schmeißen on, the declarer may have given way too and then held the game
 * when every reservation had (the fallback, 7.10.2): it passes once before naming it.
 */
function nameGame(
  rules: DoppelkopfRules,
  s: GameState<DoppelkopfState>,
  declarer: number,
  game: DoppelkopfGame,
): boolean {
  const o = rules.ctx.options;
  const retry = o.armut !== undefined || (o.schmeissen?.length ?? 0) > 0;
  const declare = { type: 'declare', seat: declarer, ...declareFieldsOf(game) };
  for (let i = 0; inPhase(s, 'vorbehalt'); i++) {
    if (i >= (retry ? 2 : 1) * s.seats) return false;
    const seat = rules.toAct(s);
    if (seat === declarer) {
      if (replay(rules, s, [declare])) return true;
      if (!retry || !replay(rules, s, [{ type: 'pass', seat }])) return false;
    } else if (!replay(rules, s, [{ type: 'pass', seat }])) return false;
  }
  return false;
}

/**
 * PIMC for Doppelkopf, in the last {@link PIMC_MAX_HAND} tricks once the game is fixed
 * (and in a Hochzeit once its Klärungsstich is complete); before, the rules bot plays. A
 * sampled deal is rebuilt through the public actions: the Vorbehalt answers as the view
 * records them (the holders before the one who named the game giving way), the game
 * named, then the cards with every announcement at the moment it was made. `restrict`
 * puts the club queens where the game says they are, and `plausible` keeps a normal
 * game's parties as the view shows them. The solver is asked whether the seat's party reaches its mark: 121 for Re and 120 for
 * Kontra, moved by the announcements as in 5.9 (see `partyTarget`).
 *
 * @example
 * const bot = pimcBot(doppelkopf.rules(), { adapter: doppelkopfAdapter });
 */
export const doppelkopfAdapter: PimcAdapter<
  DoppelkopfOptions,
  DoppelkopfState,
  DoppelkopfAction,
  DoppelkopfView
> = {
  fallback: (rules) => doppelkopfBot(rules),
  applies(_rules, view) {
    if (view.phase !== 'play' || view.hand.length > PIMC_MAX_HAND) return false;
    const x = view.extra;
    return x.game?.kind !== 'hochzeit' || x.klaerungsstich >= 0;
  },
  restrict: restrictQueens,
  plausible(rules, view, k, deal: SampledDeal) {
    const x = view.extra;
    if (x.game !== null) return true;
    return agrees(normalParties(rules, dealtHands(k, deal)), view);
  },
  rebuild(rules, view, k, deal) {
    const x = view.extra;
    let hands = dealtHands(k, deal);
    let exchange: DoppelkopfAction[] = [];
    if (x.armut !== undefined) {
      const before = beforeExchange(rules, x.armut, hands);
      if (before === undefined) return undefined;
      hands = before.hands;
      exchange = before.actions;
    }
    const s = rules.fromIds(view.dealer, { hands, skat: deal.skat });
    if (!replay(rules, s, vorbehalt(view))) return undefined;
    // An Armut nobody took ends in a normal game, but an Armut was named.
    const named: DoppelkopfGame | null = x.armut !== undefined ? { kind: 'armut' } : x.game;
    if (named !== null && !nameGame(rules, s, x.armut?.poor ?? x.declarer, named)) return undefined;
    if (!replay(rules, s, exchange)) return undefined;
    if (!replayPlay(rules, s, view, k)) return undefined;
    return agrees(rules.ctx.sides!.of(s), view) ? s : undefined;
  },
  goal(rules, view, s) {
    const sides = rules.ctx.sides!.of(s);
    const mine = sides[view.seat] === 1 ? 1 : 0;
    const made = madeLevels(view.extra);
    const target = partyTarget(made, mine === 0 ? 're' : 'kontra', rules.ctx.tricksPerDeal);
    return {
      kind: 'reach',
      query: {
        side: seatsOf(sides, mine),
        count: target.count,
        target: target.target,
        playsOut: true,
      },
    };
  },
};
