import { createSession, replaySession, unwrap } from '@stich/core';
import { describe, expect, test } from 'vitest';
import { type SkatOptions, type SkatOutcome, skat } from '../src/index';
import * as D from './deals';
import { type DealScript, dealOf, playScript, type Table } from './script';

// House rules: Bock and Ramsch rounds (docs/rules/skat.md, "House rules: Bock and Ramsch
// rounds"; not in the ISkO). Deals are scripted, so each trigger and each score is known:
// CLUBS_61 is worth 24 and CLUBS_60 -48 (the declarer at 60 loses, text "Winning and
// losing": 61 card points win), EX1_HEARTS +20, EX1_HEARTS_SCHNEIDER +30, GRAND_OUVERT
// +264 (won schwarz, a grand hand), EX1_GRAND 48.

type Bock = NonNullable<SkatOptions['bock']>;

/** One scripted deal at seat `dealer`, or a Ramsch-round deal (every seat passes, then the first legal card). */
type Step = DealScript | 'ramsch';

/** Plays steps in a session with option `bock`, the deal passing clockwise from seat 0. */
function session(steps: Step[], bock: Bock, options: Partial<SkatOptions> = {}, seats: 3 | 4 = 3) {
  const tables: Table[] = steps.map((_, i) => ({ seats, dealer: i % seats }));
  const all = { seats, bock, ...options };
  const s = createSession(skat, {
    options: all,
    firstDealer: 0,
    deals: steps.map((step, i) => dealOf(step === 'ramsch' ? D.EX1_HEARTS : step, tables[i])),
  });
  steps.forEach((step, i) => {
    if (s.isOver()) return;
    if (step === 'ramsch') {
      const before = s.dealsPlayed;
      while (s.dealsPlayed === before && !s.isOver()) {
        const r = s.apply(s.legalActions()[0]);
        if (!r.ok) throw new Error(r.error.code);
      }
      return;
    }
    for (const { action } of playScript(step, all, tables[i]).steps) {
      const r = s.apply(action);
      if (!r.ok) throw new Error(`${JSON.stringify(action)}: ${r.error.code}`);
    }
  });
  return s;
}

const KONTRA = 'MH double, FH pass';

describe('each trigger adds a Bock round (option bock.triggers)', () => {
  // The deal after the trigger is a Bock deal: CLUBS_61 (24) is written as 48.
  const PASS = 'MH pass';
  test.each<[string, Bock, DealScript, DealScript, DealScript, Partial<SkatOptions>]>([
    [
      'kontraLost: a lost game with Kontra said',
      { triggers: ['kontraLost'] },
      { ...D.CLUBS_60, kontra: KONTRA },
      { ...D.CLUBS_60, kontra: PASS },
      { ...D.CLUBS_61, kontra: PASS },
      { kontra: true },
    ],
    [
      'tie60: the declarer at exactly 60',
      { triggers: ['tie60'] },
      D.CLUBS_60,
      D.EX1_HEARTS_LOST,
      D.CLUBS_61,
      {},
    ],
    [
      'schneider',
      { triggers: ['schneider'] },
      D.EX1_HEARTS_SCHNEIDER,
      D.EX1_HEARTS,
      D.CLUBS_61,
      {},
    ],
    [
      'grandHand: a won grand hand',
      { triggers: ['grandHand'] },
      D.GRAND_OUVERT,
      D.EX1_GRAND,
      D.CLUBS_61,
      {},
    ],
    ['valueAtLeast 48', { valueAtLeast: 48 }, D.EX1_GRAND, D.EX1_HEARTS, D.CLUBS_61, {}],
  ])('%s', (_, bock, fires, not, next, options) => {
    // The deal after the trigger is a Bock deal: CLUBS_61 (24) is written as 48.
    const yes = session([fires, next], bock, { deals: 10, ...options });
    expect(yes.outcomes[0].bock).toBeUndefined();
    expect(yes.outcomes[1].bock).toBe(true);
    expect(yes.outcomes[1].value).toBe(48);
    expect(yes.result().queue).toEqual(['bock', 'bock']);
    const no = session([not, next], bock, { deals: 10, ...options });
    expect(no.outcomes[1].bock).toBeUndefined();
    expect(no.outcomes[1].value).toBe(24);
    expect(no.result().queue).toEqual([]);
  });

  test('a won game with Kontra fires no kontraLost; one deal firing two triggers adds one round', () => {
    const won = session(
      [{ ...D.CLUBS_61, kontra: KONTRA }],
      { triggers: ['kontraLost'] },
      {
        deals: 10,
        kontra: true,
      },
    );
    expect(won.result().queue).toEqual([]);
    const both = session(
      [{ ...D.CLUBS_60, kontra: KONTRA }],
      { triggers: ['kontraLost', 'tie60'] },
      {
        deals: 10,
        kontra: true,
      },
    );
    expect(both.result()).toMatchObject({
      queue: ['bock', 'bock', 'bock'],
      triggers: { kontraLost: 1, tie60: 1 },
    });
  });
});

