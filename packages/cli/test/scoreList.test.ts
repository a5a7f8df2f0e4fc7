import { type AnyPlugin, type BaseAction, createSession, Rng } from '@stich/core';
import { buildScoreList, type ScoreList, scoreListCsv, type TextContext } from '@stich/core/plugin';
import { describe, expect, test } from 'vitest';
import { BUILTIN_PLUGINS } from '../src/builtins';

/** English words that must not appear in German headings and cells. */
const ENGLISH =
  /\b(declarer|won|lost|trumps?|bid|passed|score|tricks|game|yes|doubled|nobody|thrown in|total|value|result|penalty|loser|notes)\b/i;

/** Everything wrong with one text: raw keys, codes, 0-based or out-of-range seats. */
function faults(text: string, seats: number, language: 'en' | 'de'): string[] {
  const out: string[] = [];
  if (/\b[a-z]+[A-Z][A-Za-z]*\b/.test(text)) out.push('camelCase key');
  if (/(^|[\s,(:-])[A-HJ-Z]($|[\s,):])/.test(text)) out.push('one-letter code');
  if (/\b(undefined|null|NaN)\b|\[object/.test(text)) out.push('no value');
  for (const m of text.matchAll(/Seat (-?\d+)/g)) {
    const n = Number(m[1]);
    if (n < 1 || n > seats) out.push(`seat ${n}`);
  }
  if (language === 'de' && ENGLISH.test(text))
    out.push(`English word "${ENGLISH.exec(text)?.[0]}"`);
  return out;
}

/** A seeded session of `deals` deals played by random legal moves. */
function play(plugin: AnyPlugin, deals: number, options: object = {}) {
  const session = createSession(plugin.variant, { seed: 34, options });
  const rng = new Rng(34);
  while (!session.isOver() && session.dealsPlayed < deals) {
    const legal = session.legalActions() as BaseAction[];
    const r = session.apply(legal[rng.below(legal.length)]);
    if (!r.ok) throw new Error(r.error.message);
  }
  return session;
}

const ctxOf = (language: 'en' | 'de'): TextContext => ({
  language,
  seatName: (s) => `Seat ${s + 1}`,
});

/** The list's cell under a column id in a row. */
const cell = (list: ScoreList, row: number, id: string) =>
  list.rows[row].cells[list.columns.findIndex((c) => c.id === id)];

describe.each(BUILTIN_PLUGINS.map((p) => [p.variant.id, p] as const))(
  '%s score list',
  (_, plugin) => {
    test.each(['en', 'de'] as const)('rows and headings in %s name no keys', (language) => {
      const session = play(plugin, 8);
      const seats = session.rules.ctx.seats;
      const list = buildScoreList({ plugin, outcomes: session.outcomes }, ctxOf(language));
      expect(plugin.presentation?.scoreList).toBeDefined();
      expect(list.rows).toHaveLength(session.outcomes.length);
      expect(list.columns.filter((c) => c.seat !== undefined)).toHaveLength(seats);
      const bad = new Set<string>();
      for (const c of list.columns)
        for (const f of faults(c.label, seats, language)) bad.add(`${c.id}: ${f}`);
      for (const row of list.rows)
        row.cells.forEach((v, i) => {
          const column = list.columns[i];
          if (typeof v === 'number') expect(column.kind, column.id).toBe('number');
          if (typeof v !== 'string') return;
          for (const f of faults(v, seats, language)) bad.add(`${column.id}: ${f} in "${v}"`);
        });
      expect([...bad].slice(0, 10)).toEqual([]);
      // Every row has its game's first text column filled (the game, the penalty, the loser).
      const firstText = list.columns.findIndex((c) => c.kind === 'text');
      if (firstText >= 0) for (const row of list.rows) expect(row.cells[firstText]).not.toBe('');
      expect(scoreListCsv(list).split('\r\n')).toHaveLength(list.rows.length + 3);
      // The last row's per-seat cells are the totals in the footer.
      const seatCellsOf = (cells: readonly unknown[]) =>
        cells.filter((_, i) => list.columns[i].seat !== undefined);
      expect(seatCellsOf(list.rows.at(-1)?.cells ?? [])).toEqual(list.totals);
      expect(seatCellsOf(list.footer)).toEqual(list.totals);
    });
  },
);

const plugin = (id: string) => BUILTIN_PLUGINS.find((p) => p.variant.id === id)!;

test('Skat: game, declarer, bid, won or lost, value, Seeger-Fabian totals', () => {
  const skat = plugin('skat');
  const session = play(skat, 12, { tournament: true });
  const list = buildScoreList(
    { plugin: skat, options: { tournament: true }, outcomes: session.outcomes },
    ctxOf('de'),
  );
  expect(list.columns.map((c) => c.label)).toEqual([
    'Nr.',
    'Spiel',
    'Alleinspieler',
    'Reizwert',
    'Ergebnis',
    'Wert',
    'Seat 1',
    'Seat 2',
    'Seat 3',
  ]);
  const outcomes = session.outcomes as {
    kind: string;
    declarer: number;
    value: number;
    won: boolean;
    bid: number;
  }[];
  const games = outcomes.map((o, i) => [o, i] as const).filter(([o]) => o.kind === 'game');
  expect(games.length).toBeGreaterThan(0);
  for (const [o, i] of games) {
    expect(cell(list, i, 'declarer')).toBe(`Seat ${o.declarer + 1}`);
    expect(cell(list, i, 'bid')).toBe(o.bid);
    expect(cell(list, i, 'value')).toBe(o.value);
    expect(String(cell(list, i, 'result'))).toMatch(o.won ? /^gewonnen/ : /^verloren/);
    expect(String(cell(list, i, 'game'))).toMatch(/^(Kreuz|Pik|Herz|Karo|Grand|Null)/);
    // Seeger-Fabian: the declarer's total moves by the value and +50 won or -50 lost.
    const before = i === 0 ? 0 : Number(cell(list, i - 1, `total.${o.declarer + 1}`));
    const sf = o.value + (o.won ? 50 : -50);
    expect(Number(cell(list, i, `total.${o.declarer + 1}`)) - before).toBe(sf);
  }
  expect(list.totals).toEqual((session.result() as { totals: number[] }).totals);
  expect(list.footer.slice(-3)).toEqual(list.totals);
});

test.each([
  ['kalter-schlag', ['penalty', 'notes']],
  ['skatkopf', ['game', 'declarer', 'partner', 'result', 'value']],
  ['ramsch', ['losers', 'points', 'score', 'notes']],
  ['schafkopf', ['game', 'declarer', 'partner', 'result', 'value']],
  ['doppelkopf', ['game', 're', 'points', 'result', 'value']],
])("%s: the list's columns, and its last totals are the session's", (id, columns) => {
  const p = plugin(id);
  const session = play(p, 6);
  const list = buildScoreList({ plugin: p, outcomes: session.outcomes }, ctxOf('en'));
  const seats = session.rules.ctx.seats;
  expect(list.columns.map((c) => c.id)).toEqual([
    'deal',
    ...columns,
    ...Array.from({ length: seats }, (_, s) => `total.${s + 1}`),
  ]);
  const totals = (session.result() as { totals: number[] }).totals;
  const scale = id === 'schafkopf' ? 100 : 1;
  expect(list.totals.map((t) => Math.round(t * scale))).toEqual(totals.map((t) => Math.round(t)));
  expect(list.rows.map((r) => r.deal)).toEqual(session.outcomes.map((_, i) => i + 1));
});

/** A game's list of a seeded session in English, with its outcomes. */
function listOf(id: string, deals = 6) {
  const p = plugin(id);
  const session = play(p, deals);
  const list = buildScoreList({ plugin: p, outcomes: session.outcomes }, ctxOf('en'));
  // biome-ignore lint/suspicious/noExplicitAny: the tests read each game's outcome fields
  return { list, outcomes: session.outcomes as any[] };
}

const seat = (s: number) => `Seat ${s + 1}`;

test('Kalter Schlag: who writes how many penalty points', () => {
  const { list, outcomes } = listOf('kalter-schlag');
  outcomes.forEach((o, i) => {
    const written = (o.penalties as number[])
      .map((p, s) => (p > 0 ? `${seat(s)} ${p}` : null))
      .filter((x) => x !== null);
    expect(cell(list, i, 'penalty')).toBe(written.length === 0 ? 'nobody' : written.join(', '));
  });
});

test("Ramsch: the loser, the loser's card points and score", () => {
  const { list, outcomes } = listOf('ramsch');
  outcomes.forEach((o, i) => {
    if (o.losers.length === 0) return;
    expect(cell(list, i, 'losers')).toBe(o.losers.map(seat).join(', '));
    expect(cell(list, i, 'points')).toBe(o.points[o.losers[0]]);
    if (!o.durchmarsch) expect(cell(list, i, 'score')).toBe(o.scores[o.losers[0]]);
  });
});

test('Skatkopf: declarer, partner, won or lost, value', () => {
  const { list, outcomes } = listOf('skatkopf');
  outcomes.forEach((o, i) => {
    expect(String(cell(list, i, 'declarer'))).toMatch(new RegExp(`^${seat(o.declarer)}`));
    expect(cell(list, i, 'partner')).toBe(o.partner === null ? null : seat(o.partner));
    expect(String(cell(list, i, 'result'))).toMatch(o.won ? /^won/ : /^lost/);
    expect(cell(list, i, 'value')).toBe(o.value);
  });
});

test('Schafkopf: the player, partner and value in euros', () => {
  const { list, outcomes } = listOf('schafkopf');
  outcomes.forEach((o, i) => {
    if (o.kind !== 'game') return;
    expect(cell(list, i, 'declarer')).toBe(seat(o.declarer));
    expect(cell(list, i, 'partner')).toBe(o.partner === null ? null : seat(o.partner));
    expect(cell(list, i, 'value')).toBe(o.value / 100);
  });
});

test('Doppelkopf: the Re party, its card points, the value', () => {
  const { list, outcomes } = listOf('doppelkopf');
  outcomes.forEach((o, i) => {
    expect(cell(list, i, 're')).toBe(o.re.map(seat).join(', '));
    expect(cell(list, i, 'points')).toBe(o.score.cardPoints.re);
    expect(cell(list, i, 'value')).toBe(o.score.value);
  });
});
