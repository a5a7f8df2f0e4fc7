import type { CardCode, ViewHookContext } from '@stich/core';
import type { DoppelkopfGame } from './games';
import type { DoppelkopfOptions } from './options';
import { announcementsOpen, DOKO_PLAYERS, deadlines, klaerungsstich } from './rules';
import { pigMode, pigsOf } from './schweinchen';
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
  /** Only with option `armut` (7.10): true, an Armut may be named in the query. */
  readonly armutOn?: true;
  /** Only with option `schmeissen` (7.11): the triggers by which a hand may be thrown in. */
  readonly schmeissen?: readonly string[];
  /**
   * Only in a game with Schweine (option `schweinchen`, 7.12): the seat that holds both ♦A,
   * said aloud before the first lead.
   */
  readonly schweine?: number;
  /** Only in a game with Superschweine as well: the seat that holds them. */
  readonly superschweine?: number;
  /** Only once an Armut is named (option `armut`, 7.10): its exchange, as the seat knows it. */
  readonly armut?: DoppelkopfArmutView;
}

/**
 * What a seat knows of an Armut's exchange (7.10.3): everyone hears who is poor, how
 * many cards go aside, who declined and who took them; only the poor player and the
 * partner know which cards went aside and which came back.
 *
 * @example
 * const armut: DoppelkopfArmutView = { poor: 1, count: 3, declined: [2], partner: 3, returned: 0 };
 */
export interface DoppelkopfArmutView {
  /** The poor player. */
  readonly poor: number;
  /** How many cards go aside, and as many come back. */
  readonly count: number;
  /** The seats that declined the cards, in order. */
  readonly declined: readonly number[];
  /** The player who took them, -1 while none has. */
  readonly partner: number;
  /** How many cards have come back. */
  readonly returned: number;
  /** Only for the poor player and the partner: the cards laid aside. */
  readonly laid?: readonly CardCode[];
  /** Only for the poor player and the partner: the cards given back so far. */
  readonly back?: readonly CardCode[];
}

const CALLS = ['no90', 'no60', 'no30', 'schwarz'];

/** The Schweine and Superschweine said aloud, in a game that has them (7.12). */
function pigsView(
  ctx: ViewHookContext<DoppelkopfState, DoppelkopfOptions>['ctx'],
  s: ViewHookContext<DoppelkopfState, DoppelkopfOptions>['s'],
): { schweine?: number; superschweine?: number } {
  if (ctx.options.schweinchen === undefined || !pigMode(ctx, s)) return {};
  const { schweine, superschweine } = pigsOf(ctx.options, s);
  return superschweine >= 0 ? { schweine, superschweine } : { schweine };
}

/** The codes of a set of cards (two words), by ascending id. */
function cardsIn(codes: readonly CardCode[], set: readonly number[]): CardCode[] {
  const out: CardCode[] = [];
  for (let id = 0; id < codes.length; id++)
    if ((set[id >>> 5] & (1 << (id & 31))) !== 0) out.push(codes[id]);
  return out;
}

/**
 * A seat's Doppelkopf view extra (see {@link DoppelkopfView}).
 *
 * @example
 * doppelkopfView({ ctx: rules.ctx, s: state, viewer: 0 }).deadlines; // [11, 10, 9, 8, 7]
 */
export function doppelkopfView({
  ctx,
  s,
  viewer,
}: ViewHookContext<DoppelkopfState, DoppelkopfOptions>): DoppelkopfView {
  const x = s.x;
  const a = x.armut;
  let armut: DoppelkopfArmutView | undefined;
  if (a !== undefined) {
    const declined: number[] = [];
    for (let i = 0, seat = s.next[a.poor]; i < a.asked; i++, seat = s.next[seat])
      declined.push(seat);
    const knows = viewer === a.poor || viewer === a.partner;
    armut = {
      poor: a.poor,
      count: a.count,
      declined,
      partner: a.partner,
      returned: a.returned,
      ...(knows
        ? {
            laid: cardsIn(ctx.deck.codes, a.laid),
            back: cardsIn(ctx.deck.codes, a.back),
          }
        : {}),
    };
  }
  return {
    game: x.game,
    declarer: x.declarer,
    pflicht: x.pflicht,
    reservations: x.callRound.claimants.slice(),
    answered: Math.min(x.callRound.asked, DOKO_PLAYERS),
    announcements: x.announcements.log.map(({ seat, side, level, at }) => ({
      seat,
      party: side === 0 ? 're' : 'kontra',
      call: level === 0 ? (side === 0 ? 're' : 'kontra') : CALLS[level - 1],
      at,
    })),
    announcementsOpen:
      x.game !== null || x.callRound.asked >= DOKO_PLAYERS ? announcementsOpen(ctx, s) : false,
    deadlines: deadlines(ctx, s).slice(),
    klaerungsstich: x.game?.kind === 'hochzeit' ? klaerungsstich(ctx, s) : -1,
    ...(s.setup !== undefined && setupOf(s).bock === true ? { bock: setupOf(s).bockQueued } : {}),
    ...(ctx.options.armut === undefined ? {} : { armutOn: true as const }),
    ...((ctx.options.schmeissen?.length ?? 0) > 0
      ? { schmeissen: ctx.options.schmeissen!.slice() }
      : {}),
    ...(armut === undefined ? {} : { armut }),
    ...pigsView(ctx, s),
  };
}
