import { describe, expect, test } from 'vitest';
import {
  DOKO_LEVELS,
  type DokoScore,
  type DokoScoreInput,
  type DokoTrick,
  scoreDoppelkopf,
} from '../src/score';
import { A, B, C, D, normalDeal } from './dealBuilder';

// Sonderpunkte (doppelkopf.en.md 6.4) and the scoring options of section 7. Re is A and
// C, Kontra B and D. Trick numbers in the specs count from 1, the lines' `trick` from 0.

const { none: NONE, ansage: ANSAGE, keine90: K90, keine60: K60 } = DOKO_LEVELS;
const QUIET: { re: number; kontra: number } = { re: NONE, kontra: NONE };
// Winners for the tests below: A, C, B, D in turn, so trick 12 goes to D.
const TURNS = 'ACBDACBDACBD';

function score(
  tricks: readonly DokoTrick[],
  announced = QUIET,
  more: Partial<DokoScoreInput> = {},
): DokoScore {
  return scoreDoppelkopf({ re: [A, C], kontra: [B, D], solo: false, tricks, announced, ...more });
}

/** The Sonderpunkt lines as `party:key@trick index`. */
const special = (s: DokoScore) =>
  s.lines.filter((l) => l.trick !== undefined).map((l) => `${l.party}:${l.key}@${l.trick}`);

describe('Doppelkopf (6.4.2)', () => {
  test('a trick of exactly 40 card points is a Doppelkopf', () => {
    const s = score(normalDeal(130, { winners: TURNS, trickPoints: { 3: 40 }, doppelkopf: [3] }));
    expect(special(s)).toEqual(['kontra:doppelkopf@2']);
  });

  test('the richest trick below 40, 37 card points, is not', () => {
    // Four cards cannot hold 38 or 39: three tens or aces and a small card make at most
    // 33 + 4, four of them at least 40.
    const s = score(normalDeal(130, { winners: TURNS, trickPoints: { 3: 37 } }));
    expect(special(s)).toEqual([]);
  });

  test('one point per such trick, to the party that won it, loser or not', () => {
    const s = score(normalDeal(150, { winners: TURNS, doppelkopf: [1, 4, 6] }));
    expect(s.winner).toBe('re');
    expect(special(s)).toEqual(['re:doppelkopf@0', 'kontra:doppelkopf@3', 're:doppelkopf@5']);
    expect(s.value).toBe(1 + 2 - 1);
  });
});

describe('Fuchs gefangen (6.4.2, 6.4.3)', () => {
  test('a ♦A taken by the other party scores for the taker', () => {
    const s = score(normalDeal(130, { winners: TURNS, pins: [[3, A, 'DA']], foxes: [3] }));
    expect(special(s)).toEqual(['kontra:fuchs@2']);
  });

  test('a ♦A won by the partner scores nothing', () => {
    const s = score(normalDeal(130, { winners: TURNS, pins: [[1, C, 'DA']] }));
    expect(s.lines.map((l) => l.key)).toEqual(['won']);
  });

  test('a ♦A that wins its own trick scores nothing', () => {
    const s = score(normalDeal(130, { winners: TURNS, pins: [[2, C, 'DA']] }));
    expect(s.lines.map((l) => l.key)).toEqual(['won']);
  });

  test('both foxes caught in one trick give two points', () => {
    const s = score(
      normalDeal(130, {
        winners: TURNS,
        pins: [
          [5, B, 'DA'],
          [5, D, 'DA'],
        ],
        foxes: [5, 5],
      }),
    );
    expect(special(s)).toEqual(['re:fuchs@4', 're:fuchs@4']);
  });

  test("of two foxes in one trick, only the opponents' one counts", () => {
    const s = score(
      normalDeal(130, {
        winners: TURNS,
        pins: [
          [5, C, 'DA'],
          [5, B, 'DA'],
        ],
        foxes: [5],
      }),
    );
    expect(special(s)).toEqual(['re:fuchs@4']);
  });
});

