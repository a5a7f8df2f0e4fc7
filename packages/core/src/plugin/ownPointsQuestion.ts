import { activeOf } from '../scoring/blocks';
import { nameList } from './seatWords';
import type { AskContext, Question } from './solveQuestion';

const NUMBERS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven'];

/**
 * The question for a game of every player for himself (Kalter Schlag, Ramsch): by default
 * the fewest card points the seat to act (or `--seat`) can make sure of taking when all
 * the others play together to give it as many as they can. `lastTrick` points go to the
 * side with the last trick (Ramsch's skat); `notes` say what they are. The side is named
 * as the seat's player (`Bert`; `You` takes a plural verb).
 *
 * @example
 * import { ownPointsQuestion } from '@stich/core/plugin';
 *
 * ownPointsQuestion({ ctx, state, flags: {}, game: 'Kalter Schlag', names }, 'Kalter Schlag', 0, []).side.name; // 'Bert' (to play)
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
  const name = nameList(c.names, [seat]);
  const who = name === 'You' ? 'you' : name;
  return {
    about,
    side: { seats: [seat], name, plural: name === 'You' },
    how: `with best play: the ${aim} ${who} can make sure of against the other ${others} playing together`,
    objective,
    count,
    extra: 0,
    lastTrick: count === 'points' ? lastTrick : 0,
    goal: null,
    notes: count === 'points' ? notes : [],
  };
}
