import { describe, expect, test } from 'vitest';
import { skat } from '../src/index';
import * as D from './deals';
import { byPosition, type DealScript, playScript, type Table } from './script';

// House rules as options (NOTES Skat 5): Kontra with Re, Bock and Hirsch; tournament scoring
// (Seeger-Fabian); the old hand rule. FH is seat 0, MH 1, RH 2.

describe('Kontra, Re, Bock, Hirsch (text, "Variants"; option kontra)', () => {
  // CLUBS_61 is worth 24 and CLUBS_60 -48 (jskat SuitRuleTest rows); each step doubles.
  test.each([
    ['', 0, 24, -48],
    ['MH pass', 0, 24, -48],
    ['MH double, FH pass', 1, 48, -96], // kontra
    ['MH double, FH double, MH pass', 2, 96, -192], // re
    ['MH double, FH double, MH double, FH pass', 3, 192, -384], // bock
    ['MH double, FH double, MH double, FH double', 4, 384, -768], // hirsch
  ])('"%s": %i doublings, 24 becomes %i and -48 %i', (kontra, n, won, lost) => {
    const options = { kontra: kontra !== '' };
    const a = playScript({ ...D.CLUBS_61, kontra }, options).outcome!;
    const b = playScript({ ...D.CLUBS_60, kontra }, options).outcome!;
    expect([a.kontra, a.value, b.kontra, b.value]).toEqual([n, won, n, lost]);
  });

  test('the order: the defender who bid, the declarer, the kontra sayer, the declarer', () => {
    const { steps, state, rules } = playScript(
      { ...D.CLUBS_61, kontra: 'MH double, FH double, MH double, FH double' },
      { kontra: true },
    );
    const phase = steps.filter((x) => x.before.phase === 'kontra');
    expect(phase.map((x) => [x.before.turn, x.action.type])).toEqual([
      [1, 'double'],
      [0, 'double'],
      [1, 'double'],
      [0, 'double'],
    ]);
    for (const x of phase) {
      expect(rules.legalActions(x.before)).toEqual([
        { type: 'double', seat: x.before.turn },
        { type: 'pass', seat: x.before.turn },
      ]);
    }
    // After Hirsch there is nothing left to say: forehand leads.
    const lead = steps.find((x) => x.action.type === 'play')!.before;
    expect([lead.phase, lead.turn]).toEqual(['play', 0]);
    expect(rules.view(state, 2).doublings).toEqual([
      { seat: 1, name: 'kontra' },
      { seat: 0, name: 're' },
      { seat: 1, name: 'bock' },
      { seat: 0, name: 'hirsch' },
    ]);
  });

  // Both defenders bid: MH called 18, RH called 20. Each in turn may say kontra; the one who
  // says it is the one who may say bock.
  const BOTH_BID: DealScript = {
    ...D.EX1_HEARTS,
    bidding: 'MH 18, FH hold, MH pass, RH 20, FH hold, RH pass',
  };

  test.each([
    ['MH pass, RH pass', 0, 20],
    ['MH pass, RH double, FH pass', 1, 40],
    ['MH pass, RH double, FH double, RH double, FH pass', 3, 160],
    ['MH double, FH double, MH pass', 2, 80],
  ])('both defenders bid, "%s": %i doublings, %i', (kontra, n, value) => {
    const { outcome, steps } = playScript({ ...BOTH_BID, kontra }, { kontra: true });
    expect([outcome?.kontra, outcome?.value]).toEqual([n, value]);
    const bock = steps.filter((x) => x.before.phase === 'kontra')[3];
    if (bock !== undefined) expect(bock.before.turn).toBe(2); // RH said kontra, so RH says bock
  });

  test('after one defender says kontra the other may not say it too', () => {
    const { state, rules } = playScript({ ...BOTH_BID, kontra: 'MH double' }, { kontra: true });
    expect(state.turn).toBe(0);
    const r = rules.applyAction(state, { type: 'double', seat: 2 });
    expect(r.ok ? 'accepted' : r.error.code).toBe('OUT_OF_TURN');
  });

  test('a defender who held a call may say kontra; one who only passed may not', () => {
    // RH declares; MH held RH's calls, FH passed on MH's 18 without holding.
    const script: DealScript = {
      ...D.NULL_WON,
      bidding: 'MH 18, FH pass, RH 20, MH hold, RH 22, MH pass',
    };
    const { state, rules } = playScript(script, { kontra: true });
    expect([state.phase, state.turn]).toEqual(['kontra', 1]);
    const r = rules.applyAction(state, { type: 'double', seat: 0 });
    expect(r.ok ? 'accepted' : r.error.code).toBe('KONTRA_NOT_ALLOWED');
  });

  test('when no defender made or held a call there is no Kontra phase', () => {
    const { steps, rules } = playScript(
      { ...D.EX1_HEARTS, bidding: 'MH pass, RH pass, FH 18' },
      { kontra: true },
    );
    const state = steps.find((x) => x.action.type === 'play')!.before;
    expect([state.phase, state.turn, state.history]).toEqual(['play', 0, []]);
    expect(steps.some((x) => x.before.phase === 'kontra')).toBe(false);
    const refused = rules.applyAction(state, { type: 'double', seat: 1 });
    expect(refused.ok ? 'accepted' : refused.error.code).toBe('ACTION_NOT_ALLOWED');
  });

  test('Kontra applies to null as well (jskat NullRuleTest *Contra rows)', () => {
    const won = playScript(
      { ...D.NULL_WON, kontra: 'MH double, RH double, MH double, RH pass' },
      { kontra: true },
    );
    expect(won.outcome?.value).toBe(23 * 8);
  });
});

