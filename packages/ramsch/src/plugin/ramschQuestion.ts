import { type AskContext, ownPointsQuestion, type Question } from '@stich/core/plugin';
import type { RamschOptions } from '../options';

/**
 * The Ramsch question: {@link ownPointsQuestion} with the skat's points for the last
 * trick when the skat goes there (the default), else left out with a note.
 *
 * @example
 * ramschQuestion({ ctx, state, flags: {}, game: 'Ramsch', names }, 'Ramsch', ramsch.defaults).lastTrick; // the skat's points
 */
export function ramschQuestion(c: AskContext, about: string, options: RamschOptions): Question {
  const { state, ctx } = c;
  const points = ctx.deck.pointsOf(state.skat[0], state.skat[1]);
  const toLast = options.skatTo === 'lastTrick' && !options.gewinnerRamsch;
  const whom = options.gewinnerRamsch
    ? 'the player with the most points'
    : toLast
      ? 'whoever takes the last trick'
      : 'the loser';
  const note = `the skat's ${points} points go to ${whom} (${toLast ? 'included' : 'not included'})`;
  return ownPointsQuestion(c, about, toLast ? points : 0, points > 0 ? [note] : []);
}
