// The comparison page: every game side by side, one row per aspect, from the same facts.
import { enteredText } from './charts.mjs';
import { rankText } from './facts.mjs';
import { code, table } from './markdown.mjs';
import { dealText, GENERATED, playersText } from './variantPage.mjs';

const lines = (items) => items.map((t) => `• ${t}`).join('\n');

/** The rows of the comparison, one function of a variant's facts per aspect. */
const ASPECTS = [
  ['Summary', (_core, f) => f.variant.summary],
  ['Players', (_core, f) => playersText(f)],
  [
    'Deck',
    (_core, f) =>
      `${f.variant.deck.size} cards (${code(f.variant.deck.id)}), ${f.variant.deck.totalPoints} card points`,
  ],
  [
    'Card points',
    (core, f) => {
      const deck = f.variant.deck;
      const ranks = deck.spec.ranks.filter((r) => (deck.spec.points[r] ?? 0) > 0);
      return `${ranks.map((r) => `${rankText(core, r)} = ${deck.spec.points[r]}`).join(', ')}; others 0`;
    },
  ],
  [
    'Trumps at the start of a deal',
    (_core, f) => {
      const group = f.modes.find((g) => g.modes.includes(f.ctx.trumpModes[0]));
      return group.trumps.join(' ') || 'none';
    },
  ],
  [
    'Trump modes',
    (_core, f) =>
      f.ctx.trumpModes
        .map((m) => (f.modeNames[m] ? `${code(m)} ${f.modeNames[m]}` : code(m)))
        .join(', '),
  ],
  [
    'Plain suits (start of a deal)',
    (core, f) => {
      const group = f.modes.find((g) => g.modes.includes(f.ctx.trumpModes[0]));
      const orders = [...new Set(group.plain.map((p) => p.order.map((c) => c.slice(1)).join(' ')))];
      return orders
        .map((o) =>
          o
            .split(' ')
            .map((r) => rankText(core, r))
            .join(' '),
        )
        .join(' / ');
    },
  ],
  [
    'Deal',
    (_core, f) =>
      `${dealText(f.variant)}; ${f.ctx.handSize} cards a hand, ${f.ctx.skatSize ? `${f.ctx.skatSize} in the skat` : 'no skat'}`,
  ],
  [
    'Phases',
    (_core, f) =>
      lines(
        f.phases.map((p) => {
          const entered = enteredText(p);
          return `${code(p.key)}${entered === 'with the default options' ? '' : ` (entered ${entered})`}`;
        }),
      ),
  ],
  [
    'Doubling',
    (core, f) => {
      const ladder = f.variant.doubling;
      if (!ladder || ladder.steps.length === 0) return 'none';
      return `${ladder.steps.join(', ')}: ${core.describeWindow(ladder)}`;
    },
  ],
  ['Scoring', (_core, f) => lines(f.variant.describe.scoring)],
  ['End of the session and payments', (_core, f) => lines(f.variant.describe.endConditions)],
  [
    'Options (default)',
    (_core, f) =>
      lines(
        f.options.map((o) =>
          `${code(o.name)} ${o.defaultValue === undefined ? '' : code(JSON.stringify(o.defaultValue))}`.trim(),
        ),
      ),
  ],
];

/** The comparison page for the given facts (one per variant, in page order). */
export function comparePage(core, all) {
  const head = ['', ...all.map((f) => `[${f.variant.name}](${f.variant.id}.md)`)];
  const rows = ASPECTS.map(([name, of]) => [`**${name}**`, ...all.map((f) => of(core, f))]);
  return `${[
    GENERATED,
    '# The games side by side',
    'Each column is generated from one variant definition, with the same code that writes the rule pages, so the table cannot drift from the engine. The rule pages have the details: the card orders of every trump mode, worked examples and statecharts.',
    table(head, rows),
  ].join('\n\n')}\n`;
}
