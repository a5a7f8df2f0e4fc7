import type { DokoFacts } from './scoreInput';
import type { DokoScoreLine, DokoScoreOptions, Party } from './scoreTypes';

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
  facts: DokoFacts,
  winner: Party | null,
  options: Required<DokoScoreOptions>,
): DokoScoreLine[] {
  const lines: DokoScoreLine[] = [];
  const { partyOf, cardsPerTrick } = facts;
  // 6.4.2 and 9.5: only when Kontra won, so never when nobody won.
  if (winner === 'kontra' && options.gegenDieAlten)
    lines.push({ key: 'gegenDieAlten', party: 'kontra', points: 1 });
  const last = facts.trickCount - 1;
  for (let index = 0; index <= last; index++) {
    const taker = facts.winnerOf(index);
    const party = partyOf(taker);
    if (facts.trickPoints(index) >= DOPPELKOPF_FROM)
      lines.push({ key: 'doppelkopf', party, points: 1, trick: index });
    // One point per ♦A of the other party, so two when both foxes fall in one trick.
    for (let i = 0; i < cardsPerTrick; i++) {
      if (facts.cardAt(index, i) === FOX && partyOf(facts.seatAt(index, i)) !== party)
        lines.push({ key: 'fuchs', party, points: 1, trick: index });
    }
    if (index !== last) continue;
    // The winner's own card is the winning card: a ♣J merely in the last trick scores nothing.
    let winning = '';
    for (let i = 0; i < cardsPerTrick; i++)
      if (facts.seatAt(index, i) === taker) winning = facts.cardAt(index, i);
    if (winning === KARLCHEN) lines.push({ key: 'karlchen', party, points: 1, trick: index });
    if (options.karlchenGefangen) {
      for (let i = 0; i < cardsPerTrick; i++) {
        if (facts.cardAt(index, i) === KARLCHEN && partyOf(facts.seatAt(index, i)) !== party)
          lines.push({ key: 'karlchenGefangen', party, points: 1, trick: index });
      }
    }
    if (options.fuchsLetzterStich && winning === FOX)
      lines.push({ key: 'fuchsLetzterStich', party, points: 1, trick: index });
  }
  return lines;
}
