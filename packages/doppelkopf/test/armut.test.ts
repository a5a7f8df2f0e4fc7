import { createGame, replayDeal, unwrap } from '@stich/core';
import { describe, expect, it } from 'vitest';
import { type DoppelkopfAction, doppelkopf, doppelkopfSession } from '../src/index';
import { doppelkopfReport } from '../src/plugin';
import { A, aloneReserves, B, C, D, games, handsWith, type Table, table } from './deals';

// Armut, option 7.10 of doppelkopf.en.md: a player with at most three trumps lays them
// aside (made up to three cards), the first player clockwise who takes them gives as
// many back, and the two are Re in a normal game. Sub-options: `fuchsZaehlt` (7.10.1),
// `vorHochzeit` (7.10.2) and `ohneAbnehmer` (7.10.5).

const ARMUT = { armut: {} };

/** A has three trumps (♥10 ♦Q ♦J) and nine plain cards; B and C hold many trumps. */
const poorHands = () =>
  handsWith({
    [A]: 'HT DQ DJ CA CA CT CT CK CK SA SA ST',
    [B]: 'CQ SQ SJ HJ DA DT DK D9 C9 HA HK H9',
    [C]: 'CQ SQ HQ CJ SJ HT DA DT DK D9 C9 S9',
  });

type T = Table;

const sorted = (cards: readonly string[] | undefined) => [...(cards ?? [])].sort();