describe('Karlchen (6.4.2, 6.4.3, 9.11)', () => {
  test('the ♣J winning the last trick scores for its party', () => {
    const s = score(normalDeal(130, { winners: TURNS, pins: [[12, D, 'CJ']], karlchen: true }));
    expect(special(s)).toEqual(['kontra:karlchen@11']);
  });

  test('a ♣J in the last trick that does not win it scores nothing', () => {
    // B's ♣J is beaten by its partner D's higher trump.
    const s = score(normalDeal(130, { winners: TURNS, pins: [[12, B, 'CJ']] }));
    expect(s.lines.map((l) => l.key)).toEqual(['won']);
  });

  test('a ♣J winning an earlier trick scores nothing', () => {
    const s = score(normalDeal(130, { winners: TURNS, pins: [[9, A, 'CJ']] }));
    expect(s.lines.map((l) => l.key)).toEqual(['won']);
  });

  test('both ♣J in the last trick: the first played wins, and only it scores', () => {
    // Trick 11 goes to A, so A leads trick 12 and plays the first ♣J, B the second.
    const winners = 'ACBDACBDACAA';
    const tricks = normalDeal(130, {
      winners,
      pins: [
        [12, A, 'CJ'],
        [12, B, 'CJ'],
      ],
      karlchen: true,
      karlchenCaught: 1,
    });
    expect(tricks[11].cards.map((c) => c.card).slice(0, 2)).toEqual(['CJ', 'CJ']);
    expect(special(score(tricks))).toEqual(['re:karlchen@11']);
  });

  test('both ♣J in the last trick, the Kontra one first: Kontra scores', () => {
    const winners = 'ACBDACBDACBB';
    const tricks = normalDeal(125, {
      winners,
      pins: [
        [12, B, 'CJ'],
        [12, A, 'CJ'],
      ],
      karlchen: true,
      karlchenCaught: 1,
    });
    expect(tricks[11].cards[0]).toEqual({ seat: B, card: 'CJ' });
    expect(special(score(tricks))).toEqual(['kontra:karlchen@11']);
  });
});

describe('gegen die Alten (6.4.2) and option 7.18', () => {
  const tricks = () => normalDeal(120, { winners: TURNS });

  test('Kontra gets it for winning, by default', () => {
    expect(score(tricks()).lines.map((l) => l.key)).toEqual(['won', 'gegenDieAlten']);
  });

  test('option gegenDieAlten off: no extra point', () => {
    const s = score(tricks(), QUIET, { options: { gegenDieAlten: false } });
    expect(s.lines.map((l) => l.key)).toEqual(['won']);
    expect(s.value).toBe(-1);
  });

  test('Re never gets it', () => {
    expect(score(normalDeal(121, { winners: TURNS })).lines.map((l) => l.key)).toEqual(['won']);
  });
});

describe('option 7.6 karlchenGefangen', () => {
  // Re takes the last trick with a higher trump over both of Kontra's ♣J.
  const caught = () =>
    normalDeal(130, {
      winners: 'ACBDACBDACBA',
      pins: [
        [12, B, 'CJ'],
        [12, D, 'CJ'],
      ],
      karlchenCaught: 2,
    });

  test('off by default', () => {
    expect(special(score(caught()))).toEqual([]);
  });

  test('on: +1 per ♣J of the other party in the last trick', () => {
    const s = score(caught(), QUIET, { options: { karlchenGefangen: true } });
    expect(special(s)).toEqual(['re:karlchenGefangen@11', 're:karlchenGefangen@11']);
  });

  test("on: the own party's ♣J in the last trick is not caught", () => {
    const tricks = normalDeal(130, { winners: 'ACBDACBDACBA', pins: [[12, C, 'CJ']] });
    expect(special(score(tricks, QUIET, { options: { karlchenGefangen: true } }))).toEqual([]);
  });

  test('on: Karlchen and a caught ♣J in one last trick score both', () => {
    const tricks = normalDeal(130, {
      winners: 'ACBDACBDACAA',
      pins: [
        [12, A, 'CJ'],
        [12, B, 'CJ'],
      ],
      karlchen: true,
      karlchenCaught: 1,
    });
    const s = score(tricks, QUIET, { options: { karlchenGefangen: true } });
    expect(special(s)).toEqual(['re:karlchen@11', 're:karlchenGefangen@11']);
  });
});

