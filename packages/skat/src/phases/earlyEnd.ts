import {
  type ActionOf,
  defineAction,
  err,
  type GameState,
  type KernelContext,
  ok,
  type Phase,
  type Result,
  type Rng,
} from '@stich/core';
import { type ActionSchema, actionSchema, inPhase, popcount } from '@stich/core/kernel';
import type { SkatOptions } from '../options';
import type { EarlyEnd, SkatState } from '../state';
import type { SkatAction } from '../variant';

/** @inline */
type S = GameState<SkatState>;
/** @inline */
type Ctx = KernelContext<SkatOptions>;

/**
 * The declaration of a claim (see {@link ClaimActionSchema}). A seat may claim whenever it
 * likes, also out of turn; tools ask for it on the seat's own turn only
 * (`offerOutOfTurn: false`).
 *
 * @example
 * SKAT_ACTIONS.includes(CLAIM_ACTION); // true
 */
export const CLAIM_ACTION = /* @__PURE__ */ defineAction(
  'claim',
  {},
  { codes: 8, offerOutOfTurn: false },
);
/**
 * The declaration of a resignation (see {@link ResignActionSchema}). As with a claim, tools
 * ask for it on the seat's own turn only (`offerOutOfTurn: false`).
 *
 * @example
 * SKAT_ACTIONS.includes(RESIGN_ACTION); // true
 */
export const RESIGN_ACTION = /* @__PURE__ */ defineAction(
  'resign',
  {},
  { codes: 8, offerOutOfTurn: false },
);

/**
 * The declarer shows the cards and claims the rest; a defender accepts a declarer's concession.
 *
 * @example
 * rules.applyAction(state, { type: 'claim', seat: 0 });
 */
export const ClaimActionSchema: ActionSchema<typeof CLAIM_ACTION> =
  /* @__PURE__ */ actionSchema(CLAIM_ACTION);
/**
 * Claim the rest of the tricks.
 *
 * @example
 * const claim: ClaimAction = { type: 'claim', seat: 2 };
 */
export type ClaimAction = ActionOf<typeof CLAIM_ACTION>;

/**
 * A player gives up (concedes) the game.
 *
 * @example
 * rules.applyAction(state, { type: 'resign', seat: 1 });
 */
export const ResignActionSchema: ActionSchema<typeof RESIGN_ACTION> =
  /* @__PURE__ */ actionSchema(RESIGN_ACTION);
/**
 * Give up the game.
 *
 * @example
 * const resign: ResignAction = { type: 'resign', seat: 0 };
 */
export type ResignAction = ActionOf<typeof RESIGN_ACTION>;

// Claims and resignations take one code per seat (`ctx.codes.claim + seat`), so that
// `applyCode` knows the seat even when it is not that seat's turn.
const isClaim = (ctx: Ctx, code: number) => (code - ctx.codes.claim) >>> 0 < 8;
const isResign = (ctx: Ctx, code: number) => (code - ctx.codes.resign) >>> 0 < 8;

/** A contract is being played (not Ramsch, not before or after the play). */
const contractPlay = (s: S) => inPhase(s, 'play') && s.x.contract !== null && !s.x.ramsch;
const isDefender = (s: S, seat: number) => s.next[seat] >= 0 && seat !== s.x.declarer;
/** The declarer has conceded after the first trick and waits for a defender's consent. */
const conceding = (s: S) => s.x.resigned.includes(s.x.declarer);

/** The declarer has not yet played to the second trick (still holds 9 cards or more). */
function mayConcedeAlone(ctx: Ctx, s: S): boolean {
  const h = 2 * s.x.declarer;
  return popcount(s.hands[h]) + popcount(s.hands[h + 1]) >= ctx.handSize - 1;
}

/**
 * A suit or grand game whose declarer already has the card points needed to win it, as
 * far as the declarer knows: the skat counts only once taken up. In a hand game it is
 * unseen, and counting it would tell the declarer what it holds (issue 14).
 */
function wonOnPoints(ctx: Ctx, s: S): boolean {
  const c = s.x.contract!;
  if (c.game === 'N' || c.schwarz) return false;
  const h = 2 * s.x.declarer;
  const [lo, hi] = s.x.pickedUp ? s.skat : [0, 0];
  const points = ctx.deck.pointsOf(s.won[h] | lo, s.won[h + 1] | hi);
  return points >= (c.schneider ? 90 : 61);
}