describe('Armut (7.10)', () => {
  it('a hand of at most three trumps may name it, below the solos; not without the option', () => {
    const t = table(poorHands(), ARMUT);
    aloneReserves(t);
    expect(games(t, A)).toContain('armut');
    expect(games(t, A)).not.toContain('hochzeit');
    const off = table(poorHands());
    aloneReserves(off);
    expect(games(off, A)).not.toContain('armut');
    const refused = off.tryAct({ type: 'declare', seat: A, game: 'armut' });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.code).toBe('INVALID_CONTRACT');
    // Four trumps are too many.
    const rich = table(handsWith({ [A]: 'HT DQ DJ D9 CA CA CT CT CK CK SA SA' }), ARMUT);
    aloneReserves(rich);
    expect(games(rich, A)).not.toContain('armut');
  });

  it('no Armut or hand thrown in during a Vorführung: the forced player owes a solo (4.9.4)', () => {
    const game = createGame(doppelkopf, {
      options: { ...ARMUT, schmeissen: ['einTrumpf'] },
      dealer: D,
      hands: handsWith({ [A]: 'HT CA CA CT CT CK CK SA SA ST ST SK' }),
      setup: { owes: [true, true, true, true], forced: A },
    });
    const named = game.legalActions(A).flatMap((a) => (a.type === 'declare' ? [a.game] : []));
    expect(named).toContain('damensolo');
    expect(named).not.toContain('armut');
    expect(named).not.toContain('schmeissen');
  });

  it('the trumps go aside, clockwise the others are asked, the taker gives as many back (7.10.3)', () => {
    const t = table(poorHands(), ARMUT);
    aloneReserves(t);
    t.act({ type: 'declare', seat: A, game: 'armut' });
    expect(t.s.phase).toBe('armut');
    expect(t.held(A)).toBe(9);
    expect(t.s.turn).toBe(B);
    expect(t.legal(B).map((a) => a.type)).toEqual(['takeArmut', 'pass']);
    // Everybody hears how many cards lie aside; only A knows which.
    const bView = t.rules.view(t.s, B);
    expect(bView.skat).toBeNull();
    expect(bView.skatSize).toBe(3);
    expect(bView.extra.armut).toEqual({
      poor: A,
      count: 3,
      declined: [],
      partner: -1,
      returned: 0,
    });
    expect(sorted(t.rules.view(t.s, A).extra.armut?.laid)).toEqual(['DJ', 'DQ', 'HT']);
    // Out of turn, and not while the cards are offered: refused, nothing changes.
    const early = t.tryAct({ type: 'takeArmut', seat: D });
    expect(early.ok).toBe(false);
    const announce = t.tryAct({ type: 'announce', seat: A, party: 're', call: 're' });
    expect(announce.ok).toBe(false);

    t.act({ type: 'pass', seat: B });
    t.act({ type: 'takeArmut', seat: C });
    expect(t.held(C)).toBe(15);
    expect(t.s.turn).toBe(C);
    const notHeld = t.tryAct({ type: 'giveBack', seat: C, card: 'CA' });
    expect(notHeld.ok).toBe(false);
    if (!notHeld.ok) expect(notHeld.error.message).toContain('you do not hold CA');
    // The taker may give back any card, trumps too.
    for (const card of ['C9', 'S9', 'D9']) t.act({ type: 'giveBack', seat: C, card });
    expect(t.s.phase).toBe('play');
    expect(t.held(A)).toBe(12);
    expect(t.held(C)).toBe(12);
    expect(t.s.turn).toBe(A); // forehand leads, as in a normal game
    // The parties are public: the poor player and the taker are Re (7.10.4).
    for (const seat of [A, B, C, D]) expect(t.rules.view(t.s, seat).sides).toEqual([0, 1, 0, 1]);
    expect(t.rules.view(t.s, B).extra.armut).toEqual({
      poor: A,
      count: 3,
      declined: [B],
      partner: C,
      returned: 3,
    });
    expect(sorted(t.rules.view(t.s, A).extra.armut?.back)).toEqual(['C9', 'D9', 'S9']);
    expect(sorted(t.rules.view(t.s, C).extra.armut?.laid)).toEqual(['DJ', 'DQ', 'HT']);
    // Announcements as in the normal game, counted after the exchange.
    expect(t.rules.view(t.s, A).extra.deadlines).toEqual([11, 10, 9, 8, 7]);
    t.act({ type: 'announce', seat: A, party: 're', call: 're' });
  });

  it('is scored as a normal game of two against two, not as a solo (7.10.4)', () => {
    const t = table(poorHands(), ARMUT);
    aloneReserves(t);
    t.act({ type: 'declare', seat: A, game: 'armut' });
    t.act({ type: 'pass', seat: B });
    t.act({ type: 'takeArmut', seat: C });
    for (const card of ['C9', 'S9', 'D9']) t.act({ type: 'giveBack', seat: C, card });
    t.playCards(48);
    const o = t.rules.outcome(t.s)!;
    expect(o.game).toEqual({ kind: 'armut' });
    expect(o.declarer).toBe(A);
    expect(o.re).toEqual([A, C]);
    expect(o.kontra).toEqual([B, D]);
    expect(o.score.solo).toBe(false);
    const v = o.score.value;
    expect(o.score.scores).toEqual([v, -v, v, -v]);
    expect(o.score.cardPoints.re + o.score.cardPoints.kontra).toBe(240);
  });

  it('with fewer than three trumps the poor player lays plain cards beside them', () => {
    const t = table(handsWith({ [A]: 'HT CA CA CT CT CK CK SA SA ST ST SK' }), ARMUT);
    aloneReserves(t);
    t.act({ type: 'declare', seat: A, game: 'armut' });
    expect(t.s.turn).toBe(A);
    expect(t.legal(A).map((a) => ('card' in a ? a.card : a.type))).toEqual(
      expect.arrayContaining(['CA', 'CT', 'CK', 'SA', 'ST', 'SK']),
    );
    expect(t.legal(A)).toHaveLength(6);
    t.act({ type: 'layAside', seat: A, card: 'SK' });
    t.act({ type: 'layAside', seat: A, card: 'CK' });
    expect(t.s.turn).toBe(B);
    expect(t.rules.view(t.s, B).skatSize).toBe(3);
    expect(sorted(t.rules.view(t.s, A).extra.armut?.laid)).toEqual(['CK', 'HT', 'SK']);
  });

  it('with `fuchsZaehlt` off the foxes do not count, and all trumps go aside (7.10.1)', () => {
    const hand = 'HT DQ DJ DA DA CA CA CT CT CK CK SA';
    const counted = table(handsWith({ [A]: hand }), ARMUT);
    aloneReserves(counted);
    expect(games(counted, A)).not.toContain('armut');
    const t = table(handsWith({ [A]: hand }), { armut: { fuchsZaehlt: false } });
    aloneReserves(t);
    t.act({ type: 'declare', seat: A, game: 'armut' });
    expect(t.rules.view(t.s, B).extra.armut?.count).toBe(5);
    expect(t.held(A)).toBe(7);
    t.act({ type: 'takeArmut', seat: B });
    for (let i = 0; i < 5; i++) t.act(t.legal(B)[0]);
    expect(t.held(A)).toBe(12);
    expect(t.s.phase).toBe('play');
  });

  it('nobody takes it: the same dealer deals again, not counted (7.10.5, default)', () => {
    const t = table(poorHands(), ARMUT);
    aloneReserves(t);
    t.act({ type: 'declare', seat: A, game: 'armut' });
    for (const seat of [B, C, D]) t.act({ type: 'pass', seat });
    expect(t.rules.isTerminal(t.s)).toBe(true);
    expect(t.held(A)).toBe(12);
    const o = t.rules.outcome(t.s)!;
    expect(o.redeal).toBe(true);
    expect(o.score.scores).toEqual([0, 0, 0, 0]);
    const sheet = doppelkopfSession.init({
      options: doppelkopf.defaults,
      seats: 4,
      firstDealer: 0,
    });
    const after = doppelkopfSession.afterDeal({
      options: doppelkopf.defaults,
      seats: 4,
      dealer: D,
      data: sheet,
      outcome: o,
    });
    expect(after.counted).toBe(0);
    expect(after.played).toBe(1);
    expect(doppelkopfSession.nextDealer?.({ seats: 4, dealer: D, data: after })).toBe(D);
  });

  it("nobody takes it, with `ohneAbnehmer: 'normal'`: a normal game by the club queens", () => {
    const t = table(poorHands(), { armut: { ohneAbnehmer: 'normal' } });
    aloneReserves(t);
    t.act({ type: 'declare', seat: A, game: 'armut' });
    for (const seat of [B, C, D]) t.act({ type: 'pass', seat });
    expect(t.s.phase).toBe('play');
    expect(t.s.turn).toBe(A);
    expect(t.held(A)).toBe(12);
    t.playCards(48);
    const o = t.rules.outcome(t.s)!;
    expect(o.game).toEqual({ kind: 'normal' });
    expect(o.re).toEqual([B, C]); // the club queens
    expect(o.redeal).toBeUndefined();
  });

  describe('beside other reservations (7.10.2)', () => {
    /** A is poor, B holds both club queens. */
    const withQueens = () =>
      handsWith({
        [A]: 'HT DQ DJ CA CA CT CT CK CK SA SA ST',
        [B]: 'CQ CQ SQ SJ HJ DA DT DK D9 C9 HA HK',
      });
    const bothReserve = (t: T) => {
      t.act({ type: 'claimGame', seat: A });
      t.act({ type: 'claimGame', seat: B });
      t.act({ type: 'pass', seat: C });
      t.act({ type: 'pass', seat: D });
    };

    it('a solo goes first: the poor player may give way, a player with neither must name a solo', () => {
      const t = table(poorHands(), ARMUT);
      bothReserve(t);
      expect(t.s.turn).toBe(A);
      expect(t.legal(A).some((a) => a.type === 'pass')).toBe(true);
      expect(games(t, A)).not.toContain('armut');
      t.act({ type: 'pass', seat: A });
      expect(t.s.turn).toBe(B);
      expect(t.legal(B).some((a) => a.type === 'pass')).toBe(false);
      t.act({ type: 'declare', seat: B, game: 'damensolo' });
      expect(t.s.phase).toBe('play');
    });

    it('when nobody plays a solo, the Armut ranks above the Hochzeit by default', () => {
      const t = table(withQueens(), ARMUT);
      bothReserve(t);
      t.act({ type: 'pass', seat: A });
      expect(t.s.turn).toBe(B);
      // The last reservation may give way too, when an Armut may be played.
      t.act({ type: 'pass', seat: B });
      expect(t.s.turn).toBe(A);
      expect(t.legal(A).map((a) => a.type)).toEqual(['declare']);
      expect(games(t, A)).toEqual(['armut']);
      t.act({ type: 'declare', seat: A, game: 'armut' });
      expect(t.s.phase).toBe('armut');
    });

    it('with `vorHochzeit` off the Hochzeit is played instead', () => {
      const t = table(withQueens(), { armut: { vorHochzeit: false } });
      bothReserve(t);
      t.act({ type: 'pass', seat: A });
      t.act({ type: 'pass', seat: B });
      expect(t.s.turn).toBe(B);
      expect(games(t, B)).toEqual(['hochzeit']);
      t.act({ type: 'declare', seat: B, game: 'hochzeit' });
      expect(t.s.phase).toBe('play');
    });
  });

  it('a deal with an Armut is a record like any other, and replays to the same outcome', () => {
    const game = createGame(doppelkopf, { options: ARMUT, dealer: D, hands: poorHands() });
    const actions: DoppelkopfAction[] = [
      { type: 'claimGame', seat: A },
      { type: 'pass', seat: B },
      { type: 'pass', seat: C },
      { type: 'pass', seat: D },
      { type: 'declare', seat: A, game: 'armut' },
      { type: 'takeArmut', seat: B },
      { type: 'giveBack', seat: B, card: 'C9' },
      { type: 'giveBack', seat: B, card: 'H9' },
      { type: 'giveBack', seat: B, card: 'HK' },
    ];
    for (const a of actions) game.apply(a);
    while (!game.isOver()) game.apply(game.legalActions(game.turn()!)[0]);
    const record = JSON.parse(JSON.stringify(game.record()));
    expect(record.actions.slice(0, actions.length)).toEqual(actions);
    const replayed = unwrap(replayDeal(doppelkopf, record));
    expect(replayed.outcome).toEqual(game.outcome());
    expect(game.outcome()?.re).toEqual([A, B]);
  });
});

