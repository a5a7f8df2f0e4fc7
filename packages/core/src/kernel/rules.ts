import type { CardCode } from '../cards/atoms';
import { cardIds, setOf } from '../cards/cardSet';
import { err, ok, type Result } from '../errors/errors';
import { actionCheck, readFields } from '../fields/checkFields';
import { issueError } from '../fields/issueError';
import { Rng, scaleBelow, xoshiroStep } from '../rng/rng';
import { actionCodes, kindCodes } from './actionCodes';
import type { BaseAction } from './actions';
import { canonicalCopies } from './canonicalCopies';
import type { KernelContext } from './context';
import { copyPlain } from './copyPlain';
import { activeSeats, type DealtCards, dealPause, parseDeal } from './deal';
import { dealFor, deckFor } from './deckFor';
import type { PhaseHookContext } from './phase';
import { type CompiledPhase, compileGraph, type ExitPlan } from './phaseGraph';
import { readAction } from './readAction';
import { compileSides } from './sides';
import type { SightReaders } from './sight';
import type { SeatView, VariantSpec } from './spec';
import { cloneState, DONE, type GameState } from './state';
import { touchProbe } from './touchProbe';
import { compileTrickTable } from './trickTable';
import { buildView, fresh } from './view';

/**
 * The largest number of legal action codes any position may have.
 *
 * @example
 * const codes = new Int32Array(MAX_ACTIONS);
 * const n = rules.legalCodes(state, codes);
 */
export const MAX_ACTIONS = 512;

/**
 * A variant compiled with its options: the rules kernel. Two APIs over one state:
 * - pure: `legalActions`, `applyAction`, `isTerminal`, `outcome`, `view` never change their input;
 * - in place, for simulation and search: `legalCodes` and `applyCode` work on integer codes and allocate nothing.
 *
 * @typeParam O - the variant's options
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @typeParam R - the deal's outcome (what the variant's `score` returns)
 * @typeParam A - the variant's actions
 * @typeParam V - the extra a seat's view carries (what `viewExtra` returns; `undefined` without it)
 * @example
 * const rules: Rules<KalterSchlagOptions, undefined, KalterSchlagOutcome, CoreAction> = kalterSchlag.rules();
 * const s = rules.deal({ dealer: 0, seed: 1 });
 * rules.playout(s, new Rng(1));
 * rules.outcome(s)?.penalties;
 */
export interface Rules<O, X, R, A extends BaseAction, V = unknown> {
  readonly variantId: string;
  readonly options: O;
  readonly ctx: KernelContext<O>;
  /** The phases, compiled from the variant's phase graph for these options: the first starts the deal. */
  readonly phases: readonly CompiledPhase<X, O, A>[];

  /**
   * A new deal shuffled by a seeded RNG (or an RNG you pass), with the deal's setup where
   * the variant declares one (see {@link Rules.parseSetup}; a bad one throws a `TypeError`).
   */
  deal(args: {
    dealer: number;
    seed?: number | string;
    rng?: Rng;
    setup?: Readonly<Record<string, unknown>>;
  }): GameState<X>;
  /** A new deal from explicit hands (codes) and skat; refuses a bad deal or setup with the path. */
  fromDeal(args: {
    dealer: number;
    hands: readonly (readonly CardCode[])[];
    skat?: readonly CardCode[];
    /** Read by {@link Rules.parseSetup}. */
    setup?: unknown;
  }): Result<GameState<X>>;
  /**
   * Reads a deal's setup against the variant's `setup` fields, defaults filled in
   * (`undefined` for a variant without one). A bad setup is refused with
   * `INVALID_DEAL` and its path under `setup`.
   */
  parseSetup(input: unknown): Result<Readonly<Record<string, unknown>> | undefined>;
  /** The setup of a deal with no session behind it: the fields' defaults (`undefined` without setup fields). */
  readonly defaultSetup: Readonly<Record<string, unknown>> | undefined;
  /** A new deal from card ids. */
  fromIds(dealer: number, cards: DealtCards): GameState<X>;
  /**
   * Deals again into an existing state, in place (for simulation: no new state, no
   * shuffled array). Same cards as `deal` with the same RNG. The state is recycled: the
   * next `playout` may write the new deal's history and trick winners into the arrays the
   * state held before, and the new deal may start from the empty ones an earlier deal of
   * these rules started from, so copy `history` or `winners` before `redeal` if you keep them.
   */
  redeal(
    s: GameState<X>,
    dealer: number,
    rng: Rng,
    setup?: Readonly<Record<string, unknown>>,
  ): void;

