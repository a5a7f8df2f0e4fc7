import { byteCounts, countOfBytes, popcount, selectBit, wordOf } from '../cards/cardSet';
import { err, ok, type Result } from '../errors/errors';
import { quote } from '../errors/quote';
import { type Rng, scaleBelow, xoshiroStep } from '../rng/rng';
import { type BaseAction, type CoreAction, DOUBLE_CODE, type PlayAction } from './actions';
import {
  ANNOUNCE_BASE,
  type AnnounceAction,
  type Announcements,
  MAX_ANNOUNCE_LEVELS,
} from './announcements';
import type { CalledCardDuties } from './calledCard';
import type { KernelContext } from './context';
import { type DoublingLadder, firstTrickWindow, ladderRefusal, ladderRefusalBy } from './doubling';
import { type DoublingRoundState, said, stepSide, wrongSide } from './doublingRound';
import { followableWord, follows } from './follow';
import type { FusedPlayout } from './fusedWide';
import type { Phase, PhaseHookContext } from './phase';
import type { GameState } from './state';
import { type TrickTable, trickWinner, winningCardBy } from './trickTable';

/**
 * What a `restrictPlay` hook receives: the state, the seat to play and a card it may
 * play by the follow rule.
 *
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @typeParam O - the variant's options
 * @example
 * const restrictPlay = ({ s, seat, card }: PlayHookContext) => (card === s.x.called ? null : 'play the called card');
 */
export interface PlayHookContext<X = unknown, O = unknown> extends PhaseHookContext<X, O> {
  readonly seat: number;
  /** A card id. */
  readonly card: number;
}

/**
 * How a trick-play phase is set up. Its exit is `lastTrick`, after the last trick, plus
 * the exits `endAfterTrick` may return.
 *
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @typeParam O - the variant's options
 * @typeParam E - the names of the trick phase's exits besides `lastTrick`
 * @example
 * const config: TrickPhaseConfig<undefined, unknown> = { doubling: FIRST_TRICK_LADDER };
 * trickPhase(config);
 */
export interface TrickPhaseConfig<X, O, E extends string = never> {
  /** The doubling ladder that may be used during play, if any. */
  readonly doubling?: DoublingLadder | null;
  /**
   * A further restriction on plays, after following suit (e.g. a called card).
   * Returns a sentence saying why the card may not be played, or `null` if it may.
   */
  readonly restrictPlay?: (hook: PlayHookContext<X, O>) => string | null;
  /**
   * A called card and its duties (Sauspiel, Skatkopf), as `defineCalledCard` makes them
   * from data: the same rule as `restrictPlay: restrictCalledCard(...)`, kept on the fused
   * playout. Kept apart, so that a game without a called card does not carry its code.
   */
  readonly calledCard?: CalledCardDuties<X, O>;
  /**
   * Checked after each trick but the last: the name of an exit that ends trick play
   * early (e.g. a null game lost), or `null` to play on. Name each such exit in `exits`.
   */
  readonly endAfterTrick?: (hook: PhaseHookContext<X, O>) => E | null;
  /**
   * With `endAfterTrick`: whether it may still end trick play from this position on
   * (e.g. only in a null game or with schwarz announced). The phase's `mayEndEarly`
   * promise, by which a caller such as the solver may play tricks without `apply`
   * where it says `false`. Leave it out and the play is taken to end early at any trick.
   */
  readonly mayEndEarly?: (hook: PhaseHookContext<X, O>) => boolean;
  /** The exits `endAfterTrick` may return. */
  readonly exits?: readonly E[];
  /**
   * The first-trick ladder (`doubling`) goes by side, as core's doubling round does: the
   * first step (kontra) is for the side against the declarer, the next (re) for the
   * declaring side, and so on, by the variant's `sides`. A step said during the first
   * trick may also be answered at once, before the next card, by a seat of the other
   * side, out of turn and even when it has played to the trick (Schafkopf's Kontra until
   * the first trick). `state` is where the phase notes when each step was said
   * (`inPlay`, `inPlaySteps`).
   */
  readonly bySide?: {
    /** The variant's doubling-round state, where the phase notes when each step was said. */
    readonly state: (s: GameState<X>) => DoublingRoundState;
  };
  /**
   * Announcements by side during play, with deadlines counted in cards held (Doppelkopf's
   * Re, Kontra, keine 90 ...), as `defineAnnouncements` makes them from their spec. Any
   * seat may announce at any moment of trick play, also out of turn. With `widePlayout`
   * they play out fused, else one action at a time (`sample` + `apply`).
   */
  readonly announcements?: Announcements<X, O>;
  /**
   * The fused playout for decks of more than 32 cards or with identical copies: core's
   * `widePlayout`, which a game with such a deck passes (it stays out of the kernel that
   * 32-card games bundle). Without it such decks play out through `sample` + `apply`, card
   * by card: the same games, slower.
   */
  readonly widePlayout?: FusedPlayout;
}

