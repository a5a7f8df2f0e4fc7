import type { SeatView } from '@stich/core';
import { describe, expect, test } from 'vitest';
import type { SchafkopfAction, SchafkopfView } from '../src/index';
import { schafkopfReport } from '../src/plugin';

/** The part of a seat's view the labels read: the phase, the doublings said, what it may do. */
function viewOf(
  phase: string,
  doublings: string[],
  types: string[],
): SeatView<SchafkopfAction, SchafkopfView> {
  return {
    phase,
    doublings: doublings.map((name, seat) => ({ seat, name })),
    legalActions: types.map((type) => ({ type, seat: 0 })),
  } as unknown as SeatView<SchafkopfAction, SchafkopfView>;
}

describe('button labels by the view of the seat choosing (the web table, the CLI menu)', () => {
  // Kontra first, Re in answer, then Sup and Hirsch (the variant's doubling steps).
  test.each<
    [SchafkopfAction['type'], SeatView<SchafkopfAction, SchafkopfView> | undefined, string]
  >([
    ['pass', viewOf('announce', [], ['pass', 'claimGame']), 'pass ("weiter")'],
    ['pass', undefined, 'pass ("weiter")'],
    ['double', viewOf('kontra', [], ['double', 'pass']), 'Kontra (double the game)'],
    ['pass', viewOf('kontra', [], ['double', 'pass']), 'no Kontra'],
    ['double', viewOf('kontra', ['kontra'], ['double', 'pass']), 'Re (double the game)'],
    ['pass', viewOf('kontra', ['kontra'], ['double', 'pass']), 'no Re'],
    ['double', viewOf('kontra', ['kontra', 're'], ['double', 'pass']), 'Sup (double the game)'],
    ['pass', viewOf('kontra', [], ['pass']), 'pass'],
    ['double', undefined, 'Kontra (double the game)'],
  ])('%s in %j reads %s', (type, view, label) => {
    expect(schafkopfReport.actionLabel?.({ type, seat: 0 } as SchafkopfAction, view)).toBe(label);
  });
});