describe('tournament scoring, Seeger-Fabian (text, "Scoring"; NOTES 5; option tournament)', () => {
  // [deal, declarer's score, each defender's bonus at 3 seats; 4 seats: 30]
  test.each([
    ['Example 1, hearts (won 20)', D.EX1_HEARTS, 70, 0],
    ['Example 2 (won 110)', D.EXAMPLE2, 160, 0],
    ['overbid clubs (lost, -72)', D.OVERBID_CLUBS, -122, 40],
    ['null hand lost (-70)', D.NULL_HAND_LOST, -120, 40],
    ['schwarz announced lost (-384)', D.SCHWARZ_LOST, -434, 40],
  ] as const)('%s: declarer %i, defenders +%i', (_name, script, declarer, bonus) => {
    const declarerAt = ['FH', 'MH', 'RH'].indexOf(script.declarer ?? 'FH');
    const want = (b: number) => [0, 1, 2].map((p) => (p === declarerAt ? declarer : b));
    const three = playScript(script, { tournament: true }).outcome!;
    expect(byPosition({ seats: 3, dealer: 2 }, three.scores)).toEqual(want(bonus));
    const table: Table = { seats: 4, dealer: 0 };
    const four = playScript(script, { tournament: true }, table).outcome!;
    expect(byPosition(table, four.scores)).toEqual(want(bonus === 0 ? 0 : 30));
    expect(four.scores[0]).toBe(0); // the dealer sits out
    // The game's own value is unchanged; the 50 and 40 are added to the scores.
    expect(three.value).toBe(playScript(script).outcome!.value);
  });

  test('Kontra doubles the game, not the 50 (CLUBS_60 with kontra: -96 - 50)', () => {
    const o = playScript(
      { ...D.CLUBS_60, kontra: 'MH double, FH pass' },
      { kontra: true, tournament: true },
    ).outcome!;
    expect(o.scores).toEqual([-146, 40, 40]);
  });

  test('a thrown-in deal scores nothing', () => {
    const r = skat.rules({ tournament: true });
    const { state } = playScript(
      { ...D.EX1_HEARTS, bidding: 'MH pass, RH pass, FH pass', declare: undefined },
      { tournament: true },
    );
    expect(r.outcome(state)?.scores).toEqual([0, 0, 0]);
  });
});

describe('the old hand rule (text: "Until 1998, lost Hand games did not count double")', () => {
  test.each([
    ['null hand lost', D.NULL_HAND_LOST, -70, -35],
    ['grand hand schwarz announced lost', D.SCHWARZ_LOST, -384, -192],
    ['hearts hand won', D.EX1_HEARTS_HAND, 30, 30],
    ['overbid clubs lost, not hand', D.OVERBID_CLUBS, -72, -72],
    ['null ouvert lost, not hand', D.NULL_OUVERT_LOST, -92, -92],
  ] as const)('%s: %i, under the old rule %i', (_name, script, now, old) => {
    expect(playScript(script).outcome?.value).toBe(now);
    expect(playScript(script, { oldHandRule: true }).outcome?.value).toBe(old);
  });
});

test('the options are off by default (NOTES 5): official rules', () => {
  expect(skat.defaults).toMatchObject({
    seats: 3,
    passOut: 'throwIn',
    kontra: false,
    tournament: false,
    oldHandRule: false,
    bierlachs: null,
  });
  const r = skat.rulesFor({ kontra: 'yes' });
  expect(r.ok ? 'accepted' : r.error.code).toBe('INVALID_OPTIONS');
  const unknown = skat.rulesFor({ supra: true });
  expect(unknown.ok ? 'accepted' : unknown.error.code).toBe('INVALID_OPTIONS');
});