/**
 * Core's trick-play phase: follow the led group (trumps form their own), the trick
 * table decides the winner, who leads next. Optionally interleaves a doubling ladder.
 * Entering it, forehand (`lead0`) leads. Exits: `lastTrick`, and those of `endAfterTrick`.
 *
 * In the deal's statechart trick play is one state on purpose: a trick is complete in
 * the same action that plays its last card (the kernel settles the winner and the next
 * leader there), every trick accepts the same actions, and the trick count lives in the
 * state. Sub-states for "trick in progress" and "trick complete" would be passed through
 * within one event and tell a reader nothing the trick table does not.
 *
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @typeParam O - the variant's options
 * @typeParam A - the variant's actions
 * @typeParam E - the names of the trick phase's exits besides `lastTrick`
 * @example
 * import { FIRST_TRICK_LADDER, trickPhase } from '@stich/core';
 *
 * const play = trickPhase({ doubling: FIRST_TRICK_LADDER });
 * const skatPlay = trickPhase<SkatState, SkatOptions, SkatAction, 'decided'>({ endAfterTrick, exits: ['decided'] });
 */
export function trickPhase<X, O, A extends BaseAction = CoreAction, E extends string = never>(
  config: TrickPhaseConfig<X, O, E> = {},
): Phase<X, O, A, 'lastTrick' | E> {
  // Only a first-trick window is the trick phase's to enforce; other windows have phases of their own.
  const ladder = config.doubling?.window.kind === 'firstTrickOwnTurn' ? config.doubling : null;
  const { restrictPlay: hook, endAfterTrick: endHook, calledCard } = config;
  const called = calledCard?.restrict;
  const ann = config.announcements ?? null;
  /** How many levels `seat` may announce now (0 without announcements). */
  const announceable = (ctx: KernelContext<O>, s: GameState<X>, seat: number): number =>
    ann === null ? 0 : ann.range(ctx, s, seat);
  // A `restrictPlay` hook of the variant's own, or announcements, take the playout off the
  // fused path; a called card given as data does not (the fused loop keeps its rule itself).
  const fusable = hook === undefined && (ann === null || config.widePlayout !== undefined);
  const restrict =
    hook === undefined || called === undefined
      ? (hook ?? called)
      : (play: PlayHookContext<X, O>) => called(play) ?? hook(play);
  const restrictPlay =
    restrict &&
    ((ctx: KernelContext<O>, s: GameState<X>, seat: number, card: number) =>
      restrict({ ctx, s, seat, card }));
  const endAfterTrick =
    endHook && ((ctx: KernelContext<O>, s: GameState<X>) => endHook({ ctx, s }));
  const mayEndHook = config.mayEndEarly;
  const mayEndEarly =
    mayEndHook && ((ctx: KernelContext<O>, s: GameState<X>) => mayEndHook({ ctx, s }));

  const bySide = ladder === null ? undefined : config.bySide;
  /** Whether the next step is for `seat`'s side (always, without `bySide`). */
  const sideMay = (ctx: KernelContext<O>, s: GameState<X>, seat: number): boolean =>
    bySide === undefined ||
    (ctx.sides !== null && ctx.sides.sideOf(s, seat) === stepSide(s.doublers.length));

  /** Whether `seat` may double now, on its own turn. */
  const mayDouble = (ctx: KernelContext<O>, s: GameState<X>, seat: number): boolean =>
    ladder !== null &&
    firstTrickWindow(s.winners.length, s.turn, seat) &&
    ladderRefusal(ladder, s.doublers, seat) === null &&
    sideMay(ctx, s, seat);

  /** Whether `seat`, not to play, may answer at once the step said just now in the first trick. */
  const mayAnswer = (ctx: KernelContext<O>, s: GameState<X>, seat: number): boolean =>
    bySide !== undefined &&
    seat !== s.turn &&
    s.winners.length === 0 &&
    (bySide.state(s).inPlay ?? 0) === s.history.length + 1 &&
    ladderRefusal(ladder!, s.doublers, seat) === null &&
    sideMay(ctx, s, seat);

  // Each seat's side at the start of a fused playout, for a ladder by side.
  const sidesNow = new Int8Array(32);

  const buffer = new Int32Array(64);
  // The called card's duties for the fused playout, as numbers (see calledDuties).
  const duties = new Int32Array(4);
  // What the fused playout last played out to the end here (see PlayoutMemo).
  const memo: PlayoutMemo<X> = { recycled: null, history: [], winners: [] };

  return {
    summary: 'trick play: follow the led suit (trumps are a suit of their own) or play any card',
    trickPlay: true,
    actionTypes: [
      'play',
      ...(ladder ? ['double'] : []),
      ...(ann ? ['announce'] : []),
    ] as A['type'][],
    exits: ['lastTrick', ...(config.exits ?? [])],
    anySeat: (ann === null ? [] : ['announce']) as A['type'][],
    enter({ s }) {
      s.turn = s.lead0;
      s.leader = s.lead0;
    },
    mayAct: (ctx, s, seat) =>
      s.turn === seat || mayAnswer(ctx, s, seat) || announceable(ctx, s, seat) !== 0,
    mayEndEarly,

    legal(ctx, s, seat, out) {
      let n = 0;
      const calls = announceable(ctx, s, seat);
      if (seat !== s.turn) {
        if (mayAnswer(ctx, s, seat)) out[n++] = DOUBLE_CODE;
        for (let i = 0; i < calls >>> 8; i++) out[n++] = ANNOUNCE_BASE + (calls & 255) + i;
        return n;
      }
      if (mayDouble(ctx, s, seat)) out[n++] = DOUBLE_CODE;
      for (let i = 0; i < calls >>> 8; i++) out[n++] = ANNOUNCE_BASE + (calls & 255) + i;
      let lo = followableWord(ctx, s, seat, 0);
      let hi = followableWord(ctx, s, seat, 1);
      // Identical cards (two jokers, a doubled pack) give one action, not two: a later
      // copy goes when the copy just before it (id - 1) is present too.
      if ((ctx.copiesLo | ctx.copiesHi) !== 0) {
        hi &= ~(ctx.copiesHi & ((hi << 1) | (lo >>> 31)));
        lo &= ~(ctx.copiesLo & (lo << 1));
      }
      if (restrictPlay === undefined) {
        while (lo !== 0) {
          out[n++] = 31 - Math.clz32(lo & -lo);
          lo &= lo - 1;
        }
        while (hi !== 0) {
          out[n++] = 63 - Math.clz32(hi & -hi);
          hi &= hi - 1;
        }
        return n;
      }
      while (lo !== 0) {
        const card = 31 - Math.clz32(lo & -lo);
        lo &= lo - 1;
        if (restrictPlay(ctx, s, seat, card) === null) out[n++] = card;
      }
      while (hi !== 0) {
        const card = 63 - Math.clz32(hi & -hi);
        hi &= hi - 1;
        if (restrictPlay(ctx, s, seat, card) === null) out[n++] = card;
      }
      return n;
    },

    sample(ctx, s, seat, rng: Rng) {
      if (restrictPlay !== undefined || ann !== null || (ctx.copiesLo | ctx.copiesHi) !== 0) {
        const n = this.legal(ctx, s, seat, buffer);
        return buffer[rng.below(n)];
      }
      const dbl = mayDouble(ctx, s, seat) ? 1 : 0;
      const lo = followableWord(ctx, s, seat, 0);
      const hi = followableWord(ctx, s, seat, 1);
      const countsLo = byteCounts(lo);
      const nlo = countOfBytes(countsLo);
      const r = rng.below(dbl + nlo + popcount(hi)) - dbl;
      if (r < 0) return DOUBLE_CODE;
      if (r < nlo) return selectBit(lo, countsLo, r);
      return 32 + selectBit(hi, byteCounts(hi), r - nlo);
    },

    playout(ctx, s, rng) {
      // Announcements play out fused only in the wide playout (which takes any deck).
      const wide = (ctx.copiesLo | ctx.copiesHi) !== 0 || ctx.deck.size > 32 || ann !== null;
      if (!fusable || (wide && config.widePlayout === undefined)) {
        for (;;) {
          const exit = this.apply(ctx, s, s.turn, this.sample!(ctx, s, s.turn, rng));
          if (exit !== undefined) return exit;
        }
      }
      // Where `mayEndEarly` promises that no trick from here on ends play early, the fused
      // loop need not stop after each trick to ask (and write its state back for that).
      const after =
        endAfterTrick !== undefined && (mayEndEarly === undefined || mayEndEarly(ctx, s))
          ? endAfterTrick
          : undefined;
      if (calledCard === undefined) duties[0] = -1;
      else calledCard.duties(ctx, s, duties);
      if (bySide !== undefined && s.winners.length === 0 && ctx.sides !== null) {
        // Sides do not change within the first trick, the only one with doublings.
        for (let seat = 0; seat < s.seats; seat++) sidesNow[seat] = ctx.sides.sideOf(s, seat) ?? -1;
      }
      const sideAt = bySide === undefined ? null : sidesNow;
      const stepState = bySide === undefined ? null : bySide.state;
      if (!wide) return fusedPlayout(ctx, s, rng, ladder, after, memo, duties, sideAt, stepState);
      const announce = ann === null ? null : ann.playout;
      return config.widePlayout!(
        ctx,
        s,
        rng,
        ladder,
        after,
        memo,
        duties,
        sideAt,
        stepState,
        announce,
      );
    },

    encode(ctx, s, action): Result<number> {
      const seat = action.seat;
      if (action.type === 'announce') {
        if (ann === null) return err('UNKNOWN_ACTION', 'this game has no announcements');
        const { party, call } = action as BaseAction as AnnounceAction;
        return ann.encode(ctx, s, seat, party, call);
      }
      if (action.type === 'double') {
        if (ladder === null) return err('UNKNOWN_ACTION', 'this game has no doubling');
        const why = ladderRefusal(ladder, s.doublers, seat);
        if (why === 'ALREADY_DOUBLED') {
          return err(
            'ALREADY_DOUBLED',
            `seat ${seat} has already doubled; each player may double once`,
          );
        }
        if (why === 'LADDER_DONE') {
          return err('DOUBLE_NOT_ALLOWED', `all ${ladder.steps.length} doublings have been said`);
        }
        if (!sideMay(ctx, s, seat)) {
          const step = s.doublers.length;
          return err('DOUBLE_NOT_ALLOWED', wrongSide(ladder.steps[step], step));
        }
        if (!firstTrickWindow(s.winners.length, s.turn, seat) && !mayAnswer(ctx, s, seat)) {
          return err(
            'DOUBLE_NOT_ALLOWED',
            bySide === undefined
              ? 'doubling is allowed only during the first trick, on your own turn before you play'
              : 'doubling is allowed only during the first trick, on your own turn before you play, or at once in answer to the step said just now',
          );
        }
        return ok(DOUBLE_CODE);
      }
      if (seat !== s.turn) {
        return err('OUT_OF_TURN', `it is not seat ${seat}'s turn; seat ${s.turn} is to play`, {
          path: ['seat'],
        });
      }
      if (action.type !== 'play') {
        return err('UNKNOWN_ACTION', `${quote(action.type)} is not an action of trick play`, {
          path: ['type'],
        });
      }
      const code = (action as BaseAction as PlayAction).card;
      const ids = typeof code === 'string' ? ctx.deck.idsOf(code) : undefined;
      if (ids === undefined) {
        return err('UNKNOWN_CARD', `${quote(code)} is not a card of this deck`, {
          path: ['card'],
        });
      }
      const held = ids.find((id) => (s.hands[2 * seat + (id >>> 5)] & (1 << (id & 31))) !== 0);
      if (held === undefined) {
        return err('CARD_NOT_HELD', `seat ${seat} does not hold ${code}`, { path: ['card'] });
      }
      const word = (held >>> 5) as 0 | 1;
      if ((followableWord(ctx, s, seat, word) & (1 << (held & 31))) === 0) {
        const table = ctx.tables[s.trump];
        const g = table.group[s.history[s.winners.length * ctx.active]];
        const led =
          g === table.trumpGroup
            ? 'a trump'
            : `a card of ${ctx.deck.names.suits[ctx.deck.spec.suits[g]].en}`;
        return err(
          'MUST_FOLLOW_SUIT',
          `${led} was led and seat ${seat} can follow; ${code} does not`,
          {
            path: ['card'],
          },
        );
      }
      const why = restrictPlay?.(ctx, s, seat, held) ?? null;
      if (why !== null) return err('PLAY_RESTRICTED', why, { path: ['card'] });
      return ok(held);
    },

    decode(ctx, s, seat, code): A {
      if (code === DOUBLE_CODE) return { type: 'double', seat } as BaseAction as A;
      if (ann !== null && code >= ANNOUNCE_BASE && code < ANNOUNCE_BASE + MAX_ANNOUNCE_LEVELS)
        return ann.decode(ctx, s, seat, code - ANNOUNCE_BASE) as BaseAction as A;
      return { type: 'play', seat, card: ctx.deck.codes[code] } as PlayAction as BaseAction as A;
    },

    apply(ctx, s, seat, code) {
      if (code === DOUBLE_CODE) {
        s.doublers.push(seat);
        if (bySide !== undefined) said(bySide.state(s), s.history.length);
        return undefined;
      }
      if (ann !== null && code >= ANNOUNCE_BASE && code < ANNOUNCE_BASE + MAX_ANNOUNCE_LEVELS) {
        ann.apply(ctx, s, seat, code - ANNOUNCE_BASE);
        return undefined;
      }
      s.hands[2 * seat + (code >>> 5)] ^= 1 << (code & 31);
      const history = s.history;
      history.push(code);
      const active = ctx.active;
      const start = s.winners.length * active;
      if (history.length - start < active) {
        s.turn = s.next[seat];
        return undefined;
      }
      const k = trickWinner(ctx.tables[s.trump], history, start, active);
      let winner = s.leader;
      for (let i = 0; i < k; i++) winner = s.next[winner];
      s.won[2 * winner] |= wordOf(history, start, start + active, 0);
      s.won[2 * winner + 1] |= wordOf(history, start, start + active, 1);
      s.tricks[winner]++;
      s.winners.push(winner);
      s.leader = winner;
      s.turn = winner;
      if (s.winners.length === ctx.tricksPerDeal) return 'lastTrick';
      return endAfterTrick?.(ctx, s) ?? undefined;
    },
  };
}

