import { describe, expect, test } from 'vitest';
import {
  classRank,
  declarableGames,
  GAME_CLASSES,
  gameAllowed,
  SCHAFKOPF_DEFAULTS,
  type SchafkopfGame,
} from '../src/index';
import { withOptions } from './helpers';

const everyGame = withOptions({
  bettel: true,
  farbwenz: true,
  geier: true,
  farbgeier: true,
  allPassed: 'ramsch',
});

describe('game classes (3.1)', () => {
  test.each([
    [{ kind: 'sauspiel', calledSuit: 'C' }, 1],
    [{ kind: 'bettel' }, 2],
    [{ kind: 'farbwenz', suit: 'S', tout: false }, 3],
    [{ kind: 'farbgeier', suit: 'H', tout: false }, 3],
    [{ kind: 'wenz', tout: false }, 4],
    [{ kind: 'geier', tout: false }, 4],
    [{ kind: 'farbsolo', suit: 'D', tout: false }, 5],
    [{ kind: 'farbwenz', suit: 'S', tout: true }, 13],
    [{ kind: 'wenz', tout: true }, 14],
    [{ kind: 'farbsolo', suit: 'C', tout: true }, 15],
    [{ kind: 'sie' }, 20],
  ] as [SchafkopfGame, number][])('%j has rank %i', (game, rank) => {
    expect(classRank(game, everyGame)).toBe(rank);
  });

  test.each([
    [{ kind: 'wenz', tout: false }, 5],
    [{ kind: 'geier', tout: false }, 5],
    [{ kind: 'wenz', tout: true }, 15],
    [{ kind: 'farbwenz', suit: 'C', tout: false }, 3],
  ] as [SchafkopfGame, number][])('wenzRank equalFarbsolo: %j has rank %i', (game, rank) => {
    expect(classRank(game, withOptions({ wenzRank: 'equalFarbsolo' }))).toBe(rank);
  });

  test('the default order: Sauspiel < Wenz < Farbsolo < Wenz-Tout < Solo-Tout < Sie (3.1)', () => {
    const ranks = declarableGames(SCHAFKOPF_DEFAULTS).map((g) => classRank(g, SCHAFKOPF_DEFAULTS));
    expect([...new Set(ranks)]).toEqual([1, 4, 5, 14, 15, 20]);
  });

  test('every class from rank 2 is one against three (3.1)', () => {
    for (const cls of Object.values(GAME_CLASSES)) if (cls.rank >= 2) expect(cls.solo).toBe(true);
    expect(GAME_CLASSES.sauspiel.solo).toBe(false);
  });

  test('suits never rank in the duel: all four Farbsoli are equal (3.1)', () => {
    const solos = (['C', 'S', 'H', 'D'] as const).map((suit) =>
      classRank({ kind: 'farbsolo', suit, tout: false }, SCHAFKOPF_DEFAULTS),
    );
    expect(new Set(solos).size).toBe(1);
  });
});

describe('games the options allow (3.1, 7)', () => {
  test.each([
    [{ kind: 'bettel' }, 'bettel'],
    [{ kind: 'farbwenz', suit: 'H', tout: false }, 'farbwenz'],
    [{ kind: 'geier', tout: false }, 'geier'],
    [{ kind: 'farbgeier', suit: 'D', tout: false }, 'farbgeier'],
    [{ kind: 'sie' }, 'sie'],
    [{ kind: 'wenz', tout: true }, 'tout'],
    [{ kind: 'farbsolo', suit: 'C', tout: true }, 'tout'],
  ] as [SchafkopfGame, 'bettel' | 'farbwenz' | 'geier' | 'farbgeier' | 'sie' | 'tout'][])(
    '%j needs option %s',
    (game, option) => {
      expect(gameAllowed(game, withOptions({ ...everyGame, [option]: true }))).toBe(true);
      expect(gameAllowed(game, withOptions({ ...everyGame, [option]: false }))).toBe(false);
    },
  );

  test('Ramsch is played only with allPassed = ramsch (3.5)', () => {
    expect(gameAllowed({ kind: 'ramsch' }, SCHAFKOPF_DEFAULTS)).toBe(false);
    expect(gameAllowed({ kind: 'ramsch' }, withOptions({ allPassed: 'ramsch' }))).toBe(true);
  });

  test('default games: three Sauspiele, Wenz, four Farbsoli, their five Touts, Sie', () => {
    const names = declarableGames(SCHAFKOPF_DEFAULTS).map((g) =>
      [
        g.kind,
        'suit' in g ? g.suit : '',
        'calledSuit' in g ? g.calledSuit : '',
        'tout' in g && g.tout ? 'tout' : '',
      ]
        .filter((w) => w !== '')
        .join(' '),
    );
    expect(names).toEqual([
      'sauspiel C',
      'sauspiel S',
      'sauspiel D',
      'wenz',
      'farbsolo C',
      'farbsolo S',
      'farbsolo H',
      'farbsolo D',
      'wenz tout',
      'farbsolo C tout',
      'farbsolo S tout',
      'farbsolo H tout',
      'farbsolo D tout',
      'sie',
    ]);
  });

  test('with every option on: 39 games, the Herz-Sau is never called, Bettel has no Tout', () => {
    const games = declarableGames(withOptions({ ...everyGame }));
    // 3 Sauspiele, Bettel, 4 Farbwenz + 4 Farbgeier + Wenz + Geier + 4 Farbsoli (14), the same 14 as Tout, Sie
    expect(games).toHaveLength(3 + 1 + 14 + 14 + 1);
    expect(games.some((g) => g.kind === 'sauspiel' && g.calledSuit === ('H' as string))).toBe(
      false,
    );
  });
});

describe('8.16: what the duel compares (the duel itself needs the announcement phases)', () => {
  const rank = (game: SchafkopfGame, options = SCHAFKOPF_DEFAULTS) => classRank(game, options);

  test('(a) Wenz is rank 4, Farbsolo 5: a Farbsolo outranks a kept Wenz', () => {
    expect(rank({ kind: 'wenz', tout: false })).toBe(4);
    expect(rank({ kind: 'farbsolo', suit: 'S', tout: false })).toBe(5);
  });

  test('(b) with the claim at 5, a Herz-Solo may be declared and a Wenz may not; C may name 14 or 15', () => {
    expect(rank({ kind: 'farbsolo', suit: 'H', tout: false })).toBeGreaterThanOrEqual(5);
    expect(rank({ kind: 'wenz', tout: false })).toBeLessThan(5);
    const above = declarableGames(SCHAFKOPF_DEFAULTS)
      .map((g) => rank(g))
      .filter((r) => r > 5 && r < 20);
    expect([...new Set(above)]).toEqual([14, 15]);
  });

  test('(c) with wenzRank equalFarbsolo, a Wenz claims rank 5 and A may keep with a Wenz', () => {
    const options = withOptions({ wenzRank: 'equalFarbsolo' });
    expect(rank({ kind: 'wenz', tout: false }, options)).toBe(5);
    expect(rank({ kind: 'farbsolo', suit: 'C', tout: false }, options)).toBe(5);
  });

  test('(d) Wenz-Tout is 14 and Solo-Tout 15', () => {
    expect(rank({ kind: 'wenz', tout: true })).toBe(14);
    expect(rank({ kind: 'farbsolo', suit: 'C', tout: true })).toBe(15);
  });
});
