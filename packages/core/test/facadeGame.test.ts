import { kalterSchlag } from '@stich/kalter-schlag';
import { describe, expect, test } from 'vitest';
import {
  type CoreAction,
  createGame,
  type Game,
  type GameEvent,
  Rng,
  StichRuleError,
  tryCreateGame,
} from '../src/index';
import { DONE } from '../src/kernel/index';

function playToEnd(game: Pick<Game, 'isOver' | 'legalActions' | 'apply'>, rng = new Rng(9)): void {
  while (!game.isOver()) {
    const legal = game.legalActions();
    const r = game.apply(legal[rng.below(legal.length)]);
    if (!r.ok) throw new Error(r.error.message);
  }
}

describe('createGame', () => {
  test('deals from a seed, the same as the kernel', () => {
    const game = createGame(kalterSchlag, { dealer: 2, seed: 42 });
    expect(game.state()).toEqual(kalterSchlag.rules().deal({ dealer: 2, seed: 42 }));
    expect(game.turn()).toBe(3);
    expect(game.isOver()).toBe(false);
    expect(game.outcome()).toBeUndefined();
  });

  test('deals explicit hands', () => {
    const hands = createGame(kalterSchlag, { seed: 1 }).record().hands!;
    const game = createGame(kalterSchlag, { dealer: 0, hands });
    expect(game.record().hands).toEqual(hands);
    expect(game.record().seed).toBeUndefined();
  });

  test.each([
    [{ options: { rounding: 'fiv' } }, 'INVALID_OPTIONS', ['options', 'rounding']],
    [{ options: { colour: 1 } }, 'INVALID_OPTIONS', ['options', 'colour']],
    [{ dealr: 1 }, 'INVALID_OPTIONS', ['dealr']],
    [{ dealer: 4 }, 'INVALID_DEAL', ['dealer']],
    [{ dealer: -1 }, 'INVALID_DEAL', ['dealer']],
    [{ seed: 1.5 }, 'INVALID_DEAL', ['seed']],
    [{ skat: [] }, 'INVALID_DEAL', ['skat']],
    [{ hands: [['CJ'], [], [], []] }, 'INVALID_DEAL', ['hands', 0]],
  ])('refuses %j with %s at its path', (setup, code, path) => {
    const r = tryCreateGame(kalterSchlag, setup as never);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe(code);
      expect(r.error.path).toEqual(path);
    }
    expect(() => createGame(kalterSchlag, setup as never)).toThrow(StichRuleError);
  });

  test('refuses an unknown card code in the hands', () => {
    const hands = createGame(kalterSchlag, { seed: 1 })
      .record()
      .hands!.map((h) => [...h]);
    hands[1][3] = 'C6';
    const r = tryCreateGame(kalterSchlag, { hands });
    expect(!r.ok && r.error).toMatchObject({ code: 'UNKNOWN_CARD', path: ['hands', 1, 3] });
  });
});

describe('Game.apply', () => {
  test('an accepted action returns its index and the new state', () => {
    const game = createGame(kalterSchlag, { seed: 3 });
    const action = game.legalActions()[1];
    const r = game.apply(action);
    expect(r.ok && r.value.index).toBe(0);
    expect(r.ok && r.value.action).toEqual(action);
    expect(r.ok && r.value.state).toBe(game.state());
  });

  test('an illegal action gets the kernel code and message, and nothing changes', () => {
    const game = createGame(kalterSchlag, { seed: 3, dealer: 0 });
    const before = game.state();
    const action: CoreAction = { type: 'play', seat: 3, card: game.view(3).hand[0] };
    const r = game.apply(action);
    const expected = game.rules.check(before, action);
    expect(r).toEqual(expected);
    expect(!r.ok && r.error.code).toBe('OUT_OF_TURN');
    expect(game.state()).toBe(before);
    expect(game.record().actions).toEqual([]);
  });

  test('after the deal every action is refused with GAME_OVER', () => {
    const game = createGame(kalterSchlag, { seed: 5 });
    playToEnd(game);
    const r = game.apply({ type: 'play', seat: 0, card: 'CJ' });
    expect(!r.ok && r.error.code).toBe('GAME_OVER');
    expect(game.legalActions()).toEqual([]);
    expect(game.turn()).toBeNull();
    expect(game.outcome()).toEqual(game.rules.outcome(game.state()));
  });

  test('a whole deal through the facade ends as the kernel says', () => {
    const game = createGame(kalterSchlag, { seed: 12, dealer: 1 });
    playToEnd(game);
    const record = game.record();
    let s = game.rules.deal({ dealer: 1, seed: 12 });
    for (const action of record.actions) {
      const r = game.rules.applyAction(s, action as CoreAction);
      if (!r.ok) throw new Error(r.error.message);
      s = r.value;
    }
    expect(s).toEqual(game.state());
    expect(record.outcome).toEqual(JSON.parse(JSON.stringify(game.outcome())));
    expect(record).toMatchObject({ variant: 'kalter-schlag', dealer: 1, seed: 12 });
  });
});

