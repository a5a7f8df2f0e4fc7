import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { run } from './harness';
import { ones, playRun } from './playRun';

const ISS = '/work/shared/data/iss/iss_records.sgf';

/** `stich play skat` with a seed and options: watching, or at a terminal with `stdin`. */
const play = (seed: number, options: object, stdin?: string, ...more: string[]) =>
  playRun('skat', seed, options, stdin, ...more);

describe('stich play skat', () => {
  test('--watch plays a whole Liste: bidding, skat, contract, tricks, the sheet; the same every time', async () => {
    const a = await play(1, { deals: 2 });
    expect(a.code).toBe(0);
    expect(a.stderr).toBe('');
    const out = a.stdout;
    expect(out).toContain('Skat: 3 rules bots play. Seed 1');
    // Seed 1, deal 1 (worked out by the bots): Christina deals, Bert passes, Christina
    // calls 18, Anne passes; Christina takes up the skat and plays diamonds.
    expect(out).toContain('Deal 1: Christina deals, Anne leads.');
    expect(out).toContain('Bert passes.\nChristina says 18.\nAnne passes.\n');
    expect(out).toContain('Christina takes up the skat: ♠Q ♥J.');
    expect(out).toMatch(/Christina lays 2 cards back: \S+ \S+\./);
    expect(out).toContain('Christina plays diamonds.');
    expect(out).toMatch(/Trick 10: \w+ \S+, \w+ \S+, \w+ \S+ -> \w+ takes \d+/);
    expect(out).toContain('Score after deal 1 (Christina dealt): Christina wins diamonds, +18.');
    expect(out).toContain('  bid 18; without 1\n  game value 18 (level 2)\n');
    expect(out).toMatch(/ {2}declarer \d+ card points in \d+ tricks/);
    expect(out).toMatch(/\n {2}total +-?\d+ +-?\d+ +-?\d+\n/);
    expect(out).toContain('Liste over.');
    expect(out).toMatch(/The Liste after 2 deals:\n {2}1\. \w+ [+-]?\d+ \(won \d, lost \d\)/);
    expect((await play(1, { deals: 2 })).stdout).toBe(out);
  });

  test('four seats: the dealer sits out, three play', async () => {
    // Seed 1: Dieter deals the first deal and sits out; Christina plays diamonds.
    const r = await play(1, { seats: 4, deals: 2 });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Skat: 4 rules bots play.');
    expect(r.stdout).toContain('Deal 1: Dieter deals and sits out, Anne leads.');
    expect(r.stdout).toContain('Score after deal 1 (Dieter dealt): Christina wins diamonds, +18.');
    expect(r.stdout).toMatch(/\n {17}Anne {7}Bert {2}Christina {5}Dieter\n/);
    const dealer = r.stdout.match(/Deal 1: (\w+) deals/)![1];
    const deal1 = r.stdout.slice(0, r.stdout.indexOf('Score after deal 1'));
    expect(deal1).not.toMatch(new RegExp(`Trick \\d+: .*${dealer} `));
  });

  test('at a terminal: the bidding, the skat, two cards laid back, the contract, the tricks', async () => {
    // Seed 3: you are middlehand and call 18; nobody holds. You take up the skat (♠8 ♥8),
    // lay back your first two cards (♣A ♣10), choose clubs, and play the first legal card.
    const stdin = `xyz\n\nt\n1 2\n1\n${ones(10)}`;
    const r = await play(3, { deals: 1 }, stdin);
    expect(r.code).toBe(0);
    const out = r.stdout;
    for (const line of [
      // The calls as a menu keyed by their values, Enter or 1 for the next one.
      'Nobody has called yet. Call 18 to Christina or a higher value (type it), or pass.\n  [p] pass  [18]      [20]      [22]      [23]',
      "'xyz' is not a choice here; type a key in [ ].",
      'You say 18.\nChristina passes.\nBert passes.\nYour hand:\n  clubs     ♣A ♣10\n',
      'You declare at 18: take up the skat, or play hand.\n  [t]  take up the skat\n',
      // Hand games show the least value the unseen skat leaves (without 4: at least with 1).
      '[1]  clubs hand                         (value at least 36, bid 18)',
      '[17] grand hand                         (value at least 72, bid 18)',
      '[21] null hand (35)',
      'You take up the skat: ♠8 ♥8.',
      'Lay 2 cards back into the skat.',
      'Your hand (skat: ♣A ♣10):',
    ])
      expect(out).toContain(line);
    // Only the allowed contracts, hand games gone once the skat is taken up.
    expect(out).toContain(
      // Each game's value beside the bid, matadors over the twelve cards (without 4 in
      // clubs: 12 x 5; without 5 in spades: 11 x 6).
      [
        'Declare your game at 18:',
        '  [1] clubs             (value 60, bid 18)',
        '  [2] spades            (value 66, bid 18)',
        '  [3] hearts            (value 50, bid 18)',
        '  [4] diamonds          (value 54, bid 18)',
        '  [5] grand             (value 120, bid 18)',
        '  [6] null (23)',
        '  [7] null ouvert (46)\n',
      ].join('\n'),
    );
    expect(out).toContain('You play clubs.');
    expect(out).toContain('Trick 1 so far: Christina ♠A');
    expect(out).toMatch(
      /\[\d+\] claim the rest of the tricks \(shows your cards\)\n {2}\[\d+\] concede the game/,
    );
    expect(out).toContain('Score after deal 1 (Bert dealt): You lose clubs, -120.');
    expect(out).toContain('  bid 18; without 4\n');
    expect(out).toContain('3. You -120 (won 0, lost 1)');
  });

  test.each(['', '1', '18', 'y', 'hold'])(
    "at a terminal, the hold prompt takes the call prompt's keys: %j holds",
    async (key) => {
      // Seed 1: Christina calls 18 to you.
      const r = await play(1, { deals: 1 }, `${key}\nq\n`);
      expect(r.stdout).toContain(
        'Christina calls 18. Hold it, or pass.\n  [y] hold 18\n  [p] pass\n',
      );
      expect(r.stdout).toContain('You hold.\n');
      expect(r.stdout).toContain('You declare at 18:');
    },
  );

  test('at a terminal, the hold prompt explains a wrong key and passes with p', async () => {
    const r = await play(1, { deals: 1 }, 'x\np\nq\n');
    expect(r.stdout).toContain("'x' is not a choice here; type y = hold, p = pass.");
    expect(r.stdout).toContain('You pass.\n');
  });

  test('at a terminal: holding, passing and saying kontra as a defender', async () => {
    // Seed 7 with Kontra: you call 18 and 20, Christina holds both; you pass at 22,
    // Christina plays hearts and you, who made calls, may say kontra.
    const stdin = `\n\np\nd\n${ones(10)}`;
    const r = await play(7, { deals: 1, kontra: true }, stdin);
    expect(r.code).toBe(0);
    for (const said of ['You say 18.', 'You say 20.', 'You pass.'])
      expect(r.stdout).toContain(`${said}\n`);
    expect(r.stdout.match(/Christina holds\./g)).toHaveLength(2);
    expect(r.stdout).toContain('The bid stands at 20. Call 22 to Christina or a higher value');
    expect(r.stdout).toContain('Christina plays hearts.');
    expect(r.stdout).toContain(
      'Say kontra (doubles the game), or pass.\n  [d] say kontra (doubles the game)\n  [p] pass\n',
    );
    expect(r.stdout).toContain('You say kontra.');
    expect(r.stdout).toMatch(
      /Score after deal 1 \(Bert dealt\): Christina (wins|loses) hearts, [+-]\d+\.\n(.*\n)*? {2}kontra/,
    );
  });

  test('the end of input quits cleanly; without a terminal it watches', async () => {
    const quit = await run(['play', 'skat', '--seed', '3'], { tty: true, stdin: '' });
    expect(quit.code).toBe(0);
    expect(quit.stdout).toContain('You left the Liste after 0 deals.');
    const watched = await run(['play', 'skat', '--seed', '4', '--options', '{"deals":1}']);
    expect(watched.stdout).toContain('stdin is not a terminal');
    expect(watched.stdout).toContain('Liste over.');
  });

  test('--record writes a session record that replays to the same Liste', async () => {
    const played = await play(5, { deals: 3, kontra: true }, undefined, '--record', 's.json');
    expect(played.code).toBe(0);
    const record = JSON.parse(played.files['s.json']);
    expect(record).toMatchObject({ variant: 'skat', seed: 5, options: { kontra: true } });
    const replayed = await run(['replay', 's.json'], { files: played.files });
    expect(replayed.code).toBe(0);
    const result = JSON.parse(replayed.stdout);
    expect(result).toEqual(record.result);
    expect(result).toMatchObject({ dealsPlayed: 3, ended: true });
    // One deal of it as a deal record: the outcome has the ISS-like fields.
    const i = record.deals.findIndex((d: { actions: { type: string }[] }) =>
      d.actions.some((a) => a.type === 'declare'),
    );
    const { hands, skat, actions } = record.deals[i];
    const dealer = (record.firstDealer + i) % 3;
    const deal = { variant: 'skat', options: record.options, dealer, hands, skat, actions };
    const one = await run(['replay', '-'], { stdin: JSON.stringify(deal) });
    expect(one.code).toBe(0);
    expect(Object.keys(JSON.parse(one.stdout))).toEqual(
      expect.arrayContaining([
        'declarer',
        'won',
        'value',
        'matadors',
        'overbid',
        'declarerPoints',
        'declarerTricks',
        'schneider',
        'schwarz',
      ]),
    );
  });
});

