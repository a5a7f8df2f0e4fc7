import type { Deck } from '../cards/deck';
import type { TrumpSpec } from './trickTable';

/**
 * A trump spec's tie rules per card: for each card id, 1 when a later-played copy beats an
 * earlier one (`identical`, overridden by `laterWins` and `earlierWins`), and whether the
 * cards in copies disagree (`mixedTies`). A code the deck lacks, or one named in both
 * lists, throws a `RangeError` naming the deck.
 *
 * @example
 * tieRules(deck, { ...spec, identical: 'earlier', laterWins: ['HT'] }, false).mixedTies; // true with two ♥10
 */
export function tieRules(
  deck: Deck,
  spec: TrumpSpec,
  laterWins: boolean,
): { laterWinsOf: Uint8Array; mixedTies: boolean } {
  const laterWinsOf = new Uint8Array(deck.size).fill(laterWins ? 1 : 0);
  const later = spec.laterWins ?? [];
  const earlier = spec.earlierWins ?? [];
  let mixedTies = false;
  for (const [codes, value] of [
    [later, 1],
    [earlier, 0],
  ] as const) {
    for (const code of codes) {
      const ids = deck.idsOf(code);
      if (ids === undefined)
        throw new RangeError(`card ${code} of the tie rules is not in deck ${deck.id}`);
      if (later.includes(code) && earlier.includes(code))
        throw new RangeError(`card ${code} is in both laterWins and earlierWins (deck ${deck.id})`);
      for (const id of ids) laterWinsOf[id] = value;
      if (ids.length > 1 && value !== (laterWins ? 1 : 0)) mixedTies = true;
    }
  }
  return { laterWinsOf, mixedTies };
}
