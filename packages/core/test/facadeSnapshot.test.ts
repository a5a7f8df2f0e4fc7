import { kalterSchlag } from '@stich/kalter-schlag';
import { describe, expect, test } from 'vitest';
import { GAME_SNAPSHOT_FORMAT } from '../src/facade/gameSnapshotSchema';
import { createGame, Rng, restoreGame } from '../src/index';

const roundTrip = <T>(value: T): T => JSON.parse(JSON.stringify(value));

describe('game snapshots', () => {
  test.each([1, 2, 3])(
    'snapshot -> restore gives the same game at every step of a deal (seed %i)',
    (seed) => {
      const game = createGame(kalterSchlag, {
        seed,
        dealer: seed % 4,
        options: { rounding: 'five' },
      });
      const rng = new Rng(seed);
      for (;;) {
        const snapshot = roundTrip(game.snapshot());
        const restored = restoreGame(kalterSchlag, snapshot);
        if (!restored.ok) throw new Error(restored.error.message);
        expect(restored.value.state()).toEqual(game.state());
        expect(restored.value.snapshot()).toEqual(snapshot);
        expect(restored.value.rules).toBe(game.rules);
        expect(restored.value.actor.getSnapshot().value).toBe(game.actor.getSnapshot().value);
        if (game.isOver()) break;
        const legal = game.legalActions();
        game.apply(legal[rng.below(legal.length)]);
      }
      expect(game.snapshot().actions.length).toBeGreaterThanOrEqual(32);
    },
  );

  test('a snapshot is plain JSON with a format tag and version', () => {
    const game = createGame(kalterSchlag, { seed: 4, dealer: 1 });
    game.apply(game.legalActions()[0]);
    const snapshot = game.snapshot();
    expect(roundTrip(snapshot)).toEqual(snapshot);
    expect(snapshot).toMatchObject({
      format: GAME_SNAPSHOT_FORMAT,
      version: 1,
      variant: 'kalter-schlag',
      options: kalterSchlag.defaults,
      dealer: 1,
      skat: [],
      actions: [game.record().actions[0]],
    });
    expect(snapshot.hands.map((h) => h.length)).toEqual([8, 8, 8, 8]);
  });

  const good = () => {
    const game = createGame(kalterSchlag, { seed: 6, dealer: 0 });
    for (let i = 0; i < 6; i++) game.apply(game.legalActions().at(-1)!);
    return roundTrip(game.snapshot()) as unknown as Record<string, unknown> & {
      hands: string[][];
      actions: Record<string, unknown>[];
    };
  };

  const corrupt: [string, (s: ReturnType<typeof good>) => unknown, (string | number)[], number?][] =
    [
      ['not an object', () => 'nope', []],
      ['a wrong format tag', (s) => ({ ...s, format: 'other' }), ['format']],
      ['a newer version', (s) => ({ ...s, version: 2 }), ['version']],
      ['an unknown key', (s) => ({ ...s, extra: 1 }), ['extra']],
      ['another variant', (s) => ({ ...s, variant: 'skat' }), ['variant']],
      ['bad options', (s) => ({ ...s, options: { target: -5 } }), ['options', 'target']],
      ['a bad dealer', (s) => ({ ...s, dealer: 4 }), ['dealer']],
      [
        'a card dealt twice',
        (s) => ({ ...s, hands: [[...s.hands[0].slice(0, 7), s.hands[1][0]], ...s.hands.slice(1)] }),
        ['hands', 1, 0],
      ],
      [
        'an unknown card',
        (s) => ({ ...s, hands: [['XX', ...s.hands[0].slice(1)], ...s.hands.slice(1)] }),
        ['hands', 0, 0],
      ],
      [
        'an action out of turn',
        (s) => ({ ...s, actions: [s.actions[1], ...s.actions] }),
        ['actions', 0, 'seat'],
        0,
      ],
      [
        'a malformed action',
        (s) => ({ ...s, actions: [...s.actions.slice(0, 3), { type: 'play', seat: 1 }] }),
        ['actions', 3, 'card'],
        3,
      ],
      [
        'a repeated action',
        (s) => ({ ...s, actions: [...s.actions, s.actions.at(-1)] }),
        ['actions', 6],
        6,
      ],
    ];

  test.each(corrupt)(
    'refuses %s with INVALID_SNAPSHOT at its path',
    (_name, spoil, path, index) => {
      const r = restoreGame(kalterSchlag, spoil(good()));
      expect(r.ok).toBe(false);
      if (r.ok) return;
      expect(r.error.code).toBe('INVALID_SNAPSHOT');
      expect(r.error.path?.slice(0, path.length)).toEqual(path);
      expect(r.error.index).toBe(index);
    },
  );

  test('a refused action names the kernel reason in the message', () => {
    const s = good();
    const r = restoreGame(kalterSchlag, { ...s, actions: [s.actions[1], ...s.actions] });
    expect(!r.ok && r.error.message).toMatch(/^action 0: OUT_OF_TURN: /);
  });
});
