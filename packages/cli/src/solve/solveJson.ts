import { codesOf } from '@stich/core/kernel';
import { reaches } from './question';
import type { Solved } from './solvePosition';
import { trickCards } from './trickCards';

/**
 * What `stich solve --json` prints, as one JSON object: the variant and deal, the
 * players' names by seat (as the text names them), the position (actions replayed, the
 * trick, whose turn, the cards on the table, each seat's hand, points and tricks taken),
 * the question as the solver got it, the value (with `upper` and the question's `marks`
 * where the answer is a band: the total lies in `value ... upper`), the goal and whether
 * it is reached, the best cards (with `everyBest: false` where only one of them was
 * looked for), the notes, the line (with `--line`: tricks of `{cards, winner, points}`,
 * the first with the cards already on the table), and the search's size and time.
 *
 * @example
 * JSON.stringify(solveJson(solved)); // '{"variant":"skat","about":"Skat, hearts, declarer Anne","players":["Anne","Bert","Christina"],...}'
 */
export function solveJson(r: Solved): Record<string, unknown> {
  const { position: p, question: q } = r;
  const { state, rules } = p;
  const { ctx } = rules;
  const seats = Array.from({ length: ctx.seats }, (_, seat) => seat);
  const reached = reaches(q, r.value);
  return {
    variant: p.variant.id,
    about: q.about,
    players: p.names,
    ...(p.source !== '' ? { source: p.source } : {}),
    position: {
      action: p.at,
      actions: p.total,
      trick: Math.min(state.winners.length + 1, ctx.tricksPerDeal),
      tricks: ctx.tricksPerDeal,
      over: r.turn === null,
      turn: r.turn,
      table: r.turn === null ? [] : trickCards(ctx, state, state.winners.length),
      hands: seats.map((seat) => codesOf(ctx, state.hands[2 * seat], state.hands[2 * seat + 1])),
      points: seats.map((seat) => ctx.deck.pointsOf(state.won[2 * seat], state.won[2 * seat + 1])),
      tricksWon: state.tricks.slice(),
      skat: codesOf(ctx, state.skat[0], state.skat[1]),
    },
    question: {
      side: q.side.seats,
      objective: q.objective,
      count: q.count,
      extra: q.extra,
      lastTrick: q.lastTrick,
    },
    value: r.value,
    ...(r.marks !== null ? { upper: r.upper, marks: r.marks } : {}),
    goal: q.goal === null ? null : { target: q.goal.target, reached },
    best: r.best,
    ...(r.everyBest ? {} : { everyBest: false }),
    notes: q.notes,
    ...(r.line !== null ? { line: r.line } : {}),
    nodes: r.nodes,
    ms: Math.round(r.ms * 10) / 10,
  };
}
