import type { TrumpSpec } from '@stich/core';
import type { DoppelkopfGame } from './games';
import type { DoppelkopfOptions } from './options';

/** The queens and jacks, highest first: trumps in the normal game and every Farbsolo (2.2, 4.4.1). */
const QUEENS = ['CQ', 'SQ', 'HQ', 'DQ'] as const;
const JACKS = ['CJ', 'SJ', 'HJ', 'DJ'] as const;

/**
 * The trump modes of Doppelkopf under these options, by name: `normal` (the normal game,
 * a Hochzeit, a stille Hochzeit and the Karo-Solo, 2.2 and 4.4.1), `soloC`, `soloS` and
 * `soloH` (the other Farbsoli), `damen`, `buben` and `fleischlos` (4.4.2-4.4.4), and with
 * option `extraSolos` `koenige` and `damenBuben` (7.19). Of two
 * identical cards the first played wins (2.5), except the ♥10 with `dullen: 'secondWins'`
 * (2.6). Without the nines they drop out of every order.
 *
 * @example
 * doppelkopfModes(doppelkopf.defaults).normal.permanent[0]; // 'HT'
 */
export function doppelkopfModes(o: DoppelkopfOptions): Readonly<Record<string, TrumpSpec>> {
  const nines = o.deck === '48';
  const plain = (...ranks: TrumpSpec['plainOrder']) =>
    ranks.filter((rank) => nines || rank !== '9');
  const dullen = o.dullenAreTrump ? (['HT'] as const) : [];
  const ties = {
    identical: 'earlier',
    laterWins: o.dullen === 'secondWins' && o.dullenAreTrump ? ['HT'] : [],
  } as const;
  const suitSolo = (suit: 'C' | 'S' | 'H' | 'D'): TrumpSpec => ({
    permanent: [...dullen, ...QUEENS, ...JACKS],
    suit,
    plainOrder: plain('A', 'T', 'K', '9'),
    ...ties,
  });
  // Option `schweinchen` (7.12): the normal game's order with the Schweine (both ♦A) on
  // top, and the Superschweine above them; only when on, so the default keeps its modes.
  const pigs = o.schweinchen;
  const superPigs = pigs?.superschweinchen === 'neunen' ? 'D9' : 'DT';
  const normal = suitSolo('D');
  const withPigs = (top: readonly ('DA' | 'DT' | 'D9')[]): TrumpSpec => ({
    ...normal,
    permanent: [...top, ...normal.permanent],
  });
  return {
    normal,
    ...(pigs === undefined ? {} : { normalSchweine: withPigs(['DA']) }),
    ...(pigs === undefined || (pigs.superschweinchen ?? 'off') === 'off'
      ? {}
      : { normalSuperschweine: withPigs([superPigs, 'DA']) }),
    soloC: suitSolo('C'),
    soloS: suitSolo('S'),
    soloH: suitSolo('H'),
    // The ♥10 is a plain heart here, so `dullen` does not touch these (2.6).
    damen: { permanent: QUEENS, suit: null, plainOrder: plain('A', 'T', 'K', 'J', '9') },
    buben: { permanent: JACKS, suit: null, plainOrder: plain('A', 'T', 'K', 'Q', '9') },
    fleischlos: { permanent: [], suit: null, plainOrder: plain('A', 'T', 'K', 'Q', 'J', '9') },
    // Option `extraSolos` (7.19), only when named: the default options keep their modes.
    ...(o.extraSolos?.includes('koenig')
      ? {
          koenige: {
            permanent: ['CK', 'SK', 'HK', 'DK'],
            suit: null,
            plainOrder: plain('A', 'T', 'Q', 'J', '9'),
          },
        }
      : {}),
    ...(o.extraSolos?.includes('damenBuben')
      ? {
          damenBuben: {
            permanent: [...QUEENS, ...JACKS],
            suit: null,
            plainOrder: plain('A', 'T', 'K', '9'),
          },
        }
      : {}),
  };
}

/**
 * The trump mode a game is played in (see {@link doppelkopfModes}).
 *
 * @example
 * modeOf({ kind: 'farbsolo', suit: 'D' }); // 'normal'
 */
export function modeOf(game: DoppelkopfGame): string {
  switch (game.kind) {
    case 'farbsolo':
      return game.suit === 'D' ? 'normal' : `solo${game.suit}`;
    case 'damensolo':
      return 'damen';
    case 'bubensolo':
      return 'buben';
    case 'fleischlos':
      return 'fleischlos';
    case 'koenigssolo':
      return 'koenige';
    case 'damenBubenSolo':
      return 'damenBuben';
    default:
      return 'normal';
  }
}
