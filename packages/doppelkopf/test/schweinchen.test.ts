import { describe, expect, it } from 'vitest';
import { A, aloneReserves, B, C, D, handsWith, table } from './deals';

// Schweinchen, option 7.12 of doppelkopf.en.md: "a player holding both ♦A ranks them above
// the ♥10 ('Schweine'). Superschweinchen: a player holding both ♦10 ranks them above the
// Schweine (sub-option: both ♦9 instead). Normal games only by default."

const PIGS = { schweinchen: {} };
const SUPER = { schweinchen: { superschweinchen: 'zehnen' } };

/** Everyone says "gesund". */
const healthy = (t: ReturnType<typeof table>) => {
  for (const seat of [A, B, C, D]) t.act({ type: 'pass', seat });
};

describe('Schweinchen (7.12)', () => {
  it('both ♦A in one hand top the ♥10, and everyone is told who holds them', () => {
    const t = table(handsWith({ [A]: 'DA DA', [B]: 'HT HT' }), PIGS);
    healthy(t);
    expect(t.rules.ctx.trumpModes[t.s.trump]).toBe('normalSchweine');
    for (const seat of [A, B, C, D]) expect(t.rules.view(t.s, seat).extra.schweine).toBe(A);
    t.play('DA');
    t.play('HT');
    t.playCards(2);
    expect(t.s.winners).toEqual([A]);
  });

  it('split ♦A are no Schweine; without the option neither', () => {
    const split = table(handsWith({ [A]: 'DA', [C]: 'DA' }), PIGS);
    healthy(split);
    expect(split.rules.ctx.trumpModes[split.s.trump]).toBe('normal');
    expect(split.rules.view(split.s, B).extra.schweine).toBeUndefined();
    const off = table(handsWith({ [A]: 'DA DA' }));
    healthy(off);
    expect(off.rules.ctx.trumpModes[off.s.trump]).toBe('normal');
  });

  it('both ♦10 without Schweine in the deal are ordinary trumps (our ruling)', () => {
    const t = table(handsWith({ [A]: 'DA', [B]: 'DT DT', [C]: 'DA' }), SUPER);
    healthy(t);
    expect(t.rules.ctx.trumpModes[t.s.trump]).toBe('normal');
    expect(t.rules.view(t.s, C).extra.superschweine).toBeUndefined();
  });

  it('the Superschweine top the Schweine; a solo has neither', () => {
    const t = table(handsWith({ [A]: 'DA DA', [B]: 'DT DT' }), SUPER);
    healthy(t);
    expect(t.rules.ctx.trumpModes[t.s.trump]).toBe('normalSuperschweine');
    expect(t.rules.view(t.s, C).extra).toMatchObject({ schweine: A, superschweine: B });
    t.play('DA');
    t.play('DT');
    t.playCards(2);
    expect(t.s.winners).toEqual([B]);
    const solo = table(handsWith({ [A]: 'DA DA' }), SUPER);
    aloneReserves(solo);
    solo.act({ type: 'declare', seat: A, game: 'farbsolo', suit: 'D' });
    expect(solo.rules.ctx.trumpModes[solo.s.trump]).toBe('normal');
    expect(solo.rules.view(solo.s, B).extra.schweine).toBeUndefined();
  });
});
