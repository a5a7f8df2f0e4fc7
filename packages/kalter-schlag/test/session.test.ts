import { Rng } from '@stich/core';
import { describe, expect, test } from 'vitest';
import { type KalterSchlagOutcome, kalterSchlag, type PartieData, partie } from '../src/index';

const SEATS = 4;

/** A deal outcome with these penalties (the Partie reads only the penalties). */
function dealWith(penalties: number[]): KalterSchlagOutcome {
  const losers = penalties.flatMap((p, seat) => (p > 0 ? [seat] : []));
  return {
    points: [30, 30, 30, 30],
    tricks: [2, 2, 2, 2],
    penalties,
    doublings: 0,
    doublers: [],
    jungfrauen: 0,
    jungfrauSeats: [],
    durchmarsch: false,
    durchmarschSeat: null,
    losers,
  };
}

/** Runs the Partie's hooks over a list of deals; returns the sheet after each deal. */
function sheets(deals: number[][], options = kalterSchlag.defaults, firstDealer = 0): PartieData[] {
  let data = partie.init({ options, seats: SEATS, firstDealer });
  const out: PartieData[] = [];
  deals.forEach((penalties, k) => {
    data = partie.afterDeal({
      options,
      seats: SEATS,
      dealer: (firstDealer + k) % SEATS,
      data,
      outcome: dealWith(penalties),
    });
    out.push(data);
  });
  return out;
}

// DE "Anne und Bert haben 5 mal angeschrieben und beide 1900 Punkte": five ties of 380
// each (e.g. 48-48 with bock: 48 x 8 = 384 -> 380). Anne is seat 0, Bert 1, Christina 2.
const ANNE_BERT_TIED = Array.from({ length: 5 }, () => [380, 380, 0, 0]);

describe('the Partie sheet (session hooks)', () => {
  test('it starts empty', () => {
    const data = partie.init({ options: kalterSchlag.defaults, seats: SEATS, firstDealer: 2 });
    expect(data).toEqual({
      totals: [0, 0, 0, 0],
      scores: [0, 0, 0, 0],
      dealsPlayed: 0,
      outcome: null,
      seat: null,
    });
    expect(partie.isOver({ options: kalterSchlag.defaults, seats: SEATS, data })).toBe(false);
  });

  test('DE: Anne and Bert tied at 1900 with five scores each play on', () => {
    const last = sheets(ANNE_BERT_TIED).at(-1)!;
    expect(last).toEqual({
      totals: [1900, 1900, 0, 0],
      scores: [5, 5, 0, 0],
      dealsPlayed: 5,
      outcome: null,
      seat: null,
    });
    expect(partie.isOver({ options: kalterSchlag.defaults, seats: SEATS, data: last })).toBe(false);
  });

  test('DE: Bert then loses 140 (2040) and Anne wins ("Gewinn vor Verlust")', () => {
    const last = sheets([...ANNE_BERT_TIED, [0, 140, 0, 0]]).at(-1)!;
    expect(last).toMatchObject({
      totals: [1900, 2040, 0, 0],
      scores: [5, 6, 0, 0],
      outcome: 'winner',
      seat: 0,
    });
    expect(partie.isOver({ options: kalterSchlag.defaults, seats: SEATS, data: last })).toBe(true);
    expect(partie.result({ options: kalterSchlag.defaults, seats: SEATS, data: last })).toEqual({
      totals: [1900, 2040, 0, 0],
      scores: [5, 6, 0, 0],
      ended: true,
      outcome: 'winner',
      seat: 0,
      payments: [6, -2, -2, -2], // the winner collects a double stake from each
      dealsPlayed: 6,
    });
  });

  test('DE: had Christina passed 2000 instead, she would lose (Anne and Bert still tied)', () => {
    // Christina's Kalter Schlag: 63 points, bock and two Jungfrauen = 2020 (EN example 3).
    const last = sheets([...ANNE_BERT_TIED, [0, 0, 2020, 0]]).at(-1)!;
    const result = partie.result({ options: kalterSchlag.defaults, seats: SEATS, data: last });
    expect(result).toMatchObject({
      ended: true,
      outcome: 'loser',
      seat: 2,
      totals: [1900, 1900, 2020, 0],
    });
    expect(result.payments).toEqual([1, 1, -4, 2]); // 1 to Anne and Bert, 2 to the fourth
  });

  test('five scoring deals under the target win; four do not (EN "Exception")', () => {
    const all = sheets([
      [60, 0, 0, 0],
      [0, 50, 0, 0],
      [80, 0, 0, 0],
      [100, 0, 0, 0],
      [0, 0, 260, 0],
      [60, 0, 0, 0],
      [50, 0, 0, 0],
    ]);
    expect(all.map((d) => d.outcome)).toEqual([null, null, null, null, null, null, 'winner']);
    expect(all.at(-1)).toMatchObject({
      totals: [350, 50, 260, 0],
      scores: [5, 1, 1, 0],
      seat: 0,
      dealsPlayed: 7,
    });
  });

  test('a Durchmarsch writes a score for each of the three others', () => {
    const last = sheets([[0, 480, 480, 480]]).at(-1)!;
    expect(last).toMatchObject({ totals: [0, 480, 480, 480], scores: [0, 1, 1, 1] });
  });

  test('EN: a hirsch Durchmarsch puts three over 2000: the most points loses', () => {
    const all = sheets([
      [0, 120, 0, 0],
      [260, 0, 0, 0],
      [0, 0, 0, 120],
      [1920, 1920, 0, 1920],
    ]);
    expect(all.at(-1)).toMatchObject({ totals: [2180, 2040, 0, 2040], outcome: 'loser', seat: 0 });
    expect(
      partie.result({ options: kalterSchlag.defaults, seats: SEATS, data: all.at(-1)! }).payments,
    ).toEqual([-4, 1, 2, 1]);
  });

  test('EN: tied for most over 2000 plays on, and a later deal decides', () => {
    // 1600: a 50-50 tie with hirsch and one Jungfrau (50 x 32); 480: a 60-60 tie with
    // kontra and two Jungfrauen (60 x 8).
    const all = sheets([
      [1600, 1600, 0, 0],
      [480, 480, 0, 0],
      [0, 0, 60, 0],
    ]);
    expect(all[1]).toMatchObject({ totals: [2080, 2080, 0, 0], outcome: null });
    expect(all[2]).toMatchObject({ outcome: null });
    const decided = sheets([
      [1600, 1600, 0, 0],
      [480, 480, 0, 0],
      [0, 50, 0, 0],
    ]).at(-1)!;
    expect(decided).toMatchObject({ totals: [2080, 2130, 0, 0], outcome: 'loser', seat: 1 });
  });

  test('fiveScores off: five scoring deals do not end the Partie', () => {
    const options = { ...kalterSchlag.defaults, fiveScores: false };
    const all = sheets(
      Array.from({ length: 6 }, () => [60, 0, 0, 0]),
      options,
    );
    expect(all.every((d) => d.outcome === null)).toBe(true);
  });

  test('target 500 and stake 2', () => {
    const options = { ...kalterSchlag.defaults, target: 500, stake: 2 };
    const last = sheets(
      [
        [260, 0, 0, 0],
        [0, 0, 120, 0],
        [260, 0, 0, 0],
      ],
      options,
    ).at(-1)!;
    expect(last).toMatchObject({ totals: [520, 0, 120, 0], outcome: 'loser', seat: 0 });
    expect(partie.result({ options, seats: SEATS, data: last }).payments).toEqual([-10, 4, 2, 4]);
  });
});

