import { codesOf } from '@stich/core/kernel';
import { activeOf } from '@stich/core/scoring';
import { findVariant, reportOf } from '../registry';
import { cardText } from '../text/cardText';
import { handLayout } from '../text/handLayout';
import { padEnd, type Style } from '../text/style';
import type { Position } from './positionAt';
import { trickCards } from './trickCards';

/**
 * The position in a few lines: the deal and how far the record got, whose turn it is,
 * each playing seat's hand (grouped, trumps first) with what it has taken so far, the
 * cards on the table and the skat.
 *
 * @example
 * positionLines(position, 'Skat, hearts, declarer Anne', style(false))[0];
 * // 'Skat, hearts, declarer Anne: after 26 of 40 actions, trick 7 of 10; Christina to play.'
 */
export function positionLines(p: Position, about: string, s: Style): string[] {
  const { state, rules, source, names } = p;
  const { ctx } = rules;
  const report = reportOf(findVariant(p.variant.id)!);
  const mode = ctx.trumpModes[state.trump];
  const label = report.trumpLabel?.(mode) ?? mode;
  const over = rules.isTerminal(state);
  const trick = Math.min(state.winners.length + 1, ctx.tricksPerDeal);
  const where = over
    ? 'the card play is over'
    : `trick ${trick} of ${ctx.tricksPerDeal}; ${names[state.turn]} to play`;
  const from = source === '' ? '' : ` (${source})`;
  const lines = [`${about}${from}: after ${p.at} of ${p.total} actions, ${where}.`];
  const seats = activeOf(state).sort((a, b) => a - b);
  const width = Math.max(...seats.map((seat) => names[seat].length));
  for (const seat of seats) {
    const cards = codesOf(ctx, state.hands[2 * seat], state.hands[2 * seat + 1]);
    const hand = handLayout(ctx.deck, ctx.tables[state.trump], label, cards)
      .map((g) => `${g.label} ${g.cards.map((c) => cardText(c, s, ctx.deck)).join(' ')}`)
      .join('  ');
    const points = ctx.deck.pointsOf(state.won[2 * seat], state.won[2 * seat + 1]);
    const tricks = state.tricks[seat];
    const taken = `took ${points} in ${tricks} ${tricks === 1 ? 'trick' : 'tricks'}`;
    lines.push(`  ${padEnd(names[seat], width)}  ${padEnd(taken, 21)}  ${hand}`.trimEnd());
  }
  const table = over ? [] : trickCards(ctx, state, state.winners.length);
  if (table.length > 0)
    lines.push(
      `  on the table: ${table.map((c) => `${names[c.seat]} ${cardText(c.card, s, ctx.deck)}`).join(', ')}`,
    );
  const skat = codesOf(ctx, state.skat[0], state.skat[1]);
  if (skat.length > 0) {
    const points = ctx.deck.pointsOf(state.skat[0], state.skat[1]);
    const cards = skat.map((c) => cardText(c, s, ctx.deck)).join(' ');
    lines.push(`  ${report.skatName ?? 'skat'}: ${cards} (${points} points)`);
  }
  return lines;
}
