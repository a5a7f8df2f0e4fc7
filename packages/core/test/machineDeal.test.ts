import { kalterSchlag } from '@stich/kalter-schlag';
import { describe, expect, test } from 'vitest';
import { createActor, transition } from 'xstate';
import { type CoreAction, defineVariant, type GameState, Rng } from '../src/index';
import { DONE } from '../src/kernel/index';
import { createDealMachine } from '../src/tools/index';

const rules = kalterSchlag.rules();
const machine = createDealMachine(rules);
const start = (seed = 7, dealer = 0) => rules.deal({ dealer, seed });
const startActor = (state: GameState<undefined> = start()) =>
  createActor(machine, { input: state }).start();

/** Plays `n` random legal actions on a kernel state (pure API). */
function advance(state: GameState<undefined>, n: number, rng = new Rng(1)): GameState<undefined> {
  let s = state;
  for (let i = 0; i < n && !rules.isTerminal(s); i++) {
    const legal = rules.legalActions(s);
    const next = rules.applyAction(s, legal[rng.below(legal.length)]);
    if (!next.ok) throw new Error(next.error.message);
    s = next.value;
  }
  return s;
}

describe('deal machine structure', () => {
  test("has one state per phase of the variant plus a final 'done'", () => {
    const keys = Object.keys(machine.root.states);
    expect(keys).toEqual([...rules.phases.map((p) => p.id), DONE]);
    expect(machine.root.states[DONE].type).toBe('final');
    expect(machine.root.states.play.description).toBe(rules.phases[0].summary);
  });

  test('names its guards and actions', () => {
    const play = machine.config.states?.play;
    expect(play?.on).toEqual({
      ACTION: [{ guard: 'isLegal', actions: 'applyAction' }, { actions: 'rejectAction' }],
    });
    expect(play?.always).toEqual([
      { guard: 'play.lastTrick', target: DONE, description: 'lastTrick' },
    ]);
  });

  test('refuses a phase id that cannot name a state', () => {
    const bad = {
      ...kalterSchlag,
      id: 'bad-id',
      phases: () => ({ 'a.b': { phase: rules.phases[0], exits: { lastTrick: 'done' } } }),
    };
    expect(() => defineVariant(bad as never)).toThrow(TypeError);
  });

  test('the context factory works without input (pure transition())', () => {
    const [snapshot] = transition(
      machine,
      machine.resolveState({
        value: 'play',
        context: { start: start(), game: start(), actions: [], error: null, rejected: null },
      }),
      {
        type: 'ACTION',
        action: rules.legalActions(start())[0],
      },
    );
    expect(snapshot.context.actions).toHaveLength(1);
  });
});

describe('deal machine play', () => {
  test('accepts a legal action and follows the kernel', () => {
    const actor = startActor();
    const s0 = actor.getSnapshot().context.game;
    const action = rules.legalActions(s0)[1];
    actor.send({ type: 'ACTION', action });
    const { game, actions, error } = actor.getSnapshot().context;
    const expected = rules.applyAction(s0, action);
    expect(expected.ok && game).toEqual(expected.ok && expected.value);
    expect(actions).toEqual([action]);
    expect(error).toBeNull();
    expect(s0).toEqual(start()); // the previous state is not changed in place
  });

  test('plays a whole deal to the final state with the kernel outcome as output', () => {
    const actor = startActor(start(11, 2));
    const rng = new Rng(3);
    let steps = 0;
    while (actor.getSnapshot().status === 'active') {
      const legal = rules.legalActions(actor.getSnapshot().context.game);
      actor.send({ type: 'ACTION', action: legal[rng.below(legal.length)] });
      steps++;
    }
    const snap = actor.getSnapshot();
    expect(snap.value).toBe(DONE);
    expect(snap.context.game.phase).toBe(DONE);
    expect(snap.output?.outcome).toEqual(rules.outcome(snap.context.game));
    expect(snap.output?.actions).toHaveLength(steps);
    expect(snap.context.game.history).toHaveLength(32);
  });

  test('agrees with the kernel over 300 seeded random deals', () => {
    for (let seed = 0; seed < 300; seed++) {
      const kernel = start(seed, seed % 4);
      const actor = startActor(rules.clone(kernel));
      const [a, b] = [new Rng(seed), new Rng(seed)];
      while (!rules.isTerminal(kernel)) {
        rules.applyCode(kernel, rules.randomCode(kernel, a));
        const game = actor.getSnapshot().context.game;
        actor.send({ type: 'ACTION', action: rules.decode(game, rules.randomCode(game, b)) });
      }
      expect(actor.getSnapshot().status).toBe('done');
      expect(actor.getSnapshot().context.game).toEqual(kernel);
      expect(actor.getSnapshot().output?.outcome).toEqual(rules.outcome(kernel));
    }
  });

  test('resumes in the phase of a finished state', () => {
    const game = advance(start(), 200);
    const context = { start: start(), game, actions: [], error: null, rejected: null };
    const snapshot = machine.resolveState({ value: game.phase, context });
    const actor = createActor(machine, { snapshot } as never).start();
    expect(actor.getSnapshot().value).toBe(DONE);
    expect(actor.getSnapshot().status).toBe('done');
  });

  test('a persisted XState snapshot restores the actor', () => {
    const actor = startActor();
    const legal = rules.legalActions(actor.getSnapshot().context.game);
    actor.send({ type: 'ACTION', action: legal[0] });
    const saved = JSON.parse(JSON.stringify(actor.getPersistedSnapshot()));
    const again = createActor(machine, { snapshot: saved, input: undefined as never }).start();
    expect(again.getSnapshot().context).toEqual(actor.getSnapshot().context);
  });
});