describe('dealer rotation (NOTES 8: the deal passes clockwise after every deal)', () => {
  /** The session spec's hook, or its documented default (SessionSpec.nextDealer: clockwise). */
  const nextDealer = (dealer: number): number =>
    partie.nextDealer ? partie.nextDealer({ seats: SEATS, dealer }) : (dealer + 1) % SEATS;

  test.each([0, 1, 2, 3])('first dealer %i: deal k is dealt by (first + k) %% 4', (first) => {
    let dealer = first;
    for (let k = 0; k < 12; k++) {
      expect(dealer).toBe((first + k) % 4);
      dealer = nextDealer(dealer);
    }
  });

  test('whole Partien with random play: rotation, forehand, sheet and payments', () => {
    const options = kalterSchlag.defaults;
    const rules = kalterSchlag.rules(options);
    for (let game = 0; game < 40; game++) {
      const first = game % 4;
      const rng = new Rng(`partie/${game}`);
      let data = partie.init({ options, seats: SEATS, firstDealer: first });
      const totals = [0, 0, 0, 0];
      const scores = [0, 0, 0, 0];
      let dealer = first;
      for (let k = 0; !partie.isOver({ options, seats: SEATS, data }); k++) {
        expect(dealer).toBe((first + k) % 4);
        const s = rules.deal({ dealer, rng });
        expect(s.dealer).toBe(dealer);
        expect(s.turn).toBe((dealer + 1) % 4); // forehand, the dealer's left, leads
        rules.playout(s, rng);
        const o = rules.outcome(s)!;
        o.penalties.forEach((p, seat) => {
          totals[seat] += p;
          if (p > 0) scores[seat]++;
        });
        data = partie.afterDeal({ options, seats: SEATS, dealer, data, outcome: o });
        dealer = nextDealer(dealer);
        expect(k).toBeLessThan(500);
      }
      const result = partie.result({ options, seats: SEATS, data });
      expect(result.totals).toEqual(totals);
      expect(result.scores).toEqual(scores);
      expect(result.ended).toBe(true);
      expect(result.payments.reduce((a, b) => a + b, 0)).toBe(0);
      const seat = result.seat!;
      if (result.outcome === 'winner') {
        expect(scores[seat]).toBeGreaterThanOrEqual(5);
        expect(totals[seat]).toBeLessThan(2000);
        expect(result.payments[seat]).toBe(6);
      } else {
        expect(totals[seat]).toBeGreaterThanOrEqual(2000);
        expect(totals.filter((t) => t >= totals[seat])).toHaveLength(1);
        expect(result.payments[seat]).toBe(
          -totals.reduce((n, t, i) => n + (i === seat ? 0 : t > 0 ? 1 : 2), 0),
        );
      }
    }
  });
});
