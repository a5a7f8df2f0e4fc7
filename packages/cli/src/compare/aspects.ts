import type { Deck, KernelContext, Variant } from '@stich/core';
import type { DealStep } from '@stich/core/kernel';
import { cardName, describeWindow } from '@stich/core/plugin';
import { groupModes, type ModeGroup, type ModeOrder, modeOrders } from '../rules/modeOrders';
import { optionRows, optionValue } from '../rules/optionRows';
import { rankText } from '../text/cardText';

/**
 * One column of a comparison: a variant with parsed options (defaults filled in) and the
 * heading to show.
 *
 * @example
 * const column: CompareColumn = { variant: skat, options: skat.rules({ seats: 4 }).options, label: 'Skat (seats=4)' };
 */
export interface CompareColumn {
  readonly variant: Variant;
  readonly options: unknown;
  readonly label: string;
}

/**
 * One column's entry in a row: the data (plain JSON) and the same as lines of text.
 *
 * @example
 * const cell: CompareCell = { value: { seats: 4, active: 4 }, lines: ['4 seats, all 4 play each deal'] };
 */
export interface CompareCell {
  readonly value: unknown;
  readonly lines: readonly string[];
}

/**
 * One aspect across the columns; `differs` when the columns' values are not all equal.
 *
 * @example
 * const row: CompareRow = { key: 'phases', aspect: 'Phases', differs: false, cells: [play, play] };
 */
export interface CompareRow {
  readonly key: string;
  readonly aspect: string;
  readonly differs: boolean;
  readonly cells: readonly CompareCell[];
}

/**
 * The columns and the rows of a comparison.
 *
 * @example
 * const { rows }: Comparison = compareVariants(columns);
 */
export interface Comparison {
  readonly columns: readonly CompareColumn[];
  readonly rows: readonly CompareRow[];
}

/** What the aspects read about one column, computed once. */
interface ColumnFacts {
  readonly variant: Variant;
  readonly options: unknown;
  readonly ctx: KernelContext;
  readonly phases: readonly string[];
  readonly orders: readonly ModeOrder[];
}

const line = (value: unknown, text: string): CompareCell => ({ value, lines: [text] });
const list = (value: readonly string[]): CompareCell => ({ value, lines: value });

/** Groups of trump modes as lines: `C, S: text`. */
function modeLines<T>(groups: readonly ModeGroup<T>[], text: (v: T) => string): CompareCell {
  return { value: groups, lines: groups.map((g) => `${g.modes.join(', ')}: ${text(g.value)}`) };
}

function playersCell({ ctx }: ColumnFacts): CompareCell {
  const out = ctx.seats - ctx.active;
  const who =
    out === 0
      ? `all ${ctx.seats} play each deal`
      : `${ctx.active} play each deal, ${out === 1 ? 'the dealer sits' : `${out} sit, the dealer first,`} out`;
  return line({ seats: ctx.seats, active: ctx.active }, `${ctx.seats} seats, ${who}`);
}

function deckCell({ ctx }: ColumnFacts): CompareCell {
  const { deck } = ctx;
  const { suits, ranks } = deck.spec;
  const extras = (deck.spec.extras ?? []).map((e) => ({ code: e.code, copies: e.copies }));
  const extraText = extras.map((e) => `, ${e.code} ×${e.copies}`).join('');
  // Copies and names are shown where they are not the plain one-copy French pack.
  const copies = deck.spec.copies ?? 1;
  const copiesOf = deck.spec.copiesOf;
  const names = deck.names.id === 'french' ? {} : { names: deck.names.id };
  const copyText = copies > 1 ? `, every card ×${copies}` : '';
  const oneText = Object.entries(copiesOf ?? {})
    .map(([code, n]) => `, ${cardName(code, deck)} ×${n}`)
    .join('');
  return line(
    {
      id: deck.id,
      size: deck.size,
      suits,
      ranks,
      extras,
      totalPoints: deck.totalPoints,
      ...(copies > 1 ? { copies } : {}),
      ...(copiesOf === undefined ? {} : { copiesOf }),
      ...names,
    },
    `${deck.size} cards (${deck.id}): ${ranks.map((r) => rankText(r, deck)).join(' ')} in ${suits.length} suits${copyText}${oneText}${extraText}; ${deck.totalPoints} card points`,
  );
}

function cardPointsCell({ ctx }: ColumnFacts): CompareCell {
  const { spec } = ctx.deck;
  const points = [
    ...spec.ranks.map((rank) => ({
      card: rankText(rank, ctx.deck),
      points: spec.points[rank] ?? 0,
    })),
    ...(spec.extras ?? []).map((e) => ({ card: e.code, points: e.points })),
  ].filter((p) => p.points !== 0);
  const text = points.map((p) => `${p.card} = ${p.points}`).join(', ');
  return line(points, `${text}; others 0`);
}

function dealCell({ ctx }: ColumnFacts): CompareCell {
  const packets = ctx.deal.map((s: DealStep) =>
    'each' in s ? `${s.each} each` : 'skat' in s ? `${s.skat} to the skat` : `'${s.pause}'`,
  );
  const skat = ctx.skatSize ? `${ctx.skatSize} in the skat` : 'no skat';
  return line(
    { packets: ctx.deal, handSize: ctx.handSize, skatSize: ctx.skatSize },
    `${packets.join(', ')}: ${ctx.handSize} cards a hand, ${skat}`,
  );
}