// Golden counts of the exchange: every sequence of answers and cards given back, from the
// named Armut to the first lead (or to the redeal), counted by the engine and by a naive
// model of 7.10.3 written from the rule text (a multiset of codes per hand, no bit sets).

/** The model: leaves of the exchange tree, from the seat asked `asked`-th after the poor one. */
function modelExchange(hands: string[][], poor: number, laid: string[], asked = 0): number {
  if (asked === hands.length - 1) return 1; // nobody took them: the deal ends
  const seat = (poor + 1 + asked) % hands.length;
  const giveBack = (hand: string[], left: number): number => {
    if (left === 0) return 1;
    let n = 0;
    for (const code of new Set(hand)) {
      const rest = [...hand];
      rest.splice(rest.indexOf(code), 1);
      n += giveBack(rest, left - 1);
    }
    return n;
  };
  return (
    giveBack([...hands[seat], ...laid], laid.length) + modelExchange(hands, poor, laid, asked + 1)
  );
}

describe('the exchange against a model of 7.10.3', () => {
  const engineExchange = (t: T): number => {
    const count = (s: typeof t.s): number => {
      if (s.phase !== 'armut') return 1;
      let n = 0;
      for (const a of t.rules.legalActions(s)) n += count(unwrap(t.rules.applyAction(s, a)));
      return n;
    };
    return count(t.s);
  };

  it('three trumps aside: every answer and every card given back', () => {
    const hands = poorHands();
    const t = table(hands, ARMUT);
    aloneReserves(t);
    t.act({ type: 'declare', seat: A, game: 'armut' });
    const n = engineExchange(t);
    expect(n).toBe(modelExchange(hands, A, ['HT', 'DQ', 'DJ']));
    expect(n).toBe(6373); // frozen from the engine when written; the model agrees
  });
});