describe('the queue of rounds', () => {
  test('a round is one deal per seat; a trigger in a Bock deal adds a round after the queued ones', () => {
    const bock: Bock = { triggers: ['tie60'] };
    // Deal 0 fires; deals 1-3 are Bock. Deal 2 fires again: deals 4-6 are Bock too.
    const s = session(
      [
        D.CLUBS_60,
        D.CLUBS_61,
        D.CLUBS_60,
        D.CLUBS_61,
        D.CLUBS_61,
        D.CLUBS_61,
        D.CLUBS_61,
        D.CLUBS_61,
      ],
      bock,
      { deals: 8 },
    );
    expect(s.outcomes.map((o) => o.bock === true)).toEqual([
      false,
      true,
      true,
      true,
      true,
      true,
      true,
      false,
    ]);
    expect(s.outcomes.map((o) => o.value)).toEqual([-48, 48, -96, 48, 48, 48, 48, 24]);
    expect(s.result()).toMatchObject({ bockDeals: 6, ramschDeals: 0, triggers: { tie60: 2 } });
  });

  test('at four seats a round has four deals', () => {
    const s = session([D.CLUBS_60, D.CLUBS_61], { triggers: ['tie60'] }, { deals: 10 }, 4);
    expect(s.result().queue).toEqual(['bock', 'bock', 'bock']);
  });

  test('bockRamsch: a Bock round then a Ramsch round, where nobody bids', () => {
    const s = session(
      [D.CLUBS_60, D.CLUBS_61, D.CLUBS_61, D.CLUBS_61, 'ramsch', 'ramsch', 'ramsch', D.CLUBS_61],
      { triggers: ['tie60'], rounds: 'bockRamsch' },
      { deals: 8 },
    );
    expect(s.outcomes.map((o) => [o.kind, o.bock === true, o.ramschRound === true])).toEqual([
      ['game', false, false],
      ['game', true, false],
      ['game', true, false],
      ['game', true, false],
      ['ramsch', false, true],
      ['ramsch', false, true],
      ['ramsch', false, true],
      ['game', false, false],
    ]);
    expect(s.result()).toMatchObject({ bockDeals: 3, ramschDeals: 3, queue: [] });
  });

  test('rounds ramsch: a Ramsch round alone; in it a bid is refused and only a pass is legal', () => {
    const s = session([D.CLUBS_60], { triggers: ['tie60'], rounds: 'ramsch' }, { deals: 5 });
    expect(s.legalActions()).toEqual([{ type: 'pass', seat: 0 }]);
    const bid = s.apply({ type: 'bid', seat: 0, value: 18 });
    expect(bid.ok).toBe(false);
    if (!bid.ok) expect([bid.error.code, bid.error.path]).toEqual(['ACTION_NOT_ALLOWED', ['type']]);
  });

  test('the session keeps its length: queued deals after the last are not played', () => {
    const s = session([D.CLUBS_61, D.CLUBS_60], { triggers: ['tie60'] }, { deals: 2 });
    expect(s.isOver()).toBe(true);
    expect(s.result()).toMatchObject({ dealsPlayed: 2, queue: ['bock', 'bock', 'bock'] });
  });
});

