import { type BaseAction, type GameState, Rng } from '@stich/core';
import { pluginTexts, type TextContext } from '@stich/core/plugin';
import { describe, expect, test } from 'vitest';
import { BUILTIN_PLUGINS } from '../src/builtins';

/** Seeded random deals per game (each step, each seat's view, both languages). */
const DEALS = 12;

/** English words that must not appear in German texts. */
const ENGLISH =
  /\b(declarer|won|lost|trumps?|bid|passed|score|tricks|game|yes|doubled|holding|card points|take|pass|hold|say|kitty cards)\b/i;

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
  if (/^\d+$/.test(text.trim()) === false && /^(-?\d+)(, -?\d+)+$/.test(text.trim()))
    out.push('bare numbers (seats?)');
  if (language === 'de' && ENGLISH.test(text))
    out.push(`English word "${ENGLISH.exec(text)?.[0]}"`);
  return out;
}

describe.each(BUILTIN_PLUGINS.map((p) => [p.variant.id, p] as const))('%s texts', (_, plugin) => {
  test.each(['en', 'de'] as const)('views, actions and outcomes in %s name no keys', (language) => {
    const rules = plugin.variant.rules();
    const seats = rules.ctx.seats;
    const ctx: TextContext = { language, seatName: (s) => `Seat ${s + 1}`, deck: rules.ctx.deck };
    const texts = pluginTexts(plugin, ctx);
    const bad = new Set<string>();
    const check = (where: string, label: string, value: string) => {
      for (const f of [...faults(label, seats, language), ...faults(value, seats, language)])
        bad.add(`${where}: ${f} in "${label}: ${value}"`);
      if (label.trim() === '' || value.trim() === '')
        bad.add(`${where}: empty "${label}: ${value}"`);
    };
    const rng = new Rng(34);
    let facts = 0;
    for (let deal = 0; deal < DEALS; deal++) {
      let s: GameState<unknown> = rules.deal({ dealer: deal % seats, seed: deal });
      while (!rules.isTerminal(s)) {
        for (let seat = 0; seat < seats; seat++) {
          const view = rules.view(s, seat);
          for (const f of texts.viewFacts(view)) {
            check(`view ${view.phase}`, f.label, f.value);
            facts++;
          }
          for (const a of view.legalActions) {
            const label = texts.actionLabel(a as BaseAction, view);
            if (label !== null) check(`action ${a.type}`, 'label', label);
          }
        }
        const legal = rules.legalActions(s);
        const next = rules.applyAction(s, legal[rng.below(legal.length)]);
        if (!next.ok) throw new Error(next.error.message);
        s = next.value;
      }
      for (const f of texts.outcomeLines(rules.outcome(s))) {
        check('outcome', f.label, f.value);
        facts++;
      }
    }
    expect([...bad].slice(0, 10)).toEqual([]);
    expect(facts).toBeGreaterThan(DEALS);
  });
});

test('the generic texts read a plug-in without its own: words, seats from 1, ja/nein', () => {
  const plugin = { variant: BUILTIN_PLUGINS[0].variant };
  const texts = pluginTexts(plugin, { language: 'de', seatName: (s) => `Platz ${s + 1}` });
  expect(
    texts.outcomeLines({ declarer: 0, pickedBy: [1, 2], won: true, trickPoints: [3, 4] }),
  ).toEqual([
    { label: 'Alleinspieler', value: 'Platz 1' },
    { label: 'picked by', value: 'Platz 2, Platz 3' },
    { label: 'gewonnen', value: 'ja' },
    { label: 'Stichaugen', value: 'Platz 1 3, Platz 2 4' },
  ]);
});
