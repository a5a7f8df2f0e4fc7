import type { Deck, Variant } from '@stich/core';
import { type CardLanguage, cardLongName, cardName, describeWindow } from '@stich/core/plugin';
import { rankText } from '../text/cardText';
import { modeOrders } from './modeOrders';
import { optionRows, optionValue } from './optionRows';

const bullet = (lines: readonly string[]) => lines.map((line) => `  - ${line}`);
const pad = (text: string, width: number) => text.padEnd(width);

/** How the rules name cards, suits and ranks: short forms, or in full in one language. */
function namesIn(deck: Deck, lang: CardLanguage | undefined) {
  const { suits, ranks } = deck.names;
  return lang === undefined
    ? {
        suit: (s: keyof typeof suits) => suits[s].en,
        rank: (r: string) => rankText(r, deck),
        ranks: (list: readonly string[]) => list.map((r) => rankText(r, deck)).join(' '),
        card: (c: string) => cardName(c, deck),
      }
    : {
        suit: (s: keyof typeof suits) => suits[s][lang],
        rank: (r: string) => (Object.hasOwn(ranks, r) ? ranks[r as keyof typeof ranks][lang] : r),
        ranks: (list: readonly string[]) =>
          list
            .map(
              (r) => `${Object.hasOwn(ranks, r) ? ranks[r as keyof typeof ranks][lang] : r} (${r})`,
            )
            .join(', '),
        card: (c: string) => cardLongName(c, deck, lang),
      };
}

/**
 * The rules of a variant as text, generated from its definition: players, cards, card
 * points, the deal, trumps and the plain order per trump mode, play, doubling, scoring,
 * how a session ends, notes, and every option with type, default, value and meaning.
 * Cards, suits and ranks are named by the deck's short forms (`♣J`, `A > 10`), or in full
 * in `lang`, the plug-in's `cardLanguage` (`Eichel-Ober`, `Sau > Zehn`).
 *
 * @example
 * rulesText(kalterSchlag, kalterSchlag.defaults).includes('CJ > SJ > HJ > DJ'); // true
 * rulesText(schafkopf, schafkopf.defaults, 'de').includes('Eichel-Ober > Gras-Ober'); // true
 */
export function rulesText<O>(variant: Variant<O>, options: O, lang?: CardLanguage): string {
  const rules = variant.rules(options as Partial<O>);
  const { deck } = rules.ctx;
  const name = namesIn(deck, lang);
  const suitName = name.suit;
  const out: string[] = [`${variant.name} (${variant.id})`, variant.summary, ''];
  out.push(`Players: ${rules.ctx.seats} at the table, ${rules.ctx.active} play each deal.`);
  const ranks = name.ranks(deck.spec.ranks);
  const suits = deck.spec.suits.map((s) => `${suitName(s)} (${s})`).join(', ');
  out.push(
    `Cards: ${deck.size}: ${suits}; ranks ${ranks}${copiesText(deck, name.card)}${extrasText(deck, lang)}.`,
  );
  const points = deck.spec.ranks
    .map((r) => `${name.rank(r)} ${deck.spec.points[r] ?? 0}`)
    .join(', ');
  out.push(`Card points: ${points}${extraPoints(deck)}; ${deck.totalPoints} in all.`);
  const steps = rules.ctx.deal.map((s) =>
    'each' in s
      ? `${s.each} to each player`
      : 'skat' in s
        ? `${s.skat} to the skat`
        : `a pause for the phase '${s.pause}'`,
  );
  out.push(
    `Deal: clockwise from the dealer's left, ${steps.join(', then ')}; ${rules.ctx.handSize} cards a hand.`,
  );
  out.push('');
  for (const { mode, trumps, plain } of modeOrders(variant, options)) {
    out.push(`Card order (trump mode '${mode}'):`);
    const named = trumps.map(name.card);
    out.push(`  Trumps, highest first: ${named.length ? named.join(' > ') : 'none'}`);
    const ranks = plain.map((p) => p.order.map((c) => name.rank(c.slice(1))).join(' > '));
    if (ranks.every((r) => r === ranks[0])) out.push(`  Plain suits, highest first: ${ranks[0]}`);
    else
      out.push(
        ...plain.map(({ suit }, g) =>
          ranks[g] === ''
            ? `  ${suitName(suit)}: all trumps`
            : `  ${suitName(suit)}, highest first: ${ranks[g]}`,
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

function copiesText(deck: Deck, card: (code: string) => string): string {
  const copies = deck.spec.copies ?? 1;
  const one = Object.entries(deck.spec.copiesOf ?? {}).map(([code, n]) => `; ${n} × ${card(code)}`);
  return (copies > 1 ? `; every card ${copies} times` : '') + one.join('');
}

function extrasText(deck: Deck, lang: CardLanguage | undefined): string {
  const extras = deck.spec.extras ?? [];
  return extras.map((e) => `; ${e.copies} × ${e.code} (${e.name[lang ?? 'en']})`).join('');
}

function extraPoints(deck: Deck): string {
  const extras = deck.spec.extras ?? [];
  return extras.map((e) => `, ${e.code} ${e.points}`).join('');
}
