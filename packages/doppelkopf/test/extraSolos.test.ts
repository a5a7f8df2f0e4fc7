import { describe, expect, it } from 'vitest';
import { type DoppelkopfOptions, doppelkopf } from '../src/index';
import { A, aloneReserves, games, handsWith, table } from './deals';

// Further solos, option 7.19 of doppelkopf.en.md: "Königssolo: the kings are the only
// trumps", and the Damen-Buben-Solo (the queens, then the jacks). Scored like any solo.

const EXTRA: Partial<DoppelkopfOptions> = { extraSolos: ['koenig', 'damenBuben'] };

/** The codes of a trump mode's trumps, highest first. */
function trumpOrder(mode: string) {
  const rules = doppelkopf.rules(EXTRA);
  const table = rules.ctx.tableOf[mode];
  const codes = rules.ctx.deck.codes;
  const ids = codes.map((_, id) => id).filter((id) => table.group[id] === table.trumpGroup);
  return [...new Set(ids.sort((a, b) => table.power[b] - table.power[a]).map((id) => codes[id]))];
}

describe('extra solos (7.19)', () => {
  it('the Königssolo has the kings as its only trumps; the Damen-Buben-Solo queens then jacks', () => {
    expect(trumpOrder('koenige')).toEqual(['CK', 'SK', 'HK', 'DK']);
    expect(trumpOrder('damenBuben')).toEqual(['CQ', 'SQ', 'HQ', 'DQ', 'CJ', 'SJ', 'HJ', 'DJ']);
    // Without the option neither mode exists, and no one may name them.
    expect(Object.keys(doppelkopf.rules().ctx.tableOf)).not.toContain('koenige');
    const t = table(handsWith({}));
    aloneReserves(t);
    expect(games(t, A)).not.toContain('koenigssolo');
  });

  it('named like any solo, led by the soloist in a Pflichtsolo, and scored three times', () => {
    const t = table(handsWith({ [A]: 'CK CK SK SK HK HK DK CA CA SA SA HA' }), EXTRA);
    aloneReserves(t);
    expect(games(t, A)).toEqual(expect.arrayContaining(['koenigssolo', 'damenBubenSolo']));
    t.act({ type: 'declare', seat: A, game: 'koenigssolo' });
    expect(t.rules.ctx.trumpModes[t.s.trump]).toBe('koenige');
    expect(t.s.turn).toBe(A);
    expect(t.rules.view(t.s, A).sides).toEqual([0, 1, 1, 1]);
    t.playCards(48);
    const o = t.rules.outcome(t.s)!;
    expect(o.game).toEqual({ kind: 'koenigssolo' });
    expect(o.pflicht).toBe(true);
    expect(o.score.solo).toBe(true);
    const v = o.score.value;
    expect(o.score.scores).toEqual([3 * v, -v, -v, -v]);
  });
});