/** Why `seat` may not claim now, or `null` if it may. */
function refuseClaim(s: S, seat: number): string | null {
  if (seat === s.x.declarer) {
    if (s.x.claim) return 'the declarer has already claimed the rest';
    if (conceding(s)) return 'the declarer has conceded and cannot also claim';
    return null;
  }
  if (!isDefender(s, seat)) return `seat ${seat} does not play in this deal`;
  return conceding(s) ? null : 'a defender may claim only to accept the declarer’s concession';
}

/** Why `seat` may not resign now, or `null` if it may. */
function refuseResign(ctx: Ctx, s: S, seat: number): string | null {
  if (seat === s.x.declarer) {
    if (s.x.claim) return 'the declarer has claimed the rest and cannot also concede';
    if (conceding(s)) return 'the declarer has already conceded';
    if (wonOnPoints(ctx, s)) return 'the game is already won on card points and cannot be lost';
    return null;
  }
  if (!isDefender(s, seat)) return `seat ${seat} does not play in this deal`;
  if (s.x.resigned.includes(seat)) return `seat ${seat} has already resigned`;
  if (conceding(s)) return 'the declarer has conceded: accept with a claim, or play on';
  return null;
}

/** Ends the deal: the cards not yet in a finished trick go to `early.to`. */
function end(s: S, early: EarlyEnd): 'earlyEnd' {
  s.x.early = early;
  return 'earlyEnd';
}

/** Applies a claim or a resignation by `seat`; returns `'earlyEnd'` when it ends the game. */
function applyEarly(ctx: Ctx, s: S, seat: number, claim: boolean): 'earlyEnd' | undefined {
  const x = s.x;
  if (claim && seat === x.declarer) {
    x.claim = true;
    return undefined;
  }
  if (claim) return end(s, { to: 'defenders', reason: 'declarerResigned' });
  if (seat === x.declarer) {
    if (mayConcedeAlone(ctx, s)) return end(s, { to: 'defenders', reason: 'declarerResigned' });
    x.resigned.push(seat);
    return undefined;
  }
  x.resigned.push(seat);
  const defenders = s.next.filter((n, t) => n >= 0 && t !== x.declarer).length;
  if (x.resigned.length < defenders) return undefined;
  return end(s, { to: 'declarer', reason: x.claim ? 'claimAccepted' : 'defendersResigned' });
}

/** Writes the early-end codes `seat` may use now into `out` from `n`; returns the new count. */
function earlyCodes(ctx: Ctx, s: S, seat: number, out: Int32Array, n: number): number {
  if (!contractPlay(s)) return n;
  if (refuseClaim(s, seat) === null) out[n++] = ctx.codes.claim + seat;
  if (refuseResign(ctx, s, seat) === null) out[n++] = ctx.codes.resign + seat;
  return n;
}

/**
 * Wraps the trick-play phase of a contract with the early ends of NOTES.md rule 4, as the
 * ISS settles them (rules read off the 60 ISS records; ids in brackets):
 *
 * 1. `claim` and `resign` are taken during the play of a contract only, by any seat that
 *    plays, whether or not it is that seat's turn (1390253: both defenders resign before
 *    the first card; 727: the declarer claims after leading). Not in Ramsch.
 * 2. A defender may resign at any time, once; a resigned defender still plays its cards.
 *    One resignation does not end the game (4912814, 4912828, 4913034, 4913037, 4913041:
 *    play went on to the last trick; 727, 6997014: the resigned defender played on).
 * 3. Once both defenders have resigned the game ends and the declarer takes every card
 *    not yet in a finished trick (1039093, 6934288, 6997012-6997016); a null is won
 *    (1390253). The reason is `claimAccepted` if the declarer's claim still stands,
 *    otherwise `defendersResigned`.
 * 4. The declarer may claim the rest at any time; the claim alone ends nothing, and any
 *    card played after it voids it (4912814 and the others of rule 2: the result is that of
 *    the cards played). One defender resigning on a standing claim does not end the game
 *    either (727, 6934288).
 * 5. The declarer may concede alone before playing to the second trick (still 9 cards in
 *    hand): the defenders take the rest. Later the concession waits for a defender's
 *    consent, given with `claim`; the next card played withdraws it. A game already won on
 *    card points (61, or 90 with schneider announced) cannot be conceded; in a hand game
 *    only the tricks count here, as the declarer has not seen the skat. No ISS record
 *    has a declarer's resignation: these follow the rule text.
 *
 * Legal-action lists include these actions where allowed. The wrapped phase's exits, plus
 * `earlyEnd` for a game ended by claim or resignation.
 *
 * @typeParam E - the wrapped phase's exit names
 * @example
 * earlyEndPhase(trickPhase({ endAfterTrick })); // the 'play' phase, with claim and resign
 */
