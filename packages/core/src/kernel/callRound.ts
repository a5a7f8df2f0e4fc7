import { err, ok, type Result } from '../errors/errors';
import { type ActionOf, defineAction, field } from '../fields/fields';
import type { BaseAction } from './actions';
import type { BidPayload } from './auctionPhase';
import type { KernelContext } from './context';
import type { Phase, PhaseHookContext } from './phase';
import type { GameState } from './state';

/**
 * Round one of a call round: "I want to play" (Schafkopf's "Ich spiel", "Ich spiel auch";
 * Doppelkopf's Vorbehalt). The other answer is core's `pass`.
 *
 * @example
 * defineVariant({ ...spec, actions: [CLAIM_GAME_ACTION, NAME_CLASS_ACTION, HOLD_ACTION, PASS_ACTION, ...] });
 */
export const CLAIM_GAME_ACTION = /* @__PURE__ */ defineAction('claimGame');
/**
 * In a duel of a call round, the later player names a class of game (by its rank) above
 * the claim standing; the earlier answers with core's `hold` (keep: "mine is as good")
 * or `pass` (yield), and the later may withdraw with `pass`.
 *
 * @example
 * const wenz: NameClassAction = { type: 'nameClass', seat: 2, rank: 4 };
 */
export const NAME_CLASS_ACTION = /* @__PURE__ */ defineAction(
  'nameClass',
  { rank: field.int({ min: 1, max: 31 }) },
  { codes: 32 },
);
/**
 * Say "I want to play" in round one of a call round.
 *
 * @example
 * const claim: ClaimGameAction = { type: 'claimGame', seat: 0 };
 */
export type ClaimGameAction = ActionOf<typeof CLAIM_GAME_ACTION>;
/**
 * Name a class of game in a duel of a call round.
 *
 * @example
 * const solo: NameClassAction = { type: 'nameClass', seat: 2, rank: 5 };
 */
export type NameClassAction = ActionOf<typeof NAME_CLASS_ACTION>;

/**
 * Where a call round stands (in `s.x.callRound`).
 * - `claims`: round one; `asked` seats have answered, `claimants` said they want to play;
 * - `duel`: `holder` holds the game with class rank `claim`; `claimants[next]` challenges
 *   it, and `answering` is true while the holder must keep or yield a class `named`;
 * - `declare`: the holder names the full game (of rank `claim` or more).
 *
 * @example
 * const fresh: CallRoundState = { stage: 'claims', asked: 0, claimants: [], holder: -1, claim: 0, next: 0, named: 0, answering: false };
 */
export interface CallRoundState {
  stage: 'claims' | 'duel' | 'declare';
  asked: number;
  claimants: number[];
  holder: number;
  claim: number;
  next: number;
  named: number;
  answering: boolean;
  /** With `standing`: the claimants that gave up holding the game (see `mayYield`), in order. */
  yielded?: number[];
  /** With `fallback`: true once every claimant yielded and the fallback seat holds the game. */
  fallback?: boolean;
}

/**
 * One game a call round may end in: its class rank (a higher class beats a lower one;
 * games of one class are equal, and the earlier seat keeps them).
 *
 * @example
 * const games: CallGame[] = [{ rank: 1 }, { rank: 1 }, { rank: 1 }, { rank: 4 }, { rank: 5 }];
 */
export interface CallGame {
  readonly rank: number;
  /**
   * What a hand must hold to play this game, tested with bit operations before `allowed`
   * (Schafkopf's Sie: all four Ober and all four Unter; a Sauspiel: not the called ace,
   * and some plain card of its suit). Default: nothing.
   */
  readonly needs?: HandNeeds;
}

/**
 * Cards a hand must or must not hold, as card sets of two words each (as in `s.hands`):
 * every card of `all`, at least one card of `some` (where it has any), none of `none`.
 *
 * @example
 * // A Sauspiel on the Gras-Sau (id 9): not the ace, some other Gras card (ids 10 to 15).
 * const needs: HandNeeds = { none: [1 << 9, 0], some: [0b111111 << 10, 0] };
 */
export interface HandNeeds {
  readonly all?: readonly [number, number];
  readonly some?: readonly [number, number];
  readonly none?: readonly [number, number];
}

/**
 * A games list's needs as bit masks: six words per game (`all`, `some` and `none` of its
 * needs, zero where there are none); and, for lists of up to 31 games, which games have
 * needs (bit g), and the games of rank `claim` or more for the last claim asked.
 */
