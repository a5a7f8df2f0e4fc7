import { describe, expect, it } from 'vitest';
import { A, B, C, D, handsWith, table } from './deals';

// The Vorbehalt query (4.2, 4.3), who leads (1.6), the parties (section 3) and the
// Hochzeit's Klärungsstich (4.6), played through the engine.

const types = (t: ReturnType<typeof table>, seat: number) =>
  t
    .legal(seat)
    .map((a) => (a.type === 'declare' && 'game' in a ? `${a.game}${a.suit ?? ''}` : a.type));

describe('the Vorbehalt query', () => {
  it('all gesund: a normal game, parties by the club queens, forehand leads (4.3.1)', () => {
    const t = table(handsWith({ [B]: 'CQ', [D]: 'CQ' }));
    t.healthy();
    expect(t.s.phase).toBe('play');
    expect(t.s.turn).toBe(A);
    expect(t.rules.ctx.sides!.of(t.s)).toEqual([1, 0, 1, 0]);
    // Only B knows about itself; D is hidden from A.
    expect(t.rules.view(t.s, A).sides).toEqual([1, null, null, null]);
    expect(t.rules.view(t.s, B).sides).toEqual([null, 0, null, null]);
  });

  it('one Vorbehalt names a solo; a Pflichtsolo is led by the soloist (4.3.2, 1.6.2)', () => {
    const t = table(handsWith({}));
    t.act({ type: 'pass', seat: A });
    t.act({ type: 'claimGame', seat: B });
    t.act({ type: 'pass', seat: C });
    t.act({ type: 'pass', seat: D });
    // B lacks both club queens: every solo, no Hochzeit.
    expect(types(t, B)).toEqual([
      'farbsoloC',
      'farbsoloS',
      'farbsoloH',
      'farbsoloD',
      'damensolo',
      'bubensolo',
      'fleischlos',
    ]);
    t.act({ type: 'declare', seat: B, game: 'damensolo' });
    expect(t.s.x.pflicht).toBe(true);
    expect(t.s.turn).toBe(B);
    expect(t.rules.view(t.s, A).sides).toEqual([1, 0, 1, 1]); // a solo shows every party (3.4.2.1)
    expect(t.rules.ctx.trumpModes[t.s.trump]).toBe('damen');
  });

  it('without Pflichtsolo tracking a solo is a Lustsolo, led by forehand (4.8.2, 7.8)', () => {
    const t = table(handsWith({}), { pflichtsolo: false });
    t.act({ type: 'pass', seat: A });
    t.act({ type: 'claimGame', seat: B });
    t.act({ type: 'pass', seat: C });
    t.act({ type: 'pass', seat: D });
    t.act({ type: 'declare', seat: B, game: 'farbsolo', suit: 'H' });
    expect(t.s.x.pflicht).toBe(false);
    expect(t.s.turn).toBe(A);
    const allSolos = table(handsWith({}), { pflichtsolo: false, soloLead: 'allSolos' });
    allSolos.act({ type: 'pass', seat: A });
    allSolos.act({ type: 'claimGame', seat: B });
    allSolos.act({ type: 'pass', seat: C });
    allSolos.act({ type: 'pass', seat: D });
    allSolos.act({ type: 'declare', seat: B, game: 'bubensolo' });
    expect(allSolos.s.turn).toBe(B);
  });

  it('two reservations: the earlier plays; no Hochzeit beside another (4.3.3)', () => {
    const t = table(handsWith({ [C]: 'CQ CQ' }));
    t.act({ type: 'pass', seat: A });
    t.act({ type: 'claimGame', seat: B });
    t.act({ type: 'claimGame', seat: C });
    t.act({ type: 'pass', seat: D });
    expect(t.s.x.callRound.holder).toBe(B);
    t.act({ type: 'declare', seat: B, game: 'fleischlos' });
    expect(t.rules.ctx.sides!.of(t.s)).toEqual([1, 0, 1, 1]);
  });

  it('the holder of both club queens may leave the game to the other reservation (9.18)', () => {
    const t = table(handsWith({ [B]: 'CQ CQ' }));
    t.act({ type: 'pass', seat: A });
    t.act({ type: 'claimGame', seat: B });
    t.act({ type: 'claimGame', seat: C });
    t.act({ type: 'pass', seat: D });
    expect(t.s.x.callRound.holder).toBe(B);
    expect(types(t, B)[0]).toBe('pass');
    expect(types(t, B)).not.toContain('hochzeit');
    t.act({ type: 'pass', seat: B });
    expect(t.s.x.callRound.holder).toBe(C);
    // The last reservation left must play.
    expect(types(t, C)).not.toContain('pass');
    const refused = t.tryAct({ type: 'pass', seat: C });
    expect(refused.ok).toBe(false);
    t.act({ type: 'declare', seat: C, game: 'farbsolo', suit: 'S' });
    expect(t.s.turn).toBe(C);
    expect(t.rules.ctx.sides!.of(t.s)).toEqual([1, 1, 0, 1]);
  });

  it('a stille Hochzeit: both club queens in one hand, all gesund (4.7)', () => {
    const t = table(handsWith({ [D]: 'CQ CQ' }));
    t.healthy();
    expect(t.rules.ctx.sides!.of(t.s)).toEqual([1, 1, 1, 0]);
    // The others believe it is a normal game: nobody learns D's party from the view.
    expect(t.rules.view(t.s, A).sides).toEqual([1, null, null, null]);
    t.playCards(48);
    const outcome = t.rules.outcome(t.s)!;
    expect(outcome.game).toEqual({ kind: 'stilleHochzeit' });
    expect(outcome.re).toEqual([D]);
    expect(outcome.score.solo).toBe(true);
    const [a, b, c, d] = outcome.score.scores;
    expect(d).toBe(-3 * a); // the soloist writes three times (6.6)
    expect([a, b, c]).toEqual([a, a, a]);
  });
});

