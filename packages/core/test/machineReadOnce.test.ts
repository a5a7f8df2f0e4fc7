import { kalterSchlag } from '@stich/kalter-schlag';
import { describe, expect, test } from 'vitest';
import { createActor } from 'xstate';
import type { CoreAction } from '../src/index';
import { createDealMachine } from '../src/tools/index';

// Issue 14, point 3: the deal machine reads an event's action once. Its guard and its
// action use the same plain copy; the sender's object is never read again nor kept.
const rules = kalterSchlag.rules();
const machine = createDealMachine(rules);

/** An action whose `seat` reads as `described` through its descriptor and `got` through `get`. */
function twoFaced(action: CoreAction, got: number): CoreAction {
  return new Proxy(action, {
    get: (target, key) => (key === 'seat' ? got : Reflect.get(target, key)),
  });
}

describe('the deal machine reads an action once', () => {
  test('the seat the guard checked is the seat that acts', () => {
    const start = rules.deal({ dealer: 0, seed: 3 });
    const actor = createActor(machine, { input: start }).start();
    const legal = rules.legalActions(start)[0];
    const other = start.next[legal.seat];
    actor.send({ type: 'ACTION', action: twoFaced(legal, other) });
    const { actions, game, error } = actor.getSnapshot().context;
    expect(error).toBeNull();
    expect(actions).toEqual([legal]);
    // The kernel applied the checked seat's action, as a plain apply of `legal` does.
    const expected = rules.applyAction(start, legal);
    expect(expected.ok && game).toEqual(expected.ok && expected.value);
  });

  test('a refused action is kept as the plain copy that was checked', () => {
    const start = rules.deal({ dealer: 0, seed: 3 });
    const actor = createActor(machine, { input: start }).start();
    const wrong = { type: 'play', seat: start.next[start.turn], card: 'CJ' } as const;
    const sent = twoFaced(wrong, 9);
    actor.send({ type: 'ACTION', action: sent });
    const { rejected, error } = actor.getSnapshot().context;
    expect(error?.code).toBe('OUT_OF_TURN');
    expect(rejected).toEqual(wrong);
    expect(rejected).not.toBe(sent);
    expect((rejected as CoreAction).seat).toBe(wrong.seat);
  });

  test('input that cannot be read is refused and not kept', () => {
    const start = rules.deal({ dealer: 0, seed: 3 });
    const actor = createActor(machine, { input: start }).start();
    const hostile = {
      get type(): string {
        throw new Error('no');
      },
      seat: 1,
    } as unknown as CoreAction;
    actor.send({ type: 'ACTION', action: hostile });
    const { rejected, error } = actor.getSnapshot().context;
    expect(error?.code).toBe('INVALID_ACTION');
    expect(rejected).toBeNull();
  });
});
