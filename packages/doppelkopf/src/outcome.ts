import { type PhaseHookContext, seatsOf } from '@stich/core';
import { type DoppelkopfGame, isSolo } from './games';
import type { DoppelkopfOptions } from './options';
import { allHealthy, deckOf, klaerungsstich } from './rules';
import {
  type DokoFacts,
  type DokoScore,
  dokoCardPoints,
  MARKED,
  type Party,
  scoreFacts,
} from './score';
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

/** Per pack: card points per card id, and which ids Sonderpunkte look at (1). */
const TABLES = new WeakMap<object, { points: Int8Array; marked: Uint8Array }>();

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
  let table = TABLES.get(deck);
  if (table === undefined) {
    table = {
      points: Int8Array.from(deck.codes, (code) => dokoCardPoints(code)),
      marked: Uint8Array.from(deck.codes, (code) => (MARKED.includes(code) ? 1 : 0)),
    };
    TABLES.set(deck, table);
  }
  const { points, marked: isMarked } = table;
  const per = ctx.active;
  const { history, winners, next } = s;
  const codes = deck.codes;
  const trickPoints = new Array<number>(winners.length);
  const marked: { trick: number; card: string; player: number }[] = [];
  let lastWinning = '';
  let re = 0;
  let reTricks = 0;
  let total = 0;
  let leader = s.lead0;
  const last = winners.length - 1;
  for (let t = 0; t <= last; t++) {
    let sum = 0;
    for (let i = t * per, seat = leader; i < (t + 1) * per; i++, seat = next[seat]) {
      const id = history[i];
      sum += points[id];
      if (isMarked[id] === 1) marked.push({ trick: t, card: codes[id], player: seat });
      if (t === last && seat === winners[t]) lastWinning = codes[id];
    }
    trickPoints[t] = sum;
    total += sum;
    if (sides[winners[t]] === 0) {
      re += sum;
      reTricks++;
    }
    leader = winners[t];
  }
  const made = s.x.announcements.made;
  const parties = new Array<Party>(s.seats);
  for (let seat = 0; seat < s.seats; seat++) parties[seat] = sides[seat] === 0 ? 're' : 'kontra';
  return {
    cardPoints: { re, kontra: total - re },
    tricks: { re: reTricks, kontra: winners.length - reTricks },
    announced: { re: made[0], kontra: made[1] },
    seats: s.seats,
    parties,
    cardsPerTrick: per,
    trickPoints,
    winners,
    marked,
    lastWinning,
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
