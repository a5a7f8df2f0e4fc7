import { describe, expect, it } from 'vitest';
import { A, B, C, D, handsWith, table } from './deals';

// Announcement legality (doppelkopf.en.md 5.2-5.8): any player, at any moment of trick
// play, for the own party only, with deadlines in cards still held (5.4), skipping levels
// only while the lowest implied one is still open (5.6), and the late reply (5.7).

/** Re = A and C (a club queen each); A holds both Dullen, so A's lead of one wins trick 1. */
const RE_AC = handsWith({ [A]: 'HT HT CQ', [C]: 'CQ' });

/** A normal game: all healthy; A leads. */
function normalGame() {
  const t = table(RE_AC);
  t.healthy();
  return t;
}

const calls = (t: ReturnType<typeof table>, seat: number) =>
  t
    .legal(seat)
    .filter((a) => a.type === 'announce')
    .map((a) => ('call' in a ? a.call : ''));

describe('deadlines in cards held (8.19)', () => {
  it('D may say Kontra before trick 1, with 12 cards (8.19 row 1)', () => {
    const t = normalGame();
    expect(t.s.turn).toBe(A);
    expect(calls(t, D)).toEqual(['kontra', 'no90', 'no60', 'no30', 'schwarz']);
    t.act({ type: 'announce', seat: D, party: 'kontra', call: 'kontra' });
    expect(t.s.x.announcements.made).toEqual([-1, 0]);
    expect(t.s.turn).toBe(A); // out of turn: the turn does not move
  });

  it('in trick 2 C (11 cards) may say Re, A (10 cards) may not (8.19 rows 2 and 3)', () => {
    const t = normalGame();
    t.play('HT'); // A's Dulle wins trick 1
    t.playCards(3);
    expect(t.s.winners).toEqual([A]);
    t.play(); // A leads trick 2
    expect([t.held(A), t.held(C)]).toEqual([10, 11]);
    expect(calls(t, C)[0]).toBe('re');
    expect(calls(t, A)).toEqual([]);
    const r = t.tryAct({ type: 'announce', seat: A, party: 're', call: 're' });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('ANNOUNCEMENT_NOT_ALLOWED');
      expect(r.error.message).toContain('needs at least 11 cards');
      expect(r.error.path).toEqual(['call']);
    }
    t.act({ type: 'announce', seat: C, party: 're', call: 're' });
  });

  it('after a Kontra A may reply Re with 10 cards, which bars every Re Absage (8.19 row 4)', () => {
    const t = normalGame();
    t.act({ type: 'announce', seat: D, party: 'kontra', call: 'kontra' });
    t.play('HT');
    t.playCards(3);
    t.play();
    expect(calls(t, A)).toEqual(['re']);
    t.act({ type: 'announce', seat: A, party: 're', call: 're' });
    expect(t.s.x.announcements.late).toEqual([true, false]);
    // C still holds 11 cards, but the party's late reply bars its Absagen (9.7).
    expect(calls(t, C)).toEqual([]);
    const r = t.tryAct({ type: 'announce', seat: C, party: 're', call: 'no90' });
    expect(r.ok || r.error.message).toContain('replied late');
  });

  it('keine 60 with 9 cards is refused when keine 90 was not said (8.19 row 5)', () => {
    const t = normalGame();
    t.act({ type: 'announce', seat: A, party: 're', call: 're' });
    t.play('HT');
    t.playCards(11); // three tricks: every hand holds 9
    expect(t.held(A)).toBe(9);
    const r = t.tryAct({ type: 'announce', seat: A, party: 're', call: 'no60' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toContain('implies no90');
    expect(calls(t, A)).toEqual([]);
  });

  it('D replies Kontra to keine 90 with 9 cards; then B may not say keine 90 (8.19 rows 6, 7)', () => {
    const t = normalGame();
    t.act({ type: 'announce', seat: A, party: 're', call: 'no90' }); // Re and keine 90 in one go
    expect(t.s.x.announcements.made).toEqual([1, -1]);
    t.play('HT');
    t.playCards(11);
    expect(t.held(D)).toBe(9);
    expect(calls(t, D)).toEqual(['kontra']);
    t.act({ type: 'announce', seat: D, party: 'kontra', call: 'kontra' });
    expect(t.s.x.announcements.late).toEqual([false, true]);
    const r = t.tryAct({ type: 'announce', seat: B, party: 'kontra', call: 'no90' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toContain('replied late');
  });

  it("C may not repeat A's Re (8.19 row 8)", () => {
    const t = normalGame();
    t.act({ type: 'announce', seat: A, party: 're', call: 're' });
    t.play('HT');
    t.playCards(5); // trick 2 has begun: A led it and B played
    const r = t.tryAct({ type: 'announce', seat: C, party: 're', call: 're' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toContain('re has been said');
    expect(calls(t, C)[0]).toBe('no90'); // a higher level is still open to C
  });

  it('keine 60 with 11 cards and nothing said means Re, keine 90 and keine 60 (5.6.3)', () => {
    const t = normalGame();
    t.play('HT');
    expect(t.held(A)).toBe(11);
    t.act({ type: 'announce', seat: A, party: 're', call: 'no60' });
    expect(t.s.x.announcements.made).toEqual([2, -1]);
  });

  it('announcements are refused for the other party and for unknown calls (5.2.1)', () => {
    const t = normalGame();
    const wrong = t.tryAct({ type: 'announce', seat: B, party: 're', call: 're' });
    expect(wrong.ok).toBe(false);
    if (!wrong.ok) {
      expect(wrong.error.message).toContain('not of the re party');
      expect(wrong.error.path).toEqual(['party']);
    }
    const unknown = t.tryAct({ type: 'announce', seat: B, party: 'kontra', call: 'doubles' });
    expect(unknown.ok).toBe(false);
    if (!unknown.ok) expect(unknown.error.code).toBe('UNKNOWN_ACTION');
    expect(t.s.x.announcements.log).toEqual([]);
  });

  it('an announcement shows the party to all (3.4.2.4)', () => {
    const t = normalGame();
    expect(t.rules.view(t.s, B).sides).toEqual([null, 1, null, null]);
    t.act({ type: 'announce', seat: C, party: 're', call: 're' });
    expect(t.rules.view(t.s, B).sides).toEqual([null, 1, 0, null]);
    expect(t.rules.view(t.s, D).extra.announcements).toEqual([
      { seat: C, party: 're', call: 're', at: 0 },
    ]);
  });

  it('no announcement once a seat holds fewer cards than schwarz needs', () => {
    const t = normalGame();
    t.play('HT');
    t.playCards(23); // six tricks: every hand holds 6
    for (let seat = A; seat <= D; seat++) expect(calls(t, seat)).toEqual([]);
  });
});

describe('deadlines in a Hochzeit (5.5, 8.15, 8.16)', () => {
  /** A holds both club queens and names a Hochzeit. */
  function hochzeit(hands = handsWith({ [A]: 'CQ CQ HT HT' })) {
    const t = table(hands);
    t.act({ type: 'claimGame', seat: A });
    for (let seat = B; seat <= D; seat++) t.act({ type: 'pass', seat });
    t.act({ type: 'declare', seat: A, game: 'hochzeit' });
    return t;
  }

  it('no announcement before the Klärungsstich (4.6.5)', () => {
    const t = hochzeit();
    expect(t.s.turn).toBe(A);
    for (let seat = A; seat <= D; seat++) expect(calls(t, seat)).toEqual([]);
    const r = t.tryAct({ type: 'announce', seat: A, party: 're', call: 're' });
    expect(r.ok).toBe(false);
  });

  it('a Hochzeit without partner after three tricks: Re with 9 cards (8.16)', () => {
    // A holds both Dullen and both club queens and the spade queens: it wins three tricks.
    const t = hochzeit(handsWith({ [A]: 'CQ CQ HT HT SQ SQ' }));
    for (const card of ['HT', 'HT', 'CQ']) {
      t.play(card);
      t.playCards(3);
    }
    expect(t.s.winners).toEqual([A, A, A]);
    expect(t.rules.view(t.s, B).extra.deadlines).toEqual([9, 8, 7, 6, 5]);
    expect(t.rules.ctx.sides!.of(t.s)).toEqual([0, 1, 1, 1]);
    expect(t.held(A)).toBe(9);
    t.act({ type: 'announce', seat: A, party: 're', call: 're' });
    expect(t.s.x.announcements.late).toEqual([false, false]);
  });
});
