import { field, type GameState, type ValuesOf } from '@stich/core';

/**
 * What a session tells each deal of Doppelkopf (4.8, 4.9): who still owes a Pflichtsolo,
 * and who is forced to play it now (the Vorführung). A deal played alone is the first of
 * a session: everyone owes, nobody is forced.
 *
 * @example
 * createGame(doppelkopf, { seed: 1, setup: { owes: [false, true, true, true] } });
 */
export const DOPPELKOPF_SETUP = {
  owes: field.array(field.boolean(), {
    min: 4,
    max: 5,
    default: [true, true, true, true],
    describe:
      'per seat, whether it still owes its Pflichtsolo this session (a seat not listed owes it)',
  }),
  forced: field.int({
    min: -1,
    max: 4,
    default: -1,
    describe: 'the seat forced to play its Pflichtsolo now (Vorführung, 4.9.4), or -1',
  }),
  // Only with option `bock`, and absent otherwise: the setups (and so the records) of
  // deals without it keep their form.
  bock: field.boolean({
    optional: true,
    describe: 'a Bock deal (option `bock`, 7.16): every score of the deal counts double',
  }),
  bockQueued: field.int({
    min: 0,
    optional: true,
    describe: 'Bock deals in the queue, this deal included (option `bock`)',
  }),
};

/**
 * A Doppelkopf deal's setup (see {@link DOPPELKOPF_SETUP}).
 *
 * @example
 * const setup: DoppelkopfSetup = { owes: [true, true, false, true], forced: -1 };
 */
export type DoppelkopfSetup = ValuesOf<typeof DOPPELKOPF_SETUP>;

/**
 * Whether `seat` still owes its Pflichtsolo by the deal's setup; a seat the setup does not
 * list (the fifth of a lone deal at a table of five) owes it.
 *
 * @example
 * owesPflichtsolo(state, 4); // true in a lone deal
 */
export function owesPflichtsolo(s: GameState<unknown>, seat: number): boolean {
  return setupOf(s).owes[seat] ?? true;
}

/**
 * The setup of a deal (core fills in the defaults).
 *
 * @example
 * setupOf(state).owes[2]; // true while seat 2 owes its Pflichtsolo
 */
export function setupOf(s: GameState<unknown>): DoppelkopfSetup {
  return s.setup as DoppelkopfSetup;
}
