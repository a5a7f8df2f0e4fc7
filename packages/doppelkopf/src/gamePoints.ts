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

/**
 * Whether a party reached its target (5.9.2), from its highest level (`own`), the
 * opponents' (`theirs`), both parties' card points and tricks, and the card points it
 * needs when neither made an Absage. Plain numbers: a lookup by party name costs more than
 * the rule.
 */
function reachesTarget(
  own: number,
  theirs: number,
  points: number,
  otherPoints: number,
  tricks: number,
  otherTricks: number,
  needs: number,
): boolean {
  if (own >= DOKO_LEVELS.keine90) {
    // 5.9.2.1: keep the opponents under the named mark, or take every trick.
    return own === SCHWARZ ? otherTricks === 0 : otherPoints < UNDER_MARKS[own - 1];
  }
  if (theirs >= DOKO_LEVELS.keine90) {
    // 5.9.2.2: reach the mark the opponents denied, or take one trick against schwarz.
    return theirs === SCHWARZ ? tricks > 0 : points >= UNDER_MARKS[theirs - 1];
  }
  return points >= needs;
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
  const re = announced.re;
  const kontra = announced.kontra;
  // 5.9.2.3: 121 for Re and 120 for Kontra, swapped when only Kontra announced.
  const kontraOnly = kontra >= 0 && re < 0;
  const rePoints = cardPoints.re;
  const kontraPoints = cardPoints.kontra;
  if (
    reachesTarget(
      re,
      kontra,
      rePoints,
      kontraPoints,
      tricks.re,
      tricks.kontra,
      kontraOnly ? 120 : 121,
    )
  )
    return 're';
  return reachesTarget(
    kontra,
    re,
    kontraPoints,
    rePoints,
    tricks.kontra,
    tricks.re,
    kontraOnly ? 121 : 120,
  )
    ? 'kontra'
    : null;
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
function underLines(sink: LineSink, party: Party, otherPoints: number, otherTricks: number): void {
  for (let i = 0; i < UNDER_MARKS.length; i++)
    if (otherPoints < UNDER_MARKS[i])
      addLine(sink, { key: UNDER_KEYS[i], party, points: 1 }, party, 1);
  if (otherTricks === 0)
    addLine(sink, { key: UNDER_KEYS[UNDER_MARKS.length], party, points: 1 }, party, 1);
}

/** Adds the "gegen Absagen" items (6.3): one per opponents' level (up to `theirs`) whose mark `party` reached with `points`. */
function againstLines(sink: LineSink, party: Party, theirs: number, points: number): void {
  for (let level = 1; level <= theirs; level++) {
    if (points >= AGAINST_MARKS[level - 1])
      addLine(sink, { key: AGAINST_KEYS[level - 1], party, points: 1 }, party, 1);
  }
}

/** Adds every Absage level up to `level` that `by` made, each +1 for `party` (6.2.2). */
function absageLines(sink: LineSink, party: Party, by: Party, level: number): void {
  for (let l = 1; l <= level; l++)
    addLine(sink, { key: ABSAGE_KEYS[l - 1], party, points: 1, by }, party, 1);
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
  const reLevel = facts.announced.re;
  const kontraLevel = facts.announced.kontra;
  const reWins = winner === 're';
  addLine(sink, { key: 'won', party: winner, points: 1 }, winner, 1);
  underLines(
    sink,
    winner,
    reWins ? facts.cardPoints.kontra : facts.cardPoints.re,
    reWins ? facts.tricks.kontra : facts.tricks.re,
  );
  const re = reLevel >= 0;
  const kontra = kontraLevel >= 0;
  if (!doubles) {
    if (re) ansageLine(sink, winner, 're', 2, false);
    if (kontra) ansageLine(sink, winner, 'kontra', 2, false);
  }
  absageLines(sink, winner, 're', reLevel);
  absageLines(sink, winner, 'kontra', kontraLevel);
  againstLines(
    sink,
    winner,
    reWins ? kontraLevel : reLevel,
    reWins ? facts.cardPoints.re : facts.cardPoints.kontra,
  );
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
  const { cardPoints, tricks, announced } = facts;
  underLines(sink, 're', cardPoints.kontra, tricks.kontra);
  againstLines(sink, 're', announced.kontra, cardPoints.re);
  underLines(sink, 'kontra', cardPoints.re, tricks.re);
  againstLines(sink, 'kontra', announced.re, cardPoints.kontra);
}
