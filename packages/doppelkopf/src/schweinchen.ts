import type { GameState, KernelContext } from '@stich/core';
import { seatOfPlay } from '@stich/core/kernel';
import type { DoppelkopfOptions } from './options';
import { DOKO_PLAYERS, deckOf } from './rules';
import type { DoppelkopfState } from './state';

/** @inline */
type S = GameState<DoppelkopfState>;

/** The seat that holds or played every card of `ids`, or -1. */
function ownerOfAll(s: S, ids: readonly number[]): number {
  let owner = -1;
  for (const id of ids) {
    let seat = -1;
    for (let k = 0; k < s.seats && seat < 0; k++)
      if ((s.hands[2 * k + (id >>> 5)] & (1 << (id & 31))) !== 0) seat = k;
    if (seat < 0) {
      const i = s.history.indexOf(id);
      if (i >= 0) seat = seatOfPlay(s, Math.floor(i / DOKO_PLAYERS), i % DOKO_PLAYERS);
    }
    if (seat < 0 || (owner >= 0 && seat !== owner)) return -1;
    owner = seat;
  }
  return owner;
}

/**
 * Who holds the Schweine and the Superschweine of a deal under option `schweinchen`
 * (7.12): the seat with both ♦A, and the seat with both ♦10 (both ♦9 with
 * `superschweinchen: 'neunen'`) when there are Schweine; -1 where there are none. Cards
 * played count for the seat that played them.
 *
 * @example
 * pigsOf(doppelkopf.defaults, state); // { schweine: -1, superschweine: -1 } without the option
 */
export function pigsOf(
  o: DoppelkopfOptions,
  s: S,
): { readonly schweine: number; readonly superschweine: number } {
  const pigs = o.schweinchen;
  if (pigs === undefined) return { schweine: -1, superschweine: -1 };
  const deck = deckOf(o);
  const schweine = ownerOfAll(s, deck.idsOf('DA') ?? []);
  const kind = pigs.superschweinchen ?? 'off';
  const code = kind === 'neunen' ? 'D9' : 'DT';
  const superschweine = schweine < 0 || kind === 'off' ? -1 : ownerOfAll(s, deck.idsOf(code) ?? []);
  return { schweine, superschweine };
}

/**
 * The trump mode of a normal game (also a Hochzeit and an Armut, not a solo) under option
 * `schweinchen` (7.12): `normalSuperschweine`, `normalSchweine` or `normal`.
 *
 * @example
 * normalModeWithPigs(options)(state); // 'normalSchweine' when one seat holds both ♦A
 */
export function normalModeWithPigs(o: DoppelkopfOptions): (s: S) => string {
  return function pigs(s: S): string {
    const { schweine, superschweine } = pigsOf(o, s);
    if (superschweine >= 0) return 'normalSuperschweine';
    return schweine >= 0 ? 'normalSchweine' : 'normal';
  };
}

/** Whether a trump mode has Schweine on top (see {@link normalModeWithPigs}). */
export function pigMode(ctx: KernelContext<DoppelkopfOptions>, s: S): boolean {
  const mode = ctx.trumpModes[s.trump];
  return mode === 'normalSchweine' || mode === 'normalSuperschweine';
}