  /**
   * The legal actions of `seat` (of the seat to act by default); empty when it may not act.
   * Each action is deep-frozen, and may be the very object handed out before for the same
   * seat and code (when the phase decodes it without reading the state).
   */
  legalActions(s: GameState<X>, seat?: number): A[];
  /**
   * The actions tools offer `seat` out of turn now: its legal actions while another seat
   * is to act (a Re in answer to a Kontra said just now), less the kinds declared with
   * `offerOutOfTurn: false` (Skat's claim and resignation, which wait for the seat's own
   * turn in the tools). Empty for the seat to act and once the deal is over. Drivers ask
   * for them in the order of an `OfferOrder`. Deep-frozen, as `legalActions`.
   */
  outOfTurn(s: GameState<X>, seat: number): A[];
  /** Checks and applies an action, returning a new state; `s` is not changed. */
  applyAction(s: GameState<X>, action: A): Result<GameState<X>>;
  /** Checks an action without applying it; returns its code. */
  check(s: GameState<X>, action: A): Result<number>;
  /**
   * The code of `action` when it is the very object the last `legalActions` handed out
   * for `s` (deep-frozen, so nothing needs reading) and still legal, else -1.
   */
  issuedCode(s: GameState<X>, action: unknown): number;
  /** Whether the deal is over. */
  isTerminal(s: GameState<X>): boolean;
  /** Whether the deal is in trick play: its phase carries core's trick-play mark (see `Phase.trickPlay`). */
  inTrickPlay(s: GameState<X>): boolean;
  /** The deal's outcome as the variant scores it, or `undefined` before the end. */
  outcome(s: GameState<X>): R | undefined;
  /** The outcome as records write it: exact where a float would not be (the variant's `outcomeJson`). */
  outcomeJson(outcome: R): unknown;
  /** What `seat` may see of the state. */
  view(s: GameState<X>, seat: number): SeatView<A, V>;
  /**
   * What `seatSight` reads of a state beyond its plain fields: a seat's legal codes, the
   * skat, sides, view extra and open hands as the rules show them to it. For `seatSight`,
   * which fills a seat's sight for bots that decide on codes and card sets.
   */
  readonly sightReaders: SightReaders<V>;

  /** Seat to act (the one `legalCodes` answers for). */
  toAct(s: GameState<X>): number;
  /** Writes the legal codes of the seat to act into `out` and returns how many. */
  legalCodes(s: GameState<X>, out: Int32Array): number;
  /** Plays uniformly random legal actions to the end of the deal, in place: the same game as repeated `randomCode` + `applyCode`. */
  playout(s: GameState<X>, rng: Rng): void;
  /** A uniformly random legal code: the same as `legalCodes` then `out[rng.below(n)]`, often faster. */
  randomCode(s: GameState<X>, rng: Rng): number;
  /** Applies a legal code of the seat to act, in place. */
  applyCode(s: GameState<X>, code: number): void;
  /**
   * Applies a legal code of `seat` (which may act out of turn, e.g. a claim) in place, and
   * returns the exit its phase took, or `undefined` when the phase goes on.
   */
  applyFor(s: GameState<X>, seat: number, code: number): string | undefined;
  /** The action a legal code of the seat to act stands for. */
  decode(s: GameState<X>, code: number): A;
  /** A deep copy of a state. */
  clone(s: GameState<X>): GameState<X>;
}

/**
 * Compiles a variant spec with parsed options into its rules kernel. `defineVariant`
 * calls this for you (`variant.rules(options)`).
 *
 * @typeParam O - the variant's options
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @typeParam R - the deal's outcome (what the variant's `score` returns)
 * @typeParam A - the variant's actions
 * @typeParam S - the session's running state (the variant's score sheet)
 * @typeParam SR - the session's result (what `session.result` returns)
 * @typeParam V - the extra a seat's view carries (what `viewExtra` returns; `undefined` without it)
 * @example
 * const rules = compileRules(spec, spec.options.parse({})); // what `defineVariant` does for `variant.rules()`
 */
