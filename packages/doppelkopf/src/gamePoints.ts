import type { DokoFacts } from './scoreInput';
import { DOKO_LEVELS, type DokoScoreLine, type Party } from './scoreTypes';

/** Card points the loser stays under for the "unter" items (6.2), and the Absage marks (5.1). */
const UNDER_MARKS = [90, 60, 30] as const;
/** What a party must reach against each level of the opponents' Absagen (6.3). */
const AGAINST_MARKS = [120, 90, 60, 30] as const;
const UNDER_KEYS = ['under90', 'under60', 'under30', 'schwarz'] as const;
const ABSAGE_KEYS = ['keine90', 'keine60', 'keine30', 'schwarzAnnounced'] as const;
const AGAINST_KEYS = ['against90', 'against60', 'against30', 'againstSchwarz'] as const;
const SCHWARZ = DOKO_LEVELS.schwarz;

/** What decides the winner and the game points: card points, tricks, announcements. */
type Counts = Pick<DokoFacts, 'cardPoints' | 'tricks' | 'announced'>;

/**
 * The other party.
 *
 * @example
 * otherParty('re'); // 'kontra'
 */
export function otherParty(party: Party): Party {
  return party === 're' ? 'kontra' : 're';
}

/** Whether `party` reached its target (5.9.2). */
function reachesTarget(facts: Counts, party: Party): boolean {
  const other = otherParty(party);
  const own = facts.announced[party];
  const theirs = facts.announced[other];
  if (own >= DOKO_LEVELS.keine90) {
    // 5.9.2.1: keep the opponents under the named mark, or take every trick.
    return own === SCHWARZ
      ? facts.tricks[other] === 0
      : facts.cardPoints[other] < UNDER_MARKS[own - 1];
  }
  if (theirs >= DOKO_LEVELS.keine90) {
    // 5.9.2.2: reach the mark the opponents denied, or take one trick against schwarz.
    return theirs === SCHWARZ
      ? facts.tricks[party] > 0
      : facts.cardPoints[party] >= UNDER_MARKS[theirs - 1];
  }
  // 5.9.2.3: 121 for Re and 120 for Kontra, swapped when only Kontra announced.
  const kontraOnly = facts.announced.kontra >= 0 && facts.announced.re < 0;
  const needs = (party === 're') === kontraOnly ? 120 : 121;
  return facts.cardPoints[party] >= needs;
}

/**
 * The winner by the thresholds of 5.9, or `null` when neither party reached its target
 * (possible only when both made an Absage).
 *
 * @param cardPoints - each party's card points
 * @param tricks - each party's tricks
 * @param announced - each party's highest level, as in `DokoScoreInput`
 * @example
 * // 120 : 120 and only Kontra announced: Re needs 120 (5.9.3)
 * dokoWinner({ re: 120, kontra: 120 }, { re: 6, kontra: 6 }, { re: -1, kontra: 0 }); // 're'
 */
export function dokoWinner(
  cardPoints: { readonly re: number; readonly kontra: number },
  tricks: { readonly re: number; readonly kontra: number },
  announced: { readonly re: number; readonly kontra: number },
): Party | null {
  const facts = { cardPoints, tricks, announced };
  if (reachesTarget(facts, 're')) return 're';
  return reachesTarget(facts, 'kontra') ? 'kontra' : null;
}

/**
 * A deal's score lines as they are made, with each party's total kept beside them: the
 * lines come in several shapes, and reading their points back costs a lookup by shape
 * each (every simulated deal is scored).
 */
export interface LineSink {
  readonly lines: DokoScoreLine[];
  re: number;
  kontra: number;
}

/** Adds `line`, worth `points` to `party` (the line's own party and points). */
export function addLine(sink: LineSink, line: DokoScoreLine, party: Party, points: number): void {
  sink.lines.push(line);
  if (party === 're') sink.re += points;
  else sink.kontra += points;
}

/** Adds the "unter" items (6.2) `party` earns for the opponents' card points and tricks. */
function underLines(sink: LineSink, facts: Counts, party: Party): void {
  const other = otherParty(party);
  const points = facts.cardPoints[other];
  for (let i = 0; i < UNDER_MARKS.length; i++)
    if (points < UNDER_MARKS[i]) addLine(sink, { key: UNDER_KEYS[i], party, points: 1 }, party, 1);
  if (facts.tricks[other] === 0)
    addLine(sink, { key: UNDER_KEYS[UNDER_MARKS.length], party, points: 1 }, party, 1);
}

/** Adds the "gegen Absagen" items (6.3): one per opponents' level whose mark `party` reached. */
function againstLines(sink: LineSink, facts: Counts, party: Party): void {
  const theirs = facts.announced[otherParty(party)];
  for (let level = 1; level <= theirs; level++) {
    if (facts.cardPoints[party] >= AGAINST_MARKS[level - 1])
      addLine(sink, { key: AGAINST_KEYS[level - 1], party, points: 1 }, party, 1);
  }
}

/** Adds every Absage level `by` made, each +1 for `party` (6.2.2). */
function absageLines(sink: LineSink, facts: Counts, party: Party, by: Party): void {
  for (let level = 1; level <= facts.announced[by]; level++)
    addLine(sink, { key: ABSAGE_KEYS[level - 1], party, points: 1, by }, party, 1);
}

/** Adds the line of an Ansage (Re or Kontra) credited to `winner`. */
function ansageLine(
  sink: LineSink,
  winner: Party,
  by: Party,
  points: number,
  doubling: boolean,
): void {
  const key = by === 're' ? 'reAnnounced' : 'kontraAnnounced';
  addLine(
    sink,
    doubling ? { key, party: winner, points, by, doubling } : { key, party: winner, points, by },
    winner,
    points,
  );
}

/** Adds the game points of the winning party (6.2, 6.3; 7.13 doubles them per Ansage). */
function winnerLines(sink: LineSink, facts: Counts, winner: Party, doubles: boolean): void {
  addLine(sink, { key: 'won', party: winner, points: 1 }, winner, 1);
  underLines(sink, facts, winner);
  const re = facts.announced.re >= 0;
  const kontra = facts.announced.kontra >= 0;
  if (!doubles) {
    if (re) ansageLine(sink, winner, 're', 2, false);
    if (kontra) ansageLine(sink, winner, 'kontra', 2, false);
  }
  absageLines(sink, facts, winner, 're');
  absageLines(sink, facts, winner, 'kontra');
  againstLines(sink, facts, winner);
  if (doubles) {
    // Every line so far is the winner's.
    let sum = sink.re + sink.kontra;
    if (re) {
      ansageLine(sink, winner, 're', sum, true);
      sum *= 2;
    }
    if (kontra) ansageLine(sink, winner, 'kontra', sum, true);
  }
}

/**
 * Adds the game points of a deal to an empty `sink`: the winner's (6.2, 6.3), or with no
 * winner each party's "unter" items and its points against the other's Absagen (6.5).
 */
export function gamePointLines(
  sink: LineSink,
  facts: Counts,
  winner: Party | null,
  doubles: boolean,
): void {
  if (winner !== null) {
    winnerLines(sink, facts, winner, doubles);
    return;
  }
  for (const party of ['re', 'kontra'] as const) {
    underLines(sink, facts, party);
    againstLines(sink, facts, party);
  }
}
