import type { BaseAction, GameState } from '@stich/core';
import type { Rules } from '@stich/core/kernel';
import type { VariantReport } from '../report';
import type { Role } from './plan';

/**
 * One deal of a simulation as `--deals-out` writes it (one JSON line) and as a
 * `--measure` function gets it. `dealRng` and `playRng` are the states of the deal's two
 * random streams before it (`Rng.restore` continues them): with the dealer and the
 * options they replay the deal exactly.
 *
 * @example
 * const r: DealRecord = JSON.parse(line);
 * r.scores[r.roles?.indexOf('declarer') ?? 0];
 */
export interface DealRecord {
  /** The option set's label (`kontra=true`, or `defaults`). */
  readonly set: string;
  /** With `--partien`: the session's index, and the deal's index within it. */
  readonly session?: number;
  /** The deal's index: in the run, or with `--partien` within its session. */
  readonly deal: number;
  /** The run's seed. */
  readonly seed: number | string;
  readonly dealRng: readonly number[];
  readonly playRng: readonly number[];
  readonly dealer: number;
  /** Who played each seat (with role bots, the bot of the seat's role in this deal). */
  readonly bots: readonly string[];
  /** Each seat's role, from the variant's sides (`null` where it declares none). */
  readonly roles: readonly (Role | null)[] | null;
  /** The report's kind of deal (the contract or game), `null` where it names none. */
  readonly game: string | null;
  /** Doublings and announcements said, in order. */
  readonly doublings: readonly { readonly seat: number; readonly name: string }[];
  /** Card points each seat took in tricks, and tricks won. */
  readonly cardPoints: readonly number[];
  readonly tricks: readonly number[];
  /** What each seat writes for the deal, and the deal's amount (the histogram's value). */
  readonly scores: readonly number[];
  readonly amount: number;
  /** The report's flags and means of the deal. */
  readonly flags: Record<string, boolean>;
  readonly means: Record<string, number>;
  /** The plug-in's own facts: the outcome as `stich replay` prints it. */
  readonly outcome: unknown;
}

type AnyRules = Rules<unknown, unknown, unknown, BaseAction>;

/**
 * The roles of a finished deal's seats: from the variant's declared sides (side 0 the
 * declaring side), else from a `declarer` seat in the outcome (Skat: the declarer against
 * the others); `null` when neither names a declaring side (Ramsch, a passed-out deal).
 *
 * @example
 * rolesOf(rules, finished, outcome); // ['defender', 'declarer', 'defender']
 */
export function rolesOf(
  rules: AnyRules,
  s: GameState<unknown>,
  outcome: unknown,
): (Role | null)[] | null {
  const sides = rules.ctx.sides;
  if (sides !== null) {
    const of = sides.of(s);
    if (!of.includes(0)) return null;
    return of.map((side) => (side === 0 ? 'declarer' : side === 1 ? 'defender' : null));
  }
  const declarer = (outcome as { declarer?: unknown } | null)?.declarer;
  if (typeof declarer !== 'number' || declarer < 0 || declarer >= rules.ctx.seats) return null;
  return Array.from({ length: rules.ctx.seats }, (_, seat) =>
    seat === declarer ? 'declarer' : 'defender',
  );
}

/**
 * Builds a deal's record from its finished state and outcome.
 *
 * @example
 * const record = dealRecord({ rules, report, state, outcome, ... });
 */
export function dealRecord(d: {
  rules: AnyRules;
  report: VariantReport;
  state: GameState<unknown>;
  outcome: unknown;
  options: unknown;
  set: string;
  session?: number;
  deal: number;
  seed: number | string;
  dealRng: readonly number[];
  playRng: readonly number[];
  dealer: number;
  bots: readonly string[];
  roles: readonly (Role | null)[] | null;
}): DealRecord {
  const { rules, report, outcome } = d;
  const view = rules.view(d.state, 0);
  const deck = rules.ctx.deck;
  const cardPoints = new Array<number>(rules.ctx.seats).fill(0);
  for (const trick of view.tricks)
    for (const { card } of trick.cards)
      cardPoints[trick.winner] += deck.points[deck.idsOf(card)?.[0] ?? 0] ?? 0;
  return {
    set: d.set,
    ...(d.session === undefined ? {} : { session: d.session }),
    deal: d.deal,
    seed: d.seed,
    dealRng: d.dealRng,
    playRng: d.playRng,
    dealer: d.dealer,
    bots: d.bots,
    roles: d.roles,
    game: report.mix?.(outcome) ?? null,
    doublings: view.doublings,
    cardPoints,
    tricks: view.tricksWon,
    scores: report.scores(outcome),
    amount: report.amount(outcome),
    flags: report.flags(outcome),
    means: report.means?.(outcome, d.options) ?? {},
    outcome: report.dealJson?.(outcome) ?? outcome,
  };
}