export function compileRules<O, X, R, A extends BaseAction, S, SR, V>(
  spec: VariantSpec<O, X, R, A, S, SR, V>,
  options: O,
): Rules<O, X, R, A, V> {
  const players = typeof spec.players === 'function' ? spec.players(options) : spec.players;
  // The deal's and the playout's scratch are shared by all rules and sized for 32 seats.
  if (players.seats > 32) {
    throw new RangeError(`variant ${spec.id} has ${players.seats} seats; at most 32`);
  }
  const modes = spec.trumpModes(options);
  const trumpModes = Object.keys(modes);
  const deck = deckFor(spec, options);
  const dealSteps = dealFor(spec, options);
  const tables = trumpModes.map((m) => compileTrickTable(deck, modes[m]));
  const handSize = dealSteps.reduce((n, step) => n + ('each' in step ? step.each : 0), 0);
  const skatSize = dealSteps.reduce((n, step) => n + ('skat' in step ? step.skat : 0), 0);
  const pause = dealPause(spec.id, dealSteps);
  const copies: number[] = [];
  deck.codes.forEach((code, id) => {
    if (id > 0 && deck.codes[id - 1] === code) copies.push(id);
  });
  const [copiesLo, copiesHi] = setOf(copies);
  const ctx: KernelContext<O> = {
    deck,
    deal: dealSteps,
    options,
    doubling: spec.doubling ?? null,
    tables,
    trumpModes,
    tableOf: Object.fromEntries(trumpModes.map((m, i) => [m, tables[i]])),
    seats: players.seats,
    active: players.active,
    handSize,
    skatSize,
    pause,
    tricksPerDeal: handSize,
    codes: actionCodes(spec.id, spec.actions),
    sides: compileSides(
      (typeof spec.sides === 'function' ? spec.sides(options) : spec.sides) as never,
      deck,
    ),
    copiesLo,
    copiesHi,
  };
  const { phases, plans } = compileGraph<X, O, A>(spec.id, spec.phases(ctx), trumpModes);
  // The codes of the kinds tools do not stop to offer out of turn (see `Rules.outOfTurn`),
  // as ranges [from, to): a code is skipped before it is decoded.
  const unoffered = spec.actions
    .filter((a) => a.offerOutOfTurn === false)
    .flatMap((a) => [ctx.codes[a.type], ctx.codes[a.type] + kindCodes(ctx.codes, a.type)]);
  const offered = (code: number): boolean => {
    for (let i = 0; i < unoffered.length; i += 2)
      if (code >= unoffered[i] && code < unoffered[i + 1]) return false;
    return true;
  };
  for (const phase of phases) {
    for (const type of phase.actionTypes) {
      if (!(type in ctx.codes)) {
        throw new TypeError(
          `variant ${spec.id}: phase '${phase.id}' takes '${type}' actions, which the variant does not declare in \`actions\``,
        );
      }
    }
  }
  if (pause !== null && phases[0].id !== pause.phase) {
    throw new TypeError(
      `variant ${spec.id}: the deal pauses for phase '${pause.phase}', but the deal starts with phase '${phases[0].id}'; the pausing phase must be the first`,
    );
  }
  // The index of the phase whose leaving deals the held packets, or -1: no pause.
  const pauseIndex = pause === null ? -1 : 0;
  const byId = new Map<string, CompiledPhase<X, O, A>>(phases.map((p) => [p.id, p]));
  // The exit plans by phase index, as lists: a phase has few exits, and comparing the
  // exit's name with each is cheaper than a lookup by hash.
  const planLists = plans.map((plan) => [...plan.values()]);
  const modeIndex = new Map(trumpModes.map((m, i) => [m, i]));
  const hook = (s: GameState<X>): PhaseHookContext<X, O> => ({ ctx, s });
  // The end's id as a constant of these rules' closures, which V8 compiles to an immediate;
  // the imported one it reads from its module and checks at every comparison.
  const END = DONE;
  const scratch = new Int32Array(MAX_ACTIONS);

  // Per dealer: the seating order, the next-seat table, and which seat (or -1, the skat)
  // receives each position of the shuffled deck.
  const orders = Array.from({ length: ctx.seats }, (_, dealer) =>
    activeSeats(ctx.seats, ctx.active, dealer),
  );
  // Dealers with the same table share one array (every dealer, where all seats play): the
  // fused playout reads a table again only when the array changes.
  const nexts: (readonly number[])[] = [];
  for (const order of orders) {
    const next = filled(ctx.seats, -1);
    order.forEach((seat, i) => {
      next[seat] = order[(i + 1) % order.length];
    });
    nexts.push(nexts.find((same) => same.every((n, seat) => n === next[seat])) ?? next);
  }
  // The typed arrays the deal's hot loop touches live in array buffers of their own
  // (`fixed`): their storage then never moves, and optimised code addresses it directly.
  const fixed = <T>(make: (buffer: ArrayBuffer) => T, bytes: number): T =>
    make(new ArrayBuffer((bytes + 7) & ~7));
  const n = ctx.deck.size;
  // Per dealer (from `dealer * n`): for each position of the shuffled deck, where in
  // `dealt` its card goes (two words per seat, then the skat's two); and the skat's
  // positions in the order it is dealt.
  const dealTo = fixed((b) => new Uint8Array(b), ctx.seats * n);
  // Per dealer, where the deal pauses: the positions dealt after the pause and their seats.
  const heldPositions: Uint8Array[] = [];
  const heldSeats: Uint8Array[] = [];
  const skatPositions = orders.map((order, dealer) => {
    const owners: number[] = [];
    const held: number[] = [];
    const heldTo: number[] = [];
    let paused = false;
    for (const step of dealSteps) {
      if ('pause' in step) paused = true;
      else if ('skat' in step) for (let i = 0; i < step.skat; i++) owners.push(ctx.seats);
      else
        for (const seat of order)
          for (let i = 0; i < step.each; i++) {
            if (paused) {
              held.push(owners.length);
              heldTo.push(seat);
            }
            owners.push(seat);
          }
    }
    heldPositions.push(Uint8Array.from(held));
    heldSeats.push(Uint8Array.from(heldTo));
    owners.forEach((o, position) => {
      dealTo[dealer * n + position] = 2 * o;
    });
    return Uint8Array.from(owners.flatMap((o, position) => (o === ctx.seats ? [position] : [])));
  });
  // The phase of the id last looked up (see `phaseOf`).
  let lastId = phases[0].id;
  let lastPhase: CompiledPhase<X, O, A> | undefined = phases[0];

  // The arrays `reset` last gave a state for its history and trick winners, and that state.
  let spareHolder: GameState<X> | null = null;
  let spareHistory: number[] = [];
  let spareWinners: number[] = [];

  /** Resets every field of `s` for a new deal by `dealer`; hands and skat are set by the caller. */
  // A deal's setup (see VariantSpec.setup): read against the fields, frozen, shared.
  const setupFields = spec.setup;
  const parseSetup = (input: unknown): Result<Readonly<Record<string, unknown>> | undefined> => {
    if (setupFields === undefined) {
      if (input === undefined) return ok(undefined);
      return err('INVALID_DEAL', `${spec.id} deals take no setup`, { path: ['setup'] });
    }
    const read = readFields(setupFields, input ?? {});
    if (!read.ok)
      return err('INVALID_DEAL', issueError('INVALID_DEAL', read.issue, ['setup']).message, {
        path: ['setup', ...read.issue.path],
      });
    return ok(Object.freeze(read.value as Record<string, unknown>));
  };
  const defaultSetup =
    setupFields === undefined
      ? undefined
      : (parseSetup({}) as { value: Readonly<Record<string, unknown>> }).value;
  /** A setup given to `deal`/`redeal`, read (a bad one throws: sessions make their own). */
  const checkedSetup = (setup: Readonly<Record<string, unknown>>) => {
    const read = parseSetup(setup);
    if (!read.ok) throw new TypeError(`variant ${spec.id}: ${read.error.message}`);
    return read.value;
  };

  const reset = (s: GameState<X>, dealer: number, setup = defaultSetup) => {
    const w = s as { -readonly [K in keyof GameState<X>]: GameState<X>[K] };
    if (setupFields !== undefined) w.setup = setup;
    const first = orders[dealer][0];
    w.phase = phases[0].id;
    w.dealer = dealer;
    w.next = nexts[dealer];
    const { won, tricks } = w;
    // One loop for both (a state's `won` has two words per seat, `tricks` one); four seats
    // in straight code, where V8 checks each array once rather than at every seat.
    if (tricks.length === 4) {
      won[0] = 0;
      won[1] = 0;
      won[2] = 0;
      won[3] = 0;
      won[4] = 0;
      won[5] = 0;
      won[6] = 0;
      won[7] = 0;
      tricks[0] = 0;
      tricks[1] = 0;
      tricks[2] = 0;
      tricks[3] = 0;
    } else {
      for (let seat = 0; seat < tricks.length; seat++) {
        won[2 * seat] = 0;
        won[2 * seat + 1] = 0;
        tricks[seat] = 0;
      }
    }
    w.trump = 0;
    w.lead0 = first;
    w.leader = first;
    w.turn = first;
    // The empty history and winners handed out last, again where they are still empty and
    // their state holds others now (a fused playout swaps in the arrays it recycles).
    const held = spareHolder;
    if (
      held === null ||
      held.history === spareHistory ||
      held.winners === spareWinners ||
      spareHistory.length !== 0 ||
      spareWinners.length !== 0
    ) {
      spareHistory = [];
      spareWinners = [];
    }
    w.history = spareHistory;
    w.winners = spareWinners;
    spareHolder = s;
    w.doublers = [];
    const h = hook(s);
    w.x = spec.init(h);
    // The phase cache follows the state into its first phase (no lookup by id next).
    lastId = phases[0].id;
    lastPhase = phases[0];
    enter(h, phases[0]);
  };

  const blank = (): GameState<X> => ({
    v: 1,
    phase: phases[0].id,
    seats: ctx.seats,
    dealer: 0,
    next: nexts[0],
    hands: filled(2 * ctx.seats, 0),
    won: filled(2 * ctx.seats, 0),
    tricks: filled(ctx.seats, 0),
    skat: [0, 0],
    skatOrder: [],
    trump: 0,
    lead0: 0,
    leader: 0,
    turn: 0,
    history: [],
    winners: [],
    doublers: [],
    x: undefined as X,
    ...(pause === null ? {} : { held: filled(2 * ctx.seats, 0) }),
    ...(setupFields === undefined ? {} : { setup: defaultSetup }),
  });

  const fromIds = (
    dealer: number,
    cards: DealtCards,
    setup?: Readonly<Record<string, unknown>>,
  ): GameState<X> => {
    const s = blank();
    const hands = s.hands;
    const held = s.held;
    cards.hands.forEach((hand, seat) => {
      // Where the deal pauses, a hand's first cards are the packets before the pause.
      const first = held === undefined ? hand : hand.slice(0, pause!.before);
      const [lo, hi] = setOf(first);
      hands[2 * seat] = lo;
      hands[2 * seat + 1] = hi;
      if (held === undefined) return;
      const [heldLo, heldHi] = setOf(hand.slice(first.length));
      held[2 * seat] = heldLo;
      held[2 * seat + 1] = heldHi;
    });
    s.skat = setOf(cards.skat);
    s.skatOrder = cards.skat.slice();
    reset(s, dealer, setup);
    return s;
  };

  const redeal = (
    s: GameState<X>,
    dealer: number,
    rng: Rng,
    setup?: Readonly<Record<string, unknown>>,
  ): void => {
    forget(s);
    shuffle(dealTo, n, ctx.seats, dealer, rng);
    const out = shuffled;
    const deck = shuffledDeck;
    const hands = s.hands;
    const seats = ctx.seats;
    if (seats === 4) {
      // Straight code for four seats, as in `reset`.
      hands[0] = out[0];
      hands[1] = out[1];
      hands[2] = out[2];
      hands[3] = out[3];
      hands[4] = out[4];
      hands[5] = out[5];
      hands[6] = out[6];
      hands[7] = out[7];
    } else {
      for (let seat = 0; seat < seats; seat++) {
        hands[2 * seat] = out[2 * seat];
        hands[2 * seat + 1] = out[2 * seat + 1];
      }
    }
    s.skat[0] = out[2 * seats];
    s.skat[1] = out[2 * seats + 1];
    if (s.skatOrder.length !== ctx.skatSize) s.skatOrder = new Array<number>(ctx.skatSize).fill(0);
    const skatAt = skatPositions[dealer];
    for (let i = 0; i < skatAt.length; i++) s.skatOrder[i] = deck[skatAt[i]];
    if (pause !== null) holdBack(s, deck, dealer);
    if ((ctx.copiesLo | ctx.copiesHi) !== 0) canonicalCopies(ctx, s);
    reset(s, dealer, setup === undefined ? defaultSetup : checkedSetup(setup));
  };

  /** Moves the cards dealt after the pause from the hands to `held` (a fresh shuffle). */
  const holdBack = (s: GameState<X>, deck: Uint8Array, dealer: number): void => {
    if (s.held === undefined) s.held = filled(2 * ctx.seats, 0);
    const held = s.held;
    held.fill(0);
    const at = heldPositions[dealer];
    const to = heldSeats[dealer];
    for (let i = 0; i < at.length; i++) {
      const id = deck[at[i]];
      const w = 2 * to[i] + (id >>> 5);
      const bit = 1 << (id & 31);
      s.hands[w] &= ~bit;
      held[w] |= bit;
    }
  };

  /** Deals the held packets: the pausing phase is over. */
  const release = (s: GameState<X>): void => {
    const held = s.held;
    if (held === undefined) return;
    for (let w = 0; w < held.length; w++) {
      s.hands[w] |= held[w];
      held[w] = 0;
    }
  };

  const phaseOf = (s: GameState<X>): CompiledPhase<X, O, A> | undefined => {
    if (s.phase === lastId) return lastPhase;
    lastId = s.phase;
    lastPhase = byId.get(s.phase);
    return lastPhase;
  };

  /** Enters a phase: its `enter`, then whose turn it is. */
  function enter(h: PhaseHookContext<X, O>, phase: CompiledPhase<X, O, A>): void {
    phase.enter?.(h);
    if (phase.toAct !== undefined) h.s.turn = phase.toAct(h);
  }

  /**
   * Leaves `from` by its exit `exit`: the next phase (or the end), the trump mode the exit
   * names, then the next phase's `enter`. The one place the kernel's phase changes.
   */
  const leave = (s: GameState<X>, from: CompiledPhase<X, O, A>, exit: string): void => {
    const list = planLists[from.index];
    let plan: ExitPlan<X, O, A> | undefined;
    for (let i = 0; i < list.length; i++) {
      if (list[i].exit === exit) {
        plan = list[i];
        break;
      }
    }
    if (plan === undefined) {
      throw new Error(
        `variant ${spec.id}: phase '${from.id}' took the exit '${exit}', which is not open under these options`,
      );
    }
    if (from.index === pauseIndex) release(s);
    s.phase = plan.to;
    const trump = plan.trump;
    if (typeof trump === 'function') {
      const name = trump(s);
      const index = modeIndex.get(name);
      if (index === undefined) {
        throw new Error(
          `variant ${spec.id}: phase '${from.id}', exit '${exit}' names the trump mode '${name}', which is none`,
        );
      }
      s.trump = index;
    } else if (trump >= 0) s.trump = trump;
    if (plan.lead !== null) {
      const seat = plan.lead(s);
      if (!(seat >= 0 && seat < s.seats && s.next[seat] >= 0)) {
        throw new Error(
          `variant ${spec.id}: phase '${from.id}', exit '${exit}' names seat ${seat} to lead, which does not play this deal`,
        );
      }
      s.lead0 = seat;
    }
    // The end keeps the cache on the last phase: the next deal dealt into this state
    // starts there again without a lookup.
    if (plan.next === undefined) return;
    lastId = plan.to;
    lastPhase = plan.next;
    enter(hook(s), plan.next);
  };

  /** Applies a code of `seat` in place and moves on if it ended the phase. */
  const applyFor = (s: GameState<X>, seat: number, code: number): string | undefined => {
    forget(s);
    const phase = (s.phase === lastId ? lastPhase : phaseOf(s))!;
    const exit = phase.apply(ctx, s, seat, code);
    if (exit !== undefined) leave(s, phase, exit);
    else if (phase.toAct !== undefined) s.turn = phase.toAct(hook(s));
    return exit;
  };

  const checkShape = actionCheck(spec.actions);
  /** `check` for an action already read from untrusted input (see `readAction`). */
  const checkRead = (s: GameState<X>, read: Result<BaseAction>): Result<number> => {
    const phase = phaseOf(s);
    if (phase === undefined) return err('GAME_OVER', 'the deal is over; no more actions are taken');
    if (!read.ok) return read;
    const issue = checkShape(read.value);
    if (issue !== undefined) {
      return err('INVALID_ACTION', `malformed action: ${issue.message}`, { path: [...issue.path] });
    }
    const a = read.value as A;
    if (!phase.actionTypes.includes(a.type)) {
      return err(
        'ACTION_NOT_ALLOWED',
        `'${a.type}' is not allowed now; the phase is '${phase.id}'`,
        {
          path: ['type'],
        },
      );
    }
    if (a.seat >= ctx.seats) {
      return err('INVALID_ACTION', `there is no seat ${a.seat} at a table of ${ctx.seats}`, {
        path: ['seat'],
      });
    }
    if (!phase.mayAct(ctx, s, a.seat) && !phase.anySeat?.includes(a.type)) {
      return err('OUT_OF_TURN', `it is not seat ${a.seat}'s turn; seat ${s.turn} is to act`, {
        path: ['seat'],
      });
    }
    return phase.encode(ctx, s, a);
  };
  // The actions the last `legalActions` call handed out (deep-frozen, so they stay what
  // the kernel decoded), the state and seat they are for, and their codes. One of them,
  // sent back by identity for that state, skips reading and parsing: no other object can
  // be it. The in-place API forgets them when it changes that state, and the code must
  // still be legal.
  let issuedState: GameState<X> | null = null;
  let issuedSeat = -1;
  let issuedActions: readonly A[] = [];
  const issuedCodes = new Int32Array(MAX_ACTIONS);
  // Per phase, by seat and code: the deep-frozen action, made once when decoding it read
  // nothing of the state (so every state decodes it alike), or `null` when it did.
  const frozenActions = phases.map(() => new Map<number, A | null>());
  /** The deep-frozen action `seat` takes by `code` (a fresh copy when the decode reads the state). */
  const frozenAction = (
    phase: CompiledPhase<X, O, A>,
    s: GameState<X>,
    seat: number,
    code: number,
  ): A => {
    const cache = frozenActions[phase.index];
    const key = code * ctx.seats + seat;
    const known = cache.get(key);
    if (known) return known;
    if (known === undefined) {
      const probe = touchProbe(s);
      const frozen = copyPlain(phase.decode(ctx, probe.target, seat, code), true);
      const stable = !probe.touched() && Object.isFrozen(frozen);
      cache.set(key, stable ? frozen : null);
      if (stable) return frozen;
    }
    return copyPlain(phase.decode(ctx, s, seat, code), true);
  };
  const forget = (s: GameState<X>): void => {
    if (s === issuedState) issuedState = null;
  };
  /** The code of `action` if it is one the kernel handed out for `s` and still legal, else -1. */
  const issuedCode = (s: GameState<X>, action: unknown): number => {
    if (s !== issuedState) return -1;
    const list = issuedActions;
    for (let i = 0; i < list.length; i++) {
      if (list[i] !== action) continue;
      const code = issuedCodes[i];
      const phase = phaseOf(s);
      if (phase === undefined || !phase.mayAct(ctx, s, issuedSeat)) return -1;
      const n = phase.legal(ctx, s, issuedSeat, scratch);
      for (let k = 0; k < n; k++) if (scratch[k] === code) return code;
      return -1;
    }
    return -1;
  };
  // Untrusted input is read once into a plain action before anything else touches it.
  const check = (s: GameState<X>, action: A): Result<number> => {
    const code = issuedCode(s, action);
    return code >= 0 ? ok(code) : checkRead(s, readAction(action));
  };

  // What a sight reads on first use (see `SeatSight.sides`).
  const sightSides = (s: GameState, seat: number) =>
    ctx.sides === null ? undefined : ctx.sides.knownTo(s as GameState<X>, seat);
  const sightExtra = (s: GameState, seat: number): V =>
    spec.viewExtra
      ? fresh(spec, spec.viewExtra({ ctx, s: s as GameState<X>, viewer: seat }))
      : (undefined as V);
  const sightOpen = (s: GameState, seat: number, out: Int32Array): number => {
    let mask = 0;
    for (let owner = 0; owner < s.seats; owner++) {
      const open =
        owner !== seat &&
        (spec.revealHand?.({ ctx, s: s as GameState<X>, viewer: seat, owner }) ?? false);
      out[2 * owner] = open ? s.hands[2 * owner] : 0;
      out[2 * owner + 1] = open ? s.hands[2 * owner + 1] : 0;
      if (open) mask |= 1 << owner;
    }
    return mask;
  };
  const rules: Rules<O, X, R, A, V> = {
    variantId: spec.id,
    options,
    ctx,
    phases,
    deal({ dealer, seed, rng, setup }) {
      const s = blank();
      redeal(s, dealer, rng ?? new Rng(seed ?? 0), setup);
      return s;
    },
    redeal,
    fromDeal({ dealer, hands, skat = [], setup }) {
      const read = parseSetup(setup);
      if (!read.ok) return read;
      const parsed = parseDeal(ctx as KernelContext, dealer, hands, skat);
      return parsed.ok ? ok(fromIds(dealer, parsed.value, read.value)) : parsed;
    },
    parseSetup,
    defaultSetup,
    fromIds,
    legalActions(s, seat) {
      const phase = phaseOf(s);
      if (phase === undefined) return [];
      const who = seat ?? s.turn;
      if (!phase.mayAct(ctx, s, who)) return [];
      const n = phase.legal(ctx, s, who, scratch);
      const out: A[] = [];
      for (let i = 0; i < n; i++) {
        out.push(frozenAction(phase, s, who, scratch[i]));
        issuedCodes[i] = scratch[i];
      }
      issuedState = s;
      issuedSeat = who;
      issuedActions = out;
      return out;
    },
    outOfTurn(s, seat) {
      const phase = phaseOf(s);
      if (phase === undefined || seat === s.turn || !phase.mayAct(ctx, s, seat)) return [];
      const n = phase.legal(ctx, s, seat, scratch);
      const out: A[] = [];
      for (let i = 0; i < n; i++) {
        const code = scratch[i];
        if (!offered(code)) continue;
        issuedCodes[out.length] = code;
        out.push(frozenAction(phase, s, seat, code));
      }
      if (out.length === 0) return out;
      issuedState = s;
      issuedSeat = seat;
      issuedActions = out;
      return out;
    },
    check,
    issuedCode,
    applyAction(s, action) {
      const issued = issuedCode(s, action);
      if (issued >= 0) {
        const copy = cloneState(s);
        applyFor(copy, issuedSeat, issued);
        return ok(copy);
      }
      const read = readAction(action);
      const code = checkRead(s, read);
      if (!code.ok || !read.ok) return code as Result<never>;
      const copy = cloneState(s);
      applyFor(copy, read.value.seat, code.value);
      return ok(copy);
    },
    isTerminal: (s) => s.phase === END,
    inTrickPlay: (s) => phaseOf(s)?.trickPlay === true,
    outcome: (s) => (s.phase === END ? spec.score({ ctx, s }) : undefined),
    outcomeJson: spec.outcomeJson ?? ((outcome) => outcome),
    view(s, seat) {
      // buildView makes every field afresh, the variant's `extra` by a copy.
      return buildView(spec, rules, s, seat);
    },
    sightReaders: {
      legal(s, seat, out) {
        const phase = phaseOf(s as GameState<X>);
        return phase === undefined || !phase.mayAct(ctx, s as GameState<X>, seat)
          ? 0
          : phase.legal(ctx, s as GameState<X>, seat, out);
      },
      skatOpen: (s, seat) =>
        spec.revealSkat
          ? spec.revealSkat({ ctx, s: s as GameState<X>, viewer: seat })
          : s.phase === END,
      sides: sightSides,
      extra: sightExtra,
      open: sightOpen,
    },
    toAct: (s) => s.turn,
    legalCodes(s, out) {
      const phase = phaseOf(s);
      return phase === undefined ? 0 : phase.legal(ctx, s, s.turn, out);
    },
    playout(s, rng) {
      forget(s);
      while (s.phase !== END) {
        const phase = phaseOf(s)!;
        if (phase.playout !== undefined) leave(s, phase, phase.playout(ctx, s, rng));
        else applyFor(s, s.turn, rules.randomCode(s, rng));
      }
    },
    randomCode(s, rng) {
      const phase = s.phase === lastId ? lastPhase! : phaseOf(s)!;
      if (phase.sample !== undefined) return phase.sample(ctx, s, s.turn, rng);
      const n = phase.legal(ctx, s, s.turn, scratch);
      return scratch[rng.below(n)];
    },
    applyCode(s, code) {
      forget(s);
      const phase = (s.phase === lastId ? lastPhase : phaseOf(s))!;
      const exit = phase.apply(ctx, s, s.turn, code);
      if (exit !== undefined) leave(s, phase, exit);
      else if (phase.toAct !== undefined) s.turn = phase.toAct(hook(s));
    },
    applyFor,
    decode: (s, code) => phaseOf(s)!.decode(ctx, s, s.turn, code),
    clone: cloneState,
  };
  return rules;
}

