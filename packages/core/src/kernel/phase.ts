import type { Result } from '../errors/errors';
import type { Rng } from '../rng/rng';
import type { BaseAction } from './actions';
import type { KernelContext } from './context';
import type { GameState } from './state';

/**
 * One phase of a deal (an auction, a skat exchange, trick play ...). Phases work on
 * integer action codes so that simulation and search allocate nothing: card plays
 * use the card id, a doubling `DOUBLE_CODE`, variant actions codes from
 * `FIRST_VARIANT_CODE` on. `encode` checks an action and explains a refusal;
 * `apply` trusts its code.
 *
 * @example
 * kalterSchlag.rules().phases.map((p: Phase) => p.id); // ['play']
 */
export interface Phase<X = unknown, O = unknown> {
  readonly id: string;
  /** One line for rule pages and `stich rules`. */
  readonly summary: string;
  /** Action types this phase accepts. */
  readonly actionTypes: readonly string[];
  /** Called when a deal starts in this phase, e.g. to say who acts first. */
  enter?(ctx: KernelContext<O>, s: GameState<X>): void;
  /** Whether `seat` may act now. */
  mayAct(ctx: KernelContext<O>, s: GameState<X>, seat: number): boolean;
  /** Writes the legal codes for `seat` into `out` and returns how many. */
  legal(ctx: KernelContext<O>, s: GameState<X>, seat: number, out: Int32Array): number;
  /** Checks an action by a seat that may act, and encodes it. */
  encode(ctx: KernelContext<O>, s: GameState<X>, action: BaseAction): Result<number>;
  /** The action for a code taken by `seat`. */
  decode(ctx: KernelContext<O>, s: GameState<X>, seat: number, code: number): BaseAction;
  /**
   * Optional fast path: the code `legal(...)[rng.below(n)]` would give, drawing the same
   * single number from `rng`, without listing the codes.
   */
  sample?(ctx: KernelContext<O>, s: GameState<X>, seat: number, rng: Rng): number;
  /**
   * Optional fast path: plays uniformly random legal actions until this phase ends,
   * giving exactly the game that repeated `sample` + `apply` would give.
   */
  playout?(ctx: KernelContext<O>, s: GameState<X>, rng: Rng): void;
  /** Applies a legal code for `seat` in place. */
  apply(ctx: KernelContext<O>, s: GameState<X>, seat: number, code: number): void;
}
