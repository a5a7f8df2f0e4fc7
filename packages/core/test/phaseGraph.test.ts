import {
  type BaseAction,
  defineAction,
  defineVariant,
  ok,
  type Phase,
  phaseGraph,
  trickPhase,
} from '@stich/core';
import { type PhaseGraph, PLAY_ACTION } from '@stich/core/kernel';
import { checkEdges, conformancePlan } from '@stich/core/testing';
import { createDealMachine, flowDiagram } from '@stich/core/tools';
import { describe, expect, test } from 'vitest';
import { type ThreeJacksOutcome, threeJacks } from './variants/threeJacks';

type O = { deals: number };

// A phase that ends at once: the first seat says 'go' and the phase leaves by `exit`.
const sayGo = <E extends string>(exits: E[], exit: E): Phase<undefined, O, BaseAction, E> => ({
  summary: 'forehand says go',
  actionTypes: ['go'],
  exits,
  enter: ({ s }) => {
    s.turn = s.lead0;
  },
  mayAct: (_ctx, s, seat) => s.turn === seat,
  legal(ctx, _s, _seat, out) {
    out[0] = ctx.codes.go;
    return 1;
  },
  encode: (ctx) => ok(ctx.codes.go),
  decode: (_ctx, _s, seat) => ({ type: 'go', seat }),
  apply: () => exit,
});
// Two exits, one never taken.
const go = sayGo(['went', 'never'], 'went');
const play = trickPhase<undefined, O, BaseAction>();

const ACTIONS = [PLAY_ACTION, defineAction('go')];
const withGraph = (id: string, graph: PhaseGraph<undefined, O, BaseAction>) =>
  defineVariant({ ...threeJacks, actions: ACTIONS, id, phases: () => graph });

describe('phaseGraph types', () => {
  test('a mistyped target, a missing exit and an unknown exit are compile errors', () => {
    const typo = () =>
      phaseGraph({
        // @ts-expect-error: 'paly' is no phase of the graph
        go: { phase: go, exits: { went: 'paly', never: 'done' } },
        play: { phase: play, exits: { lastTrick: 'done' } },
      });
    const missing = () =>
      phaseGraph({
        // @ts-expect-error: the exit 'never' leads nowhere
        go: { phase: go, exits: { went: 'play' } },
        play: { phase: play, exits: { lastTrick: 'done' } },
      });
    const unknown = () =>
      phaseGraph({
        go: { phase: go, exits: { went: 'play', never: 'done' } },
        // @ts-expect-error: trick play has no exit 'won'
        play: { phase: play, exits: { lastTrick: 'done', won: 'done' } },
      });
    // The same mistakes at run time are TypeErrors naming the phase and the exit.
    expect(() => withGraph('typo', typo())).toThrow(
      /phase 'go': exit 'went' leads to 'paly', which is no phase/,
    );
    expect(() => withGraph('missing', missing())).toThrow(/phase 'go': exit 'never' leads nowhere/);
    expect(() => withGraph('unknown', unknown())).toThrow(/phase 'play' has no exit 'won'/);
  });
});

describe('the graph is checked when the variant is defined', () => {
  test('a phase not reachable from the first', () => {
    const graph = {
      play: { phase: play, exits: { lastTrick: 'done' } },
      go: { phase: go, exits: { went: 'play', never: 'done' } },
    } as const;
    expect(() => withGraph('unreached', graph)).toThrow(/phase 'go' cannot be reached from 'play'/);
  });

  test('a phase that cannot reach the end', () => {
    const loop = sayGo(['again'], 'again');
    const graph = {
      go: { phase: go, exits: { went: 'loop', never: 'loop' } },
      loop: { phase: loop, exits: { again: 'go' } },
    } as const;
    expect(() => withGraph('endless', graph)).toThrow(/phase 'go' cannot reach the end/);
  });

  test('an exit back into its own phase, a closed target, an unknown trump mode', () => {
    const self = { go: { phase: go, exits: { went: 'go', never: 'done' } } } as const;
    expect(() => withGraph('self', self)).toThrow(/exit 'went' leads back to 'go'/);
    const closed = {
      go: { phase: go, exits: { went: 'play', never: 'done' } },
      play: null,
    } as const;
    expect(() => withGraph('closed', closed)).toThrow(
      /'play', which is closed under these options/,
    );
    const trump = {
      go: { phase: go, exits: { went: { to: 'play', trump: 'hearts' }, never: 'done' } },
      play: { phase: play, exits: { lastTrick: 'done' } },
    } as const;
    expect(() => withGraph('trump', trump)).toThrow(/names the trump mode 'hearts', which is none/);
  });
});

describe('the chart has the declared edges only, and checkEdges covers them', () => {
  const v = withGraph('go-then-play', {
    go: { phase: go, exits: { went: 'play', never: 'done' } },
    play: { phase: play, exits: { lastTrick: 'done' } },
  });

  test('one eventless transition per open exit, and the diagram shows them', () => {
    const machine = createDealMachine(v.rules());
    expect(machine.config.states?.go?.always).toEqual([
      { guard: 'go.went', target: 'play', description: 'went' },
      { guard: 'go.never', target: 'done', description: 'never' },
    ]);
    expect(flowDiagram(machine)).toBe(
      [
        'stateDiagram-v2',
        '  [*] --> go',
        '  go --> play : went',
        '  go --> done : never',
        '  play --> done : lastTrick',
        '  done --> [*]',
      ].join('\n'),
    );
  });

  test('an edge never taken fails coverage unless it is listed with a reason', () => {
    const plan = (unreachable?: Record<string, string>) =>
      conformancePlan<O, ThreeJacksOutcome>({ edgeDeals: 30, unreachable, seed: 'edges' });
    expect(checkEdges(v, plan()).edges.map((e) => [e.from, e.exit, e.taken])).toEqual([
      ['go', 'went', 30],
      ['go', 'never', 0],
      ['play', 'lastTrick', 30],
    ]);
    expect(() => checkEdges(v, plan({}))).toThrow(/'go.never' was never taken in 30 deals/);
    expect(checkEdges(v, plan({ 'go.never': 'go always goes' })).deals).toBe(30);
    expect(() => checkEdges(v, plan({ 'go.never': 'x', 'go.went': 'y' }))).toThrow(
      /'go.went' is listed as unreachable \(y\) but was taken 30 times/,
    );
  });
});