// The deal's shuffle, made once, at load, by `makeShuffle`: V8 specialises optimised code
// on the function's closure (its scratch arrays become constants) only while the
// function's source has made a single closure. A shuffle made per rules shares its code
// with every other rules' once several variants are loaded, at about half again the cost.
const { shuffle, shuffled, shuffledDeck } = makeShuffle();

/** Makes the deal's shuffle and its scratch (see `shuffle`). */
function makeShuffle() {
  // In array buffers of their own: their storage never moves, and optimised code
  // addresses it directly. Up to 64 cards (two words) and 32 seats.
  // The shuffled deck, and the unshuffled one to start from, as bytes and whole words.
  const deck = new Uint8Array(new ArrayBuffer(64));
  const deckWords = new Uint32Array(deck.buffer);
  const identityWords = new Uint32Array(Uint8Array.from({ length: 64 }, (_, id) => id).buffer);
  // Each seat's cards (two words per seat), then the skat's, gathered while shuffling.
  const dealt = new Int32Array(new ArrayBuffer(4 * 66));
  // The rules' `dealTo` table last copied into `toBuffer` (copied only when it changes).
  const toBuffer = new Uint8Array(new ArrayBuffer(64 * 32));
  let toFor: Uint8Array | null = null;
  /**
   * Shuffles an `n`-card deck into `shuffledDeck` and gathers each seat's cards and the
   * skat's into `shuffled`; `dealTo` (per dealer, from `dealer * n`) says where in
   * `shuffled` the card at each position goes.
   */
  function shuffle(dealTo: Uint8Array, n: number, seats: number, dealer: number, rng: Rng): void {
    const to = toBuffer;
    if (dealTo !== toFor) {
      to.set(dealTo);
      toFor = dealTo;
    }
    const out = dealt;
    const words = deckWords;
    const start = identityWords;
    // The imported draw in a local: V8 checks a call through an import binding at every
    // use in the loop; a local once.
    const draw = scaleBelow;
    const padded = (n + 3) >>> 2;
    for (let i = 0; i < padded; i++) words[i] = start[i];
    const size = 2 * seats + 2;
    for (let i = 0; i < size; i++) out[i] = 0;
    const at = dealer * n;
    // Fisher-Yates from the top, rng.below(i + 1) inlined: the generator's state stepped
    // in locals (the same stream; see xoshiroStep and Rng.unbuffer). Position i holds its
    // final card once step i is done: it goes to its seat's word at once.
    rng.unbuffer();
    const state = rng.state;
    let a = state[0];
    let b = state[1];
    let c = state[2];
    let d = state[3];
    let u = 0;
    for (let i = n - 1; i > 0; i--) {
      ({ u, a, b, c, d } = xoshiroStep(a, b, c, d));
      const j = draw(u, i + 1);
      const id = deck[j];
      deck[j] = deck[i];
      deck[i] = id;
      out[to[at + i] + (id >>> 5)] |= 1 << id;
    }
    out[to[at] + (deck[0] >>> 5)] |= 1 << deck[0];
    state[0] = a;
    state[1] = b;
    state[2] = c;
    state[3] = d;
  }
  return { shuffle, shuffled: dealt, shuffledDeck: deck };
}

/**
 * An array of `n` times `value`, without holes: V8 then reads it without checking each
 * element for a hole (`new Array(n).fill(value)` keeps the holey kind it was made with).
 */
function filled(n: number, value: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(value);
  return out;
}

/**
 * Codes of a two-word set, for views and records.
 *
 * @example
 * import { codesOf } from '@stich/core/kernel';
 *
 * codesOf(rules.ctx, state.hands[2], state.hands[3]); // seat 1's hand, e.g. ['CA', 'SJ', ...]
 */
export function codesOf(ctx: KernelContext, lo: number, hi: number): CardCode[] {
  return cardIds(lo, hi).map((id) => ctx.deck.codes[id]);
}