function trumpsCell({ ctx, orders }: ColumnFacts): CompareCell {
  const { deck } = ctx;
  const copies = (card: string) => deck.idsOf(card)?.length ?? 1;
  const cards = (o: ModeOrder) =>
    o.trumps.map((c) => (copies(c) > 1 ? `${cardName(c, deck)} ×${copies(c)}` : cardName(c, deck)));
  return modeLines(groupModes(orders, cards), (c) => c.join(' ') || 'none');
}

/** A mode's plain order: one rank order when every suit shares it, else per suit. */
function plainText(o: ModeOrder, deck: Deck): string {
  const suits = o.plain
    .filter((p) => p.order.length > 0)
    .map((p) => ({
      suit: p.suit,
      ranks: p.order.map((c) => rankText(c.slice(1), deck)).join(' '),
    }));
  if (suits.every((s) => s.ranks === suits[0].ranks)) return suits[0]?.ranks ?? 'none';
  return suits.map((s) => `${deck.names.suits[s.suit].short} ${s.ranks}`).join('; ');
}

function doublingCell({ variant }: ColumnFacts): CompareCell {
  const steps = variant.doubling?.steps ?? [];
  return line(steps, steps.length ? steps.join(', ') : 'none');
}

function windowCell({ variant }: ColumnFacts): CompareCell {
  const ladder = variant.doubling;
  const window = ladder && ladder.steps.length > 0 ? describeWindow(ladder) : null;
  return line(window, window ?? '-');
}

/** The fixed aspects, in the order they are shown. */
const ASPECTS: readonly { key: string; aspect: string; cell(f: ColumnFacts): CompareCell }[] = [
  { key: 'summary', aspect: 'Summary', cell: (f) => line(f.variant.summary, f.variant.summary) },
  { key: 'players', aspect: 'Players', cell: playersCell },
  { key: 'deck', aspect: 'Deck', cell: deckCell },
  { key: 'cardPoints', aspect: 'Card points', cell: cardPointsCell },
  { key: 'deal', aspect: 'Deal', cell: dealCell },
  { key: 'trumps', aspect: 'Trumps by trump mode', cell: trumpsCell },
  {
    key: 'plainSuits',
    aspect: 'Plain suits by trump mode',
    cell: (f) =>
      modeLines(
        groupModes(f.orders, (o) => plainText(o, f.ctx.deck)),
        (t) => t,
      ),
  },
  { key: 'phases', aspect: 'Phases', cell: (f) => line(f.phases, f.phases.join(', ')) },
  { key: 'doubling', aspect: 'Doubling', cell: doublingCell },
  { key: 'doublingWindow', aspect: 'Doubling window', cell: windowCell },
  { key: 'scoring', aspect: 'Scoring', cell: (f) => list(f.variant.describe.scoring) },
  {
    key: 'endConditions',
    aspect: 'End of the session',
    cell: (f) => list(f.variant.describe.endConditions),
  },
];

const json = (value: unknown) => JSON.stringify(value) ?? 'not set';

/** One row per option any column has, in the order they first come. */
function optionAspectRows(facts: readonly ColumnFacts[]): CompareRow[] {
  const rows = facts.map((f) => new Map(optionRows(f.variant).map((r) => [r.name, r])));
  const names = [...new Set(rows.flatMap((r) => [...r.keys()]))];
  return names.map((name) =>
    row(
      `option.${name}`,
      `option ${name}`,
      facts.map((f, i) => {
        const option = rows[i].get(name);
        if (option === undefined) return line(null, '-');
        const value = optionValue(f.options, name);
        const changed = json(value) !== json(option.defaultValue);
        const about = changed
          ? `default ${json(option.defaultValue)}; ${option.type}`
          : option.type;
        return line(
          { value, defaultValue: option.defaultValue, type: option.type },
          `${json(value)} (${about})`,
        );
      }),
    ),
  );
}

function row(key: string, aspect: string, cells: CompareCell[]): CompareRow {
  const differs = cells.some((c) => json(c.value) !== json(cells[0].value));
  return { key, aspect, differs, cells };
}

/**
 * Compares variants (or option sets of one variant) aspect by aspect, from their
 * definitions: summary, players, deck, card points, deal, trumps and plain suits per trump
 * mode, phases, doubling, scoring, how a session ends, and one row per option.
 *
 * @example
 * const cmp = compareVariants([
 *   { variant: kalterSchlag, options: kalterSchlag.defaults, label: 'Kalter Schlag' },
 *   { variant: ramsch, options: ramsch.defaults, label: 'Ramsch' },
 * ]);
 * cmp.rows.find((r) => r.key === 'trumps')?.differs; // false: the jacks in both
 */
export function compareVariants(columns: readonly CompareColumn[]): Comparison {
  const facts = columns.map(({ variant, options }): ColumnFacts => {
    const rules = variant.rules(options as Record<string, unknown>);
    return {
      variant,
      options,
      ctx: rules.ctx,
      phases: rules.phases.map((p) => p.id),
      orders: modeOrders(variant, options),
    };
  });
  const fixed = ASPECTS.map((a) => row(a.key, a.aspect, facts.map(a.cell)));
  return { columns, rows: [...fixed, ...optionAspectRows(facts)] };
}
