import { dokoWinner, gamePointLines, type LineSink } from './gamePoints';
import { checkScoreInput, type DokoFacts } from './scoreInput';
import { DOKO_SCORE_DEFAULTS, type DokoScore, type DokoScoreInput } from './scoreTypes';
import { sonderpunkte } from './sonderpunkte';

export { dokoWinner, otherParty } from './gamePoints';
export {
  checkScoreInput,
  DOKO_SCORE_ERROR_CODES,
  type DokoFacts,
  DokoScoreError,
  type DokoScoreErrorCode,
  dokoCardPoints,
  MARKED,
} from './scoreInput';
export {
  DOKO_LEVELS,
  DOKO_LINE_KEYS,
  DOKO_SCORE_DEFAULTS,
  type DokoLineKey,
  type DokoScore,
  type DokoScoreInput,
  type DokoScoreLine,
  type DokoScoreOptions,
  type DokoTrick,
  type Party,
} from './scoreTypes';

/**
 * Scores a finished Doppelkopf deal by doppelkopf.en.md 6: the winner by the thresholds
 * of 5.9, the game points of 6.2 and 6.3 (or 6.5 when nobody won), the Sonderpunkte of
 * 6.4 in a normal game, the netted value and each seat's score (6.6, 6.7). Throws a
 * {@link DokoScoreError} (a `RangeError`) for input that cannot be a finished deal.
 *
 * @example
 * // 8.1: Re 145 : Kontra 95, Re caught a fox, Kontra made a Doppelkopf
 * const s = scoreDoppelkopf({ re: [0, 2], kontra: [1, 3], solo: false, tricks, announced: { re: -1, kontra: -1 } });
 * s.value; // 1
 * s.scores; // [1, -1, 1, -1]
 */
export function scoreDoppelkopf(input: DokoScoreInput): DokoScore {
  return scoreFacts(checkScoreInput(input), input);
}

/**
 * Scores a deal from its checked facts (see {@link scoreDoppelkopf}): the engine's own
 * path, which reads the tricks from its state without building them as objects.
 *
 * @example
 * scoreFacts(checkScoreInput(input), input).value; // as scoreDoppelkopf(input).value
 */
export function scoreFacts(
  facts: DokoFacts,
  input: Pick<DokoScoreInput, 're' | 'kontra' | 'solo' | 'options'>,
): DokoScore {
  // Field by field, without a merged object: each simulated deal is scored.
  const given = input.options;
  const D = DOKO_SCORE_DEFAULTS;
  const winner = dokoWinner(facts.cardPoints, facts.tricks, facts.announced);
  // Each party's total is kept as the lines are made (see LineSink).
  const sink: LineSink = { lines: [], re: 0, kontra: 0 };
  gamePointLines(sink, facts, winner, given?.reKontraDoubles ?? D.reKontraDoubles);
  if (!input.solo)
    sonderpunkte(
      sink,
      facts,
      winner,
      given?.gegenDieAlten ?? D.gegenDieAlten,
      given?.karlchenGefangen ?? D.karlchenGefangen,
      given?.fuchsLetzterStich ?? D.fuchsLetzterStich,
    );
  const lines = sink.lines;
  const totals = { re: sink.re, kontra: sink.kontra };
  const value = totals.re - totals.kontra;
  // Of its own length, not grown by a push.
  const scores = new Array<number>(facts.seats);
  for (let seat = 0; seat < facts.seats; seat++) scores[seat] = 0;
  const factor = input.solo ? 3 : 1;
  // By index, not `for...of`: V8 then keeps no iterator (each simulated deal is scored).
  const { re, kontra } = input;
  for (let i = 0; i < re.length; i++) scores[re[i]] = factor * value;
  // Written as a subtraction so that a value of 0 gives +0, not -0.
  for (let i = 0; i < kontra.length; i++) scores[kontra[i]] = 0 - value;
  return {
    winner,
    solo: input.solo,
    cardPoints: facts.cardPoints,
    tricks: facts.tricks,
    lines,
    totals,
    value,
    scores,
  };
}
