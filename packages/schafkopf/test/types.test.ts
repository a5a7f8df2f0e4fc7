import { describe, expectTypeOf, test } from 'vitest';
import type { GameFacts, SchafkopfGame } from '../src/index';

describe('types', () => {
  test('a game with sides is never a Ramsch; a Ramsch is a SchafkopfGame', () => {
    expectTypeOf<{ kind: 'ramsch' }>().not.toExtend<GameFacts['game']>();
    expectTypeOf<{ kind: 'bettel' }>().toExtend<GameFacts['game']>();
    expectTypeOf<{ kind: 'ramsch' }>().toExtend<SchafkopfGame>();
  });
});
