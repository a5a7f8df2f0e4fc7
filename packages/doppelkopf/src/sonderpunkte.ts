import { addLine, type LineSink } from './gamePoints';
import type { DokoFacts } from './scoreInput';
import type { DokoScoreOptions, Party } from './scoreTypes';

/** A trick holding this many card points is a Doppelkopf (6.4). */
const DOPPELKOPF_FROM = 40;
const FOX = 'DA';
const KARLCHEN = 'CJ';

/**
 * The Sonderpunkte of a normal game (doppelkopf.en.md 6.4, options 7.6, 7.7, 7.18), each
 * party's own, whoever won. Parties are the final ones, also for a Hochzeit's tricks
 * before the Klärungsstich (9.10).
 */
export function sonderpunkte(
  sink: LineSink,
  facts: DokoFacts,
  winner: Party | null,
  options: Required<DokoScoreOptions>,
): void {
  const { parties, winners, marked } = facts;
  // 6.4.2 and 9.5: only when Kontra won, so never when nobody won.
  if (winner === 'kontra' && options.gegenDieAlten)
    addLine(sink, { key: 'gegenDieAlten', party: 'kontra', points: 1 }, 'kontra', 1);
  const last = winners.length - 1;
  let m = 0;
  for (let index = 0; index <= last; index++) {
    const party = parties[winners[index]];
    if (facts.trickPoints[index] >= DOPPELKOPF_FROM)
      addLine(sink, { key: 'doppelkopf', party, points: 1, trick: index }, party, 1);
    // One point per ♦A of the other party, so two when both foxes fall in one trick.
    const from = m;
    for (; m < marked.length && marked[m].trick === index; m++) {
      if (marked[m].card === FOX && parties[marked[m].player] !== party)
        addLine(sink, { key: 'fuchs', party, points: 1, trick: index }, party, 1);
    }
    if (index !== last) continue;
    // The winning card of the last trick: a ♣J merely in it scores nothing.
    const winning = facts.lastWinning;
    if (winning === KARLCHEN)
      addLine(sink, { key: 'karlchen', party, points: 1, trick: index }, party, 1);
    if (options.karlchenGefangen) {
      for (let i = from; i < m; i++) {
        if (marked[i].card === KARLCHEN && parties[marked[i].player] !== party)
          addLine(sink, { key: 'karlchenGefangen', party, points: 1, trick: index }, party, 1);
      }
    }
    if (options.fuchsLetzterStich && winning === FOX)
      addLine(sink, { key: 'fuchsLetzterStich', party, points: 1, trick: index }, party, 1);
  }
}
