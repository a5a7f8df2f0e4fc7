import { popcount } from '../cards/cardSet';
import { err, ok, type Result } from '../errors/errors';
import { quote } from '../errors/quote';
import { type ActionOf, defineAction, field } from '../fields/fields';
import type { KernelContext } from './context';
import type { PhaseHookContext } from './phase';
import type { GameState } from './state';

/**
 * The declaration of {@link AnnounceAction}: make an announcement during trick play
 * (Doppelkopf's Re, Kontra, keine 90 ...), named by `call`, for the side named by `party`.
 *
 * @example
 * defineVariant({ ...spec, actions: [...CORE_ACTIONS, ANNOUNCE_ACTION] });
 */
export const ANNOUNCE_ACTION = /* @__PURE__ */ defineAction('announce', {
  party: field.string(),
  call: field.string(),
});

/**
 * Make an announcement: `party` names the seat's side by its first level (`re` or
 * `kontra`), and `call` the level (that first level, or a further one such as `no90`).
 * Naming a level implies the side's lower levels not made yet. The record always says
 * for which party an announcement was made.
 *
 * @example
 * const keine60: AnnounceAction = { type: 'announce', seat: 2, party: 'kontra', call: 'no60' };
 */
export type AnnounceAction = ActionOf<typeof ANNOUNCE_ACTION>;

/**
 * First action code of an announcement: level `i` of a ladder is `ANNOUNCE_BASE + i`.
 * Internal to the kernel: phases read it as `ctx.codes.announce`.
 *
 * @example
 * rules.decode(state, ANNOUNCE_BASE + 1); // { type: 'announce', seat: 0, party: 're', call: 'no90' }
 */
export const ANNOUNCE_BASE = 96;
/**
 * The most levels a ladder of announcements may have (codes 96-127).
 *
 * @example
 * import { MAX_ANNOUNCE_LEVELS } from '@stich/core/kernel';
 *
 * spec.levels.length < MAX_ANNOUNCE_LEVELS; // true of every spec defineAnnouncements accepts
 */
export const MAX_ANNOUNCE_LEVELS = 32;

/**
 * One announcement as made: the seat, its side (0 the declaring side, 1 the others), the
 * level named (lower levels of the side not made before are implied), and how many cards
 * had been played when it was made.
 *
 * @example
 * const entry: AnnouncementEntry = { seat: 2, side: 1, level: 0, at: 3 }; // Kontra after three cards
 */
export interface AnnouncementEntry {
  readonly seat: number;
  readonly side: 0 | 1;
  readonly level: number;
  readonly at: number;
}

/**
 * Where a trick phase with announcements keeps them (in the variant's state; see
 * {@link AnnouncementSpec}`.state`). Everything in it is public.
 *
 * @example
 * const x = { announcements: newAnnouncements() };
 */
export interface AnnouncementState {
  /** The highest level each side has made (index 0 the declaring side, 1 the others); -1 for none. */
  made: number[];
  /** Per side, whether its first level came as a late reply, which bars its further levels. */
  late: boolean[];
  /** Every announcement, in the order made. */
  log: AnnouncementEntry[];
}

/**
 * A fresh announcement state, for the variant's `init`.
 *
 * @example
 * import { newAnnouncements } from '@stich/core/kernel';
 *
 * const init = () => ({ announcements: newAnnouncements() });
 */
export function newAnnouncements(): AnnouncementState {
  return { made: [-1, -1], late: [false, false], log: [] };
}

/**
 * Announcements during trick play, declared as a ladder per side with deadlines counted
 * in cards still held (Doppelkopf's Re or Kontra, then keine 90, 60, 30 and schwarz):
 * - any seat whose side is settled may announce at any moment of trick play, also when
 *   it is not its turn, for its own side only;
 * - a seat may name level `i` while it holds at least `deadlines[i]` cards; naming a
 *   higher level implies the side's lower ones not made yet, and the lowest of those
 *   must still be open to the seat;
 * - with `reply`, a side whose opponents have announced may still make its first level
 *   with one card fewer than the opponents' highest level needs; such a late reply bars
 *   the side's further levels.
 *
 * Sides come from the variant's `sides`. An announcement makes the announcer's side
 * public through the variant's `revealed` (read the state's `log`).
 *
 * @typeParam X - the variant's own state
 * @typeParam O - the variant's options
 *
 * @example
 * const doko: AnnouncementSpec<DokoState, DokoOptions> = {
 *   opening: ['re', 'kontra'],
 *   levels: ['no90', 'no60', 'no30', 'schwarz'],
 *   deadlines: ({ s }) => [11, 10, 9, 8, 7],
 *   reply: true,
 *   state: (s) => s.x.announcements,
 * };
 */