describe('option 7.7 fuchsLetzterStich', () => {
  const foxLast = () => normalDeal(130, { winners: TURNS, pins: [[12, D, 'DA']], foxLast: true });

  test('off by default', () => {
    expect(special(score(foxLast()))).toEqual([]);
  });

  test('on: +1 to the party whose ♦A wins the last trick', () => {
    const s = score(foxLast(), QUIET, { options: { fuchsLetzterStich: true } });
    expect(special(s)).toEqual(['kontra:fuchsLetzterStich@11']);
  });
});

describe('option 7.13 reKontraDoubles', () => {
  const on = { reKontraDoubles: true };

  test('8.4 (a) with doubling: game points 1, doubled twice; Karlchen added undoubled', () => {
    const tricks = normalDeal(121, { winners: 'ACBDACBDACBB', karlchen: true });
    const s = score(tricks, { re: ANSAGE, kontra: ANSAGE }, { options: on });
    expect(s.lines).toEqual([
      { key: 'won', party: 're', points: 1 },
      { key: 'reAnnounced', party: 're', points: 1, by: 're', doubling: true },
      { key: 'kontraAnnounced', party: 're', points: 2, by: 'kontra', doubling: true },
      { key: 'karlchen', party: 'kontra', points: 1, trick: 11 },
    ]);
    expect(s.totals).toEqual({ re: 4, kontra: 1 });
    expect(s.value).toBe(3);
  });

  test('8.8 with doubling: 5 game points, Re doubles them to 10', () => {
    const s = score(normalDeal(185), { re: K60, kontra: NONE }, { options: on });
    expect(s.lines.map((l) => [l.key, l.points])).toEqual([
      ['won', 1],
      ['under90', 1],
      ['under60', 1],
      ['keine90', 1],
      ['keine60', 1],
      ['reAnnounced', 5],
    ]);
    expect(s.value).toBe(10);
  });

  test('without an Ansage it changes nothing', () => {
    const tricks = normalDeal(215);
    expect(score(tricks, QUIET, { options: on })).toEqual(score(tricks, QUIET));
  });

  test('with no winner the Ansagen do not double (as they add nothing in 6.5)', () => {
    const tricks = normalDeal(130);
    const announced = { re: K90, kontra: K90 };
    expect(score(tricks, announced, { options: on })).toEqual(score(tricks, announced));
  });

  test('8.14 with doubling: the soloist scores 3 × (3 × 2 × 2)', () => {
    const tricks = normalDeal(160, { re: [C], game: 'buben', winners: 'CCACCBCCDCCA' });
    const s = scoreDoppelkopf({
      re: [C],
      kontra: [A, B, D],
      solo: true,
      tricks,
      announced: { re: K90, kontra: ANSAGE },
      options: on,
    });
    expect(s.value).toBe(12);
    expect(s.scores).toEqual([-12, -12, 36, -12]);
  });
});

describe('tables and packs', () => {
  test('a five-player table (7.14): the seat sitting out scores 0', () => {
    // The dealer, seat 0, sits out; the built deal's seats 0-3 become seats 1-4.
    const shift = (t: DokoTrick): DokoTrick => ({
      cards: t.cards.map((c) => ({ seat: c.seat + 1, card: c.card })),
      winner: t.winner + 1,
    });
    const tricks = normalDeal(150, { winners: TURNS }).map(shift);
    const s = scoreDoppelkopf({
      re: [1, 3],
      kontra: [2, 4],
      solo: false,
      tricks,
      announced: QUIET,
    });
    expect(s.scores).toEqual([0, 1, -1, 1, -1]);
  });

  test('seats: a table larger than the parties need', () => {
    const s = score(normalDeal(150, { winners: TURNS }), QUIET, { seats: 5 });
    expect(s.scores).toEqual([1, -1, 1, -1, 0]);
  });

  test('the 40-card pack (7.1): ten tricks, Karlchen in the tenth', () => {
    const tricks = normalDeal(150, { deck: 40, winners: 'ACBDACBDAC', karlchen: true });
    expect(tricks).toHaveLength(10);
    const s = score(tricks);
    expect(s.tricks).toEqual({ re: 6, kontra: 4 });
    expect(special(s)).toEqual(['re:karlchen@9']);
  });
});
