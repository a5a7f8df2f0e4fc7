import { type PhaseHookContext, seatsOf } from '@stich/core';
import { type DoppelkopfGame, isSolo } from './games';
import type { DoppelkopfOptions } from './options';
import { allHealthy, deckOf, klaerungsstich } from './rules';
import { type DokoFacts, type DokoScore, dokoCardPoints, scoreFacts } from './score';
import { setupOf } from './setup';
import type { DoppelkopfState } from './state';

/**
 * A finished deal of Doppelkopf: the game played, its soloist or Hochzeiter, whether it
 * was a Pflichtsolo, the parties, the Hochzeit's Klärungsstich, the announcements, and
 * the score (winner, card points, every game point and Sonderpunkt, each seat's score).
 *
 * @example
 * const outcome: DoppelkopfOutcome = game.outcome()!;
 * outcome.score.scores; // e.g. [3, -3, 3, -3]
 */
export interface DoppelkopfOutcome {
  /** The game played; a normal game where one seat held both club queens is a stille Hochzeit. */
  readonly game: DoppelkopfGame;
  /** The soloist or the Hochzeiter, else -1. */
  readonly declarer: number;
  /** Whether the solo was the soloist's Pflichtsolo. */
  readonly pflicht: boolean;
  /** Whether that Pflichtsolo was forced (a Vorführung, 4.9.4): counted, and the deal passes on. */
  readonly forced: boolean;
  /** The Re party's seats, ascending. */
  readonly re: readonly number[];
  /** The Kontra party's seats, ascending. */
  readonly kontra: readonly number[];
  /** In a Hochzeit, the 0-based trick that settled the partner (or the last that could), else -1. */
  readonly klaerungsstich: number;
  /** The highest announcement level of each party: -1 none, 0 Re or Kontra, 1 keine 90 ... 4 schwarz. */
  readonly announced: { readonly re: number; readonly kontra: number };
  /** The score of the deal (6.1-6.7). */
  readonly score: DokoScore;
}

/** Card points per card id, per pack. */
const POINTS_BY_ID = new WeakMap<object, Int8Array>();

/**
 * The deal's facts for scoring, read from the state without building trick objects: the
 * parties by core's sides, card points and tricks per party, and the tricks through
 * accessors.
 */
function factsOf(
  { ctx, s }: PhaseHookContext<DoppelkopfState, DoppelkopfOptions>,
  sides: readonly (0 | 1 | null)[],
): DokoFacts {
  const deck = deckOf(ctx.options);
  let points = POINTS_BY_ID.get(deck);
  if (points === undefined) {
    points = Int8Array.from(deck.codes, (code) => dokoCardPoints(code));
    POINTS_BY_ID.set(deck, points);
  }
  const per = ctx.active;
  const { history, winners, next } = s;
  const trickPoints = new Array<number>(winners.length);
  const leaders = new Array<number>(winners.length);
  const cardPoints = { re: 0, kontra: 0 };
  const tricks = { re: 0, kontra: 0 };
  let leader = s.lead0;
  for (let t = 0; t < winners.length; t++) {
    let sum = 0;
    for (let i = 0; i < per; i++) sum += points[history[t * per + i]];
    trickPoints[t] = sum;
    leaders[t] = leader;
    const party = sides[winners[t]] === 0 ? 're' : 'kontra';
    cardPoints[party] += sum;
    tricks[party]++;
    leader = winners[t];
  }
  const made = s.x.announcements.made;
  return {
    cardPoints,
    tricks,
    announced: { re: made[0], kontra: made[1] },
    seats: s.seats,
    partyOf: (seat) => (sides[seat] === 0 ? 're' : 'kontra'),
    trickCount: winners.length,
    cardsPerTrick: per,
    trickPoints: (t) => trickPoints[t],
    winnerOf: (t) => winners[t],
    cardAt: (t, i) => deck.codes[history[t * per + i]],
    seatAt: (t, i) => {
      let seat = leaders[t];
      for (let k = 0; k < i; k++) seat = next[seat];
      return seat;
    },
  };
}

/**
 * Scores a finished deal of Doppelkopf from its parties (core's sides), its tricks and
 * its announcements.
 *
 * @example
 * scoreOutcome({ ctx: rules.ctx, s: finished }).score.winner; // 're' or 'kontra' or null
 */
export function scoreOutcome(
  hook: PhaseHookContext<DoppelkopfState, DoppelkopfOptions>,
): DoppelkopfOutcome {
  const { ctx, s } = hook;
  const sides = ctx.sides!.of(s);
  const re = seatsOf(sides, 0);
  const kontra = seatsOf(sides, 1);
  const named = s.x.game;
  const game: DoppelkopfGame =
    named ?? (allHealthy(s) && re.length === 1 ? { kind: 'stilleHochzeit' } : { kind: 'normal' });
  // A solo, a stille Hochzeit and a Hochzeit without partner score as solos (6.6.3).
  const solo = re.length === 1;
  const o = ctx.options;
  const score = scoreFacts(factsOf(hook, sides), {
    re,
    kontra,
    solo,
    options: {
      gegenDieAlten: o.gegenDieAlten,
      karlchenGefangen: o.karlchenGefangen,
      fuchsLetzterStich: o.fuchsLetzterStich,
      reKontraDoubles: o.reKontraDoubles,
    },
  });
  const made = s.x.announcements.made;
  return {
    game,
    declarer: s.x.declarer,
    pflicht: s.x.pflicht && isSolo(game),
    forced: s.x.pflicht && setupOf(s).forced === s.x.declarer,
    re,
    kontra,
    klaerungsstich: game.kind === 'hochzeit' ? klaerungsstich(ctx, s) : -1,
    announced: { re: made[0], kontra: made[1] },
    score,
  };
}