describe('what a seat outside the exchange learns (7.10.3)', () => {
  /** Plays A's Armut to C, who gives back `back`; B's view after every action. */
  const viewsOfB = (hands: string[][], back: string[]) => {
    const t = table(hands, ARMUT);
    const views = [JSON.stringify(t.rules.view(t.s, B))];
    const act = (a: DoppelkopfAction) => {
      t.act(a);
      views.push(JSON.stringify(t.rules.view(t.s, B)));
    };
    act({ type: 'claimGame', seat: A });
    for (const seat of [B, C, D]) act({ type: 'pass', seat });
    act({ type: 'declare', seat: A, game: 'armut' });
    act({ type: 'pass', seat: B });
    act({ type: 'takeArmut', seat: C });
    for (const card of back) act({ type: 'giveBack', seat: C, card });
    return views;
  };

  it('which trumps went aside and which cards came back stay hidden from B', () => {
    const hands = poorHands();
    const base = viewsOfB(hands, ['C9', 'S9', 'D9']);
    // A's ♦J swapped with a trump of D's: B sees the same at every step.
    const swapped = hands.map((h) => [...h]);
    const theirs = swapped[D].find((c) => c === 'HQ' || c === 'DQ' || c === 'CJ')!;
    swapped[A][swapped[A].indexOf('DJ')] = theirs;
    swapped[D][swapped[D].indexOf(theirs)] = 'DJ';
    expect(viewsOfB(swapped, ['C9', 'S9', 'D9'])).toEqual(base);
    // Other cards given back: the same for B.
    expect(viewsOfB(hands, ['C9', 'DK', 'HT'])).toEqual(base);
  });
});

