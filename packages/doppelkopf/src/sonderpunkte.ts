import { addLine, type LineSink } from './gamePoints';
import { type DokoFacts, FOX_WON, KARLCHEN_WON } from './scoreInput';
import type { Party } from './scoreTypes';

/**
 * The Sonderpunkte of a normal game (doppelkopf.en.md 6.4, options 7.6, 7.7, 7.18), each
 * party's own, whoever won, trick by trick. Parties are the final ones, also for a
 * Hochzeit's tricks before the Klärungsstich (9.10).
 */
export function sonderpunkte(
  sink: LineSink,
  facts: DokoFacts,
  winner: Party | null,
  gegenDieAlten: boolean,
  karlchenGefangen: boolean,
  fuchsLetzterStich: boolean,
): void {
  // 6.4.2 and 9.5: only when Kontra won, so never when nobody won.
  if (winner === 'kontra' && gegenDieAlten)
    addLine(sink, { key: 'gegenDieAlten', party: 'kontra', points: 1 }, 'kontra', 1);
  const last = facts.trickCount - 1;
  const { reWon, doppelkopf, foxes } = facts;
  // The tricks that score (a Doppelkopf, a fox caught) and the last one, as bits 2t (as
  // in `foxes`), in trick order: not every trick asked.
  let spread = doppelkopf | (last >= 0 ? 1 << last : 0);
  spread = (spread | (spread << 8)) & 0x00ff00ff;
  spread = (spread | (spread << 4)) & 0x0f0f0f0f;
  spread = (spread | (spread << 2)) & 0x33333333;
  spread = (spread | (spread << 1)) & 0x55555555;
  for (let todo = spread | ((foxes | (foxes >>> 1)) & 0x55555555); todo !== 0; todo &= todo - 1) {
    const index = (31 - Math.clz32(todo & -todo)) >>> 1;
    const caught = (foxes >>> (2 * index)) & 3;
    const party: Party = ((reWon >>> index) & 1) === 1 ? 're' : 'kontra';
    if (((doppelkopf >>> index) & 1) === 1)
      addLine(sink, { key: 'doppelkopf', party, points: 1, trick: index }, party, 1);
    // One point per ♦A of the other party, so two when both foxes fall in one trick.
    for (let i = 0; i < caught; i++)
      addLine(sink, { key: 'fuchs', party, points: 1, trick: index }, party, 1);
    if (index !== last) continue;
    // The winning card of the last trick: a ♣J merely in it scores nothing.
    const winning = facts.lastWinning;
    if (winning === KARLCHEN_WON)
      addLine(sink, { key: 'karlchen', party, points: 1, trick: index }, party, 1);
    if (karlchenGefangen) {
      for (let i = 0; i < facts.karlchenCaught; i++)
        addLine(sink, { key: 'karlchenGefangen', party, points: 1, trick: index }, party, 1);
    }
    if (fuchsLetzterStich && winning === FOX_WON)
      addLine(sink, { key: 'fuchsLetzterStich', party, points: 1, trick: index }, party, 1);
  }
}
