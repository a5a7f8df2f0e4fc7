import { definePhase, type GameState, type KernelContext, type Phase } from '@stich/core';
import { popcount, takeUpSkat } from '@stich/core/kernel';
import type { DoppelkopfAction } from './actions';
import type { DoppelkopfOptions } from './options';
import { deckOf } from './rules';
import type { DoppelkopfState } from './state';

/** @inline */
type S = GameState<DoppelkopfState>;
/** @inline */
type Ctx = KernelContext<DoppelkopfOptions>;

/**
 * Where the exchange of an Armut stands (7.10.3), in `s.x.armut`. The cards laid aside
 * lie where a skat would (`s.skat`), face down: only their number is public.
 *
 * @example
 * const armut: ArmutState = { poor: 1, count: 3, asked: 0, partner: -1, returned: 0, laid: [0, 0], back: [0, 0] };
 */
export interface ArmutState {
  /** The poor player, who named the Armut. */
  readonly poor: number;
  /** How many cards go aside, and as many come back: the poor player's trumps, at least 3. */
  count: number;
  /** How many of the other players have answered the offer, clockwise from the poor player's left. */
  asked: number;
  /** The player who took the cards and plays with the poor player, -1 while none has. */
  partner: number;
  /** How many cards the partner has given back. */
  returned: number;
  /** The cards laid aside (two words, as in `s.hands`): known to the poor player and the partner. */
  laid: number[];
  /** The cards given back so far (two words): known to the same two. */
  back: number[];
}

/** The trumps of the normal game (2.2) under `ctx`'s options, as two words. */
function normalTrumps(ctx: Ctx): readonly [number, number] {
  const table = ctx.tableOf.normal;
  return [table.groupLo[table.trumpGroup], table.groupHi[table.trumpGroup]];
}

/**
 * How many trumps of the normal game (2.2) `seat` holds: what Armut (7.10.1) and
 * Schmeißen's `einTrumpf` (7.11) count.
 *
 * @example
 * normalTrumpsHeld(rules.ctx, state, 1); // e.g. 7
 */
export function normalTrumpsHeld(ctx: Ctx, s: S, seat: number): number {
  const [lo, hi] = normalTrumps(ctx);
  return popcount(s.hands[2 * seat] & lo) + popcount(s.hands[2 * seat + 1] & hi);
}

/**
 * How many trumps of the normal game `seat` holds as Armut counts them (7.10.1): each ♦A
 * too, unless option `armut.fuchsZaehlt` is off.
 *
 * @example
 * armutTrumps(rules.ctx, state, 1); // 3: seat 1 may name an Armut
 */
export function armutTrumps(ctx: Ctx, s: S, seat: number): number {
  let count = normalTrumpsHeld(ctx, s, seat);
  if (ctx.options.armut?.fuchsZaehlt === false) {
    for (const id of deckOf(ctx.options).idsOf('DA')!)
      if ((s.hands[2 * seat + (id >>> 5)] & (1 << (id & 31))) !== 0) count--;
  }
  return count;
}

/**
 * Whether `seat` may name an Armut (7.10.1): option `armut` is on and it holds at most
 * three trumps as {@link armutTrumps} counts them.
 *
 * @example
 * isPoor(rules.ctx, state, 1); // true with three trumps or fewer
 */
export function isPoor(ctx: Ctx, s: S, seat: number): boolean {
  return ctx.options.armut !== undefined && armutTrumps(ctx, s, seat) <= 3;
}

/** Cards laid aside so far. */
const aside = (s: S) => popcount(s.skat[0]) + popcount(s.skat[1]);

/** Per pack, the choices of a card action (see {@link cardChoices}), made once. */
const CHOICES = new WeakMap<object, readonly { card: string }[]>();

/** The distinct card codes of the pack, in the order of their first ids: the choices of a card action. */
function cardChoices(ctx: Ctx): readonly { card: string }[] {
  let choices = CHOICES.get(ctx.deck);
  if (choices === undefined) {
    choices = [...new Set(ctx.deck.codes)].map((card) => ({ card }));
    CHOICES.set(ctx.deck, choices);
  }
  return choices;
}

/** The id of a copy of card `code` that `seat` holds, or -1. */
function heldId(ctx: Ctx, s: S, seat: number, code: string): number {
  for (const id of ctx.deck.idsOf(code) ?? [])
    if ((s.hands[2 * seat + (id >>> 5)] & (1 << (id & 31))) !== 0) return id;
  return -1;
}

/** Moves card `id` from `seat`'s hand to the pile `to` (two words: a hand's or the skat's). */
function moveCard(s: S, seat: number, id: number, to: number[] | Int32Array, at: number) {
  const word = id >>> 5;
  const bit = 1 << (id & 31);
  s.hands[2 * seat + word] &= ~bit;
  to[at + word] |= bit;
}