interface NeedsTable {
  readonly masks: Int32Array;
  readonly needy: number;
  claim: number;
  from: number;
}

/** Makes the needs table of a games list (see {@link NeedsTable}). */
function needsTable(games: readonly CallGame[]): NeedsTable {
  const masks = new Int32Array(6 * games.length);
  let needy = 0;
  games.forEach(({ needs }, g) => {
    const sets = [needs?.all, needs?.some, needs?.none];
    sets.forEach((set, i) => {
      masks[6 * g + 2 * i] = set?.[0] ?? 0;
      masks[6 * g + 2 * i + 1] = set?.[1] ?? 0;
    });
    if (needs !== undefined) needy |= 1 << g;
  });
  return { masks, needy, claim: Number.NaN, from: 0 };
}

/** Whether the hand `lo`/`hi` meets the needs of game `g` in table `m` (see {@link needsTable}). */
function meets(m: Int32Array, g: number, lo: number, hi: number): boolean {
  const k = 6 * g;
  if ((lo & m[k]) !== m[k] || (hi & m[k + 1]) !== m[k + 1]) return false;
  if ((m[k + 2] | m[k + 3]) !== 0 && ((lo & m[k + 2]) | (hi & m[k + 3])) === 0) return false;
  return ((lo & m[k + 4]) | (hi & m[k + 5])) === 0;
}

/**
 * What a call round's `allowed` hook receives: the seat and the index of a game.
 *
 * @typeParam X - the variant's own state
 * @typeParam O - the variant's options
 *
 * @example
 * const allowed = ({ s, seat, game }: CallGameContext<SchafkopfState>) => game !== SIE || holdsAllOber(s, seat);
 */
export interface CallGameContext<X = unknown, O = unknown> extends PhaseHookContext<X, O> {
  readonly seat: number;
  readonly game: number;
}

/**
 * How a call round is set up.
 *
 * @typeParam X - the variant's own state
 * @typeParam O - the variant's options
 * @typeParam A - the variant's actions
 *
 * @example
 * callRoundPhase({ declare: 'declare', games: (ctx) => GAMES, base: 1, payload, allowed, onDeclare });
 */
export interface CallRoundConfig<X, O, A extends BaseAction = BaseAction> {
  /** One line for rule pages; a default says what the round does. */
  readonly summary?: string;
  /** The action kind by which the holder names the full game (the variant declares it). */
  readonly declare: A['type'];
  /** Every game that may be declared under these options, by index, with its class rank. */
  readonly games: (ctx: KernelContext<O>) => readonly CallGame[];
  /** The claim a holder starts with, the lowest class (Schafkopf: 1, the Sauspiel); never named in a duel. */
  readonly base: number;
  /** The fields game `i` adds to the declare action, and which game a declare action names. */
  readonly payload: BidPayload<O, A>;
  /** Whether `seat` may play game `game` with its cards (a Sauspiel needs an ace to call). Default: always. */
  readonly allowed?: (hook: CallGameContext<X, O>) => boolean;
  /** Called once when the holder declares: note the game and the declarer in the variant's state. */
  readonly onDeclare: (hook: CallGameContext<X, O>) => void;
  /**
   * Whether a declared game is decided without play (Schafkopf's Sie, shown and won at
   * once): the round then leaves by the exit `decided` instead of `declared`.
   */
  readonly playless?: (hook: CallGameContext<X, O>) => boolean;
  /**
   * Settles several claimants by their standing instead of duels: the claimant with the
   * highest standing holds the game, the earlier seat keeping a tie, and nobody names a
   * class (Doppelkopf's Vorbehalt: a seat that owes its Pflichtsolo stands above one that
   * does not). Default: duels by class.
   */
  readonly standing?: (hook: PhaseHookContext<X, O> & { readonly seat: number }) => number;
  /**
   * With `standing`: whether the holder may give the game up (`pass`) instead of declaring,
   * so that the claimant standing next holds it (Doppelkopf: a Hochzeit is not played
   * beside another reservation, so its holder may leave the solo to the others). The last
   * claimant left may not, unless there is a `fallback`. Default: never.
   */
  readonly mayYield?: (hook: PhaseHookContext<X, O> & { readonly seat: number }) => boolean;
  /**
   * A seat that holds the game from the start without being asked, and must declare
   * (Doppelkopf's Vorführung: the forced Pflichtsolo); -1 for the usual round. Read when
   * the round begins. Default: none.
   */
  readonly forced?: (hook: PhaseHookContext<X, O>) => number;
  /**
   * With `standing` and `mayYield`: the last claimant may yield too, and once every
   * claimant has yielded this picks the one among them (`yielded`, in the order they
   * yielded) who holds the game, which it must then declare (Doppelkopf: nobody plays a
   * solo, and an Armut ranks against a Hochzeit). `s.x.callRound.fallback` is then true,
   * for `allowed` to read. Default: the last claimant may not yield.
   */
  readonly fallback?: (
    hook: PhaseHookContext<X, O> & { readonly yielded: readonly number[] },
  ) => number;
  /**
   * Declared games that leave by an exit of their own instead of `declared`, by exit name
   * (Doppelkopf's Armut goes on to the exchange of its cards); the first that holds
   * wins. Default: none.
   */
  readonly routes?: Readonly<Record<string, (hook: CallGameContext<X, O>) => boolean>>;
}

