import { type AskContext, type Question, QuestionError } from './solveQuestion';

/**
 * The question for a game the declarer wins by taking no trick (Skat's null game,
 * Schafkopf's Bettel): by default the fewest tricks the declarer can be held to at best
 * play, and whether that is none. Only the declarer can be asked about (`--seat` of
 * another seat is a `QuestionError`); changing the objective or the count drops the goal.
 *
 * @example
 * import { noTrickQuestion } from '@stich/core/plugin';
 *
 * noTrickQuestion(c, { about: 'Skat, null, declarer Anne', declarer: 0, game: 'null game' }).goal?.met;
 * // 'wins the null game (no trick allowed)'
 */
export function noTrickQuestion(
  c: AskContext,
  {
    about,
    declarer,
    game,
  }: { readonly about: string; readonly declarer: number; readonly game: string },
): Question {
  if (c.flags.seat !== undefined && c.flags.seat !== declarer) {
    throw new QuestionError(
      `solve: --seat ${c.flags.seat}: a ${game} is decided by the declarer's tricks alone; ask about the declarer, ${c.names[declarer]} (--seat ${declarer})`,
      true,
    );
  }
  const objective = c.flags.objective ?? 'min';
  const count = c.flags.count ?? 'tricks';
  const natural = objective === 'min' && count === 'tricks';
  return {
    about,
    side: { seats: [declarer], name: `the declarer (${c.names[declarer]})`, plural: false },
    how:
      objective === 'min'
        ? 'with best play by both sides'
        : 'with best play, playing to take as many as he can against the defenders',
    objective,
    count,
    extra: 0,
    lastTrick: 0,
    goal: natural
      ? {
          target: 0,
          met: `wins the ${game} (no trick allowed)`,
          missed: `loses the ${game} (no trick allowed)`,
        }
      : null,
    notes: [],
  };
}
