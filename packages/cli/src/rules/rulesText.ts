import { cardName, describeWindow, SUIT_NAMES, type Variant } from '@stich/core';
import { rankText } from '../text/cardText';
import { modeOrders } from './modeOrders';
import { optionRows, optionValue } from './optionRows';

const bullet = (lines: readonly string[]) => lines.map((line) => `  - ${line}`);
const pad = (text: string, width: number) => text.padEnd(width);

/**
 * The rules of a variant as text, generated from its definition: players, cards, card
 * points, the deal, trumps and the plain order per trump mode, play, doubling, scoring,
 * how a session ends, notes, and every option with type, default, value and meaning.
 *
 * @example
 * rulesText(kalterSchlag, kalterSchlag.defaults).includes('CJ > SJ > HJ > DJ'); // true
 */
export function rulesText<O>(variant: Variant<O>, options: O): string {
  const { deck } = variant;
  const rules = variant.rules(options as Partial<O>);
  const out: string[] = [`${variant.name} (${variant.id})`, variant.summary, ''];
  out.push(`Players: ${rules.ctx.seats} at the table, ${rules.ctx.active} play each deal.`);
  const ranks = deck.spec.ranks.map(rankText).join(' ');
  const suits = deck.spec.suits.map((s) => `${SUIT_NAMES[s].en} (${s})`).join(', ');
  out.push(`Cards: ${deck.size}: ${suits}; ranks ${ranks}${extrasText(variant)}.`);
  const points = deck.spec.ranks
    .map((r) => `${rankText(r)} ${deck.spec.points[r] ?? 0}`)
    .join(', ');
  out.push(`Card points: ${points}${extraPoints(variant)}; ${deck.totalPoints} in all.`);
  const steps = variant.deal.map((s) =>
    'each' in s ? `${s.each} to each player` : `${s.skat} to the skat`,
  );
  out.push(
    `Deal: clockwise from the dealer's left, ${steps.join(', then ')}; ${rules.ctx.handSize} cards a hand.`,
  );
  out.push('');
  for (const { mode, trumps, plain } of modeOrders(variant, options)) {
    out.push(`Card order (trump mode '${mode}'):`);
    const named = trumps.map((c) => cardName(c, deck));
    out.push(`  Trumps, highest first: ${named.length ? named.join(' > ') : 'none'}`);
    const ranks = plain.map((p) => p.order.map((c) => rankText(c.slice(1))).join(' > '));
    if (ranks.every((r) => r === ranks[0])) out.push(`  Plain suits, highest first: ${ranks[0]}`);
    else
      out.push(
        ...plain.map(({ suit }, g) =>
          ranks[g] === ''
            ? `  ${SUIT_NAMES[suit].en}: all trumps`
            : `  ${SUIT_NAMES[suit].en}, highest first: ${ranks[g]}`,
        ),
      );
  }
  out.push('', 'Play:', ...bullet(rules.phases.map((p) => `${p.id}: ${p.summary}`)));
  const ladder = variant.doubling;
  out.push('', 'Doubling:');
  if (ladder && ladder.steps.length > 0) {
    out.push(`  - ${ladder.steps.join(', ')}: each step doubles the value.`);
    out.push(`  - When: ${describeWindow(ladder)}.`);
  } else out.push('  - none');
  out.push('', 'Scoring:', ...bullet(variant.describe.scoring));
  out.push('', 'End of the session and payments:', ...bullet(variant.describe.endConditions));
  if (variant.describe.notes?.length) out.push('', 'Notes:', ...bullet(variant.describe.notes));
  out.push('', 'Options (--options JSON):', ...optionLines(variant, options));
  return `${out.join('\n')}\n`;
}

const jsonText = (value: unknown) => (value === undefined ? 'not set' : JSON.stringify(value));

function optionLines<O>(variant: Variant<O>, options: O): string[] {
  const rows = optionRows(variant).map((r) => [
    r.name,
    r.type,
    jsonText(r.defaultValue),
    jsonText(optionValue(options, r.name)),
    r.meaning,
  ]);
  const head = ['name', 'type', 'default', 'value', 'meaning'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  return [head, ...rows].map((r) => `  ${r.map((c, i) => pad(c, widths[i])).join('  ')}`.trimEnd());
}

function extrasText(variant: Variant): string {
  const extras = variant.deck.spec.extras ?? [];
  return extras.map((e) => `; ${e.copies} × ${e.code} (${e.name.en})`).join('');
}

function extraPoints(variant: Variant): string {
  const extras = variant.deck.spec.extras ?? [];
  return extras.map((e) => `, ${e.code} ${e.points}`).join('');
}
