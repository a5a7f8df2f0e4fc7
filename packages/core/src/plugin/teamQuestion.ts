import type { AskContext, Goal, Question, Side, SolveCount } from './solveQuestion';

/**
 * What the declaring side needs to win: 61 card points, 90 with schneider announced,
 * every trick with schwarz announced (`why` says which announcement).
 *
 * @example
 * const schneider: Need = { count: 'points', target: 90, why: 'schneider announced' };
 */
export interface Need {
  readonly count: SolveCount;
  readonly target: number;
  readonly why?: string;
}

/**
 * A deal played by a declaring side against the defenders (Skat's trump games, Skatkopf).
 *
 * @example
 * const teams: Teams = { about: 'Skat, hearts, declarer Anne', declarers, defenders, extra: 12, extraNote: "the skat's 12 points count for the declarer", need: { count: 'points', target: 61 }, notes: [] };
 */
export interface Teams {
  readonly about: string;
  readonly declarers: Side;
  readonly defenders: Side;
  /** Card points the declaring side holds outside the tricks (the skat, the kitty). */
  readonly extra: number;
  /** What {@link Teams.extra} is, for the output. */
  readonly extraNote: string;
  readonly need: Need;
  readonly notes: readonly string[];
}

/** Tricks and card points in a deal. */
type Deal = { readonly tricks: number; readonly points: number };

const conj = (side: Side, singular: string, plural: string) => (side.plural ? plural : singular);

/** The goal of one side when the question is the natural one (most points, or tricks). */
function goalOf(teams: Teams, ours: boolean, side: Side, deal: Deal): Goal {
  const { need } = teams;
  const win = conj(side, 'wins', 'win');
  const lose = conj(side, 'loses', 'lose');
  let target: number;
  let needed: string;
  if (need.count === 'tricks') {
    target = ours ? need.target : deal.tricks - need.target + 1;
    needed = ours
      ? 'every trick needed'
      : `${target === 1 ? 'one trick' : `${target} tricks`} needed`;
  } else {
    target = ours ? need.target : deal.points + 1 - need.target;
    needed = `${target} needed`;
  }
  const why = need.why === undefined ? '' : ours ? `: ${need.why}` : ` against ${need.why}`;
  return { target, met: `${win} (${needed}${why})`, missed: `${lose} (${needed}${why})` };
}

/**
 * The question for a deal of two sides: by default the declaring side's card points with
 * its skat or kitty (`extra`), at best play, and whether it wins; `--seat` of a defender
 * asks about the defenders instead (they win with the points the declarers cannot
 * have: 60 against 61).
 * Changing the objective or the count drops the goal, whose meaning no longer holds.
 *
 * @example
 * import { teamQuestion } from '@stich/core/plugin';
 *
 * teamQuestion({ ctx, state, flags: { seat: 1 }, game: 'Skat', names }, teams).side.name; // 'the defenders (Bert and Christina)'
 */
export function teamQuestion(c: AskContext, teams: Teams): Question {
  const seat = c.flags.seat;
  const ours = seat === undefined || teams.declarers.seats.includes(seat);
  const side = ours ? teams.declarers : teams.defenders;
  const count = c.flags.count ?? teams.need.count;
  const objective = c.flags.objective ?? 'max';
  const extra = ours && count === 'points' ? teams.extra : 0;
  const natural = count === teams.need.count && objective === 'max';
  const it = conj(side, 'it', 'they');
  return {
    about: teams.about,
    side,
    how:
      objective === 'max'
        ? 'with best play by both sides'
        : `with best play, playing to take as few as ${it} can against the others giving ${conj(side, 'it', 'them')} as many as they can`,
    objective,
    count,
    extra,
    lastTrick: 0,
    goal: natural
      ? goalOf(teams, ours, side, { tricks: c.ctx.tricksPerDeal, points: c.ctx.deck.totalPoints })
      : null,
    notes: [
      ...(count === 'points' && teams.extra > 0
        ? [`${teams.extraNote} (${ours ? 'included' : 'not included'})`]
        : []),
      ...teams.notes,
    ],
  };
}
