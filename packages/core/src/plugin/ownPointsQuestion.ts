import { activeOf } from '../scoring/blocks';
import type { AskContext, Question } from './solveQuestion';
import { seatText } from './solveQuestion';

const NUMBERS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven'];

/**
 * The question for a game of every player for himself (Kalter Schlag, Ramsch): by default
 * the fewest card points the seat to act (or `--seat`) can make sure of taking when all
 * the others play together to give it as many as they can. `lastTrick` points go to the
 * side with the last trick (Ramsch's skat); `notes` say what they are.
 *
 * @example
 * ownPointsQuestion({ ctx, state, flags: {} }, 'Kalter Schlag', 0, []).side.name; // 'seat 1' (to play)
 */
export function ownPointsQuestion(
  c: AskContext,
  about: string,
  lastTrick: number,
  notes: readonly string[],
): Question {
  const seat = c.flags.seat ?? c.state.turn;
  const objective = c.flags.objective ?? 'min';
  const count = c.flags.count ?? 'points';
  const others = NUMBERS[activeOf(c.state).length - 1] ?? 'others';
  const aim = objective === 'min' ? 'fewest' : 'most';
  const theirs = objective === 'min' ? 'give it as many as they can' : 'hold it down';
  return {
    about,
    side: { seats: [seat], name: seatText(seat), plural: false },
    how: `with best play: the ${aim} it can make sure of, the other ${others} playing together to ${theirs}`,
    objective,
    count,
    extra: 0,
    lastTrick: count === 'points' ? lastTrick : 0,
    goal: null,
    notes: count === 'points' ? notes : [],
  };
}