/**
 * A fresh call round's state, for the variant's `init`.
 *
 * @example
 * init: () => ({ callRound: newCallRound(), ... }),
 */
export function newCallRound(): CallRoundState {
  return {
    stage: 'claims',
    asked: 0,
    claimants: [],
    holder: -1,
    claim: 0,
    next: 0,
    named: 0,
    answering: false,
  };
}

/** Whether a call round's state is as {@link newCallRound} makes it. */
function pristine(c: CallRoundState | undefined): c is CallRoundState {
  return (
    c !== undefined &&
    c.stage === 'claims' &&
    c.asked === 0 &&
    c.claimants.length === 0 &&
    c.holder === -1 &&
    c.claim === 0 &&
    c.next === 0 &&
    c.named === 0 &&
    !c.answering &&
    c.yielded === undefined &&
    c.fallback === undefined
  );
}

/**
 * Core's call round (Schafkopf's announcement, 3.2-3.4): who plays, settled by class with
 * priority for the earlier seat.
 * 1. Round one: each seat from forehand says `claimGame` ("I want to play") or `pass`.
 * 2. If several want to play, the first holds the game with the `base` claim, and each
 *    later one in turn duels the holder: the later names a class (`nameClass`, rank above
 *    the claim) or withdraws (`pass`); the holder keeps it (`hold`: commits to that rank
 *    or more, which an equal class is enough for) or yields (`pass`), and the later one
 *    may then name a higher class again.
 * 3. The holder declares a game of the claim's rank or more that its cards allow.
 *
 * With `standing`, step 2 has no duels: the claimant standing highest holds the game,
 * and with `mayYield` it may pass it on to the next.
 *
 * A seat can only name, keep or declare a class of which it may play some game.
 * Exits: `declared`, or `allPassed` when nobody wants to play, with `playless`,
 * `decided` for a game won without play, and the exits named in `routes` for the games
 * they take elsewhere. Its state sits in
 * `s.x.callRound` (see {@link newCallRound}).
 *
 * @typeParam X - the variant's own state, with a {@link CallRoundState} at `callRound`
 * @typeParam O - the variant's options
 * @typeParam A - the variant's actions
 * @typeParam R - with `routes`, the names of its own exits
 *
 * @example
 * phaseGraph({
 *   call: { phase: callRoundPhase(config), exits: { declared: 'play', allPassed: 'done' } },
 *   play: { phase: trickPhase(), exits: { lastTrick: 'done' } },
 * });
 */
export function callRoundPhase<X extends { callRound: CallRoundState }, O, A extends BaseAction>(
  config: CallRoundConfig<X, O, A> & Required<Pick<CallRoundConfig<X, O, A>, 'playless'>>,
): Phase<X, O, A, 'declared' | 'allPassed' | 'decided'>;
export function callRoundPhase<
  X extends { callRound: CallRoundState },
  O,
  A extends BaseAction,
  R extends string,
