import {
  type Need,
  nameList,
  noTrickQuestion,
  QuestionError,
  type SolveQuestion,
  teamQuestion,
} from '@stich/core/plugin';
import { activeOf } from '@stich/core/scoring';
import { ramschQuestion } from '@stich/ramsch/plugin';
import { ramschOptions, type SkatOptions, type SkatState } from '../index';
import { contractText } from './skatReport';

/**
 * Skat's question: in a suit game or grand, the declarer's card points with the skat's,
 * and whether he makes 61 (90 with schneider announced; every trick with schwarz
 * announced); in null, his tricks, as few as he can (he wins with none); in the Ramsch
 * played when everyone passed, Ramsch's question.
 *
 * @example
 * skatQuestion.ask({ ctx: rules.ctx, state, flags: {}, game: 'Skat', names: seatNames(3) }).goal?.target; // 61
 */
export const skatQuestion: SolveQuestion<SkatState, SkatOptions> = {
  ask(c) {
    const { ctx, state } = c;
    const x = state.x;
    if (x.ramsch)
      return ramschQuestion(c, `${c.game}, Ramsch (everyone passed)`, ramschOptions(ctx.options));
    const contract = x.contract;
    if (contract === null)
      throw new QuestionError('solve: the deal has no contract: nothing to solve');
    const declarer = x.declarer;
    const about = `${c.game}, ${contractText(contract)}, declarer ${c.names[declarer]}`;
    if (contract.game === 'N')
      return noTrickQuestion(c, { about, declarer: c.state.x.declarer, game: 'null game' });
    const defenders = activeOf(state)
      .filter((seat) => seat !== declarer)
      .sort((a, b) => a - b);
    const skat = ctx.deck.pointsOf(state.skat[0], state.skat[1]);
    const need: Need = contract.schwarz
      ? { count: 'tricks', target: ctx.tricksPerDeal, why: 'schwarz announced' }
      : contract.schneider
        ? { count: 'points', target: 90, why: 'schneider announced' }
        : { count: 'points', target: 61 };
    return teamQuestion(c, {
      about,
      declarers: { seats: [declarer], name: `the declarer (${c.names[declarer]})`, plural: false },
      defenders: {
        seats: defenders,
        name: `the defenders (${nameList(c.names, defenders)})`,
        plural: true,
      },
      extra: skat,
      extraNote: `the skat's ${skat} points count for the declarer`,
      need,
      notes: [],
    });
  },
};
