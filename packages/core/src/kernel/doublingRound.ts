import { err, ok, type Result } from '../errors/errors';
import { quote } from '../errors/quote';
import type { Rng } from '../rng/rng';
import type { BaseAction, DoubleAction } from './actions';
import type { PassAction } from './auctionActions';
import type { KernelContext } from './context';
import type { Phase, PhaseHookContext } from './phase';
import type { GameState } from './state';

/**
 * The state of a doubling round (see {@link doublingRoundPhase}): how many seats in a
 * row have passed since the last doubling.
 *
 * @example
 * const x = { doublingRound: { passes: 0 } };
 */
export interface DoublingRoundState {
  passes: number;
  /**
   * With a trick phase's ladder by side (`TrickPhaseConfig.bySide`): the number of cards
   * played, plus one, when the last step said during trick play was said; absent or 0
   * when none was. A step said just now may be answered at once.
   */
  inPlay?: number;
  /**
   * With a trick phase's ladder by side: for each step said during trick play, in order,
   * the number of cards played when it was said; the steps of `s.doublers` before them
   * were said before play. Absent when none was. What a sampling bot needs to say them
   * again where they were said.
   */
  inPlaySteps?: number[];
}

/**
 * Notes in a doubling round's state that a step was said during play, after `cards`
 * cards (for the trick phase and its fused playouts alike).
 *
 * @example
 * said(s.x.doublingRound, s.history.length);
 */
export function said(round: DoublingRoundState, cards: number): void {
  round.inPlay = cards + 1;
  if (round.inPlaySteps === undefined) round.inPlaySteps = [cards];
  else round.inPlaySteps.push(cards);
}

/**
 * The side whose turn step `step` of a ladder by side is: the first (kontra) and every
 * other one after it the side against the declarer (1), the rest the declaring side (0).
 *
 * @example
 * stepSide(0); // 1: kontra is the defenders'
 */
export const stepSide = (step: number): 0 | 1 => (step % 2 === 0 ? 1 : 0);

/**
 * Why a seat of the wrong side may not say step `step` (named `name`) of a ladder by side.
 *
 * @example
 * wrongSide('kontra', 0); // 'kontra is for the side against the declarer'
 */
export const wrongSide = (name: string, step: number): string =>
  stepSide(step) === 1
    ? `${name} is for the side against the declarer`
    : `${name} is for the declaring side`;

/**
 * What a doubling round's `may` hook receives: the state, the seat asked and the step it
 * would say (0 the first, kontra).
 *
 * @typeParam X - the variant's own state
 * @typeParam O - the variant's options
 *
 * @example
 * const may = ({ s, seat }: DoublingStepContext<SkatState>) => s.x.auction.active.includes(seat);
 */
export interface DoublingStepContext<X = unknown, O = unknown> extends PhaseHookContext<X, O> {
  readonly seat: number;
  readonly step: number;
}

/**
 * How a doubling round is set up. The ladder is the variant's `doubling`; its steps
 * alternate between the sides the variant declares: the first (kontra) is the others'
 * (side 1), the second (re) the declaring side's (side 0), and so on.
 *
 * @typeParam X - the variant's own state
 * @typeParam O - the variant's options
 *
 * @example
 * const config: DoublingRoundConfig<MyState, MyOptions> = { steps: (ctx) => ctx.options.stossMax };
 */
export interface DoublingRoundConfig<X, O> {
  /** One line for rule pages; a default says what the round does. */
  readonly summary?: string;
  /** How many steps may be said under these options (e.g. a house rule's maximum). Default: the ladder's. */
  readonly steps?: (ctx: KernelContext<O>) => number;
  /** A further condition for `seat` to say `step`, besides its side. Default: none. */
  readonly may?: (hook: DoublingStepContext<X, O>) => boolean;
}

/**
 * Core's doubling round before the first card, by side (Schafkopf's Kontra and Re): the
 * seats are asked in turn from forehand, round and round. A seat asked may say the next
 * step of the ladder when that step is its side's (and `may` allows it), else it
 * passes; every seat is asked alike, so a partner nobody knows stays hidden. The round
 * ends (exit `settled`) when every playing seat has passed in a row since the last
 * doubling, or the last step has been said. Needs declared `sides` and a `doubling`
 * ladder; the doublings said are in `s.doublers`.
 *
 * @typeParam X - the variant's own state, with a {@link DoublingRoundState} at `doublingRound`
 * @typeParam O - the variant's options
 * @typeParam A - the variant's actions (a doubling and a pass among them)
 *
 * @example
 * phaseGraph({
 *   call: { phase: callPhase, exits: { declared: 'kontra' } },
 *   kontra: { phase: doublingRoundPhase({ steps: (ctx) => ctx.options.stossMax }), exits: { settled: 'play' } },
 *   play: { phase: trickPhase(), exits: { lastTrick: 'done' } },
 * });
 */