/** Finds a state (by random play from seeded deals) that `pick` accepts, and the action it builds. */
function find(
  pick: (s: GameState<undefined>) => CoreAction | undefined,
): [GameState<undefined>, CoreAction] {
  for (let seed = 0; seed < 500; seed++) {
    let s = start(seed, seed % 4);
    const rng = new Rng(seed);
    while (!rules.isTerminal(s)) {
      const action = pick(s);
      if (action) return [s, action];
      s = advance(s, 1, rng);
    }
  }
  throw new Error('no such position in 500 deals');
}

const handOf = (s: GameState<undefined>, seat: number) => rules.view(s, seat).hand;
const firstTrick = (s: GameState<undefined>) => s.winners.length === 0;

const illegal: [string, (s: GameState<undefined>) => CoreAction | undefined][] = [
  [
    'OUT_OF_TURN',
    (s) => ({ type: 'play', seat: s.next[s.turn], card: handOf(s, s.next[s.turn])[0] }),
  ],
  ['CARD_NOT_HELD', (s) => ({ type: 'play', seat: s.turn, card: handOf(s, s.next[s.turn])[0] })],
  [
    'MUST_FOLLOW_SUIT',
    (s) => {
      const legal = new Set(
        rules.legalActions(s).flatMap((a) => (a.type === 'play' ? [a.card] : [])),
      );
      const card = handOf(s, s.turn).find((c) => !legal.has(c));
      return card === undefined ? undefined : { type: 'play', seat: s.turn, card };
    },
  ],
  [
    'ALREADY_DOUBLED',
    (s) =>
      firstTrick(s) && s.doublers.includes(s.turn) ? { type: 'double', seat: s.turn } : undefined,
  ],
  ['DOUBLE_NOT_ALLOWED', (s) => (firstTrick(s) ? undefined : { type: 'double', seat: s.turn })],
  ['UNKNOWN_CARD', (s) => ({ type: 'play', seat: s.turn, card: 'C6' })],
];

describe('refused actions leave the game unchanged', () => {
  test.each(illegal)('%s', (code, pick) => {
    const [state, action] = find(pick);
    const actor = startActor(state);
    const before = actor.getSnapshot().context;
    actor.send({ type: 'ACTION', action });
    const after = actor.getSnapshot().context;
    expect(after.error?.code).toBe(code);
    expect(after.error).toEqual(
      rules.check(state, action).ok
        ? null
        : (rules.check(state, action) as { error: unknown }).error,
    );
    // The refused action as the machine read it: an equal plain copy, not the sender's object.
    expect(after.rejected).toEqual(action);
    expect(after.rejected).not.toBe(action);
    expect(after.game).toBe(before.game);
    expect(after.actions).toBe(before.actions);
    expect(actor.getSnapshot().value).toBe('play');
  });

  test('a malformed action is refused with INVALID_ACTION', () => {
    const actor = startActor();
    actor.send({ type: 'ACTION', action: { type: 'play', seat: 'x' } as unknown as CoreAction });
    expect(actor.getSnapshot().context.error?.code).toBe('INVALID_ACTION');
  });

  test('an accepted action clears the last error', () => {
    const actor = startActor();
    const s = actor.getSnapshot().context.game;
    actor.send({ type: 'ACTION', action: { type: 'play', seat: s.next[s.turn], card: 'CJ' } });
    expect(actor.getSnapshot().context.error).not.toBeNull();
    actor.send({ type: 'ACTION', action: rules.legalActions(s)[0] });
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});
