import type { BaseAction, CardCode, Deck, SeatView } from '@stich/core';
import { cardText, parseCardInput } from '../text/cardText';
import type { Style } from '../text/style';
import { askAuction } from './auctionPrompt';
import { askContract, askDouble, askSkatOrHand, labelOf } from './declarationPrompts';
import { askDiscard, askSkatTurn } from './discardPrompts';
import type { LineReader } from './lineReader';
import { askMenu } from './menuPrompt';
import { readMove } from './readMove';
import { handLines, playedText } from './render';
import type { Answer, SeatPlayer, Table } from './table';

/**
 * The person at the terminal: shows the trick so far and the hand with the legal cards
 * numbered, offers a doubling by its name while allowed, and reads the answer: a number,
 * a card code (`HA`, `h10`, `♥A`), `d` or the doubling's name, or `q` to quit. The end of
 * input quits too. A wrong answer is explained and asked again. When the skat comes
 * round (Schieberamsch) it asks to take it up or push it, then which cards to lay back.
 * In an auction it asks for a call, or to hold or pass; a declarer chooses the skat or
 * hand, the cards to lay back and the contract; Kontra is said or passed. Where the
 * variant's report explains a decision (`promptIntro`), it is asked as a numbered menu.
 *
 * @example
 * players[0] = humanSeat(() => table, new LineReader(io.stdin));
 */
export function humanSeat(table: () => Table, lines: LineReader): SeatPlayer {
  return {
    kind: 'human',
    async ask(view, check): Promise<Answer> {
      const t = table();
      const types = view.legalActions.map((a) => a.type);
      const intro = t.report.promptIntro?.(view, t.names) ?? null;
      const cards = types.includes('play') || types.includes('discard');
      if (intro !== null && !cards) return askMenu(t, lines, view, intro);
      if (types.includes('bid') || types.includes('hold')) return askAuction(t, lines, view);
      if (types.includes('pushSkat')) return askSkatTurn(t, lines, view);
      if (types.includes('pickUpSkat')) return askSkatOrHand(t, lines, view);
      if (types.includes('discard')) return askDiscard(t, lines, view, check, intro ?? []);
      if (types.includes('declare')) return askContract(t, lines, view);
      if (types.includes('double') && !types.includes('play')) return askDouble(t, lines, view);
      const plays = view.legalActions.filter(
        (a): a is BaseAction & { card: CardCode } => a.type === 'play',
      );
      const double = view.legalActions.find((a) => a.type === 'double');
      const others = view.legalActions.filter((a) => a.type !== 'play' && a.type !== 'double');
      const stepName = t.variant.doubling?.steps[view.doublings.length] ?? 'double';
      const n = view.tricks.length + 1;
      const { out, style } = t;
      for (const line of intro ?? []) out.write(`${line}\n`);
      out.write(
        view.trick.length === 0
          ? `You lead trick ${n}.\n`
          : `Trick ${n} so far: ${playedText(t, view.trick)}\n`,
      );
      const { lines: shown, order } = handLines(
        t,
        view.trumpMode,
        view.hand,
        plays.map((a) => a.card),
      );
      out.write(`Your hand:\n${shown.join('\n')}\n`);
      if (double) out.write(`  ${style.bold('[d]')} say ${stepName} (doubles the deal)\n`);
      others.forEach((a, i) => {
        out.write(`  ${style.bold(`[${order.length + i + 1}]`)} ${labelOf(t, a, view)}\n`);
      });
      const hint = `number or card${double ? `, d = ${stepName}` : ''}, q = quit`;
      for (;;) {
        const text = await readMove(t, lines, hint);
        if (text === null) return 'quit';
        if (double && (text === 'd' || text === stepName)) return { action: double };
        if (/^\d+$/.test(text)) {
          const k = Number(text);
          if (k >= 1 && k <= order.length)
            return { action: plays.find((a) => a.card === order[k - 1])! };
          if (k > order.length && k <= order.length + others.length)
            return { action: others[k - order.length - 1] };
          const most = order.length + others.length;
          out.write(`There is no [${k}]; choose ${most === 1 ? '1' : `1 to ${most}`}.\n`);
          continue;
        }
        const card = parseCardInput(text, t.rules.ctx.deck);
        const play = plays.find((a) => a.card === card);
        if (play) return { action: play };
        out.write(`${explain(view, card, text, t.style, t.rules.ctx.deck)}\n`);
      }
    },
  };
}

/** Why an answer is not a legal move, in one sentence, cards shown as on the table. */
function explain(
  view: SeatView,
  card: CardCode | null,
  text: string,
  style: Style,
  deck: Deck,
): string {
  if (card === null)
    return `'${text}' is not a move; type the number shown before a card, or a card such as HA.`;
  const shown = cardText(card, style, deck);
  if (!view.hand.includes(card)) return `You do not hold ${shown}.`;
  const led = view.trick[0]?.card;
  return led === undefined
    ? `You cannot play ${shown} now.`
    : `You must follow ${cardText(led, style, deck)}: play one of the numbered cards, not ${shown}.`;
}