export interface AnnouncementSpec<X, O> {
  /** The name of each side's first level: the declaring side's, then the others' (`['re', 'kontra']`). */
  readonly opening: readonly [string, string];
  /** The names of the further levels, lowest first, the same for both sides. */
  readonly levels: readonly string[];
  /**
   * The least cards a seat must hold to name each level, the first level first (one
   * number per level, falling or equal). Read at each announcement, so it may depend on
   * the state (a Hochzeit's clarifying trick moves them).
   */
  readonly deadlines: (hook: PhaseHookContext<X, O>) => readonly number[];
  /** Whether announcements may be made yet (e.g. only after a Hochzeit's clarifying trick). Default: always. */
  readonly open?: (hook: PhaseHookContext<X, O>) => boolean;
  /** Whether a side may reply late to the opponents' announcements (Doppelkopf's Erwiderung). Default: no. */
  readonly reply?: boolean;
  /** Where the phase keeps the announcements made (see {@link newAnnouncements}). */
  readonly state: (s: GameState<X>) => AnnouncementState;
}

/**
 * The levels a seat of side `side` holding `held` cards may name now, by the rules of
 * {@link AnnouncementSpec}: the lowest in the low byte, the count above it (0: none).
 * Pure arithmetic, for `legal` and for fused playouts alike.
 *
 * @example
 * announceRange([-1, -1], [false, false], [11, 10, 9, 8, 7], 12, 0, true); // 5 << 8: levels 0 to 4
 */
export function announceRange(
  made: readonly number[],
  late: readonly boolean[],
  deadlines: readonly number[],
  held: number,
  side: 0 | 1,
  reply: boolean,
): number {
  const from = made[side] + 1;
  const top = deadlines.length - 1;
  if (from > top || late[side]) return 0;
  if (held >= deadlines[from]) return ((top - from + 1) << 8) | from;
  const theirs = made[1 - side];
  if (reply && from === 0 && theirs >= 0 && held >= deadlines[theirs] - 1) return 1 << 8;
  return 0;
}

/**
 * Whether neither side may name any level again in this deal: each has made its top
 * level or replied late. Once true it stays so (levels only rise, a late reply stays),
 * so that a fused playout may stop asking {@link announceRange} (which would say 0).
 *
 * @example
 * announcementsSpent([4, 4], [false, false], 5); // true
 */
export function announcementsSpent(
  made: readonly number[],
  late: readonly boolean[],
  levels: number,
): boolean {
  return (made[0] >= levels - 1 || late[0]) && (made[1] >= levels - 1 || late[1]);
}

/**
 * Announcements as a fused playout reads them (see `defineAnnouncements`): each seat's
 * side (-1 unknown), the deadlines in force, whether announcements are open, whether a
 * late reply is allowed, and the state where they are noted. `refresh` reads them from a
 * state that is up to date and says whether any announcement may still come; `note`
 * records one made by `seat` for `level`, holding `held` cards after `at` cards played.
 * Once announcements are open, the sides and the deadlines must stay as they are for the
 * rest of the deal (the playout then reads them no more).
 *
 * @example
 * if (ann.refresh(ctx, s)) announceRange(ann.state.made, ann.state.late, ann.deadlines, held, ann.side[seat] as 0 | 1, ann.reply);
 */
export interface PlayoutAnnouncements {
  readonly side: Int8Array;
  deadlines: readonly number[];
  open: boolean;
  /** The fewest cards in hand with which any announcement may still be made (a late reply's included). */
  least: number;
  readonly reply: boolean;
  state: AnnouncementState;
  /** Reads the rest from `s` (up to date); `false` once no announcement may come in this deal. */
  refresh(ctx: KernelContext<unknown>, s: GameState<unknown>): boolean;
  /** Records an announcement of `level` by `seat`, holding `held` cards after `at` cards played. */
  note(seat: number, level: number, held: number, at: number): void;
}

