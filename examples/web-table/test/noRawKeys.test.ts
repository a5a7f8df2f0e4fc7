import { Rng } from '@stich/core';
import { openStore, type ServerMessage, TableHub, type TableStore } from '@stich/server';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ENTRIES } from './harness';

// What the web table draws of a game, checked for what a developer console would show:
// the server's messages as a table of people gets them (the view's facts and action
// labels, the bidding, the outcome's lines, the Spielliste), in English and German, from
// seeded random play of every game, plus the page's own phase names. packages/cli's
// texts.test.ts checks the plug-ins' texts alone (seats as `Seat N`); this one checks
// what reaches the page through a hosted table (seats by the names people sat down with).

/** The names people sit down with. */
const NAMES = ['Anna', 'Ben', 'Cleo', 'Dora'];
/** Seeded random deals per game. */
const DEALS = 3;

/** English words that must not appear in German texts (as packages/cli's check). */
const ENGLISH =
  /\b(declarer|won|lost|trumps?|bid|passed|score|tricks|game|yes|doubled|holding|card points|take|pass|hold|say)\b/i;
/** Labels whose value names a seat. */
const SEAT_LABEL =
  /^(declarer|holder|partner|dealer|passed|calling|answering|seat|player|alleinspieler|hörer|sager|geber|platz|gepasst|sagt|hört|spieler)$/i;

/** Everything wrong with one text: raw keys, codes, game ids, 0-based or unnamed seats. */
function faults(label: string, value: string, language: 'en' | 'de'): string[] {
  const out: string[] = [];
  for (const text of [label, value]) {
    if (/\b[a-z]+[A-Z][A-Za-z]*\b/.test(text)) out.push('camelCase key');
    if (/(^|[\s,(:-])[A-HJ-Z]($|[\s,):])/.test(text)) out.push('one-letter code');
    if (/\b(undefined|null|NaN|true|false)\b|\[object/.test(text)) out.push('no value');
    if (/\b(Seat|Platz|Bot) \d\b/.test(text) && !/\bBot [1-4]\b/.test(text))
      out.push('seat number');
    for (const id of Object.keys(ENTRIES))
      if (new RegExp(`\\b${id}\\b`).test(text) && id.includes('-')) out.push(`game id ${id}`);
    if (language === 'de' && ENGLISH.test(text)) out.push(`English "${ENGLISH.exec(text)?.[0]}"`);
  }
  if (SEAT_LABEL.test(label) && /(^|[\s,])\d($|[\s,])/.test(value)) out.push('seat as a number');
  if (label.trim() === '' && value.trim() === '') out.push('empty');
  return out;
}

let store: TableStore;
let hub: TableHub;
beforeAll(async () => {
  store = await openStore({});
  hub = new TableHub((id) => (Object.hasOwn(ENTRIES, id) ? ENTRIES[id] : undefined), store, {
    botDelayMs: 0,
    log: () => {},
  });
}, 60_000);
afterAll(async () => {
  await hub?.close();
  await store?.close?.();
});

/** Plays `DEALS` deals of a game with every seat a person, picking seeded random legal actions. */
async function playedMessages(game: string): Promise<ServerMessage[]> {
  const seats = hub.gameInfo(game)?.seats ?? 0;
  const made = await hub.create({
    game,
    seed: `raw-${game}`,
    seats: Array.from({ length: seats }, () => ({ kind: 'human' as const })),
    reviewSeconds: 0,
  });
  if ('code' in made) throw new Error(made.message);
  const messages: ServerMessage[] = [];
  const sink = { send: (text: string) => messages.push(JSON.parse(text)), close: () => {} };
  const tokens: string[] = [];
  for (let s = 0; s < seats; s++) {
    const joined = await hub.join(made.id, { name: NAMES[s], seat: s });
    if ('code' in joined) throw new Error(joined.message);
    tokens.push(joined.token);
  }
  const table = hub.table(made.id);
  if ('code' in table) throw new Error(table.message);
  table.attach(sink, null);
  for (let s = 0; s < seats; s++) table.attach(sink, s);
  const rng = new Rng(`raw/${game}`);
  for (let i = 0; i < 2000 && table.sessionRecord().deals.length < DEALS && !table.over; i++) {
    const views = [...messages].reverse().filter((m) => m.type === 'view');
    const latest = new Map<number, Extract<ServerMessage, { type: 'view' }>>();
    for (const v of views) {
      const seat = v.view.seat;
      if (seat !== null && !latest.has(seat) && v.step === table.step) latest.set(seat, v);
    }
    const acting = [...latest.values()].filter((v) => v.view.legalActions.length > 0);
    const turn = acting.find((v) => v.view.turn === v.view.seat) ?? acting[0];
    if (turn === undefined) break;
    const legal = turn.view.legalActions;
    const refusal = await table.submit(
      turn.view.seat as number,
      table.step,
      legal[rng.below(legal.length)],
    );
    if (refusal !== undefined) throw new Error(refusal.message);
  }
  expect(table.sessionRecord().deals.length).toBeGreaterThanOrEqual(DEALS);
  return messages;
}

/** Every label and value the web table draws from the messages, per language. */
function drawnTexts(messages: readonly ServerMessage[], language: 'en' | 'de') {
  const texts: { where: string; label: string; value: string }[] = [];
  for (const m of messages) {
    if (m.type === 'view') {
      for (const f of m.texts?.[language].facts ?? [])
        texts.push({ where: `view ${m.view.phase}`, ...f });
      for (const l of m.texts?.[language].labels ?? [])
        texts.push({ where: 'action', label: '', value: l });
      for (const s of m.said?.[language] ?? [])
        texts.push({ where: 'bidding', label: '', value: s.text });
    }
    if (m.type === 'dealFinished')
      for (const f of m.lines?.[language] ?? []) texts.push({ where: 'outcome', ...f });
    if (m.type === 'sheet' && m.list !== undefined) {
      const list = m.list[language];
      for (const c of list.columns)
        texts.push({ where: 'list heading', label: '', value: c.label });
      for (const row of list.rows)
        row.cells.forEach((cell, i) => {
          if (typeof cell === 'string')
            texts.push({ where: 'list', label: list.columns[i].label, value: cell });
        });
    }
    if (m.type === 'welcome')
      texts.push({ where: 'game name', label: '', value: m.gameName ?? '' });
  }
  return texts;
}

describe.each(Object.keys(ENTRIES))('what the web table draws of %s', (game) => {
  let messages: ServerMessage[];
  beforeAll(async () => {
    messages = await playedMessages(game);
  }, 60_000);

  test.each(['en', 'de'] as const)('in %s names no raw key, code or 0-based seat', (language) => {
    const texts = drawnTexts(messages, language);
    const bad = new Set<string>();
    for (const { where, label, value } of texts)
      for (const f of faults(label, value, language))
        bad.add(`${where}: ${f} in "${label}: ${value}"`);
    expect([...bad].slice(0, 12)).toEqual([]);
    // Every deal's outcome told, every action labelled (some games' views have no facts).
    const outcomes = texts.filter((x) => x.where === 'outcome');
    expect(outcomes.length).toBeGreaterThanOrEqual(DEALS);
    expect(texts.filter((x) => x.where === 'action').length).toBeGreaterThan(0);
  });
});
