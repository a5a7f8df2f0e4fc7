import { seatsOf } from '@stich/core/kernel';
import {
  type AskContext,
  type Need,
  nameList,
  noTrickQuestion,
  ownPointsQuestion,
  QuestionError,
  type SolveQuestion,
  teamQuestion,
} from '@stich/core/plugin';
import {
  calledAce,
  gameOf,
  isTout,
  type SchafkopfState,
  type SchafkopfVariantOptions,
} from '../index';
import { cardText, gameText } from './schafkopfText';

type Ask = AskContext<SchafkopfState, SchafkopfVariantOptions>;

/** A note when the record knows the partner before the table does: the called ace not yet played. */
function partnerNote(c: Ask, partner: number | undefined): string[] {
  const ace = calledAce(c.state);
  if (ace === null || partner === undefined) return [];
  const id = c.ctx.deck.idsOf(ace)![0];
  if (c.state.history.includes(id)) return [];
  return [
    `the sides come from the record: ${nameList(c.names, [partner])} holds the ${cardText(ace)}, not played yet, so the others do not know the partner`,
  ];
}

/**
 * Schafkopf's question for `stich solve`: the playing side's card points at best play
 * and whether it makes 61; in a Tout its tricks (it needs all eight), in a Bettel the
 * declarer's (it needs none). The sides come from core (the declarer, and in a Sauspiel
 * the called ace's holder, whom the record knows before the table does: a note says
 * so). In a Ramsch, each for himself: the fewest card points the seat can be held to.
 * The solver keys positions by exact hands, since the called ace is singled out.
 *
 * @example
 * schafkopfQuestion.ask({ ctx: rules.ctx, state, flags: {}, game: 'Schafkopf', names: seatNames(4) }).side.name; // 'the playing side (Anne and Christina)'
 */
export const schafkopfQuestion: SolveQuestion<SchafkopfState, SchafkopfVariantOptions> = {
  solver: { relabel: false },
  ask(c) {
    const { ctx, state } = c;
    const game = gameOf(ctx, state);
    if (game === null)
      throw new QuestionError('the deal has no game (yet, or thrown in): nothing to solve');
    if (game.kind === 'ramsch') return ownPointsQuestion(c, `${c.game}, Ramsch`, 0, []);
    if (game.kind === 'sie')
      throw new QuestionError('a Sie is shown, not played: nothing to solve');
    const declarer = state.x.declarer;
    const about = `${c.game}, ${gameText(game)}, declarer ${c.names[declarer]}`;
    if (game.kind === 'bettel') return noTrickQuestion(c, { about, declarer, game: 'Bettel' });
    const ours = seatsOf(ctx.sides!.of(state), 0);
    const theirs = [0, 1, 2, 3].filter((seat) => !ours.includes(seat));
    const need: Need = isTout(game)
      ? { count: 'tricks', target: ctx.tricksPerDeal, why: 'Tout' }
      : { count: 'points', target: 61 };
    return teamQuestion(c, {
      about,
      declarers:
        ours.length > 1
          ? { seats: ours, name: `the playing side (${nameList(c.names, ours)})`, plural: false }
          : { seats: ours, name: `the declarer (${c.names[declarer]})`, plural: false },
      defenders: {
        seats: theirs,
        name: `the opponents (${nameList(c.names, theirs)})`,
        plural: true,
      },
      extra: 0,
      extraNote: '',
      need,
      notes: partnerNote(
        c,
        ours.find((seat) => seat !== declarer),
      ),
    });
  },
};
