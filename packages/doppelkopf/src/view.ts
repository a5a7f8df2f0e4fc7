import type { ViewHookContext } from '@stich/core';
import type { DoppelkopfGame } from './games';
import type { DoppelkopfOptions } from './options';
import { announcementsOpen, deadlines, klaerungsstich } from './rules';
import { setupOf } from './setup';
import type { DoppelkopfState } from './state';

/**
 * What every seat sees of a Doppelkopf deal besides its hand and the tricks: all of it
 * is said aloud at the table.
 *
 * @example
 * const view: DoppelkopfView = game.view(0).extra;
 * view.announcements; // e.g. [{ seat: 2, party: 'kontra', call: 'kontra', at: 5 }]
 */
export interface DoppelkopfView {
  /** The game named, or `null` during the query and in a normal game. */
  readonly game: DoppelkopfGame | null;
  /** The soloist or the Hochzeiter, else -1. */
  readonly declarer: number;
  /** Whether the solo is the soloist's Pflichtsolo. */
  readonly pflicht: boolean;
  /** The seats that said "Vorbehalt", in order. */
  readonly reservations: readonly number[];
  /** How many seats have answered the Vorbehalt query. */
  readonly answered: number;
  /** Every announcement made, in order: the seat, its party, what it said, after how many cards. */
  readonly announcements: readonly {
    readonly seat: number;
    readonly party: 're' | 'kontra';
    readonly call: string;
    readonly at: number;
  }[];
  /** Whether announcements may be made now (not before a Hochzeit's Klärungsstich). */
  readonly announcementsOpen: boolean;
  /** The least cards a player must hold for Re/Kontra, keine 90, keine 60, keine 30 and schwarz. */
  readonly deadlines: readonly number[];
  /** In a Hochzeit, the 0-based Klärungsstich once it is complete, else -1. */
  readonly klaerungsstich: number;
  /** Only in a Bock deal (option `bock`): the Bock deals queued, this one included. */
  readonly bock?: number;
}

const CALLS = ['no90', 'no60', 'no30', 'schwarz'];

/**
 * A seat's Doppelkopf view extra (see {@link DoppelkopfView}).
 *
 * @example
 * doppelkopfView({ ctx: rules.ctx, s: state, viewer: 0 }).deadlines; // [11, 10, 9, 8, 7]
 */
export function doppelkopfView({
  ctx,
  s,
}: ViewHookContext<DoppelkopfState, DoppelkopfOptions>): DoppelkopfView {
  const x = s.x;
  return {
    game: x.game,
    declarer: x.declarer,
    pflicht: x.pflicht,
    reservations: x.callRound.claimants.slice(),
    answered: Math.min(x.callRound.asked, s.seats),
    announcements: x.announcements.log.map(({ seat, side, level, at }) => ({
      seat,
      party: side === 0 ? 're' : 'kontra',
      call: level === 0 ? (side === 0 ? 're' : 'kontra') : CALLS[level - 1],
      at,
    })),
    announcementsOpen:
      x.game !== null || x.callRound.asked >= s.seats ? announcementsOpen(ctx, s) : false,
    deadlines: deadlines(ctx, s).slice(),
    klaerungsstich: x.game?.kind === 'hochzeit' ? klaerungsstich(ctx, s) : -1,
    ...(s.setup !== undefined && setupOf(s).bock === true ? { bock: setupOf(s).bockQueued } : {}),
  };
}