describe('the exchange in words', () => {
  const names = ['You', 'Bert', 'Christina', 'Dieter'];
  it('each seat is told what to do, and the menu names the cards', () => {
    const t = table(handsWith({ [A]: 'HT CA CA CT CT CK CK SA SA ST ST SK' }), ARMUT);
    aloneReserves(t);
    t.act({ type: 'declare', seat: A, game: 'armut' });
    const intro = (seat: number) => doppelkopfReport.promptIntro!(t.rules.view(t.s, seat), names);
    const label = (seat: number, lang: 'en' | 'de' = 'en') =>
      t.legal(seat).map((a) =>
        doppelkopfReport.actionLabel!(a, t.rules.view(t.s, seat), {
          language: lang,
          seatName: (s) => names[s],
        }),
      );
    expect(intro(A)).toEqual([
      'You have an Armut: your trumps went aside, and 1 of 3 cards lie there. Lay a plain card beside them.',
    ]);
    expect(label(A)).toContain('lay ♣A aside');
    t.act({ type: 'layAside', seat: A, card: 'SK' });
    t.act({ type: 'layAside', seat: A, card: 'CK' });
    expect(intro(B)).toEqual([
      'You have an Armut: 3 cards lie aside, all of your trumps. Take them (then give 3 cards back and play with you as Re) or decline.',
    ]);
    expect(label(B)).toEqual([
      'take the Armut (its cards; give as many back and play with the poor player)',
      'decline the Armut',
    ]);
    expect(label(B, 'de')).toEqual([
      'die Armut mitnehmen (so viele Karten zurückgeben und mit dem Armen spielen)',
      'die Armut nicht mitnehmen',
    ]);
    t.act({ type: 'takeArmut', seat: B });
    expect(intro(B)).toEqual([
      'You took ♣K ♠K ♥10. Give 3 more cards back to you, trumps allowed.',
    ]);
  });
});
