import type { Contract, DeclareAction, Game } from '../contract';

/**
 * A contract as an ISS record writes it: the game letter and the flags given.
 *
 * @example
 * const grandHand: IssContract = { game: 'G', ouvert: false, hand: true, schneider: false, schwarz: false }; // ISS code GH
 */
export interface IssContract {
  readonly game: Game;
  readonly ouvert: boolean;
  readonly hand: boolean;
  readonly schneider: boolean;
  readonly schwarz: boolean;
}

const CONTRACT = /^([GCSHDN])([OHSZ]*)$/;

/**
 * Reads an ISS contract code: a game letter `G C S H D N`, then any of `O` (ouvert),
 * `H` (hand), `S` (schneider announced), `Z` (schwarz announced), each at most once.
 * Returns `null` for anything else.
 *
 * @example
 * parseIssContract('NOH'); // { game: 'N', ouvert: true, hand: true, schneider: false, schwarz: false }
 */
export function parseIssContract(code: string): IssContract | null {
  const m = CONTRACT.exec(code);
  if (m === null) return null;
  const flags = m[2];
  if (new Set(flags).size !== flags.length) return null;
  return {
    game: m[1] as Game,
    ouvert: flags.includes('O'),
    hand: flags.includes('H'),
    schneider: flags.includes('S'),
    schwarz: flags.includes('Z'),
  };
}

/**
 * The declare action for an ISS contract. A suit or grand ouvert implies hand and both
 * announcements, so `hand` is left to the rules there; elsewhere a missing `H` means the
 * skat was taken up (the rules refuse it if it was not).
 *
 * @example
 * declareOf(1, parseIssContract('DHS')!); // { type: 'declare', seat: 1, game: 'D', hand: true, schneider: true }
 */
export function declareOf(seat: number, c: IssContract): DeclareAction {
  const implied = c.ouvert && c.game !== 'N';
  return {
    type: 'declare',
    seat,
    game: c.game,
    ...(implied && !c.hand ? {} : { hand: c.hand }),
    ...(c.schneider ? { schneider: true } : {}),
    ...(c.schwarz ? { schwarz: true } : {}),
    ...(c.ouvert ? { ouvert: true } : {}),
  };
}

/**
 * The ISS code of a contract: `GO` for a grand ouvert (hand and announcements implied),
 * `CHZ` for clubs hand with schwarz announced (schneider implied), `NOH`, `DHS`, `G`.
 *
 * @example
 * issContractCode({ game: 'C', hand: true, schneider: true, schwarz: true, ouvert: false }); // 'CHZ'
 */
export function issContractCode(c: Contract): string {
  if (c.game !== 'N' && c.ouvert) return `${c.game}O`;
  const schneider = c.schneider && !c.schwarz ? 'S' : '';
  return `${c.game}${c.ouvert ? 'O' : ''}${c.hand ? 'H' : ''}${schneider}${c.schwarz ? 'Z' : ''}`;
}
