import { describe, expect, it } from 'vitest';
import { doppelkopf, doppelkopfSession } from '../src/index';
import { A, aloneReserves, B, C, D, games, handsWith, table } from './deals';

// Schmeißen, option 7.11 of doppelkopf.en.md: in the Vorbehalt query a player may throw in
// a hand that meets an enabled trigger; the same dealer deals again, not counted. Solos
// take precedence over throwing in.

const ALL = { schmeissen: ['neunen5', 'koenige5', 'neunenKoenige7', 'einTrumpf'] } as const;

/** Whether A, reserving alone, may throw in `hand` under `triggers`. */
const mayThrow = (hand: string, triggers: readonly string[]) => {
  const t = table(handsWith({ [A]: hand }), { schmeissen: triggers });
  aloneReserves(t);
  return games(t, A).includes('schmeissen');
};

describe('Schmeißen (7.11)', () => {
  it('each trigger, at its bound and one below', () => {
    expect(mayThrow('C9 C9 S9 S9 H9 CA CA SA SA HA HA CT', ['neunen5'])).toBe(true);
    expect(mayThrow('C9 C9 S9 S9 CK CA CA SA SA HA HA CT', ['neunen5'])).toBe(false);
    expect(mayThrow('CK CK SK SK HK CA CA SA SA HA HA CT', ['koenige5'])).toBe(true);
    expect(mayThrow('CK CK SK SK C9 CA CA SA SA HA HA CT', ['koenige5'])).toBe(false);
    expect(mayThrow('C9 C9 S9 S9 CK CK SK CA CA SA SA HA', ['neunenKoenige7'])).toBe(true);
    expect(mayThrow('C9 C9 S9 S9 CK CK CA CA SA SA HA HA', ['neunenKoenige7'])).toBe(false);
    expect(mayThrow('DQ CA CA SA SA HA HA CT CT ST ST CK', ['einTrumpf'])).toBe(true);
    expect(mayThrow('DQ DJ CA CA SA SA HA HA CT CT ST ST', ['einTrumpf'])).toBe(false);
    // A trigger not enabled does not count; without the option nothing is thrown in.
    expect(mayThrow('C9 C9 S9 S9 H9 CA CA SA SA HA HA CT', ['koenige5'])).toBe(false);
    expect(mayThrow('C9 C9 S9 S9 H9 CA CA SA SA HA HA CT', [])).toBe(false);
  });

  it('a hand thrown in ends the deal: nothing scored, the same dealer deals again', () => {
    const t = table(handsWith({ [A]: 'C9 C9 S9 S9 H9 CA CA SA SA HA HA CT' }), ALL);
    aloneReserves(t);
    t.act({ type: 'declare', seat: A, game: 'schmeissen' });
    expect(t.rules.isTerminal(t.s)).toBe(true);
    const o = t.rules.outcome(t.s)!;
    expect(o.game).toEqual({ kind: 'schmeissen' });
    expect(o.redeal).toBe(true);
    expect(o.score.scores).toEqual([0, 0, 0, 0]);
    const data = doppelkopfSession.init({ options: doppelkopf.defaults, seats: 4, firstDealer: 0 });
    const after = doppelkopfSession.afterDeal({
      options: doppelkopf.defaults,
      seats: 4,
      dealer: D,
      data,
      outcome: o,
    });
    expect([after.played, after.counted, after.again]).toEqual([1, 0, true]);
  });

  it('a solo goes before throwing in', () => {
    const hands = handsWith({
      [A]: 'C9 C9 S9 S9 H9 CA CA SA SA HA HA CT',
      [B]: 'SQ SQ HQ HQ DJ DJ DA DA DT DT DK DK',
    });
    const t = table(hands, ALL);
    t.act({ type: 'claimGame', seat: A });
    t.act({ type: 'claimGame', seat: B });
    t.act({ type: 'pass', seat: C });
    t.act({ type: 'pass', seat: D });
    expect(games(t, A)).not.toContain('schmeissen');
    t.act({ type: 'pass', seat: A });
    expect(t.legal(B).some((a) => a.type === 'pass')).toBe(false);
    t.act({ type: 'declare', seat: B, game: 'bubensolo' });
    expect(t.s.phase).toBe('play');
  });

  it('throwing in goes before an Armut when nobody plays a solo', () => {
    const hands = handsWith({
      [A]: 'HT DQ DJ CA CA CT CT CK CK SA SA ST',
      [B]: 'C9 C9 S9 S9 H9 H9 SK SK HA HA HK HK',
    });
    const t = table(hands, { ...ALL, armut: {} });
    t.act({ type: 'claimGame', seat: A });
    t.act({ type: 'claimGame', seat: B });
    t.act({ type: 'pass', seat: C });
    t.act({ type: 'pass', seat: D });
    t.act({ type: 'pass', seat: A });
    t.act({ type: 'pass', seat: B });
    expect(t.s.turn).toBe(B);
    expect(games(t, B)).toEqual(['schmeissen']);
    t.act({ type: 'declare', seat: B, game: 'schmeissen' });
    expect(t.rules.outcome(t.s)?.redeal).toBe(true);
  });
});
