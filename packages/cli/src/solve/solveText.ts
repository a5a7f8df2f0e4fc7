import { says } from '@stich/core/plugin';
import { cardText } from '../text/cardText';
import type { Style } from '../text/style';
import { positionLines } from './positionText';
import { reaches } from './question';
import type { Solved } from './solvePosition';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The value as a sentence: who takes how much with best play, and what it decides.
 *
 * @example
 * valueSentence(solved); // 'The declarer (Anne) takes 78 card points with best play by both sides: wins (61 needed).'
 * // with marks: 'Re (Anne and Christina) take 121 to 150 card points with best play by both sides: win (121 needed).'
 */
export function valueSentence(r: Solved): string {
  const q = r.question;
  const name = q.side.name[0].toUpperCase() + q.side.name.slice(1);
  const unit = q.count === 'tricks' ? ['trick', 'tricks'] : ['card point', 'card points'];
  const amount =
    r.upper === r.value ? plural(r.value, unit[0], unit[1]) : `${r.value} to ${r.upper} ${unit[1]}`;
  const reached = reaches(q, r.value);
  const verdict = reached === null ? '' : `: ${reached ? q.goal!.met : q.goal!.missed}`;
  if (r.turn === null) return `${name} took ${amount}${verdict}.`;
  const takes = q.side.plural ? 'take' : 'takes';
  return `${name} ${takes} ${amount} ${q.how}${verdict}.`;
}

/**
 * What `stich solve` prints: the position, the value with its notes, the best cards for
 * the seat to act, one best line if asked, and the search's size and time.
 *
 * @example
 * io.stdout.write(solveText(solved, style(false)));
 */
export function solveText(r: Solved, s: Style): string {
  const { names } = r.position;
  const { deck } = r.position.rules.ctx;
  const lines = positionLines(r.position, r.question.about, s);
  lines.push('', valueSentence(r));
  if (r.marks !== null)
    lines.push(
      `  the band between the marks where the game's value changes (${r.marks.join(', ')}); --exact pins the total down`,
    );
  for (const note of r.question.notes) lines.push(`  ${note}`);
  if (r.turn !== null) {
    const cards = r.best.map((c) => cardText(c, s, deck)).join(' ');
    const whom = names[r.turn] === 'You' ? 'you' : names[r.turn];
    lines.push(
      r.everyBest
        ? `Best ${r.best.length === 1 ? 'card' : 'cards'} for ${whom}: ${cards}`
        : `A card that keeps it for ${whom}: ${cards} (--all-best lists every one)`,
    );
  }
  if (r.line !== null && r.line.length > 0) {
    lines.push('One best line (there may be others):');
    let t = r.position.state.winners.length;
    for (const trick of r.line) {
      t++;
      const cards = trick.cards
        .map((c) => `${names[c.seat]} ${cardText(c.card, s, deck)}`)
        .join(', ');
      const end =
        trick.winner === null
          ? ' (the deal ends)'
          : ` -> ${says(names[trick.winner], 'takes')} ${trick.points}`;
      lines.push(`  Trick ${t}: ${cards}${end}`);
    }
  }
  if (r.turn !== null) {
    const nodes = r.nodes.toLocaleString('en-US');
    lines.push(
      `Searched ${plural(r.nodes, 'position', 'positions').replace(/^\d+/, nodes)} in ${Math.round(r.ms)} ms.`,
    );
  }
  return `${lines.join('\n')}\n`;
}