>(
  config: CallRoundConfig<X, O, A> & {
    readonly routes: Readonly<Record<R, (hook: CallGameContext<X, O>) => boolean>>;
  },
): Phase<X, O, A, 'declared' | 'allPassed' | R>;
export function callRoundPhase<X extends { callRound: CallRoundState }, O, A extends BaseAction>(
  config: CallRoundConfig<X, O, A>,
): Phase<X, O, A, 'declared' | 'allPassed'>;
export function callRoundPhase<X extends { callRound: CallRoundState }, O, A extends BaseAction>(
  config: CallRoundConfig<X, O, A>,
): Phase<X, O, A, string> {
  const { payload, allowed } = config;
  // The needs of the games list last asked for, as bit masks (made once per list).
  const tables = new WeakMap<readonly CallGame[], NeedsTable>();
  let lastGames: readonly CallGame[] | null = null;
  let lastTable = needsTable([]);
  const needsOf = (games: readonly CallGame[]): NeedsTable => {
    if (games === lastGames) return lastTable;
    let table = tables.get(games);
    if (table === undefined) {
      table = needsTable(games);
      tables.set(games, table);
    }
    lastGames = games;
    lastTable = table;
    return table;
  };
  /** Whether `seat` may play game `game` (`m`: the games' needs): its hand, then `allowed`. */
  const mayBy = (
    ctx: KernelContext<O>,
    s: GameState<X>,
    seat: number,
    game: number,
    m: NeedsTable,
  ) =>
    meets(m.masks, game, s.hands[2 * seat], s.hands[2 * seat + 1]) &&
    (allowed === undefined || allowed({ ctx, s, seat, game }));
  const may = (ctx: KernelContext<O>, s: GameState<X>, seat: number, game: number) =>
    mayBy(ctx, s, seat, game, needsOf(config.games(ctx)));

  /** The class ranks above `above` of which `seat` may play some game, ascending. */
  const ranks = (ctx: KernelContext<O>, s: GameState<X>, seat: number, above: number) => {
    const games = config.games(ctx);
    const m = needsOf(games);
    // Ranks are 1 to 31 (NAME_CLASS_ACTION): one bit each, and each rank asks `may` once.
    let found = 0;
    for (let g = 0; g < games.length; g++) {
      const rank = games[g].rank;
      if (rank > above && (found & (1 << rank)) === 0 && mayBy(ctx, s, seat, g, m))
        found |= 1 << rank;
    }
    const out: number[] = [];
    for (let rank = 1; rank < 32; rank++) if ((found & (1 << rank)) !== 0) out.push(rank);
    return out;
  };

  /** Whether `seat` may play some game of rank `r` or more (it stops at the first). */
  const anyFrom = (ctx: KernelContext<O>, s: GameState<X>, seat: number, r: number) => {
    const games = config.games(ctx);
    const m = needsOf(games);
    for (let g = 0; g < games.length; g++)
      if (games[g].rank >= r && mayBy(ctx, s, seat, g, m)) return true;
    return false;
  };

  /** Whether `seat` may keep against rank `r`: it may play some game of rank `r` or more. */
  const mayKeep = (ctx: KernelContext<O>, s: GameState<X>, seat: number, r: number) =>
    anyFrom(ctx, s, seat, r);

  /** Whether `seat` may say it wants to play: some game is open to its cards. */
  const mayClaim = (ctx: KernelContext<O>, s: GameState<X>, seat: number) =>
    anyFrom(ctx, s, seat, config.base);

  /** The claimant standing highest that has not yielded, the earlier keeping a tie (see `standing`). */
  const standingHolder = (ctx: KernelContext<O>, s: GameState<X>): number => {
    const c = s.x.callRound;
    let holder = -1;
    let best = Number.NEGATIVE_INFINITY;
    for (const seat of c.claimants) {
      if (c.yielded?.includes(seat)) continue;
      const standing = config.standing!({ ctx, s, seat });
      if (standing > best) {
        best = standing;
        holder = seat;
      }
    }
    return holder;
  };

  /** Whether the holder may give the game up to the next claimant (see `mayYield`). */
  const mayYield = (ctx: KernelContext<O>, s: GameState<X>, seat: number): boolean => {
    const c = s.x.callRound;
    if (config.mayYield === undefined || config.standing === undefined) return false;
    if (c.fallback === true) return false;
    const left = c.claimants.length - (c.yielded?.length ?? 0);
    if (left < (config.fallback === undefined ? 2 : 1)) return false;
    return config.mayYield({ ctx, s, seat });
  };

  /** Whose move it is. */
  const mover = (s: GameState<X>): number => {
    const c = s.x.callRound;
    if (c.stage === 'claims') {
      let seat = s.lead0;
      for (let i = 0; i < c.asked; i++) seat = s.next[seat];
      return seat;
    }
    if (c.stage === 'declare' || c.answering) return c.holder;
    return c.claimants[c.next];
  };

  /** The next challenger duels, or the holder declares. */
  const nextDuel = (c: CallRoundState) => {
    c.answering = false;
    c.next++;
    if (c.next >= c.claimants.length) c.stage = 'declare';
  };

  return {
    summary:
      config.summary ??
      'each player in turn says whether they want to play; several settle it by class of game, the earlier seat keeping an equal class; the winner declares the game',
    // Settled by standing, nobody names a class or keeps one.
    actionTypes: (config.standing === undefined
      ? ['claimGame', 'nameClass', 'hold', 'pass', config.declare]
      : ['claimGame', 'pass', config.declare]) as A['type'][],
    exits: [
      'declared',
      'allPassed',
      ...(config.playless === undefined ? [] : ['decided']),
      ...Object.keys(config.routes ?? {}),
    ],
    enter({ ctx, s }) {
      // The round the variant's `init` made, where nothing has touched it yet: every deal
      // enters here once, and a fresh one would be made only to drop that.
      const c = pristine(s.x.callRound) ? s.x.callRound : newCallRound();
      s.x.callRound = c;
      const forced = config.forced?.({ ctx, s }) ?? -1;
      if (forced >= 0) {
        c.stage = 'declare';
        c.asked = ctx.active;
        c.claimants = [forced];
        c.holder = forced;
        c.claim = config.base;
      }
      // Whose turn it is, set here and after each action rather than by a `toAct` hook:
      // the kernel would make a hook context for every action of the round.
      s.turn = mover(s);
    },
    mayAct: (_ctx, s, seat) => mover(s) === seat,

    legal(ctx, s, seat, out) {
      const c = s.x.callRound;
      let n = 0;
      if (c.stage === 'claims') {
        out[n++] = ctx.codes.pass;
        if (mayClaim(ctx, s, seat)) out[n++] = ctx.codes.claimGame;
        return n;
      }
      if (c.stage === 'declare') {
        if (mayYield(ctx, s, seat)) out[n++] = ctx.codes.pass;
        // The games of the claim's rank or more that `seat` may play.
        const games = config.games(ctx);
        const m = needsOf(games);
        const base = ctx.codes[config.declare];
        if (allowed !== undefined || games.length > 31) {
          for (let g = 0; g < games.length; g++)
            if (games[g].rank >= c.claim && mayBy(ctx, s, seat, g, m)) out[n++] = base + g;
          return n;
        }
        // As bits: the games of the claim's rank or more, less those whose needs the hand
        // does not meet.
        if (m.claim !== c.claim) {
          let from = 0;
          for (let g = 0; g < games.length; g++) if (games[g].rank >= c.claim) from |= 1 << g;
          m.claim = c.claim;
          m.from = from;
        }
        let open = m.from;
        const lo = s.hands[2 * seat];
        const hi = s.hands[2 * seat + 1];
        for (let test = open & m.needy; test !== 0; test &= test - 1) {
          const g = 31 - Math.clz32(test & -test);
          if (!meets(m.masks, g, lo, hi)) open &= ~(1 << g);
        }
        for (; open !== 0; open &= open - 1) out[n++] = base + 31 - Math.clz32(open & -open);
        return n;
      }
      if (c.answering) {
        if (mayKeep(ctx, s, seat, c.named)) out[n++] = ctx.codes.hold;
        out[n++] = ctx.codes.pass;
        return n;
      }
      out[n++] = ctx.codes.pass;
      for (const r of ranks(ctx, s, seat, c.claim)) out[n++] = ctx.codes.nameClass + r;
      return n;
    },

    encode(ctx, s, action): Result<number> {
      const c = s.x.callRound;
      const seat = action.seat;
      const type = action.type;
      const wrong = (say: string) => err('ACTION_NOT_ALLOWED', say, { path: ['type'] });
      if (c.stage === 'claims') {
        if (type === 'pass') return ok(ctx.codes.pass);
        if (type === 'claimGame') {
          return mayClaim(ctx, s, seat)
            ? ok(ctx.codes.claimGame)
            : err('INVALID_CONTRACT', 'your cards allow no game to play');
        }
        return wrong('say whether you want to play (claimGame) or pass');
      }
      if (c.stage === 'declare') {
        if (type === 'pass' && mayYield(ctx, s, seat)) return ok(ctx.codes.pass);
        if (type !== config.declare) return wrong(`declare your game (${config.declare})`);
        const g = payload.parse(ctx, action);
        if (typeof g === 'string') return err('INVALID_CONTRACT', g);
        const games = config.games(ctx);
        if (g < 0 || g >= games.length)
          return err('INVALID_CONTRACT', 'that game may not be played under these rules');
        if (games[g].rank < c.claim)
          return err('INVALID_CONTRACT', `the game must be of class ${c.claim} or higher`);
        if (!may(ctx, s, seat, g))
          return err('INVALID_CONTRACT', 'your cards do not allow that game');
        return ok(ctx.codes[config.declare] + g);
      }
      if (c.answering) {
        if (type === 'pass') return ok(ctx.codes.pass);
        if (type !== 'hold') return wrong('keep the game (hold) or yield it (pass)');
        if (!mayKeep(ctx, s, seat, c.named))
          return err(
            'INVALID_CONTRACT',
            `you have no game of class ${c.named} or higher to keep it with`,
          );
        return ok(ctx.codes.hold);
      }
      if (type === 'pass') return ok(ctx.codes.pass);
      if (type !== 'nameClass')
        return wrong(`name a class above ${c.claim} (nameClass) or withdraw (pass)`);
      const rank = (action as BaseAction as NameClassAction).rank;
      if (!ranks(ctx, s, seat, c.claim).includes(rank)) {
        return err('INVALID_CONTRACT', `class ${rank} is not one you may name above ${c.claim}`, {
          path: ['rank'],
        });
      }
      return ok(ctx.codes.nameClass + rank);
    },

    decode(ctx, _s, seat, code): A {
      const as = (a: object) => a as BaseAction as A;
      if (code === ctx.codes.pass) return as({ type: 'pass', seat });
      if (code === ctx.codes.claimGame) return as({ type: 'claimGame', seat });
      if (code === ctx.codes.hold) return as({ type: 'hold', seat });
      const rank = code - ctx.codes.nameClass;
      if (rank >= 0 && rank < 32) return as({ type: 'nameClass', seat, rank });
      const g = code - ctx.codes[config.declare];
      return as({ type: config.declare, seat, ...payload.fields(ctx, g) });
    },

    apply(ctx, s, seat, code) {
      const exit = step(ctx, s, seat, code);
      if (exit === undefined) s.turn = mover(s);
      return exit;
    },
  };

  /** Applies `seat`'s action `code`: the round's next step, or the exit it leaves by. */
  function step(
    ctx: KernelContext<O>,
    s: GameState<X>,
    seat: number,
    code: number,
  ): string | undefined {
    const c = s.x.callRound;
    if (c.stage === 'claims') {
      if (code === ctx.codes.claimGame) c.claimants.push(seat);
      c.asked++;
      if (c.asked < ctx.active) return undefined;
      if (c.claimants.length === 0) return 'allPassed';
      c.holder = c.claimants[0];
      c.claim = config.base;
      c.stage = c.claimants.length === 1 ? 'declare' : 'duel';
      c.next = 1;
      if (config.standing !== undefined && c.stage === 'duel') {
        c.holder = standingHolder(ctx, s);
        c.stage = 'declare';
      }
      return undefined;
    }
    if (c.stage === 'declare' && code === ctx.codes.pass) {
      const yielded = (c.yielded ??= []);
      yielded.push(seat);
      c.holder = standingHolder(ctx, s);
      if (c.holder < 0 && config.fallback !== undefined) {
        c.holder = config.fallback({ ctx, s, yielded: yielded.slice() });
        c.fallback = true;
      }
      return undefined;
    }
    if (c.stage === 'declare') {
      const hook = { ctx, s, seat, game: code - ctx.codes[config.declare] };
      config.onDeclare(hook);
      if (config.playless?.(hook) === true) return 'decided';
      for (const exit in config.routes) if (config.routes[exit](hook)) return exit;
      return 'declared';
    }
    if (c.answering) {
      if (code === ctx.codes.hold) {
        c.claim = c.named;
        c.answering = false;
        return undefined;
      }
      // The holder yields: the challenger holds the game at the class it named.
      c.holder = seat === c.holder ? c.claimants[c.next] : c.holder;
      c.claim = c.named;
      nextDuel(c);
      return undefined;
    }
    if (code === ctx.codes.pass) {
      nextDuel(c);
      return undefined;
    }
    c.named = code - ctx.codes.nameClass;
    c.answering = true;
    return undefined;
  }
}
