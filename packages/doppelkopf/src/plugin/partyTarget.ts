import type { SolveCount } from '@stich/core/plugin';
import type { Party } from '../index';

/** The marks of the Absagen keine 90, keine 60 and keine 30 (5.1.2). */
const MARKS = [90, 60, 30] as const;
const SCHWARZ = 4;

/**
 * What a party must take to win (5.9.2): card points, or tricks where schwarz was said,
 * and why when an announcement moved the mark.
 *
 * @example
 * const target: PartyTarget = { count: 'points', target: 151, why: 'Re said keine 90' };
 */
export interface PartyTarget {
  /** What the mark counts: card points, or tricks where schwarz was said. */
  readonly count: SolveCount;
  /** The least the party must take: card points out of 240, or tricks. */
  readonly target: number;
  /** The announcement that set the mark, in words; absent for 121 and 120 unmoved. */
  readonly why?: string;
}

const name = (party: Party) => (party === 're' ? 'Re' : 'Kontra');
const ABSAGE = ['keine 90', 'keine 60', 'keine 30', 'schwarz'] as const;

/**
 * A party's winning mark by the announcements made (5.9.2), in card points out of 240 or
 * in tricks out of `tricks`:
 * 1. with its own Absage, keep the opponents under its mark: 151, 181 or 211 card points,
 *    or every trick for schwarz;
 * 2. else against the opponents' Absage, reach the mark they denied: 90, 60 or 30, or one
 *    trick against schwarz;
 * 3. else 121 for Re and 120 for Kontra, swapped when only Kontra announced.
 *
 * @param made - each party's highest level (-1 none, 0 Re or Kontra, 1 keine 90 ... 4 schwarz)
 * @param party - the party asked about
 * @param tricks - the tricks of a deal (12, or 10 without the nines)
 * @example
 * partyTarget({ re: -1, kontra: 0 }, 're', 12); // { count: 'points', target: 120, why: 'Kontra announced, Re did not' }
 * partyTarget({ re: 4, kontra: -1 }, 'kontra', 12); // { count: 'tricks', target: 1, why: "against Re's schwarz" }
 */
export function partyTarget(
  made: { readonly re: number; readonly kontra: number },
  party: Party,
  tricks: number,
): PartyTarget {
  const other: Party = party === 're' ? 'kontra' : 're';
  const own = made[party];
  const theirs = made[other];
  if (own >= 1) {
    const why = `${name(party)} said ${ABSAGE[own - 1]}`;
    if (own === SCHWARZ) return { count: 'tricks', target: tricks, why };
    return { count: 'points', target: 241 - MARKS[own - 1], why };
  }
  if (theirs >= 1) {
    const why = `against ${name(other)}'s ${ABSAGE[theirs - 1]}`;
    if (theirs === SCHWARZ) return { count: 'tricks', target: 1, why };
    return { count: 'points', target: MARKS[theirs - 1], why };
  }
  if (made.kontra >= 0 && made.re < 0)
    return {
      count: 'points',
      target: party === 're' ? 120 : 121,
      why: 'Kontra announced, Re did not',
    };
  return { count: 'points', target: party === 're' ? 121 : 120 };
}
