import type { Deck } from '../cards/deck';

/**
 * What a game's texts are written for: the language, and how the table names a seat
 * (1-based `Seat 2`, or the player's name). Passed to the presentation's hooks
 * ({@link PluginPresentation.viewFacts}, `outcomeLines`, `actionLabel`).
 *
 * @example
 * const ctx: TextContext = { language: 'de', seatName: (seat) => `Platz ${seat + 1}` };
 */
export interface TextContext {
  /** `en` or `de`. */
  readonly language: 'en' | 'de';
  /** A seat's name as the table shows it (never its 0-based index). */
  seatName(seat: number): string;
  /** The deck in play, for card names in its notation (absent: the French set). */
  readonly deck?: Deck;
}

/**
 * One labelled fact for people: `{ label: 'Reizwert', value: '18' }`. Both are finished
 * text in the context's language, no keys or codes.
 *
 * @example
 * const fact: TextFact = { label: 'declarer', value: 'Bert' };
 */
export interface TextFact {
  readonly label: string;
  readonly value: string;
}
