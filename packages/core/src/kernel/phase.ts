import type { Result } from '../errors/errors';
import type { Rng } from '../rng/rng';
import type { BaseAction } from './actions';
import type { KernelContext } from './context';
import type { GameState } from './state';

/**
 * What a variant-facing hook of a phase receives: the compiled variant and the state,
 * which the hook may change in place.
 *
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @typeParam O - the variant's options
 * @example
 * const enter = ({ s }: PhaseHookContext<SkatState>) => { s.turn = s.x.declarer; };
 */
export interface PhaseHookContext<X = unknown, O = unknown> {
  readonly ctx: KernelContext<O>;
  readonly s: GameState<X>;
}

/**
 * One phase of a deal (an auction, a skat exchange, trick play ...). A phase names the
 * outcomes that end it (`exits`); the variant's phase graph says where each one leads
 * (see {@link phaseGraph}). A phase never sets `phase`, `turn`, `leader` or `trump` on
 * leaving: `apply` returns the name of the exit taken, and the kernel moves the state on
 * (trump mode by name, then the next phase's `enter`).
 *
 * The kernel methods (`mayAct`, `legal`, `encode`, `decode`, `sample`, `playout`,
 * `apply`) take positional arguments and allocate nothing, because simulation and search
 * call them millions of times a second. They work on integer action codes, which core
 * gives each declared action kind (see `defineAction`): a phase reads them by the kind's
 * name, `ctx.codes.pass` or `ctx.codes.declare + i`, and never writes an integer (card
 * plays are the card ids). `encode` checks an action and explains a refusal; `apply`
 * trusts its code. `enter` and `toAct` are hooks and take one context object.
 *
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @typeParam O - the variant's options
 * @typeParam A - the actions this phase encodes and decodes
 * @typeParam E - the names of its exits
 *
 * @example
 * const ready: Phase<{ n: number }, unknown, ReadyAction, 'allReady'> = {
 *   summary: 'each player says ready',
 *   actionTypes: ['ready'],
 *   exits: ['allReady'],
 *   enter: ({ s }) => { s.turn = s.lead0; },
 *   mayAct: (_ctx, s, seat) => s.turn === seat,
 *   legal: (ctx, _s, _seat, out) => { out[0] = ctx.codes.ready; return 1; },
 *   encode: (ctx) => ok(ctx.codes.ready),
 *   decode: (_ctx, _s, seat) => ({ type: 'ready', seat }),
 *   apply(ctx, s, seat) {
 *     s.turn = s.next[seat];
 *     return ++s.x.n === ctx.active ? 'allReady' : undefined;
 *   },
 * };
 */
export interface Phase<
  X = unknown,
  O = unknown,
  A extends BaseAction = BaseAction,
  E extends string = string,
> {
  /** One line for rule pages and `stich rules`. */
  readonly summary: string;
  /** Action types this phase accepts. */
  readonly actionTypes: readonly A['type'][];
  /** The outcomes that end this phase, by name. */
  readonly exits: readonly E[];
  /**
   * The mark of trick play, set by core's `trickPhase`: the phase whose actions are card
   * plays to tricks. Tools (the solver, `stich solve`) find trick play by this mark
   * (`rules.inTrickPlay(state)`), never by the phase's id.
   */
  readonly trickPlay?: true;
  /** Sets up the phase when the deal enters it (or starts in it): its own state, whose turn it is. */
  enter?(hook: PhaseHookContext<X, O>): void;
  /**
   * Whose turn it is, read from the phase's own state (e.g. the declarer's). When given,
   * the kernel sets `s.turn` from it after `enter` and after every action that does not
   * end the phase, so the phase itself never assigns the turn.
   */
  toAct?(hook: PhaseHookContext<X, O>): number;
  /** Whether `seat` may act now. Positional: a kernel method. */
  mayAct(ctx: KernelContext<O>, s: GameState<X>, seat: number): boolean;
  /**
   * Action kinds any seat may send at any moment of the phase (announcements): `encode`
   * checks them itself and says why one is refused, where the kernel would otherwise
   * answer `OUT_OF_TURN` to a seat that may not act.
   */
  readonly anySeat?: readonly A['type'][];
  /** Writes the legal codes for `seat` into `out` and returns how many. Positional: a kernel method. */
  legal(ctx: KernelContext<O>, s: GameState<X>, seat: number, out: Int32Array): number;
  /** Checks an action by a seat that may act, and encodes it. Positional: a kernel method. */
  encode(ctx: KernelContext<O>, s: GameState<X>, action: A): Result<number>;
  /** The action for a code taken by `seat`. Positional: a kernel method. */
  decode(ctx: KernelContext<O>, s: GameState<X>, seat: number, code: number): A;
  /**
   * Optional fast path: the code `legal(...)[rng.below(n)]` would give, drawing the same
   * single number from `rng`, without listing the codes. Positional: a kernel method.
   */
  sample?(ctx: KernelContext<O>, s: GameState<X>, seat: number, rng: Rng): number;
  /**
   * Optional fast path: plays uniformly random legal actions until this phase ends,
   * giving exactly the game that repeated `sample` + `apply` would give, and returns the
   * exit taken. Positional: a kernel method.
   */
  playout?(ctx: KernelContext<O>, s: GameState<X>, rng: Rng): E;
  /**
   * Applies a legal code for `seat` in place; returns the exit taken when the code ends
   * the phase, else `undefined`. Positional: a kernel method.
   */
  apply(ctx: KernelContext<O>, s: GameState<X>, seat: number, code: number): E | undefined;
  /**
   * Optional, for a trick-play phase with exits besides `lastTrick`: whether trick play
   * from `s` on may still end after a trick before the last (by a card play; claims and
   * resignations aside). `false` promises that, from `s` on, every card play until the
   * last trick leaves the phase in play, so a caller may play tricks without `apply`
   * (the solver does). Absent: it may end early. Positional: a kernel method.
   */
  mayEndEarly?(ctx: KernelContext<O>, s: GameState<X>): boolean;
}