describe('Game.view', () => {
  test("shows a seat's own hand only", () => {
    const game = createGame(kalterSchlag, { seed: 8 });
    const view = game.view(2);
    expect(view.hand).toHaveLength(8);
    expect(view.openHands).toEqual([null, null, null, null]);
    expect(() => game.view(4)).toThrow(RangeError);
  });
});

describe('Game.subscribe', () => {
  test('events fire in order: action, trick, phase, dealOver; rejections too', () => {
    const game = createGame(kalterSchlag, { seed: 21 });
    const events: GameEvent[] = [];
    const stop = game.subscribe((e) => events.push(e));
    game.apply({ type: 'play', seat: 9, card: 'CJ' });
    expect(events.map((e) => e.type)).toEqual(['rejected']);
    expect(events[0]).toMatchObject({ error: { code: 'INVALID_ACTION' } });
    events.length = 0;
    playToEnd(game);
    const types = events.map((e) => e.type);
    const actions = events.filter((e) => e.type === 'action');
    expect(actions.map((e) => e.index)).toEqual(actions.map((_, i) => i));
    const tricks = events.filter((e) => e.type === 'trick');
    expect(tricks).toHaveLength(8);
    expect(tricks.map((t) => t.winner)).toEqual(game.state().winners);
    // Each trick event directly follows the action that completed it.
    types.forEach((t, i) => {
      if (t === 'trick') expect(types[i - 1]).toBe('action');
    });
    expect(types.slice(-3)).toEqual(['trick', 'phase', 'dealOver']);
    expect(events.at(-2)).toEqual({ type: 'phase', from: 'play', to: DONE });
    expect(events.at(-1)).toEqual({ type: 'dealOver', outcome: game.outcome() });
    const first = tricks[0];
    expect(first.type === 'trick' && first.cards.map((c) => c.card)).toEqual(
      game.view(0).tricks[0].cards.map((c) => c.card),
    );
    game.apply({ type: 'double', seat: 0 });
    expect(events.at(-1)).toMatchObject({ type: 'rejected', error: { code: 'GAME_OVER' } });
    stop();
    const n = events.length;
    game.apply({ type: 'double', seat: 0 });
    expect(events).toHaveLength(n);
  });

  test('events also fire for actions sent straight to the actor', () => {
    const game = createGame(kalterSchlag, { seed: 22 });
    const events: GameEvent[] = [];
    game.subscribe((e) => events.push(e));
    game.actor.send({ type: 'ACTION', action: game.legalActions()[0] });
    expect(events).toEqual([{ type: 'action', index: 0, action: game.record().actions[0] }]);
  });

  test('a throwing listener does not stop the others; apply throws after the action is applied', () => {
    const game = createGame(kalterSchlag, { seed: 23 });
    const seen: string[] = [];
    game.subscribe(() => {
      throw new Error('listener bug');
    });
    game.subscribe((e) => seen.push(e.type));
    expect(() => game.apply(game.legalActions()[0])).toThrow('listener bug');
    expect(seen).toEqual(['action']);
    expect(game.record().actions).toHaveLength(1);
  });
});