describe('the list: Bock deals doubled', () => {
  test('totals carry the doubled scores; a lost Bock game is minus four times its value', () => {
    const s = session([D.CLUBS_60, D.CLUBS_60, D.CLUBS_61], { triggers: ['tie60'] }, { deals: 3 });
    // Declarers: seat 1 (dealer 0), seat 2, seat 0. -48, then -96 (Bock), then 48 (Bock).
    expect(s.outcomes.map((o) => o.scores)).toEqual([
      [0, -48, 0],
      [0, 0, -96],
      [48, 0, 0],
    ]);
    expect(s.result().totals).toEqual([48, -48, -96]);
  });

  test('Seeger-Fabian: the game value doubles, the 50s and 40s do not', () => {
    const s = session(
      [D.CLUBS_60, D.CLUBS_60],
      { triggers: ['tie60'] },
      {
        deals: 2,
        tournament: true,
      },
    );
    // Deal 1 (Bock): seat 2's lost game, -48, is written -96, and -50; each defender +40.
    expect(s.outcomes[1].scores).toEqual([40, 40, -96 - 50]);
    expect(s.outcomes[0].scores).toEqual([40, -48 - 50, 40]);
  });

  test('a Ramsch on pass-out in a Bock deal is doubled too', () => {
    const thrown: DealScript = {
      ...D.EX1_HEARTS,
      bidding: 'MH pass, RH pass, FH pass',
      declare: undefined,
    };
    const plain = session(
      [D.CLUBS_61, 'ramsch'],
      { triggers: ['tie60'] },
      { deals: 2, passOut: 'ramsch' },
    );
    const bock = session(
      [D.CLUBS_60, 'ramsch'],
      { triggers: ['tie60'] },
      { deals: 2, passOut: 'ramsch' },
    );
    expect(thrown.bidding).toContain('pass');
    expect(plain.outcomes[1].kind).toBe('ramsch');
    expect(bock.outcomes[1].bock).toBe(true);
    expect(bock.outcomes[1].scores).toEqual(plain.outcomes[1].scores.map((v) => 2 * v));
    expect(bock.outcomes[1].scores.some((v) => v !== 0)).toBe(true);
  });
});

describe('views: the round is public', () => {
  test('every seat sees a Bock deal and the queue; without the option the view has no round', () => {
    const s = session([D.CLUBS_60], { triggers: ['tie60'], rounds: 'bockRamsch' }, { deals: 5 });
    for (const seat of [0, 1, 2]) {
      expect(s.view(seat).extra.round).toEqual({
        bock: true,
        ramsch: false,
        bockQueued: 3,
        ramschQueued: 3,
      });
    }
    const plain = createSession(skat, { options: { deals: 2 }, seed: 1 });
    expect('round' in plain.view(0).extra).toBe(false);
  });
});

describe('options', () => {
  test('an unknown key under bock is refused with its path', () => {
    const r = skat.rulesFor({ bock: { triggers: ['tie60'], bockRounds: 2 } });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('INVALID_OPTIONS');
      expect(r.error.path).toEqual(['options', 'bock', 'bockRounds']);
    }
  });

  test('an unknown trigger is refused with its index', () => {
    const r = skat.rulesFor({ bock: { triggers: ['tie60', 'herzStich'] } });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.path).toEqual(['options', 'bock', 'triggers', 1]);
  });
});

describe('records and replays', () => {
  const play = (bock: Bock | undefined, seed: number) => {
    const options: Partial<SkatOptions> = { deals: 24, kontra: true, ...(bock ? { bock } : {}) };
    const s = createSession(skat, { options, seed });
    // A fixed, seat-blind policy: the first legal action, except that bidding passes
    // after 18 half the time by the deal count, so games and pass-outs both occur.
    let n = 0;
    while (!s.isOver()) {
      const legal = s.legalActions();
      const pass = legal.find((a) => a.type === 'pass');
      const bid = legal.find((a) => a.type === 'bid' || a.type === 'hold');
      const bidding = s.state().phase === 'bidding';
      const a = bidding && bid && n++ % 3 !== 0 ? bid : (pass ?? legal[0]);
      const r = s.apply(bidding ? a : legal[0]);
      if (!r.ok) throw new Error(r.error.code);
    }
    return s;
  };

  test('a session record round-trips and its replay gives the same Bock schedule', () => {
    const bock: Bock = {
      triggers: ['tie60', 'schneider', 'kontraLost'],
      valueAtLeast: 40,
      rounds: 'bockRamsch',
    };
    const s = play(bock, 7);
    const record = s.record();
    const json = JSON.parse(JSON.stringify(record));
    const replay = unwrap(replaySession(skat, json));
    const kinds = (os: readonly SkatOutcome[]) =>
      os.map((o) => (o.bock ? 'B' : o.ramschRound ? 'R' : '-')).join('');
    expect(kinds(replay.outcomes)).toEqual(kinds(s.outcomes));
    expect(kinds(s.outcomes)).toMatch(/B/);
    expect(replay.result).toEqual(s.result());
    expect(JSON.stringify(s.record())).toEqual(JSON.stringify(record));
  });

  test('a record that claims another Bock total is refused', () => {
    const s = play({ triggers: ['tie60', 'schneider'], valueAtLeast: 30 }, 11);
    const json = JSON.parse(JSON.stringify(s.record()));
    json.result.totals[0] += 1;
    const r = replaySession(skat, json);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.path).toEqual(['result']);
  });

  test('without the option the record carries no setup, queue or round', () => {
    const json = JSON.stringify(play(undefined, 7).record());
    expect(json).not.toMatch(/"setup"|"queue"|"bock"|"ramschRound"/);
  });
});
