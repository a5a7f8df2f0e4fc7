import { type PhaseHookContext, seatsOf } from '@stich/core';
import { type DoppelkopfGame, isSolo } from './games';
import type { DoppelkopfOptions } from './options';
import { allHealthy, deckOf, klaerungsstich } from './rules';
import { type DokoScore, type DokoTrick, scoreDoppelkopf } from './score';
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

/** The complete tricks of the deal, each card with the seat that played it. */
function tricksOf({ ctx, s }: PhaseHookContext<DoppelkopfState, DoppelkopfOptions>): DokoTrick[] {
  const codes = deckOf(ctx.options).codes;
  const out: DokoTrick[] = [];
  let leader = s.lead0;
  for (let t = 0; t < s.winners.length; t++) {
    const cards: { seat: number; card: string }[] = [];
    for (let i = 0, seat = leader; i < ctx.active; i++, seat = s.next[seat])
      cards.push({ seat, card: codes[s.history[t * ctx.active + i]] });
    out.push({ cards, winner: s.winners[t] });
    leader = s.winners[t];
  }
  return out;
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
  const made = s.x.announcements.made;
  const o = ctx.options;
  const score = scoreDoppelkopf({
    re,
    kontra,
    solo,
    tricks: tricksOf(hook),
    announced: { re: made[0], kontra: made[1] },
    options: {
      gegenDieAlten: o.gegenDieAlten,
      karlchenGefangen: o.karlchenGefangen,
      fuchsLetzterStich: o.fuchsLetzterStich,
      reKontraDoubles: o.reKontraDoubles,
    },
  });
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