/**
 * Where a trick phase's fused playout keeps the state it last played out to the end of a
 * whole deal, and the history and trick winners it wrote there (see Rules.redeal).
 */
interface PlayoutMemo<X> {
  recycled: GameState<X> | null;
  history: number[];
  winners: number[];
}

// One fused playout for every trick phase, made once, at load, by `makeFusedPlayout`.
// V8 specialises optimised code on the function's closure (its scratch arrays become
// constants) only while the function's source has made a single closure, and not for a
// module-level function. A playout made per phase shares its code with every other
// phase's once several variants are loaded (one import of another variant is enough)
// and then costs about a quarter more a deal. The phase's own values come as arguments.
const fusedPlayout = makeFusedPlayout();

/** Makes the fused playout and its scratch (see `fusedPlayout`). */
function makeFusedPlayout() {
  // Scratch, per seat (up to 32): hand (one word), cards won (one word), tricks won, next
  // seat; and who played each card. In array buffers of their own: their storage never
  // moves, and optimised code addresses it directly.
  const handBuffer = new Int32Array(new ArrayBuffer(128));
  const wonBuffer = new Int32Array(new ArrayBuffer(128));
  const trickBuffer = new Int32Array(new ArrayBuffer(128));
  const nextBuffer = new Int8Array(new ArrayBuffer(32));
  const ownerBuffer = new Int8Array(new ArrayBuffer(32));
  // Per card id, the low word of its follow group in the trick table last played with
  // (`ledFor`), so a lead costs one load.
  const ledBuffer = new Int32Array(new ArrayBuffer(128));
  let ledFor: TrickTable | null = null;
  // The same table's trumps (low word) and card power (`null` where the lowest id wins).
  let trumpsFor = 0;
  let powerFor: TrickTable['power'] | null = null;
  // The next-seat table last read into `nextBuffer`. A state's `next` is read-only and the
  // kernel's tables are one per dealer (shared where equal), so the same array is read again
  // only when it changed.
  let nextFor: readonly number[] | null = null;
  // For the first calls the fresh arrays are made even where the state is recycled (and
  // then dropped): V8 allocates a function's feedback after a few calls, and both paths
  // must have it before V8 optimises the playout, a few dozen calls in. Otherwise the
  // first deal of a new state, after optimisation, deoptimised it, and a playout then
  // left running in on-stack-replacement code stayed about 40% slower for the rest of
  // the process (in about one run of four).
  let warming = 12;
  // The imported rules the loop calls, as constants of the closure: V8 checks a call
  // through an import binding at every use in the loop, and one through a local at every
  // use too; a constant of the playout's (single) closure it folds and checks never. The
  // same functions, no copies.
  const followRule = follows;
  const countsOf = byteCounts;
  const countOf = countOfBytes;
  const below = scaleBelow;
  // Branch-free: nthBit's loop, a few instructions shorter, ends at a random count and
  // mispredicts at about every card (about 10% of a random deal's time).
  const pickBit = selectBit;
  const inWindow = firstTrickWindow;
  const refusal = ladderRefusalBy;
  const winnerOf = winningCardBy;
  const stepOf = stepSide;
  const noteStep = said;

  /** Writes the playout's hands, cards won and tricks (its scratch, passed in) back into the state. */
  function unload<X>(
    s: GameState<X>,
    seats: number,
    handsOf: Int32Array,
    wonOf: Int32Array,
    tricksOf: Int32Array,
  ): void {
    const { hands, won, tricks } = s;
    for (let seat = 0; seat < seats; seat++) {
      hands[2 * seat] = handsOf[seat];
      won[2 * seat] = wonOf[seat];
      tricks[seat] = tricksOf[seat];
    }
  }

  /**
   * The rules of a trick phase's `sample` + `apply`, fused into one loop over local
   * variables, for decks of up to 32 cards without identical copies (one word per card
   * set) and without a `restrictPlay` hook. Other decks play through the phase's
   * `widePlayout` (see fusedWide.ts), or else `sample` + `apply`.
   */
  return function fusedPlayout<X, O, E extends string>(
    ctx: KernelContext<O>,
    s: GameState<X>,
    rng: Rng,
    doubling: DoublingLadder | null,
    afterTrick: ((ctx: KernelContext<O>, s: GameState<X>) => E | null) | undefined,
    memo: PlayoutMemo<X>,
    called: Int32Array,
    sideAt: Int8Array | null,
    doubled: ((s: GameState<X>) => DoublingRoundState) | null,
  ): 'lastTrick' | E {
    const active = ctx.active;
    const table = ctx.tables[s.trump];
    if (table !== ledFor) {
      const { group, groupLo } = table;
      for (let id = 0; id < group.length; id++) ledBuffer[id] = groupLo[group[id]];
      trumpsFor = groupLo[table.trumpGroup];
      powerFor = table.lowestIdWins ? null : table.power;
      ledFor = table;
    }
    const trumps = trumpsFor;
    const power = powerFor;
    // The ladder's parts, read once (see ladderRefusalBy).
    const oncePerSeat = doubling !== null && doubling.oncePerSeat === true;
    const steps = doubling === null ? 0 : doubling.steps.length;
    const ledOf = ledBuffer;
    const { history, next, won, tricks, doublers } = s;
    const hands = handBuffer;
    const owner = ownerBuffer;
    const seats = s.seats;
    // The state's per-seat arrays are read into the scratch once and written back at the
    // end (and before each `endAfterTrick`).
    const wonOf = wonBuffer;
    const tricksOf = trickBuffer;
    const nextOf = nextBuffer;
    // Read as small integers (`| 0`, the identity on the state's int32 words): otherwise
    // each is read as a number and converted to a float and back.
    const handsOf = s.hands;
    for (let seat = 0; seat < seats; seat++) {
      hands[seat] = handsOf[2 * seat] | 0;
      wonOf[seat] = won[2 * seat] | 0;
      tricksOf[seat] = tricks[seat] | 0;
    }
    if (next !== nextFor) {
      for (let seat = 0; seat < seats; seat++) nextOf[seat] = next[seat] | 0;
      nextFor = next;
    }
    // rng.below(n) inlined: the generator's state stepped in locals (the same stream; see
    // xoshiroStep and Rng.unbuffer).
    rng.unbuffer();
    const state = rng.state;
    let a = state[0];
    let b = state[1];
    let c = state[2];
    let d = state[3];
    let u = 0;
    // The history grows into an array of its final length (cheaper than pushing), cut
    // to length where the deal ends early. A deal dealt again into the state last
    // played out here (`redeal`) writes into that deal's arrays instead.
    const k = history.length;
    let trick = s.winners.length;
    const last = ctx.tricksPerDeal;
    const size = last * active;
    const again = s === memo.recycled && k === 0 && trick === 0 && history !== memo.history;
    const make = !again || warming > 0;
    if (warming > 0) warming--;
    const freshHistory = make ? new Array<number>(size) : memo.history;
    const freshWinners = make ? new Array<number>(ctx.tricksPerDeal) : memo.winners;
    const all = again ? memo.history : freshHistory;
    const winners = again ? memo.winners : freshWinners;
    // Both hold a whole deal before the loop (a recycled one may have been cut since). The
    // lengths read here also have V8 check the arrays' kind once, not at each card and trick.
    if (all.length < size) all.length = size;
    if (winners.length < last) winners.length = last;
    for (let i = 0; i < k; i++) all[i] = history[i];
    for (let i = 0; i < trick; i++) winners[i] = s.winners[i];
    let end = k;
    let turn = s.turn & 31;
    let exit: 'lastTrick' | E = 'lastTrick';
    // Cards already on the table: the trick so far. The trick is complete when the
    // history reaches `stop`; the trick's cards as a set (`tlo`) are empty before its lead.
    const inTrick = history.length - trick * active;
    let stop = (trick + 1) * active;
    let tlo = 0;
    let ledLo = 0;
    for (let i = 0, seat = s.leader; i < inTrick; i++, seat = next[seat]) {
      const card = history[history.length - inTrick + i];
      if (i === 0) ledLo = ledOf[card];
      owner[card] = seat;
      tlo |= 1 << card;
    }
    // A called card's duties (see restrictCalledCard), while its suit is not opened: the
    // card (`calledBit`), its plain suit (`calledSuit`, the group's low word), its holder
    // and the caller (-1 where none); the holder may run away at a lead holding `runWith`
    // cards of the suit (see calledDuties).
    const calledId = called[0];
    let calledOn = calledId >= 0;
    const calledBit = calledOn ? 1 << calledId : 0;
    const calledSuit = calledOn ? table.groupLo[table.group[calledId]] : 0;
    const caller = called[1];
    const runWith = called[2];
    const throwOff = called[3] !== 0;
    let holder = -1;
    if (calledOn) {
      for (let t = 0; t < trick; t++)
        if (ledOf[history[t * active]] === calledSuit) calledOn = false;
      for (let seat = 0; seat < seats; seat++) if ((hands[seat] & calledBit) !== 0) holder = seat;
    }
    // One loop over the cards (one way back to its start keeps its variables in
    // registers); a trick is settled after its last card.
    for (;;) {
      const hand = hands[turn];
      let lo = followRule(hand, ledLo, hand & ledLo);
      if (calledOn) {
        if (turn === holder) {
          if (tlo === 0) {
            // Leading: the called suit only with the called card, unless running away.
            if (popcount(hand & calledSuit) < runWith) lo &= ~calledSuit | calledBit;
          } else if (ledLo === calledSuit) lo = calledBit;
          else if (!throwOff && lo !== calledBit) lo &= ~calledBit;
        } else if (turn === caller && tlo !== 0 && ledLo !== calledSuit) {
          // The caller keeps its last card of the called suit while it can play another.
          const kept = hand & calledSuit;
          if ((kept & (kept - 1)) === 0 && (lo & ~kept) !== 0) lo &= ~kept;
        }
      }
      ({ u, a, b, c, d } = xoshiroStep(a, b, c, d));
      // Where the seat may double, that is choice 0 and the cards come after it. The trick
      // phase's ladder is a first-trick window (see `trickPhase`), so later tricks skip the
      // window's checks at one comparison.
      const counts = countsOf(lo);
      const count = countOf(counts);
      let r: number;
      if (
        trick === 0 &&
        doubling !== null &&
        inWindow(trick, turn, turn) &&
        refusal(oncePerSeat, steps, doublers, turn) === null &&
        (sideAt === null || sideAt[turn] === stepOf(doublers.length))
      ) {
        r = below(u, count + 1) - 1;
        if (r < 0) {
          doublers.push(turn);
          if (doubled !== null) noteStep(doubled(s), end);
          continue;
        }
      } else r = below(u, count);
      // `& 31` is the identity on this path's cards and seats (up to 32 each); it shows V8
      // they index the 32-entry scratch, which then skips the bounds checks.
      const card = pickBit(lo, counts, r) & 31;
      const bit = 1 << card;
      hands[turn] = hand ^ bit;
      if (tlo === 0) ledLo = ledOf[card];
      tlo |= bit;
      owner[card] = turn;
      all[end++] = card;
      if (bit === calledBit) holder = -1;
      turn = nextOf[turn] & 31;
      if (end === stop) {
        if (ledLo === calledSuit) calledOn = false;
        const best = owner[winnerOf(trumps, 0, power, tlo, 0, ledLo, 0) & 31] & 31;
        wonOf[best] |= tlo;
        tricksOf[best]++;
        winners[trick] = best;
        turn = best;
        stop += active;
        tlo = 0;
        ledLo = 0;
        if (++trick === last) break;
        if (afterTrick !== undefined) {
          all.length = end;
          s.history = all;
          winners.length = trick;
          s.winners = winners;
          unload(s, seats, hands, wonOf, tricksOf);
          s.turn = turn;
          s.leader = turn;
          const early = afterTrick(ctx, s);
          if (early !== null) {
            exit = early;
            break;
          }
        }
      }
    }
    if (all.length !== end) all.length = end;
    s.history = all;
    if (winners.length !== trick) winners.length = trick;
    s.winners = winners;
    // Only arrays of a whole deal are written again: a shortened one would grow anew.
    memo.recycled = end === size ? s : null;
    memo.history = all;
    memo.winners = winners;
    unload(s, seats, hands, wonOf, tricksOf);
    state[0] = a;
    state[1] = b;
    state[2] = c;
    state[3] = d;
    s.turn = turn;
    s.leader = turn;
    return exit;
  };
}
