import { codesOf } from '@stich/core/kernel';
import { viewLeak } from '@stich/core/testing';
import { describe, expect, test } from 'vitest';
import { type SkatOptions, skat } from '../src/index';
import * as D from './deals';
import { type DealScript, playScript, seatAt, type Table, THREE } from './script';

// What each seat sees (NOTES Skat 3: "Views must show exactly this"): its own hand; another
// seat's unplayed cards only when the declarer plays ouvert, from the first trick on in a
// suit or grand ouvert and once the first card is led in null ouvert; the skat only to the
// declarer once it has laid two cards back, and to everybody at the end.

const sorted = (codes: readonly string[] | null) => (codes === null ? null : [...codes].sort());

interface Run {
  readonly name: string;
  readonly script: DealScript;
  readonly options?: Partial<SkatOptions>;
  readonly table?: Table;
}

const RUNS: Run[] = [
  ...Object.entries(D).map(([name, script]) => ({ name, script: script as DealScript })),
  ...Object.entries(D).map(([name, script]) => ({
    name: `${name} at four seats`,
    script: script as DealScript,
    table: { seats: 4, dealer: 1 } as Table,
  })),
  {
    name: 'grand ouvert with kontra and re',
    script: { ...D.GRAND_OUVERT, kontra: 'MH double, FH double, MH pass' },
    options: { kontra: true },
  },
  {
    name: 'null ouvert with kontra',
    script: { ...D.NULL_OUVERT_LOST, bidding: D.NULL_LOST.bidding, kontra: 'MH double, RH pass' },
    options: { kontra: true },
  },
];

describe('every seat at every step of the scripted deals', () => {
  test.each(RUNS)('$name', ({ script, options = {}, table = THREE }) => {
    const { steps, state, rules } = playScript(script, options, table);
    const declarer = seatAt(table, ['FH', 'MH', 'RH'].indexOf(script.declarer ?? 'FH'));
    const contract = script.declare;
    const ouvert = contract?.ouvert === true;
    const states = [...steps.map((s) => s.before), state];
    states.forEach((s, k) => {
      const done = k === states.length - 1;
      const before = steps.slice(0, k).map((x) => x.action.type);
      const declared = before.includes('declare');
      const cardsPlayed = before.filter((t) => t === 'play').length;
      const nextIsCard = !done && steps[k].action.type === 'play';
      // From the first trick on (suit, grand), once the first card is led (null).
      const handOpen =
        ouvert &&
        declared &&
        (contract?.game === 'N' ? cardsPlayed > 0 : cardsPlayed > 0 || nextIsCard || done);
      const laidBack = before.includes('discard');
      for (let seat = 0; seat < table.seats; seat++) {
        const view = rules.view(s, seat);
        const where = `step ${k}, seat ${seat}`;
        expect(sorted(view.hand), where).toEqual(
          sorted(codesOf(rules.ctx, s.hands[2 * seat], s.hands[2 * seat + 1])),
        );
        for (let owner = 0; owner < table.seats; owner++) {
          const open = owner !== seat && owner === declarer && handOpen;
          const want = open
            ? sorted(codesOf(rules.ctx, s.hands[2 * owner], s.hands[2 * owner + 1]))
            : null;
          expect(sorted(view.openHands[owner]), `${where}, hand of ${owner}`).toEqual(want);
        }
        const skatOpen = done || (seat === declarer && laidBack);
        expect(sorted(view.skat), `${where}, skat`).toEqual(
          skatOpen ? sorted(codesOf(rules.ctx, s.skat[0], s.skat[1])) : null,
        );
        // And no card anywhere in the view (legal actions and extra part included) beyond that.
        expect(viewLeak(skat, rules, s, seat, view), where).toBeNull();
      }
    });
  });
});

describe('the moments the rules name', () => {
  test('grand ouvert: open to both defenders once declared, before the first card', () => {
    const { steps, rules } = playScript(D.GRAND_OUVERT);
    const declare = steps.findIndex((x) => x.action.type === 'declare');
    const beforeDeclaring = steps[declare].before;
    const firstLead = steps[declare + 1].before; // nothing played yet
    expect(rules.view(beforeDeclaring, 1).openHands[0]).toBeNull();
    expect(sorted(rules.view(firstLead, 1).openHands[0])).toEqual(
      sorted(['CJ', 'SJ', 'HJ', 'DJ', 'CA', 'CT', 'SA', 'ST', 'HA', 'HT']),
    );
    expect(rules.view(firstLead, 2).openHands[0]).toHaveLength(10);
    expect(rules.view(firstLead, 0).openHands[0]).toBeNull(); // one's own hand is `hand`
  });

  test('null ouvert: closed until forehand leads, then open', () => {
    const { steps, rules } = playScript(D.NULL_OUVERT_LOST);
    const firstCard = steps.findIndex((x) => x.action.type === 'play');
    expect(rules.view(steps[firstCard].before, 0).openHands[2]).toBeNull();
    expect(rules.view(steps[firstCard + 1].before, 0).openHands[2]).toHaveLength(10);
    expect(rules.view(steps[firstCard + 1].before, 1).openHands[2]).toHaveLength(10);
  });

  test('the skat: to the declarer once laid back, to nobody in a hand game, to all at the end', () => {
    const pickup = playScript(D.EX1_HEARTS);
    const laid = pickup.steps.findIndex((x) => x.action.type === 'declare');
    const s = pickup.steps[laid].before;
    expect(sorted(pickup.rules.view(s, 0).skat)).toEqual(['D7', 'SQ']);
    expect([pickup.rules.view(s, 1).skat, pickup.rules.view(s, 2).skat]).toEqual([null, null]);
    const hand = playScript(D.EX1_HEARTS_HAND);
    const last = hand.steps.at(-1)!.before;
    expect([0, 1, 2].map((seat) => hand.rules.view(last, seat).skat)).toEqual([null, null, null]);
    expect([0, 1, 2].map((seat) => sorted(hand.rules.view(hand.state, seat).skat))).toEqual([
      ['SA', 'SQ'],
      ['SA', 'SQ'],
      ['SA', 'SQ'],
    ]);
  });

  test('a thrown-in deal shows the skat to everybody, and no hand', () => {
    const { state, rules } = playScript({
      ...D.EX1_HEARTS,
      bidding: 'MH pass, RH pass, FH pass',
      declare: undefined,
    });
    for (const seat of [0, 1, 2]) {
      expect(sorted(rules.view(state, seat).skat)).toEqual(['SA', 'SQ']);
      expect(rules.view(state, seat).openHands).toEqual([null, null, null]);
    }
  });
});