export function earlyEndPhase<E extends string>(
  play: Phase<SkatState, SkatOptions, SkatAction, E>,
): Phase<SkatState, SkatOptions, SkatAction, E | 'earlyEnd'> {
  const buffer = new Int32Array(128);
  const phase: Phase<SkatState, SkatOptions, SkatAction, E | 'earlyEnd'> = {
    summary: `${play.summary}; the declarer may claim the rest, and any player may resign`,
    actionTypes: [...play.actionTypes, 'claim', 'resign'],
    exits: [...play.exits, 'earlyEnd'],
    // Still trick play, with two more actions: it keeps the wrapped phase's mark.
    trickPlay: play.trickPlay,
    enter: play.enter?.bind(play),
    // Claims and resignations are actions: whether a card play may end the play early is the wrapped phase's to say.
    mayEndEarly: play.mayEndEarly?.bind(play),
    // Any player of a contract may try: the refusal then says why.
    mayAct: (ctx, s, seat) => play.mayAct(ctx, s, seat) || (contractPlay(s) && s.next[seat] >= 0),

    legal(ctx, s, seat, out) {
      const n = play.mayAct(ctx, s, seat) ? play.legal(ctx, s, seat, out) : 0;
      return earlyCodes(ctx, s, seat, out, n);
    },

    sample(ctx, s, seat, rng: Rng) {
      if (earlyCodes(ctx, s, seat, buffer, 0) === 0 && play.sample !== undefined)
        return play.sample(ctx, s, seat, rng);
      const n = phase.legal(ctx, s, seat, buffer);
      return buffer[rng.below(n)];
    },

    playout(ctx, s, rng) {
      if (!contractPlay(s) && play.playout !== undefined) return play.playout(ctx, s, rng);
      for (;;) {
        const exit = phase.apply(ctx, s, s.turn, phase.sample!(ctx, s, s.turn, rng));
        if (exit !== undefined) return exit;
      }
    },

    encode(ctx, s, action): Result<number> {
      const claim = action.type === 'claim';
      if (claim || action.type === 'resign') {
        if (!contractPlay(s))
          return err('ACTION_NOT_ALLOWED', 'only the play of a contract can end early', {
            path: ['type'],
          });
        const why = claim ? refuseClaim(s, action.seat) : refuseResign(ctx, s, action.seat);
        if (why !== null) return err('ACTION_NOT_ALLOWED', why, { path: ['type'] });
        return ok((claim ? ctx.codes.claim : ctx.codes.resign) + action.seat);
      }
      if (!play.mayAct(ctx, s, action.seat))
        return err('OUT_OF_TURN', `it is seat ${s.turn}'s turn, not seat ${action.seat}'s`, {
          path: ['seat'],
        });
      return play.encode(ctx, s, action);
    },

    decode(ctx, s, seat, code): SkatAction {
      if (isClaim(ctx, code)) return { type: 'claim', seat: code - ctx.codes.claim };
      if (isResign(ctx, code)) return { type: 'resign', seat: code - ctx.codes.resign };
      return play.decode(ctx, s, seat, code);
    },

    apply(ctx, s, seat, code) {
      if (isClaim(ctx, code)) return applyEarly(ctx, s, code - ctx.codes.claim, true);
      if (isResign(ctx, code)) return applyEarly(ctx, s, code - ctx.codes.resign, false);
      const exit = play.apply(ctx, s, seat, code);
      if (code === ctx.codes.double) return exit;
      // A card played voids a standing claim and withdraws an unanswered concession.
      s.x.claim = false;
      if (conceding(s)) s.x.resigned = s.x.resigned.filter((t) => t !== s.x.declarer);
      return exit;
    },
  };
  return phase;
}