export function doublingRoundPhase<
  X extends { doublingRound: DoublingRoundState },
  O,
  A extends BaseAction = DoubleAction | PassAction,
>(config: DoublingRoundConfig<X, O> = {}): Phase<X, O, A, 'settled'> {
  /** How many steps may be said at most. */
  const maxSteps = (ctx: KernelContext<O>) =>
    Math.min(config.steps?.(ctx) ?? Number.POSITIVE_INFINITY, ctx.doubling?.steps.length ?? 0);

  /** Whether `seat` may say the next step now (what `refusal` explains, without a sentence). */
  const mayDouble = (ctx: KernelContext<O>, s: GameState<X>, seat: number): boolean => {
    const step = s.doublers.length;
    if (ctx.sides === null || ctx.doubling === null || step >= maxSteps(ctx)) return false;
    if (ctx.sides.sideOf(s, seat) !== stepSide(step)) return false;
    return config.may === undefined || config.may({ ctx, s, seat, step });
  };

  /** Why `seat` may not say the next step now, or `null` if it may. */
  const refusal = (ctx: KernelContext<O>, s: GameState<X>, seat: number): string | null => {
    const step = s.doublers.length;
    if (ctx.sides === null || ctx.doubling === null) return 'this game has no doubling by sides';
    if (step >= maxSteps(ctx)) return 'every doubling allowed has been said';
    const name = ctx.doubling.steps[step];
    if (ctx.sides.sideOf(s, seat) !== stepSide(step)) return wrongSide(name, step);
    if (config.may !== undefined && !config.may({ ctx, s, seat, step }))
      return `seat ${seat} may not say ${name} now`;
    return null;
  };

  const after = (ctx: KernelContext<O>, s: GameState<X>, seat: number) => {
    s.turn = s.next[seat];
    const round = s.x.doublingRound;
    return round.passes >= ctx.active || s.doublers.length >= maxSteps(ctx) ? 'settled' : undefined;
  };

  return {
    summary:
      config.summary ??
      'before the first card, each player in turn from forehand may double for their side (kontra against the declarer, re for it), until all pass in a row',
    actionTypes: ['double', 'pass'] as A['type'][],
    exits: ['settled'],
    enter({ s }) {
      s.x.doublingRound = { passes: 0 };
      s.turn = s.lead0;
    },
    mayAct: (_ctx, s, seat) => s.turn === seat,

    legal(ctx, s, seat, out) {
      let n = 0;
      if (mayDouble(ctx, s, seat)) out[n++] = ctx.codes.double;
      out[n++] = ctx.codes.pass;
      return n;
    },

    sample(ctx, s, seat, rng: Rng) {
      // One draw, as `legal` then `rng.below(n)` would make.
      const may = mayDouble(ctx, s, seat);
      return rng.below(may ? 2 : 1) === 0 && may ? ctx.codes.double : ctx.codes.pass;
    },

    playout(ctx, s, rng: Rng) {
      // `sample` + `apply` in one loop, without the kernel's step between actions.
      for (;;) {
        const exit = this.apply(ctx, s, s.turn, this.sample!(ctx, s, s.turn, rng));
        if (exit !== undefined) return exit;
      }
    },

    encode(ctx, s, action): Result<number> {
      if (action.type === 'pass') return ok(ctx.codes.pass);
      if (action.type !== 'double') {
        return err(
          'UNKNOWN_ACTION',
          `${quote(action.type)} is not an action of the doubling round`,
          {
            path: ['type'],
          },
        );
      }
      const why = refusal(ctx, s, action.seat);
      return why === null
        ? ok(ctx.codes.double)
        : err('DOUBLE_NOT_ALLOWED', why, { path: ['type'] });
    },

    decode: (ctx, _s, seat, code) =>
      ({ type: code === ctx.codes.double ? 'double' : 'pass', seat }) as BaseAction as A,

    apply(ctx, s, seat, code) {
      const round = s.x.doublingRound;
      if (code === ctx.codes.double) {
        s.doublers.push(seat);
        round.passes = 0;
      } else {
        round.passes++;
      }
      return after(ctx, s, seat);
    },
  };
}