/** The seat that answers the offer now: the `asked`-th clockwise after the poor player. */
function offeredTo(s: S, a: ArmutState): number {
  let seat = s.next[a.poor];
  for (let i = 0; i < a.asked; i++) seat = s.next[seat];
  return seat;
}

/** The exchange's step: the poor player lays cards aside, the others are asked, the partner gives back. */
function stageOf(s: S, a: ArmutState): 'lay' | 'offer' | 'return' {
  if (a.partner >= 0) return 'return';
  return aside(s) < a.count ? 'lay' : 'offer';
}

/**
 * The exchange of an Armut (7.10.3-7.10.5), once one is named: the poor player's trumps
 * go aside by themselves, and with fewer than three it lays plain cards of its choice
 * beside them (`layAside`) to make three. Clockwise from its left each other player takes
 * the cards (`takeArmut`) or declines (`pass`); the first who takes them gives as many
 * cards back, one at a time (`giveBack`, trumps allowed), and the two are the Re party of a
 * normal game. Exits: `accepted` once the last card is back; `refused` when nobody takes
 * them, the cards back in the poor player's hand (option `armut.ohneAbnehmer`: the deal is
 * dealt again, or a normal game is played).
 *
 * @example
 * armutPhase(); // the phase 'armut'
 */
export function armutPhase(): Phase<
  DoppelkopfState,
  DoppelkopfOptions,
  DoppelkopfAction,
  'accepted' | 'refused'
> {
  return definePhase<DoppelkopfState, DoppelkopfOptions, DoppelkopfAction, 'accepted' | 'refused'>({
    summary:
      'the Armut: the poor player lays its trumps aside, made up to three cards; clockwise the others may take them, and the first who does gives as many back and plays with the poor player',
    exits: ['accepted', 'refused'],
    enter({ ctx, s }) {
      const poor = s.x.declarer;
      const [lo, hi] = normalTrumps(ctx);
      const trumps = [s.hands[2 * poor] & lo, s.hands[2 * poor + 1] & hi];
      s.hands[2 * poor] ^= trumps[0];
      s.hands[2 * poor + 1] ^= trumps[1];
      s.skat[0] |= trumps[0];
      s.skat[1] |= trumps[1];
      const count = Math.max(3, popcount(trumps[0]) + popcount(trumps[1]));
      s.x.armut = {
        poor,
        count,
        asked: 0,
        partner: -1,
        returned: 0,
        laid: [trumps[0], trumps[1]],
        back: [0, 0],
      };
    },
    toAct({ s }) {
      const a = s.x.armut!;
      const stage = stageOf(s, a);
      if (stage === 'lay') return a.poor;
      return stage === 'offer' ? offeredTo(s, a) : a.partner;
    },
    actions: {
      layAside: {
        choices: cardChoices,
        allow({ ctx, s, seat, choice }) {
          const a = s.x.armut!;
          if (stageOf(s, a) !== 'lay') return 'no cards are laid aside now';
          const card = cardChoices(ctx)[choice].card;
          return heldId(ctx, s, seat, card) >= 0 || `you do not hold ${card}`;
        },
        apply({ ctx, s, seat, action }) {
          const id = heldId(ctx, s, seat, action.card);
          moveCard(s, seat, id, s.skat, 0);
          s.x.armut!.laid[id >>> 5] |= 1 << (id & 31);
          return undefined;
        },
      },
      takeArmut: {
        allow: ({ s }) => stageOf(s, s.x.armut!) === 'offer' || 'the cards are not offered now',
        apply({ s, seat }) {
          s.x.armut!.partner = seat;
          takeUpSkat(s, seat);
          return undefined;
        },
      },
      pass: {
        allow: ({ s }) => stageOf(s, s.x.armut!) === 'offer' || 'the cards are not offered now',
        apply({ ctx, s }) {
          const a = s.x.armut!;
          a.asked++;
          if (a.asked < ctx.active - 1) return undefined;
          // Nobody takes them: they go back, and the deal is dealt again or played normally.
          takeUpSkat(s, a.poor);
          if (ctx.options.armut?.ohneAbnehmer === 'normal') {
            s.x.game = { kind: 'normal' };
            s.x.declarer = -1;
          }
          return 'refused';
        },
      },
      giveBack: {
        choices: cardChoices,
        allow({ ctx, s, seat, choice }) {
          if (stageOf(s, s.x.armut!) !== 'return') return 'no cards are given back now';
          const card = cardChoices(ctx)[choice].card;
          return heldId(ctx, s, seat, card) >= 0 || `you do not hold ${card}`;
        },
        apply({ ctx, s, seat, action }) {
          const a = s.x.armut!;
          const id = heldId(ctx, s, seat, action.card);
          moveCard(s, seat, id, s.hands, 2 * a.poor);
          a.back[id >>> 5] |= 1 << (id & 31);
          a.returned++;
          return a.returned < a.count ? undefined : 'accepted';
        },
      },
    },
  });
}
