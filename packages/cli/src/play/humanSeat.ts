import type { SeatView } from '@stich/core';
import { askCards } from './cardsPrompt';
import type { LineReader } from './lineReader';
import { askMenu } from './menuPrompt';
import { askOutOfTurn } from './outOfTurnPrompt';
import { askPlay } from './playPrompt';
import { sortChoices } from './sortChoices';
import type { SeatPlayer, Table } from './table';

/** The view's facts in one line (`bid: 18 · passed: Bert`), where the game has any. */
function factsLine(t: Table, view: SeatView): string[] {
  const facts = t.texts?.viewFacts(view) ?? [];
  if (facts.length === 0) return [];
  return [t.style.dim(facts.map((f) => `${f.label}: ${f.value}`).join(' · '))];
}

/**
 * The person at the terminal, asked in the way the legal actions call for, knowing no
 * game (see `sortChoices`): actions that name a card of the hand are chosen from the
 * numbered hand or by a card code, with any other action beside them (a doubling by its
 * key); actions that name several cards of the hand by the multi-card chooser; every
 * other decision as a menu of the legal actions, labelled by the plug-in, in the order
 * the rules list them, after the plug-in's lines on it (`promptIntro`). Out of turn, the
 * actions offered come as a menu whose first entry goes on without acting (see
 * `askOutOfTurn`). `q` quits, and so does the end of input; a wrong answer is explained
 * and asked again.
 *
 * @example
 * players[0] = humanSeat(() => table, new LineReader(io.stdin));
 */
export function humanSeat(table: () => Table, lines: LineReader): SeatPlayer {
  return {
    kind: 'human',
    async ask(view, check) {
      const t = table();
      const intro = [...factsLine(t, view), ...(t.report.promptIntro?.(view, t.names) ?? [])];
      const { plays, cardSets, others } = sortChoices(t.variant, view);
      if (cardSets.length > 0) return askCards(t, lines, view, check, cardSets, others, intro);
      if (plays.length > 0) return askPlay(t, lines, view, plays, others, intro);
      return askMenu(t, lines, view, others, intro);
    },
    askOutOfTurn: (view) => askOutOfTurn(table(), lines, view),
  };
}
