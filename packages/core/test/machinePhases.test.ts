import { describe, expect, test } from 'vitest';
import { createActor } from 'xstate';
import {
  type ActionOf,
  defineAction,
  defineVariant,
  err,
  FIRST_TRICK_LADDER,
  field,
  jacksOnly,
  ok,
  type Phase,
  phaseGraph,
  Rng,
  SKAT_DECK,
  trickPhase,
} from '../src/index';
import { DONE, DOUBLE_ACTION, PLAY_ACTION } from '../src/kernel/index';
import { createDealMachine, createSessionMachine } from '../src/tools/index';

// A toy variant with two phases: every seat says 'ready' in turn, then the tricks are played.
// Three seats at the table, two play each deal (the dealer sits out); the deal passes counter-clockwise.
const ACTIONS = [PLAY_ACTION, DOUBLE_ACTION, defineAction('ready')] as const;
type ToyAction = ActionOf<(typeof ACTIONS)[number]>;
type ToyX = { ready: number };

const readyPhase: Phase<ToyX, unknown, ToyAction, 'allReady'> = {
  summary: 'each player says ready',
  actionTypes: ['ready'],
  exits: ['allReady'],
  mayAct: (_ctx, s, seat) => s.turn === seat,
  legal(ctx, _s, _seat, out) {
    out[0] = ctx.codes.ready;
    return 1;
  },
  encode: (ctx, _s, action) =>
    action.type === 'ready' ? ok(ctx.codes.ready) : err('UNKNOWN_ACTION', 'say ready'),
  decode: (_ctx, _s, seat) => ({ type: 'ready', seat }),
  apply(ctx, s, seat) {
    s.x.ready++;
    s.turn = s.next[seat];
    return s.x.ready === ctx.active ? 'allReady' : undefined;
  },
};

const toy = defineVariant<
  { deals: number },
  ToyX,
  { points: number[] },
  ToyAction,
  { totals: number[]; n: number },
  number[]
>({
  id: 'toy-ready',
  name: 'Toy',
  summary: 'a test variant',
  players: { seats: 3, active: 2 },
  deck: SKAT_DECK,
  deal: [{ each: 16 }],
  options: { deals: field.int({ default: 3 }) },
  trumpModes: () => ({ jacks: jacksOnly() }),
  doubling: FIRST_TRICK_LADDER,
  actions: ACTIONS,
  phases: () =>
    phaseGraph({
      ready: { phase: readyPhase, exits: { allReady: 'play' } },
      play: {
        phase: trickPhase<ToyX, unknown, ToyAction>({ doubling: FIRST_TRICK_LADDER }),
        exits: { lastTrick: 'done' },
      },
    }),
  init: () => ({ ready: 0 }),
  score: ({ ctx, s }) => ({
    points: [0, 1, 2].map((seat) => ctx.deck.pointsOf(s.won[2 * seat], s.won[2 * seat + 1])),
  }),
  session: {
    init: ({ seats }) => ({ totals: new Array<number>(seats).fill(0), n: 0 }),
    afterDeal: ({ data, outcome }) => ({
      totals: data.totals.map((t, i) => t + outcome.points[i]),
      n: data.n + 1,
    }),
    isOver: ({ options, data }) => data.n >= options.deals,
    result: ({ data }) => data.totals,
    nextDealer: ({ seats, dealer }) => (dealer + seats - 1) % seats,
    describe: ['a fixed number of deals'],
  },
  describe: { scoring: ['points'], endConditions: ['deals'] },
});

const rules = toy.rules();

function playRandom(
  send: (action: ToyAction) => void,
  state: () => ReturnType<typeof rules.deal>,
  done: () => boolean,
  rng: Rng,
) {
  while (!done()) {
    const legal = rules.legalActions(state());
    send(legal[rng.below(legal.length)]);
  }
}

describe('a two-phase variant', () => {
  const machine = createDealMachine(rules);

  test('the chart has its phases in order, then done', () => {
    expect(Object.keys(machine.root.states)).toEqual(['ready', 'play', DONE]);
  });

  test('the chart moves from phase to phase with the kernel', () => {
    const actor = createActor(machine, { input: rules.deal({ dealer: 0, seed: 1 }) }).start();
    const values: string[] = [actor.getSnapshot().value as string];
    const rng = new Rng(2);
    playRandom(
      (action) => {
        actor.send({ type: 'ACTION', action });
        const value = actor.getSnapshot().value as string;
        if (value !== values.at(-1)) values.push(value);
        expect(value).toBe(actor.getSnapshot().context.game.phase);
      },
      () => actor.getSnapshot().context.game,
      () => actor.getSnapshot().status === 'done',
      rng,
    );
    expect(values).toEqual(['ready', 'play', DONE]);
  });

  test("an action of another phase is refused with the kernel's code", () => {
    const actor = createActor(machine, { input: rules.deal({ dealer: 0, seed: 1 }) }).start();
    const s = actor.getSnapshot().context.game;
    actor.send({ type: 'ACTION', action: { type: 'double', seat: s.turn } });
    expect(actor.getSnapshot().context.error?.code).toBe('ACTION_NOT_ALLOWED');
    expect(actor.getSnapshot().value).toBe('ready');
  });

  test('a state in a later phase resumes in that phase', () => {
    let s = rules.deal({ dealer: 1, seed: 3 });
    for (const seat of [2, 0]) {
      const r = rules.applyAction(s, { type: 'ready', seat });
      if (!r.ok) throw new Error(r.error.message);
      s = r.value;
    }
    const context = { start: s, game: s, actions: [], error: null, rejected: null };
    const snapshot = machine.resolveState({ value: s.phase, context });
    expect(
      createActor(machine, { snapshot } as never)
        .start()
        .getSnapshot().value,
    ).toBe('play');
  });
});

describe('a session of the two-phase variant', () => {
  test('deals the fixed number of deals, passing the deal by the variant hook', () => {
    const actor = createActor(createSessionMachine(toy, { deals: 4 }), {
      input: { seed: 'x', firstDealer: 0 },
    }).start();
    const dealers: number[] = [];
    const rng = new Rng(4);
    const deal = () => actor.getSnapshot().children.deal!;
    while (actor.getSnapshot().status === 'active') {
      dealers.push(actor.getSnapshot().context.dealer);
      const index = actor.getSnapshot().context.dealsPlayed;
      while (
        actor.getSnapshot().status === 'active' &&
        actor.getSnapshot().context.dealsPlayed === index
      ) {
        const legal = rules.legalActions(deal().getSnapshot().context.game);
        actor.send({ type: 'ACTION', action: legal[rng.below(legal.length)] });
      }
    }
    expect(dealers).toEqual([0, 2, 1, 0]);
    const { output, context } = actor.getSnapshot();
    expect(context.dealsPlayed).toBe(4);
    expect(output?.result).toEqual(
      [0, 1, 2].map((seat) => context.outcomes.reduce((n, o) => n + o.points[seat], 0)),
    );
    // The dealer sits out: only the two others take card points.
    context.outcomes.forEach((o, i) => {
      expect(o.points[dealers[i]]).toBe(0);
      expect(o.points.reduce((a, b) => a + b, 0)).toBe(120);
    });
  });
});
