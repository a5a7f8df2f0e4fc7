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
  const partyOf = (seat: number) => facts.partyOf.get(seat)!;
  // 6.4.2 and 9.5: only when Kontra won, so never when nobody won.
  if (winner === 'kontra' && options.gegenDieAlten)
    lines.push({ key: 'gegenDieAlten', party: 'kontra', points: 1 });
  const last = facts.trickList.length - 1;
  facts.trickList.forEach((trick, index) => {
    const party = partyOf(trick.winner);
    if (facts.trickPoints[index] >= DOPPELKOPF_FROM)
      lines.push({ key: 'doppelkopf', party, points: 1, trick: index });
    // One point per ♦A of the other party, so two when both foxes fall in one trick.
    for (const { seat, card } of trick.cards) {
      if (card === FOX && partyOf(seat) !== party)
        lines.push({ key: 'fuchs', party, points: 1, trick: index });
    }
    if (index !== last) return;
    // The winner's own card is the winning card: a ♣J merely in the last trick scores nothing.
    const winning = trick.cards.find((c) => c.seat === trick.winner)!.card;
    if (winning === KARLCHEN) lines.push({ key: 'karlchen', party, points: 1, trick: index });
    if (options.karlchenGefangen) {
      for (const { seat, card } of trick.cards) {
        if (card === KARLCHEN && partyOf(seat) !== party)
          lines.push({ key: 'karlchenGefangen', party, points: 1, trick: index });
      }
    }
    if (options.fuchsLetzterStich && winning === FOX)
      lines.push({ key: 'fuchsLetzterStich', party, points: 1, trick: index });
  });
  return lines;
}