describe('the Hochzeit (4.6)', () => {
  function hochzeit(hands: string[][]) {
    const t = table(hands);
    t.act({ type: 'claimGame', seat: A });
    for (let seat = B; seat <= D; seat++) t.act({ type: 'pass', seat });
    expect(t.legal(A).map((a) => ('game' in a ? a.game : a.type))).toContain('hochzeit');
    t.act({ type: 'declare', seat: A, game: 'hochzeit' });
    expect(t.s.turn).toBe(A); // forehand leads a Hochzeit (4.6.1)
    return t;
  }

  it('the first other winner of a trick is the partner; deadlines shift by k - 1 (8.15)', () => {
    const t = hochzeit(handsWith({ [A]: 'CQ CQ HT', [C]: 'HT' }));
    // Trick 1: A leads its Dulle and wins it (C's copy comes later: the first wins).
    t.play('HT');
    t.play();
    t.play('HT');
    t.play();
    expect(t.s.winners).toEqual([A]);
    expect(t.rules.view(t.s, B).sides).toEqual([0, null, null, null]);
    expect(t.rules.view(t.s, B).extra.announcementsOpen).toBe(false);
    // Trick 2: A leads a low trump; whoever wins it other than A is the partner.
    t.playCards(4);
    const partner = t.s.winners[1];
    expect(partner).not.toBe(A);
    expect(t.rules.view(t.s, B).extra.klaerungsstich).toBe(1);
    expect(t.rules.view(t.s, B).extra.deadlines).toEqual([10, 9, 8, 7, 6]);
    const sides = [1, 1, 1, 1];
    sides[A] = 0;
    sides[partner] = 0;
    expect(t.rules.view(t.s, B).sides).toEqual(sides);
    expect(t.held(partner)).toBe(10);
    t.act({ type: 'announce', seat: partner, party: 're', call: 're' });
    expect(t.s.x.announcements.late).toEqual([false, false]);
    t.playCards(40);
    const outcome = t.rules.outcome(t.s)!;
    expect(outcome.klaerungsstich).toBe(1);
    expect(outcome.re).toEqual([A, partner].sort());
    expect(outcome.score.solo).toBe(false);
  });

  it('with ersterFehlstich only a plain-suit lead can find the partner (4.6.3)', () => {
    const t = table(handsWith({ [A]: 'CQ CQ HT HT' }), { hochzeitKlaerung: 'ersterFehlstich' });
    t.act({ type: 'claimGame', seat: A });
    for (let seat = B; seat <= D; seat++) t.act({ type: 'pass', seat });
    t.act({ type: 'declare', seat: A, game: 'hochzeit' });
    // A leads trumps three times; a trump trick never finds the partner.
    for (const card of ['HT', 'HT', 'CQ']) {
      t.play(card);
      t.playCards(3);
    }
    expect(t.rules.ctx.sides!.of(t.s)).toEqual([0, 1, 1, 1]);
    expect(t.rules.view(t.s, B).extra.klaerungsstich).toBe(2);
  });

  it("with 'wahl' the Hochzeiter names the rule, and it holds as the option would (7.4)", () => {
    const t = table(handsWith({ [A]: 'CQ CQ HT HT' }), { hochzeitKlaerung: 'wahl' });
    t.act({ type: 'claimGame', seat: A });
    for (let seat = B; seat <= D; seat++) t.act({ type: 'pass', seat });
    const hochzeiten = t
      .legal(A)
      .flatMap((a) => (a.type === 'declare' && a.game === 'hochzeit' ? [a.klaerung] : []));
    expect(hochzeiten).toEqual(['ersterFremder', 'ersterFehlstich', 'ersterTrumpfstich']);
    // A Hochzeit without a rule is refused under 'wahl'.
    expect(t.tryAct({ type: 'declare', seat: A, game: 'hochzeit' }).ok).toBe(false);
    t.act({ type: 'declare', seat: A, game: 'hochzeit', klaerung: 'ersterFehlstich' });
    expect(t.s.x.game).toEqual({ kind: 'hochzeit', klaerung: 'ersterFehlstich' });
    for (const card of ['HT', 'HT', 'CQ']) {
      t.play(card);
      t.playCards(3);
    }
    expect(t.rules.ctx.sides!.of(t.s)).toEqual([0, 1, 1, 1]);
    // Without 'wahl' no rule may be named with the Hochzeit.
    const plain = table(handsWith({ [A]: 'CQ CQ HT HT' }));
    plain.act({ type: 'claimGame', seat: A });
    for (let seat = B; seat <= D; seat++) plain.act({ type: 'pass', seat });
    const refused = plain.tryAct({
      type: 'declare',
      seat: A,
      game: 'hochzeit',
      klaerung: 'ersterFehlstich',
    });
    expect(refused.ok).toBe(false);
  });
});
