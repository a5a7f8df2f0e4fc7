import { cardPlays, dealtHands, replay } from '@stich/bots';
import type { GameState, SeatView } from '@stich/core';
import type { SideOf } from '@stich/core/kernel';
import { inPhase, seatsOf } from '@stich/core/kernel';
import type { PimcAdapter, PimcRules, SampledDeal, SeatKnowledge } from '@stich/core/plugin';
import {
  type DoppelkopfAction,
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

/**
 * Where the unseen club queens may lie, from the view: with the Hochzeiter in a Hochzeit
 * (it named one, so it held both, 4.6.1), and in a normal game never with a seat whose
 * `sides` show it in the Kontra party (a Kontra player holds none, 3.1).
 * The Schweine and Superschweine lie with the seat that said it holds them (7.12).
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

/**
 * PIMC for Doppelkopf, in the last {@link PIMC_MAX_HAND} tricks once the game is fixed
 * (and in a Hochzeit once its Klärungsstich is complete); before, and in a deal with an
 * Armut's exchange (option `armut`), the rules bot plays. A
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
    // After an Armut's exchange the dealt hands cannot be rebuilt from what a third seat
    // saw (which cards went aside and back is hidden): the rules bot plays those deals.
    if (x.armut !== undefined) return false;
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
    const s = rules.fromIds(view.dealer, { hands: dealtHands(k, deal), skat: deal.skat });
    if (!replay(rules, s, vorbehalt(view))) return undefined;
    if (x.game !== null) {
      // Each holder before the one who named the game gave way; there are at most `seats`.
      for (let i = 0; inPhase(s, 'vorbehalt') && rules.toAct(s) !== x.declarer; i++)
        if (i >= s.seats || !replay(rules, s, [{ type: 'pass', seat: rules.toAct(s) }]))
          return undefined;
      const declare = { type: 'declare', seat: x.declarer, ...declareFieldsOf(x.game) };
      if (!replay(rules, s, [declare])) return undefined;
    }
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
