import { err, ok, type Result } from '../errors/errors';
import { quote } from '../errors/quote';
import { type ActionOf, defineAction } from '../fields/fields';
import { type ActionSchema, actionSchema } from '../fields/fieldsSchema';
import type { BaseAction } from './actions';
import type { PassAction } from './auctionActions';
import type { Phase, PhaseHookContext } from './phase';
import type { GameState } from './state';

/**
 * The declaration of {@link KnockAction}: its type and fields (core checks actions against it).
 *
 * @example
 * defineVariant({ ...spec, actions: [KNOCK_ACTION, PASS_ACTION, ...otherActions] });
 */
export const KNOCK_ACTION = /* @__PURE__ */ defineAction('knock');

/**
 * Knock (Schafkopf's *klopfen*): double the value of whatever game the deal brings, once
 * per seat, in the knock round.
 *
 * @example
 * KnockActionSchema.safeParse({ type: 'knock', seat: 1 }).success; // true
 */
export const KnockActionSchema: ActionSchema<typeof KNOCK_ACTION> =
  /* @__PURE__ */ actionSchema(KNOCK_ACTION);
/**
 * Knock: double the deal's value, whatever is played.
 *
 * @example
 * const knock: KnockAction = { type: 'knock', seat: 1 };
 */
export type KnockAction = ActionOf<typeof KNOCK_ACTION>;

/**
 * Action code of a knock. Internal to the kernel: phases read it as `ctx.codes.knock`.
 *
 * @example
 * rules.decode(state, KNOCK_CODE); // { type: 'knock', seat: 0 }
 */
export const KNOCK_CODE = 134;

/**
 * The state of a knock round (see {@link knockRoundPhase}): the seats that knocked, in
 * order, and how many seats have been asked.
 *
 * @example
 * const x = { knockRound: { knocks: [2], asked: 4 } }; // seat 2 knocked, the round is over
 */
export interface KnockRoundState {
  knocks: number[];
  asked: number;
}

/**
 * How a knock round is set up.
 *
 * @typeParam X - the variant's own state
 * @typeParam O - the variant's options
 * @example
 * const config: KnockRoundConfig<MyState, MyOptions> = { summary: 'each player once may knock' };
 */
export interface KnockRoundConfig<X, O> {
  /** One line for rule pages; a default says what the round does. */
  readonly summary?: string;
  /** Whether `seat` may knock, besides its turn. Default: every seat may. */
  readonly may?: (hook: PhaseHookContext<X, O> & { readonly seat: number }) => boolean;
}

/** Where a knock round keeps its state in the variant's own state. */
interface KnockRoundHolder {
  knockRound?: KnockRoundState;
}

/**
 * The seats that knocked in this deal, in order (empty before or without a knock round).
 * Public: every seat sees who knocked.
 *
 * @typeParam X - the variant's own state (an object; the round writes `knockRound` into it)
 * @example
 * import { knocksOf } from '@stich/core/kernel';
 *
 * knocksOf(state).length; // the number of knocks: each doubles the deal's value
 */
export function knocksOf<X extends object>(s: GameState<X>): readonly number[] {
  return (s.x as KnockRoundHolder).knockRound?.knocks ?? [];
}

/**
 * Core's knock round: each playing seat is asked once, in turn from forehand to the
 * dealer, and knocks (`knock`) or passes (`pass`); a knock is per seat, by anyone,
 * whatever the others did, and commits to nothing. The round ends (exit `over`) when
 * every playing seat has been asked; the knocks are in `s.x.knockRound.knocks` (read them
 * with {@link knocksOf}) for scoring and views. Made for a deal that pauses between
 * packets (a `{ pause: 'knock' }` deal step): as the deal's first phase it runs while
 * each seat holds only its first packets. A seat asked once is not asked again: a second
 * knock, like a knock out of turn, is refused with `OUT_OF_TURN` at `['seat']`.
 *
 * @typeParam X - the variant's own state: an object, where the round writes its {@link KnockRoundState} as `knockRound` (declare it optional to read it typed)
 * @typeParam O - the variant's options
 * @typeParam A - the variant's actions (a knock and a pass among them)
 * @example
 * phaseGraph({
 *   knock: { phase: knockRoundPhase(), exits: { over: 'call' } },
 *   call: { phase: callPhase, exits: { declared: 'play' } },
 *   play: { phase: trickPhase(), exits: { lastTrick: 'done' } },
 * });
 */
export function knockRoundPhase<
  X extends object,
  O,
  A extends BaseAction = KnockAction | PassAction,
>(config: KnockRoundConfig<X, O> = {}): Phase<X, O, A, 'over'> {
  const may = config.may;
  return {
    summary:
      config.summary ??
      'after the first packets, each player once, in turn from forehand to the dealer, may knock: each knock doubles the deal',
    actionTypes: ['knock', 'pass'] as A['type'][],
    exits: ['over'],
    enter({ s }) {
      (s.x as KnockRoundHolder).knockRound = { knocks: [], asked: 0 };
      s.turn = s.lead0;
    },
    mayAct: (_ctx, s, seat) => s.turn === seat,

    legal(ctx, s, seat, out) {
      let n = 0;
      if (may === undefined || may({ ctx, s, seat })) out[n++] = ctx.codes.knock;
      out[n++] = ctx.codes.pass;
      return n;
    },

    encode(ctx, s, action): Result<number> {
      if (action.type === 'pass') return ok(ctx.codes.pass);
      if (action.type !== 'knock') {
        return err('UNKNOWN_ACTION', `${quote(action.type)} is not an action of the knock round`, {
          path: ['type'],
        });
      }
      if (may !== undefined && !may({ ctx, s, seat: action.seat })) {
        return err('DOUBLE_NOT_ALLOWED', `seat ${action.seat} may not knock now`, {
          path: ['type'],
        });
      }
      return ok(ctx.codes.knock);
    },

    decode: (ctx, _s, seat, code) =>
      ({ type: code === ctx.codes.knock ? 'knock' : 'pass', seat }) as BaseAction as A,

    apply(ctx, s, seat, code) {
      const round = (s.x as KnockRoundHolder).knockRound!;
      if (code === ctx.codes.knock) round.knocks.push(seat);
      round.asked++;
      s.turn = s.next[seat];
      return round.asked >= ctx.active ? 'over' : undefined;
    },
  };
}
