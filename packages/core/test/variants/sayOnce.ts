import {
  type BaseAction,
  type defineAction,
  defineVariant,
  ok,
  type Phase,
  phaseGraph,
  trickPhase,
} from '@stich/core';
import { type ExitTo, PLAY_ACTION } from '@stich/core/kernel';
import { threeJacks } from './threeJacks';

type O = { deals: number };

/** A phase in which forehand says one action of `type` (code `ctx.codes[type] + index`) and leaves. */
export const sayOnce = (type: string, index = 0): Phase<undefined, O, BaseAction, 'said'> => ({
  summary: `forehand says ${type}`,
  actionTypes: [type],
  exits: ['said'],
  toAct: ({ s }) => s.lead0,
  mayAct: (_ctx, s, seat) => s.turn === seat,
  legal(ctx, _s, _seat, out) {
    out[0] = ctx.codes[type] + index;
    return 1;
  },
  encode: (ctx) => ok(ctx.codes[type] + index),
  decode: (_ctx, _s, seat) => ({ type, seat }),
  apply: () => 'said',
});

/**
 * Three Jacks with a first phase in which forehand says `type`, these action declarations,
 * and the exit `said` leading to trick play as `to` says.
 */
export const withSaying = (
  id: string,
  actions: readonly ReturnType<typeof defineAction>[],
  type: string,
  to: ExitTo<'play'> = 'play',
) =>
  defineVariant({
    ...threeJacks,
    id,
    actions: [PLAY_ACTION, ...actions],
    phases: () =>
      phaseGraph({
        say: { phase: sayOnce(type), exits: { said: to } },
        play: { phase: trickPhase<undefined, O, BaseAction>(), exits: { lastTrick: 'done' } },
      }),
  });
