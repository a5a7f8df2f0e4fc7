import { Rng, SKAT_DECK, unwrap } from '@stich/core';
import { setOf } from '@stich/core/kernel';
import { describe, expect, test } from 'vitest';
import { type DeclareAction, skat } from '../src/index';
import { matadorsOf } from './cards';
import * as D from './deals';
import { cards, playRandomCards, playScript, run, type State, startOf } from './script';

// The declaration (text, "Declaring"; NOTES Skat 2 and 3): hand or taking up the skat,
// laying two cards back, and which contracts may be declared. FH (seat 0) declares.

const rules = skat.rules();
/** FH has won the bidding at `bid` with Example 1's cards (MH called up to it, FH held). */
function declaring(bid = 18): State {
  const bidding = bid === 18 ? 'MH 18, FH hold' : `MH 18, FH hold, MH ${bid}, FH hold`;
  return run(rules, startOf(rules, D.EX1_HEARTS), `${bidding}, MH pass, RH pass`);
}
const pickedUp = (bid = 18) =>
  unwrap(rules.applyAction(declaring(bid), { type: 'pickUpSkat', seat: 0 }));
const discarded = (bid = 18) =>
  unwrap(rules.applyAction(pickedUp(bid), { type: 'discard', seat: 0, cards: ['SQ', 'D7'] }));
const declare = (fields: Omit<DeclareAction, 'type' | 'seat'>): DeclareAction => ({
  type: 'declare',
  seat: 0,
  ...fields,
});
const code = (d: {
  game: string;
  hand?: boolean;
  schneider?: boolean;
  schwarz?: boolean;
  ouvert?: boolean;
}) =>
  `${d.game}${d.ouvert ? 'O' : ''}${d.hand ? 'H' : ''}${d.schneider ? 'S' : ''}${d.schwarz ? 'Z' : ''}`;
const declarations = (s: State) =>
  rules
    .legalActions(s)
    .filter((a) => a.type === 'declare')
    .map((a) => code(a as DeclareAction));

describe('hand or taking up the skat', () => {
  test('before taking up: the skat, or any hand contract', () => {
    const s = declaring();
    const legal = rules.legalActions(s);
    expect(legal[0]).toEqual({ type: 'pickUpSkat', seat: 0 });
    // Suit and grand: plain, schneider, schwarz (with schneider), ouvert (the rest implied);
    // null hand and null ouvert hand. Codes as the ISS writes them (H hand, S, Z, O).
    expect(declarations(s).sort()).toEqual(
      [
        ...['C', 'S', 'H', 'D', 'G'].flatMap((g) => [`${g}H`, `${g}HS`, `${g}HSZ`, `${g}OH`]),
        'NH',
        'NOH',
      ].sort(),
    );
  });

  test('taking up: twelve cards, then every pair of them may be laid back', () => {
    const s = pickedUp();
    expect(rules.view(s, 0).hand).toHaveLength(12);
    expect(rules.view(s, 0).hand).toEqual(expect.arrayContaining(['SA', 'SQ']));
    expect(s.skat).toEqual([0, 0]);
    const legal = rules.legalActions(s);
    expect(legal).toHaveLength(66); // C(12, 2)
    expect(legal.every((a) => a.type === 'discard')).toBe(true);
  });

  test('laying back: the two cards are the new skat, then a contract without hand', () => {
    const s = discarded();
    expect(s.skat).toEqual(setOf(cards('SQ D7').map((c) => SKAT_DECK.idsOf(c)![0])));
    expect(rules.view(s, 0).hand).toHaveLength(10);
    expect(declarations(s).sort()).toEqual(['C', 'S', 'H', 'D', 'G', 'N', 'NO'].sort());
  });

  test('a declared contract starts play: forehand leads, the trump mode is the game', () => {
    const s = unwrap(rules.applyAction(discarded(), declare({ game: 'S' })));
    expect([s.phase, s.turn]).toEqual(['play', 0]);
    expect(rules.view(s, 1).trumpMode).toBe('S');
    expect(rules.view(s, 1).extra.contract).toEqual({
      game: 'S',
      hand: false,
      schneider: false,
      schwarz: false,
      ouvert: false,
    });
  });
});

