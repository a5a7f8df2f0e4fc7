import type { SessionSpec } from '@stich/core';
import { bockOn, type DokoBockTrigger } from './bock';
import type { DoppelkopfOptions } from './options';
import type { DoppelkopfOutcome } from './outcome';
import type { DoppelkopfSetup } from './setup';

/**
 * A Doppelkopf session's score sheet (6.7): each seat's running total, the deals played
 * and the counted ones, who still owes a Pflichtsolo, and whether the last deal was a
 * Pflichtsolo chosen freely, an Armut nobody took or a hand thrown in (then the same
 * dealer deals again, and it is not counted: 1.4.2, 4.9.1, 7.10.5, 7.11).
 *
 * @example
 * const sheet: DoppelkopfSheet = { played: 0, counted: 0, totals: [0, 0, 0, 0], owes: [true, true, true, true], again: false };
 */
export interface DoppelkopfSheet {
  readonly played: number;
  readonly counted: number;
  readonly totals: readonly number[];
  readonly owes: readonly boolean[];
  readonly again: boolean;
  /** Only with option `bock`: Bock deals still to play (a Bockrunde is one deal per seat). */
  readonly bockQueued?: number;
  /** Only with option `bock`: Bock deals played so far. */
  readonly bockDeals?: number;
  /** Only with option `bock`: how often each trigger fired (a deal may fire several). */
  readonly triggers?: Partial<Record<DokoBockTrigger, number>>;
}

/**
 * The seat forced to play its Pflichtsolo before the next deal, or -1 (4.9.4): when as many
 * players still owe one as counted deals remain, the first of them clockwise from the
 * dealer's left, the dealer last (at a table of five never the dealer, who sits out).
 *
 * @example
 * forcedSeat(doppelkopf.defaults, { ...sheet, counted: 22, owes: [false, true, false, true] }, 0); // 1
 */
export function forcedSeat(
  options: Pick<DoppelkopfOptions, 'pflichtsolo' | 'deals' | 'tableSize'>,
  data: Pick<DoppelkopfSheet, 'owes' | 'counted'>,
  dealer: number,
): number {
  if (!options.pflichtsolo) return -1;
  const owing = data.owes.filter(Boolean).length;
  const left = sessionDeals(options) - data.counted;
  if (owing === 0 || owing < left) return -1;
  const seats = data.owes.length;
  // At a table of five the dealer plays no cards, so cannot be forced this deal.
  const last = seats === 5 ? seats - 1 : seats;
  for (let i = 1; i <= last; i++) {
    const seat = (dealer + i) % seats;
    if (data.owes[seat]) return seat;
  }
  return -1;
}

/**
 * The counted deals of a session: option `deals`, and at a table of five a fourth more
 * (rounded up), so that every seat deals as often as at four (24 -> 30, DDV 10.1).
 *
 * @example
 * sessionDeals({ deals: 24, tableSize: 5 }); // 30
 */
export function sessionDeals(options: Pick<DoppelkopfOptions, 'deals' | 'tableSize'>): number {
  return options.tableSize === 5 ? Math.ceil((options.deals * 5) / 4) : options.deals;
}

/**
 * The session (4.9): `deals` counted deals (24 at a DDV table). With option `pflichtsolo`
 * every player owes one Pflichtsolo; one chosen freely is not counted and the same dealer
 * deals again; when the players still owing one are as many as the counted deals left,
 * the first of them is forced to play it (Vorführung), which is counted. Each player writes
 * the sum of their scores, plus or minus.
 *
 * @example
 * doppelkopfSession.init({ options: doppelkopf.defaults, seats: 4, firstDealer: 0 }).totals; // [0, 0, 0, 0]
 */
export const doppelkopfSession: SessionSpec<
  DoppelkopfOptions,
  DoppelkopfOutcome,
  DoppelkopfSheet,
  DoppelkopfSheet
> = {
  init: ({ options, seats }) => ({
    played: 0,
    counted: 0,
    totals: new Array<number>(seats).fill(0),
    owes: new Array<boolean>(seats).fill(true),
    again: false,
    ...(bockOn(options) ? { bockQueued: 0, bockDeals: 0, triggers: {} } : {}),
  }),
  afterDeal: ({ seats, data, outcome }) => {
    // An Armut nobody took or a hand thrown in: the same dealer deals again, not counted,
    // Bock untouched (7.10.5, 7.11).
    if (outcome.redeal === true) return { ...data, played: data.played + 1, again: true };
    const voluntary = outcome.pflicht && !outcome.forced;
    const next: DoppelkopfSheet = {
      played: data.played + 1,
      counted: data.counted + (voluntary ? 0 : 1),
      totals: data.totals.map((total, seat) => total + outcome.score.scores[seat]),
      owes: data.owes.map((owes, seat) => owes && !(outcome.pflicht && outcome.declarer === seat)),
      again: voluntary,
    };
    if (data.bockQueued === undefined) return next;
    // Every deal played takes one Bock deal of the queue, a deal the same dealer deals
    // again too; what it fires adds one Bockrunde at the end, so rounds never overlap.
    const fired = outcome.bockTriggers ?? [];
    const triggers = { ...data.triggers };
    for (const t of fired) triggers[t] = (triggers[t] ?? 0) + 1;
    return {
      ...next,
      bockQueued: Math.max(0, data.bockQueued - 1) + (fired.length > 0 ? seats : 0),
      bockDeals: (data.bockDeals ?? 0) + (outcome.bock ? 1 : 0),
      triggers,
    };
  },
  nextDealer: ({ seats, dealer, data }) => (data?.again ? dealer : (dealer + 1) % seats),
  dealSetup: ({ options, data, dealer }): DoppelkopfSetup => ({
    owes: data.owes.slice(),
    forced: forcedSeat(options, data, dealer),
    ...(data.bockQueued === undefined
      ? {}
      : { bock: data.bockQueued > 0, bockQueued: data.bockQueued }),
  }),
  isOver: ({ options, data }) => data.counted >= sessionDeals(options),
  result: ({ data }) => ({
    ...data,
    totals: data.totals.slice(),
    owes: data.owes.slice(),
    ...(data.triggers === undefined ? {} : { triggers: { ...data.triggers } }),
  }),
  describe: [
    'A session lasts 24 counted deals (option `deals`). Every player owes one Pflichtsolo: one chosen freely is not counted and the same dealer deals again; when as many players still owe one as counted deals remain, the first of them must play it at once (Vorführung).',
    'Each player writes the sum of the scores of the deals, plus or minus.',
    'Bock rounds (option `bock`, 7.16): a deal that fires a named trigger adds a Bockrunde of one deal per seat at the end of the queue; in a Bock deal every score counts double.',
  ],
};