describe('stich rules skat', () => {
  test('shows the trump orders, the phases, the scoring and the options', async () => {
    const r = await run(['rules', 'skat']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Skat (skat)');
    expect(r.stdout).toContain(
      "Card order (trump mode 'H'):\n  Trumps, highest first: ♣J > ♠J > ♥J > ♦J > ♥A > ♥10 > ♥K > ♥Q > ♥9 > ♥8 > ♥7",
    );
    // A suit that is all trumps says so instead of an empty order.
    expect(r.stdout).toContain(
      '  spades, highest first: A > 10 > K > Q > 9 > 8 > 7\n  hearts: all trumps\n',
    );
    expect(r.stdout).not.toMatch(/highest first: *\n/);
    expect(r.stdout).toContain(
      "Card order (trump mode 'N'):\n  Trumps, highest first: none\n  Plain suits, highest first: A > K > Q > J > 10 > 9 > 8 > 7",
    );
    expect(r.stdout).toContain('bidding: middlehand calls to forehand');
    expect(r.stdout).toContain('diamonds 9, hearts 10, spades 11, clubs 12, grand 24');
    expect(r.stdout).toMatch(/ {2}kontra +boolean +false +false/);
    expect(r.stdout).toMatch(/ {2}seats +/);
  });
});

describe('stich simulate skat', () => {
  test('rules bots by default: declarer win rate, overbids, pass-outs, mean game value, contract mix', async () => {
    const argv = ['simulate', 'skat', '--deals', '300', '--seed', '1', '--json'];
    const r = await run(argv);
    expect(r.code).toBe(0);
    const stats = JSON.parse(r.stdout);
    expect(stats).toMatchObject({ variant: 'skat', seed: 1, deals: 300, bots: 'rules' });
    const games = stats.rateOf.declarerWon;
    expect(games + stats.rates.passedOut * 300).toBeCloseTo(300, 5);
    expect(stats.rates.declarerWon).toBeGreaterThan(0.7);
    expect(stats.rates.overbid).toBeLessThan(0.05);
    expect(stats.means.gameValue).toBeGreaterThan(18);
    expect(stats.meanOf.gameValue).toBe(games);
    expect(Object.keys(stats.mix)).toContain('clubs');
    expect(Object.values(stats.mix).reduce((a: number, b) => a + (b as number), 0)).toBeCloseTo(
      1,
      5,
    );
    expect(stats.dealsPerSecond).toBeGreaterThan(0);
    const again = JSON.parse((await run(argv)).stdout);
    expect({ ...again, seconds: 0, dealsPerSecond: 0 }).toEqual({
      ...stats,
      seconds: 0,
      dealsPerSecond: 0,
    });
  });

  test('--bots random plays random deals on the kernel; text output', async () => {
    const r = await run(['simulate', 'skat', '--deals', '500', '--seed', '2', '--bots', 'random']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Skat: 500 random deals, seed 2');
    // Random bidding hardly ever passes out, so most rates are over (nearly) all deals.
    expect(r.stdout).toMatch(/declarerWon: \d+\.\d\d%/);
    // Rates carry their Wilson interval, which is never empty: also for a rate of 0.
    expect(r.stdout).toMatch(/passedOut: \d+\.\d\d% \(\d+\.\d\d–\d+\.\d\d%\)\n/);
    expect(r.stdout).not.toMatch(/0\.00% ± 0\.00%/);
    expect(r.stdout).toMatch(/gameValue( per deal)?: \d+\.\d\d/);
    expect(r.stdout).toContain('Contract mix:');
    expect(r.stdout).toMatch(/deals per second/);
    const bad = await run(['simulate', 'skat', '--bots', 'clever']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--bots must be 'rules' or 'random'/);
  });
});

describe('stich replay --format iss', () => {
  test('real ISS records: one result line each, as our rules score them', async (ctx) => {
    if (!existsSync(ISS)) {
      console.warn(`skipped: ${ISS} is absent`);
      ctx.skip();
    }
    const lines = readFileSync(ISS, 'utf8').split('\n');
    // Lines 2, 3, 5 and 14 of iss_records.sgf: games 9 (clubs hand, lost at -96), 25 (null
    // ouvert hand, lost in the first trick), 727 (grand ouvert claimed) and 756788 (passed).
    const some = [lines[1], lines[2], lines[4], lines[13]].join('\n');
    const r = await run(['replay', '--format', 'iss', 'some.sgf'], {
      files: { 'some.sgf': some },
    });
    expect(r.code).toBe(0);
    const out = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(out[0]).toEqual({
      id: '9',
      declarer: 2,
      won: false,
      value: -96,
      matadors: 2,
      overbid: false,
      declarerPoints: 56,
      declarerTricks: 5,
      schneider: false,
      schwarz: false,
    });
    expect(out[1]).toMatchObject({ id: '25', declarer: 1, won: false, value: -118 });
    expect(out[2]).toMatchObject({
      id: '727',
      won: true,
      value: 192,
      declarerTricks: 10,
      schwarz: true,
    });
    expect(out[3]).toEqual({ id: '756788', passed: true });
  });

  test('a malformed record gives an error line with the move index, the others still replay, exit 1', async () => {
    const good =
      '(;GM[Skat]PC[Internet Skat Server]SE[53]ID[9]DT[2007-10-29/04:58:00/UTC]P0[jeff]P1[Montana]P2[vaun]MV[w S7.ST.CA.DT.CQ.S8.C8.D9.HT.SQ.HQ.DK.H9.DJ.HK.HJ.C9.DQ.HA.H8.SA.CJ.CK.DA.H7.C7.S9.CT.SK.D7.SJ.D8 1 18 0 p 2 20 1 p 2 CH 0 SQ 1 H9 2 SA 2 SK 0 ST 1 HK 0 D9 1 DQ 2 DA 2 D7 0 DT 1 DK 0 HT 1 H8 2 H7 0 S8 1 HQ 2 S9 2 C7 0 CA 1 DJ 1 C9 2 CT 0 C8 2 CK 0 CQ 1 HJ 1 HA 2 CJ 0 S7 ]R[d:2 loss v:-96 m:2 bidok p:56 t:5 s:0 z:0 p0:0 p1:0 p2:0 l:-1 to:-1 r:0] ;)';
    // The same game with the third move's card misspelled (XX).
    const bad = good.replace('1 18 0 p 2 20', '1 18 0 p 2 XX');
    const r = await run(['replay', '--format', 'iss', '-'], { stdin: `${bad}\n\n${good}\n` });
    expect(r.code).toBe(1);
    const [first, second] = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    // Move 3 (the deal is move 0): '2 XX'.
    expect(first.error).toMatchObject({
      code: 'INVALID_RECORD',
      index: 3,
      path: ['MV', 3],
      line: 1,
    });
    expect(first.error.message.length).toBeGreaterThan(0);
    expect(second).toMatchObject({ id: '9', value: -96 });
  });

  test('--format must be json or iss', async () => {
    const r = await run(['replay', '--format', 'pgn', 'x']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--format must be 'json' or 'iss'/);
  });
});