/**
 * Announcements for a trick phase (`trickPhase({ announcements })`), from their spec:
 * the range a seat may name now, the encoding of an announce action with a refusal that
 * says why, its effect, and what a fused playout reads. Kept apart from the trick phase,
 * so that a game without announcements does not carry them. Throws a `TypeError` when
 * two levels share a name, a `RangeError` for more than 32 levels.
 *
 * @typeParam X - the variant's own state
 * @typeParam O - the variant's options
 *
 * @example
 * import { defineAnnouncements, trickPhase } from '@stich/core';
 *
 * const play = trickPhase({
 *   announcements: defineAnnouncements({
 *     opening: ['re', 'kontra'],
 *     levels: ['no90', 'no60', 'no30', 'schwarz'],
 *     deadlines: () => [11, 10, 9, 8, 7],
 *     reply: true,
 *     state: (s) => s.x.announcements,
 *   }),
 * });
 */
export function defineAnnouncements<X, O>(spec: AnnouncementSpec<X, O>) {
  const names = [...spec.opening, ...spec.levels];
  if (spec.levels.length + 1 > MAX_ANNOUNCE_LEVELS)
    throw new RangeError(`an announcement ladder has at most ${MAX_ANNOUNCE_LEVELS} levels`);
  if (new Set(names).size !== names.length)
    throw new TypeError(`announcement names must differ: ${names.join(', ')}`);
  const reply = spec.reply === true;
  const held = (s: GameState<X>, seat: number) =>
    popcount(s.hands[2 * seat]) + popcount(s.hands[2 * seat + 1]);
  const sideOf = (ctx: KernelContext<O>, s: GameState<X>, seat: number): 0 | 1 | null =>
    ctx.sides === null ? null : ctx.sides.sideOf(s, seat);
  /** The name of `level` for `side`. */
  const nameOf = (side: 0 | 1, level: number) =>
    level === 0 ? spec.opening[side] : spec.levels[level - 1];

  /** The levels `seat` may name now (see announceRange); 0 when none. */
  const range = (ctx: KernelContext<O>, s: GameState<X>, seat: number): number => {
    if (s.next[seat] < 0) return 0;
    const side = sideOf(ctx, s, seat);
    if (side === null) return 0;
    if (spec.open !== undefined && !spec.open({ ctx, s })) return 0;
    const a = spec.state(s);
    return announceRange(a.made, a.late, spec.deadlines({ ctx, s }), held(s, seat), side, reply);
  };

  const refuse = (message: string) => err('ANNOUNCEMENT_NOT_ALLOWED', message, { path: ['call'] });

  /** The code of `seat`'s announcement `call` for `party`, or why it may not be made now. */
  const encode = (
    ctx: KernelContext<O>,
    s: GameState<X>,
    seat: number,
    party: unknown,
    call: unknown,
  ): Result<number> => {
    const claimed = typeof party === 'string' ? spec.opening.indexOf(party) : -1;
    if (claimed < 0) {
      return err(
        'UNKNOWN_ACTION',
        `${quote(party)} is no party of this game; the parties are ${spec.opening.join(' and ')}`,
        { path: ['party'] },
      );
    }
    const at = typeof call === 'string' ? names.indexOf(call) : -1;
    // Both first levels are level 0; the others follow the opening pair.
    const level = at < 2 ? 0 : at - 1;
    if (at < 0 || (at < 2 && at !== claimed)) {
      const own = [spec.opening[claimed], ...spec.levels].join(', ');
      return err('UNKNOWN_ACTION', `${quote(call)} is no announcement of ${party}: say ${own}`, {
        path: ['call'],
      });
    }
    const side = sideOf(ctx, s, seat);
    if (side === null || s.next[seat] < 0)
      return refuse(`seat ${seat}'s party is not settled yet, so it cannot announce`);
    if (claimed !== side) {
      return err(
        'ANNOUNCEMENT_NOT_ALLOWED',
        `seat ${seat} is not of the ${party} party; it announces for ${spec.opening[side]}`,
        { path: ['party'] },
      );
    }
    if (spec.open !== undefined && !spec.open({ ctx, s }))
      return refuse('no announcement may be made at this point of the deal');
    const a = spec.state(s);
    const made = a.made[side];
    if (level <= made) {
      return refuse(
        `${nameOf(side, made)} has been said for seat ${seat}'s party; name a higher level`,
      );
    }
    if (a.late[side])
      return refuse(`seat ${seat}'s party replied late, which bars its further announcements`);
    const deadlines = spec.deadlines({ ctx, s });
    const h = held(s, seat);
    const lowest = made + 1;
    if (h >= deadlines[lowest]) return ok(ANNOUNCE_BASE + level);
    const theirs = a.made[1 - side];
    if (reply && level === 0 && theirs >= 0 && h >= deadlines[theirs] - 1) return ok(ANNOUNCE_BASE);
    const implied = lowest < level ? ` (it implies ${nameOf(side, lowest)})` : '';
    return refuse(
      `${call}${implied} needs at least ${deadlines[lowest]} cards in hand; seat ${seat} holds ${h}`,
    );
  };

  /** Notes an announcement of `level` by `seat` of `side`, holding `h` cards after `at` cards played. */
  const note = (
    a: AnnouncementState,
    deadlines: readonly number[],
    seat: number,
    side: 0 | 1,
    level: number,
    h: number,
    at: number,
  ): void => {
    if (a.made[side] < 0 && h < deadlines[0]) a.late[side] = true;
    a.made[side] = level;
    a.log.push({ seat, side, level, at });
  };

  /** Notes `seat`'s announcement of `level` (its code less `ANNOUNCE_BASE`). */
  const apply = (ctx: KernelContext<O>, s: GameState<X>, seat: number, level: number): void => {
    const side = sideOf(ctx, s, seat) as 0 | 1;
    note(
      spec.state(s),
      spec.deadlines({ ctx, s }),
      seat,
      side,
      level,
      held(s, seat),
      s.history.length,
    );
  };

  /** The deadlines `playout.least` was taken from. */
  let leastFor: readonly number[] | null = null;
  /**
   * What a fused playout reads of the announcements, as numbers, refreshed from a state
   * whose hands, history and winners are up to date (at the start, and after each trick
   * while announcements may still come).
   */
  const playout: PlayoutAnnouncements = {
    side: new Int8Array(32),
    deadlines: [],
    open: false,
    least: 0,
    reply,
    state: newAnnouncements(),
    refresh(ctx: KernelContext<unknown>, s: GameState<unknown>): boolean {
      const c = ctx as KernelContext<O>;
      const w = s as GameState<X>;
      this.state = spec.state(w);
      // One hook for both (the hooks only read it): each playout of a deal refreshes.
      const hook = { ctx: c, s: w };
      this.open = spec.open === undefined || spec.open(hook);
      this.deadlines = spec.deadlines(hook);
      // The least deadline, taken again only from another array (a game hands out the same
      // read-only arrays deal after deal). In small integers where there are deadlines
      // (not from an infinite float).
      const deadlines = this.deadlines;
      if (deadlines !== leastFor) {
        let least = deadlines.length === 0 ? Number.POSITIVE_INFINITY : deadlines[0];
        for (let i = 1; i < deadlines.length; i++) if (deadlines[i] < least) least = deadlines[i];
        this.least = least - (reply ? 1 : 0);
        leastFor = deadlines;
      }
      // Every seat's side at once: cheaper than asking seat by seat.
      const sides = c.sides === null ? null : c.sides.of(w);
      // Whether a seat holds cards enough for the least deadline: counted up to the first.
      let enough = false;
      for (let seat = 0; seat < s.seats; seat++) {
        this.side[seat] = s.next[seat] < 0 || sides === null ? -1 : (sides[seat] ?? -1);
        if (!enough) enough = held(w, seat) >= this.least;
      }
      // Not open yet: it may open later.
      return !this.open || enough;
    },
    note(seat, level, h, at) {
      const side = this.side[seat] as 0 | 1;
      note(this.state, this.deadlines, seat, side, level, h, at);
    },
  };

  /** The announce action of `seat` for `level`. */
  const decode = (ctx: KernelContext<O>, s: GameState<X>, seat: number, level: number) => {
    const side = sideOf(ctx, s, seat) ?? 0;
    return {
      type: 'announce' as const,
      seat,
      party: spec.opening[side],
      call: nameOf(side, level),
    };
  };

  return { names, range, encode, apply, decode, nameOf, playout };
}

/**
 * Announcements as a trick phase takes them (see {@link defineAnnouncements}).
 *
 * @typeParam X - the variant's own state
 * @typeParam O - the variant's options
 *
 * @example
 * const ann: Announcements<DokoState, DokoOptions> = defineAnnouncements(spec);
 */
export type Announcements<X, O> = ReturnType<typeof defineAnnouncements<X, O>>;
