import { cardText, longText, suitText } from './cardElement';

/**
 * A field name in words: `pickedBy` → `picked by`.
 *
 * @example
 * words('trumpSuit'); // 'trump suit'
 */
export function words(key: string): string {
  return key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
}

/**
 * A value of a game's view or outcome as short text, knowing no game: card codes in
 * card notation, suit letters as their short form (`♥`), lists by their items, objects as `key value` pairs; `null` when there is
 * nothing to say (null, false, an empty list). `long`: a card or suit on its own (not in
 * a list) with its name too (`♠A (ace of spades)`, `S (bells)`).
 *
 * @example
 * valueText(['SA', 'HT']); // '♠A ♥10'
 * valueText({ calledSuit: 'S' }, true); // 'called suit ♠ (spades)'
 */
export function valueText(value: unknown, long = false): string | null {
  if (value === null || value === undefined || value === false) return null;
  if (value === true) return 'yes';
  if (typeof value === 'string') {
    return (long ? longText(value) : null) ?? suitText(value) ?? cardText(value);
  }
  if (typeof value !== 'object') return String(value);
  if (Array.isArray(value)) {
    const items = value.map((v) => valueText(v)).filter((v) => v !== null);
    return items.length === 0 ? null : items.join(' ');
  }
  const pairs = Object.entries(value)
    .map(([k, v]) => {
      const text = valueText(v, long);
      return text === null ? null : text === 'yes' ? words(k) : `${words(k)} ${text}`;
    })
    .filter((v) => v !== null);
  return pairs.length === 0 ? null : pairs.join(', ');
}

/**
 * The rows to show of an object (a view's `extra`, an outcome): each field with
 * something to say, a card or suit on its own with its name.
 *
 * @example
 * factsOf({ bid: 18, passed: [] }); // [['bid', '18']]
 * factsOf({ calledCard: 'SA' }); // [['called card', '♠A (ace of spades)']]
 */
export function factsOf(value: unknown): [string, string][] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  return Object.entries(value)
    .map(([k, v]) => [words(k), valueText(v, true)] as const)
    .filter((row): row is [string, string] => row[1] !== null);
}

/**
 * Each seat's score in a deal's outcome, knowing no game: its `scores`, else its
 * `penalties`, else its first list of one number per seat; `null` when it has none.
 *
 * @example
 * seatScores({ scores: [0, -48, 0] }, 3); // [0, -48, 0]
 */
export function seatScores(outcome: unknown, seats: number): number[] | null {
  if (typeof outcome !== 'object' || outcome === null) return null;
  const o = outcome as Record<string, unknown>;
  const fits = (v: unknown): v is number[] =>
    Array.isArray(v) && v.length === seats && v.every((x) => typeof x === 'number');
  const named = ['scores', 'penalties'].map((k) => o[k]).find(fits);
  return named ?? Object.values(o).find(fits) ?? null;
}
