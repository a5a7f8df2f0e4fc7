import { describe, expect, test } from 'vitest';
import { jacksAndSuit, jacksOnly, noTrumps, SKAT_DECK } from '../src/index';
import { compileTrickTable, type TrickTable } from '../src/kernel/index';

/** Whether, in every group, a lower id is a stronger card: checked pair by pair. */
function lowerIdIsStronger(table: TrickTable): boolean {
  for (let a = 0; a < SKAT_DECK.size; a++)
    for (let b = 0; b < SKAT_DECK.size; b++)
      if (a < b && table.group[a] === table.group[b] && !(table.power[a] > table.power[b]))
        return false;
  return true;
}

describe('lowestIdWins', () => {
  // The Skat deck runs A T K Q J 9 8 7 in each suit, clubs first: with jacks alone as
  // trumps (CJ, SJ, HJ, DJ have rising ids and falling strength) the order holds; a trump
  // suit puts the jacks above its ace, and null ranks the ten below the jack.
  test.each([
    ['jacks only (Kalter Schlag, Ramsch, grand)', jacksOnly(), true],
    ['jacks and hearts (a suit game)', jacksAndSuit('H'), false],
    ['jacks and diamonds', jacksAndSuit('D'), false],
    ['no trumps, A K Q J T 9 8 7 (null)', noTrumps(), false],
    ['no trumps, A T K Q J 9 8 7', noTrumps(['A', 'T', 'K', 'Q', 'J', '9', '8', '7']), true],
  ] as const)('%s: %s', (_name, spec, expected) => {
    const table = compileTrickTable(SKAT_DECK, spec);
    expect(table.lowestIdWins).toBe(expected);
    expect(lowerIdIsStronger(table)).toBe(expected);
  });
});
