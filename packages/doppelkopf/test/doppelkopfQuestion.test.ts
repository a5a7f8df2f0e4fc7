import { QuestionError, type QuestionFlags } from '@stich/core/plugin';
import { describe, expect, test } from 'vitest';
import { doppelkopfQuestion } from '../src/plugin';
import { A, B, C, D, handsWith, table } from './deals';

const NAMES = ['Anne', 'Bert', 'Christina', 'Dieter'];
const ask = (t: ReturnType<typeof table>, flags: QuestionFlags = {}) =>
  doppelkopfQuestion.ask({ ctx: t.rules.ctx, state: t.s, flags, game: 'Doppelkopf', names: NAMES });

describe("stich solve's question in Doppelkopf", () => {
  test('a normal game: Re needs 121 (5.9.3); --seat of a Kontra player asks about Kontra (120)', () => {
    const t = table(handsWith({ [A]: 'CQ', [C]: 'CQ' }));
    t.healthy();
    const re = ask(t);
    expect(re.about).toBe('Doppelkopf, Normalspiel');
    expect(re.side).toEqual({ seats: [A, C], name: 'Re (Anne and Christina)', plural: true });
    expect(re.goal).toEqual({ target: 121, met: 'win (121 needed)', missed: 'lose (121 needed)' });
    // Nobody has played a club queen or announced: the record knows more than the table.
    expect(re.notes).toEqual([
      'the parties come from the record (who holds the club queens), before the table knows them all',
    ]);
    const kontra = ask(t, { seat: B });
    expect(kontra.side.name).toBe('Kontra (Bert and Dieter)');
    expect(kontra.goal?.target).toBe(120);
  });

  test('announcements move the marks (5.9.2): Kontra alone, and an Absage', () => {
    const t = table(handsWith({ [A]: 'CQ', [C]: 'CQ' }));
    t.healthy();
    t.act({ type: 'announce', seat: B, party: 'kontra', call: 'kontra' });
    expect(ask(t).goal).toEqual({
      target: 120,
      met: 'win (120 needed: Kontra announced, Re did not)',
      missed: 'lose (120 needed: Kontra announced, Re did not)',
    });
    t.act({ type: 'announce', seat: D, party: 'kontra', call: 'no90' });
    expect(ask(t).goal?.target).toBe(90);
    expect(ask(t, { seat: D }).goal?.target).toBe(151);
  });

  test("the marks where the game's value changes (5.1, 6.2): the winning mark and each party's 90, 60, 30", () => {
    const t = table(handsWith({ [A]: 'CQ', [C]: 'CQ' }));
    t.healthy();
    // Re's 151 is Kontra under 90 (240 - 151 = 89), so both parties ask at the same marks.
    expect(ask(t).marks).toEqual([30, 60, 90, 121, 151, 181, 211]);
    expect(ask(t, { seat: B }).marks).toEqual([30, 60, 90, 120, 151, 181, 211]);
    // Only Kontra announced: Re wins with 120 (5.9.2), which becomes the mark.
    t.act({ type: 'announce', seat: B, party: 'kontra', call: 'kontra' });
    expect(ask(t).marks).toEqual([30, 60, 90, 120, 151, 181, 211]);
    // The mark of an Absage is one of the marks already there; a changed count drops them.
    t.act({ type: 'announce', seat: D, party: 'kontra', call: 'no90' });
    expect(ask(t).marks).toEqual([30, 60, 90, 151, 181, 211]);
    expect(ask(t, { count: 'tricks' }).marks).toBeUndefined();
  });

  test('a solo: the soloist against three', () => {
    const t = table(handsWith({}));
    t.act({ type: 'pass', seat: A });
    t.act({ type: 'claimGame', seat: B });
    t.act({ type: 'pass', seat: C });
    t.act({ type: 'pass', seat: D });
    t.act({ type: 'declare', seat: B, game: 'bubensolo' });
    const q = ask(t);
    expect(q.about).toBe('Doppelkopf, Bubensolo, soloist Bert');
    expect(q.side).toEqual({ seats: [B], name: 'the soloist (Bert, Re)', plural: false });
    expect(ask(t, { seat: A }).side.name).toBe('Kontra (Anne, Christina and Dieter)');
    expect(q.notes).toEqual([]);
  });

  test('nothing to solve during the Vorbehalt query, nor in a Hochzeit before its Klärungsstich', () => {
    const t = table(handsWith({ [A]: 'CQ CQ' }));
    expect(() => ask(t)).toThrow(QuestionError);
    t.act({ type: 'claimGame', seat: A });
    for (const seat of [B, C, D]) t.act({ type: 'pass', seat });
    t.act({ type: 'declare', seat: A, game: 'hochzeit' });
    expect(() => ask(t)).toThrow(/Klärungsstich is open/);
  });
});