describe('contracts the rules imply or refuse', () => {
  test.each([
    // NOTES/ISS: "A suit or grand ouvert implies hand and both announcements."
    [
      { game: 'G', ouvert: true },
      { hand: true, schneider: true, schwarz: true, ouvert: true },
    ],
    [
      { game: 'D', ouvert: true },
      { hand: true, schneider: true, schwarz: true, ouvert: true },
    ],
    // Schwarz announced implies schneider announced (ISS README, the contract codes).
    [
      { game: 'S', schwarz: true },
      { hand: true, schneider: true, schwarz: true, ouvert: false },
    ],
    [
      { game: 'H', schneider: true },
      { hand: true, schneider: true, schwarz: false, ouvert: false },
    ],
    [
      { game: 'N', ouvert: true },
      { hand: true, schneider: false, schwarz: false, ouvert: true },
    ],
    [
      { game: 'C', hand: true },
      { hand: true, schneider: false, schwarz: false, ouvert: false },
    ],
  ] as const)('hand %j is declared as %j', (fields, flags) => {
    const s = unwrap(rules.applyAction(declaring(), declare(fields)));
    expect(s.x.contract).toEqual({ game: fields.game, ...flags });
  });

  // [what, state, declaration]
  const REFUSED: [string, () => State, Omit<DeclareAction, 'type' | 'seat'>][] = [
    ['suit ouvert after taking up', discarded, { game: 'C', ouvert: true }],
    ['grand ouvert after taking up', discarded, { game: 'G', ouvert: true }],
    ['schneider announced after taking up', discarded, { game: 'H', schneider: true }],
    ['schwarz announced after taking up', discarded, { game: 'G', schwarz: true }],
    ['hand after taking up', discarded, { game: 'H', hand: true }],
    ['not hand without taking up', declaring, { game: 'H', hand: false }],
    ['null with schneider', declaring, { game: 'N', schneider: true }],
    ['null with schwarz', discarded, { game: 'N', schwarz: true }],
    // NOTES Skat 2: a null whose value is below the bid is refused.
    ['null 23 after a bid of 24', () => discarded(24), { game: 'N' }],
    ['null hand 35 after a bid of 36', () => declaring(36), { game: 'N' }],
    ['null ouvert 46 after a bid of 48', () => discarded(48), { game: 'N', ouvert: true }],
    ['null ouvert hand 59 after a bid of 60', () => declaring(60), { game: 'N', ouvert: true }],
  ];

  test.each(REFUSED)('%s: INVALID_CONTRACT, state unchanged', (_name, state, fields) => {
    const s = state();
    const before = structuredClone(s);
    const r = rules.applyAction(s, declare(fields));
    expect(r.ok ? 'accepted' : r.error.code).toBe('INVALID_CONTRACT');
    expect(s).toEqual(before);
    expect(declarations(s)).not.toContain(code({ hand: !s.x.pickedUp, ...fields }));
  });

  test.each([
    ['null 23 at a bid of 23', () => discarded(23), { game: 'N' }],
    ['null ouvert 46 at a bid of 46', () => discarded(46), { game: 'N', ouvert: true }],
    ['null hand 35 at a bid of 35', () => declaring(35), { game: 'N' }],
    ['null ouvert hand 59 at a bid of 59', () => declaring(59), { game: 'N', ouvert: true }],
    ['null ouvert after taking up', discarded, { game: 'N', ouvert: true }],
    // A suit game below the bid may be declared: it is an overbid, lost at the end (text).
    ['diamonds (18) at a bid of 60', () => discarded(60), { game: 'D' }],
  ] as const)('%s: allowed', (_name, state, fields) => {
    expect(rules.applyAction(state(), declare(fields)).ok).toBe(true);
  });

  test.each([
    [18, 7, 22],
    [24, 6, 22], // null 23 goes
    [36, 6, 21], // and null hand 35
    [48, 5, 21], // and null ouvert 46
    [60, 5, 20], // and null ouvert hand 59
  ])('after a bid of %i: %i contracts when taken up, %i hand', (bid, pickup, hand) => {
    expect(declarations(discarded(bid))).toHaveLength(pickup);
    expect(declarations(declaring(bid))).toHaveLength(hand);
  });
});

describe('matadors: the dealt hand plus the original skat (NOTES; ISS)', () => {
  test('kept from the deal: hand games count the unseen skat', () => {
    // Example 2: J♦ in the skat makes hearts with 7 although the game is hand.
    const { outcome } = playScript(D.EXAMPLE2);
    expect(outcome?.matadors).toBe(7);
    expect(matadorsOf('H', 'CJ SJ HJ HA HT HK H8 H7 CT C7')).toBe(3); // the hand alone
  });

  test('a jack laid back still counts; a jack taken up counts too', () => {
    // Overbid example's cards: FH lacks CJ and SJ, the skat holds CJ. Whatever is laid back
    // and however it is played, clubs is with 1 and grand with 1.
    const base = { ...D.OVERBID_CLUBS, declare: undefined };
    for (const [discard, game] of [
      ['CJ S7', 'C'],
      ['S7 C8', 'C'],
      ['CJ HJ', 'G'],
    ] as const) {
      for (let i = 0; i < 20; i++) {
        const { state, rules: r } = playScript({ ...base });
        let s = unwrap(r.applyAction(state, { type: 'pickUpSkat', seat: 0 }));
        s = unwrap(r.applyAction(s, { type: 'discard', seat: 0, cards: cards(discard) }));
        s = unwrap(r.applyAction(s, declare({ game })));
        const o = r.outcome(playRandomCards(r, s, new Rng(i)))!;
        expect(o.matadors).toBe(1);
      }
    }
  });

  test('in random deals the matadors are those of the dealt cards plus the skat', () => {
    for (let i = 0; i < 300; i++) {
      const rng = new Rng(`matadors ${i}`);
      let s = rules.deal({ dealer: i % 3, rng });
      const dealt = [0, 1, 2].map((seat) => [
        s.hands[2 * seat] | s.skat[0],
        s.hands[2 * seat + 1] | s.skat[1],
      ]);
      while (!rules.isTerminal(s)) {
        const legal = rules
          .legalActions(s)
          .filter((a) => a.type !== 'claim' && a.type !== 'resign');
        s = unwrap(rules.applyAction(s, legal[rng.below(legal.length)]));
      }
      const o = rules.outcome(s)!;
      if (o.kind !== 'game' || o.contract === null || o.declarer === null) continue;
      const [lo, hi] = dealt[o.declarer];
      const held = (id: number) => ((id < 32 ? lo >>> id : hi >>> (id - 32)) & 1) === 1;
      const text = SKAT_DECK.codes.filter((_, id) => held(id)).join(' ');
      expect(o.matadors).toBe(matadorsOf(o.contract.game, text));
    }
  });
});
