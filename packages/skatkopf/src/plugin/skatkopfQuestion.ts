import { seatsOf } from '@stich/core/kernel';
import { type AskContext, nameList, type SolveQuestion, teamQuestion } from '@stich/core/plugin';
import { activeOf } from '@stich/core/scoring';
import type { SkatkopfOptions, SkatkopfState } from '../index';
import { partnerOf } from '../partner';
import { gameText, plainCard } from './skatkopfText';

/** What the record tells about the teams that the players may not know yet. */
function teamNotes(c: AskContext<SkatkopfState, SkatkopfOptions>): string[] {
  const { state, ctx } = c;
  const x = state.x;
  if (x.called < 0) return [];
  const card = plainCard(ctx.deck.codes[x.called]);
  const partner = partnerOf(ctx, state);
  if (partner < 0) return [`the called card ${card} lies in the kitty: the declarer plays alone`];
  if (state.history.includes(x.called)) return [];
  return [
    `the teams come from the record: ${nameList(c.names, [partner])} holds the called card ${card}, not played yet, so the other players do not know them`,
  ];
}

/**
 * Skatkopf's question: the declaring side's card points with the kitty (or the
 * discards), and whether it makes 61. The declaring side is the declarer and, in
 * Partner, the called card's holder: the record knows it even before the card falls
 * (a note says so). The solver keys positions by exact hands, since the called card is
 * singled out by the play rules.
 *
 * @example
 * skatkopfQuestion.ask({ ctx: rules.ctx, state, flags: {}, game: 'Skatkopf', names: seatNames(4) }).side.name; // 'the declaring side (Anne and Christina)'
 */
export const skatkopfQuestion: SolveQuestion<SkatkopfState, SkatkopfOptions> = {
  solver: { relabel: false },
  ask(c) {
    const { ctx, state } = c;
    const x = state.x;
    const ours = seatsOf(ctx.sides!.of(state), 0);
    const defenders = activeOf(state)
      .filter((seat) => !ours.includes(seat))
      .sort((a, b) => a - b);
    const kitty = ctx.deck.pointsOf(state.skat[0], state.skat[1]);
    const called = x.called >= 0 ? `, called ${plainCard(ctx.deck.codes[x.called])}` : '';
    const whose = x.discarded ? "the discards'" : "the kitty's";
    return teamQuestion(c, {
      about: `${c.game}, ${x.game === null ? 'no game' : gameText({ game: x.game, trumpSuit: x.trumpSuit, making: x.making })}, declarer ${c.names[x.declarer]}${called}`,
      declarers:
        ours.length > 1
          ? { seats: ours, name: `the declaring side (${nameList(c.names, ours)})`, plural: false }
          : { seats: ours, name: `the declarer (${c.names[x.declarer]})`, plural: false },
      defenders: {
        seats: defenders,
        name: `the defenders (${nameList(c.names, defenders)})`,
        plural: true,
      },
      extra: kitty,
      extraNote: `${whose} ${kitty} points count for the declaring side`,
      need: { count: 'points', target: 61 },
      notes: teamNotes(c),
    });
  },
};
