import { existsSync, readFileSync } from 'node:fs';
import { defineVariant, type GameState, unwrap } from '@stich/core';
import { SEAT_NAMES } from '@stich/core/plugin';
import { kalterSchlag } from '@stich/kalter-schlag';
import { ramsch } from '@stich/ramsch';
import { issDealRecord, parseIssRecord, replayIssGame, type SkatState, skat } from '@stich/skat';
import { skatPlugin } from '@stich/skat/plugin';
import { partnerOf as partnerSeat, type SkatkopfState, skatkopf } from '@stich/skatkopf';
import { solve } from '@stich/solver';
import { describe, expect, test } from 'vitest';
import { registerPlugin } from '../src/registry';
import { run } from './harness';
import {
  type Ask,
  bestOf,
  type Made,
  makeDeal,
  minimax,
  passFirst,
  skatDeclares,
} from './solveFixtures';

const ISS = '/work/shared/data/iss/iss_records.sgf';

const solveJson = async (made: Made, ...args: string[]) => {
  const r = await run(['solve', '-', '--json', ...args], { stdin: JSON.stringify(made.record) });
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  return JSON.parse(r.stdout);
};

const skatPoints = (m: Made) => m.rules.ctx.deck.pointsOf(m.state.skat[0], m.state.skat[1]);
const ask = (side: number[], objective: Ask['objective'], more: Partial<Ask> = {}): Ask => ({
  side,
  objective,
  count: 'points',
  extra: 0,
  lastTrick: 0,
  ...more,
});

// Positions a few tricks before the end, dealt and played through the kernel by seed.
const skatHearts = makeDeal(skat, 11, 2, skatDeclares('H'), 9);
const skatNull = makeDeal(skat, 5, 2, skatDeclares('N'), 9);
const skatGrand = makeDeal(skat, 7, 2, skatDeclares('G'), 12);
const ks = makeDeal(kalterSchlag, 3, 0, passFirst, 8);
const ramschDeal = makeDeal(ramsch, 5, 0, passFirst, 9);
const skatkopfDeal = makeDeal(skatkopf, 5, 0, passFirst, 12);
const skatRamsch = makeDeal(skat, 4, 2, passFirst, 9, { passOut: 'ramsch' });
const skatFour = makeDeal(skat, 11, 3, skatDeclares('S'), 9, { seats: 4 });
/** The Skatkopf deal's declarer, called card and partner. */
const partnerOf = (m: Made) => {
  const s = m.state as GameState<SkatkopfState>;
  return { ...s.x, partner: partnerSeat(m.rules.ctx, s) };
};

describe('stich solve: the value against plain minimax over every card play', () => {
  test.each<[string, Made, string[], Ask, number | null]>([
    // Skat suit game: the declarer (seat 0) with the skat's points; he needs 61.
    ['Skat hearts', skatHearts, [], ask([0], 'max', { extra: skatPoints(skatHearts) }), 61],
    // A defender asks for the defenders: their points without the skat; they need 60.
    ['Skat hearts --seat 1', skatHearts, ['--seat', '1'], ask([1, 2], 'max'), 60],
    ['Skat grand', skatGrand, [], ask([0], 'max', { extra: skatPoints(skatGrand) }), 61],
    // Four at the table: the dealer (seat 3) sits out; the defenders are seats 1 and 2.
    ['Skat spades, four seats --seat 2', skatFour, ['--seat', '2'], ask([1, 2], 'max'), 60],
    // Everyone passed and Ramsch is played: Ramsch's question, the skat to the last trick.
    [
      'Skat, Ramsch on pass-out',
      skatRamsch,
      [],
      ask([skatRamsch.state.turn], 'min', { lastTrick: skatPoints(skatRamsch) }),
      null,
    ],
    // Null: the declarer's tricks, as few as he can; he wins with none.
    ['Skat null', skatNull, [], ask([0], 'min', { count: 'tricks' }), 0],
    // Kalter Schlag: the seat to act, as few points as it can, against the other three.
    ['Kalter Schlag', ks, [], ask([ks.state.turn], 'min'), null],
    [
      'Kalter Schlag --seat 2 --objective max',
      ks,
      ['--seat', '2', '--objective', 'max'],
      ask([2], 'max'),
      null,
    ],
    // Ramsch: as Kalter Schlag, and the skat's points go with the last trick.
    [
      'Ramsch',
      ramschDeal,
      [],
      ask([ramschDeal.state.turn], 'min', { lastTrick: skatPoints(ramschDeal) }),
      null,
    ],
    [
      'Ramsch --count tricks',
      ramschDeal,
      ['--count', 'tricks'],
      ask([ramschDeal.state.turn], 'min', { count: 'tricks' }),
      null,
    ],
    // Skatkopf Partner: declarer and the called card's holder, with the kitty; 61 wins.
    [
      'Skatkopf',
      skatkopfDeal,
      [],
      ask([partnerOf(skatkopfDeal).declarer, partnerOf(skatkopfDeal).partner], 'max', {
        extra: skatPoints(skatkopfDeal),
      }),
      61,
    ],
  ])('%s', async (_label, made, args, q, target) => {
    expect(made.state.phase).toBe('play');
    const want = minimax(made.rules, made.state, q);
    const out = await solveJson(made, ...args);
    expect(out.question).toEqual({ ...q, side: [...q.side].sort() });
    expect(out.value).toBe(want.value);
    expect([...out.best].sort()).toEqual(bestOf(want));
    expect(out.position.turn).toBe(made.state.turn);
    const reached = q.objective === 'max' ? want.value >= target! : want.value <= target!;
    expect(out.goal).toEqual(target === null ? null : { target, reached });
  });

  test.each<[Made, string]>([
    [skatHearts, 'Skat, hearts, declarer Anne'],
    [skatNull, 'Skat, null, declarer Anne'],
    [skatRamsch, 'Skat, Ramsch (everyone passed)'],
    [ks, 'Kalter Schlag'],
    [ramschDeal, 'Ramsch'],
    [skatkopfDeal, 'Skatkopf, Partner in clubs, declarer Bert, called ♠A'],
  ])('the deal in words: %#', async (made, about) => {
    expect((await solveJson(made)).about).toBe(about);
  });

  test('Skat: the declarer and the defenders share the 120 points', async () => {
    const declarer = await solveJson(skatHearts);
    const defenders = await solveJson(skatHearts, '--seat', '2');
    expect(declarer.value + defenders.value).toBe(120);
  });

  test('Skatkopf: before the called card falls, the teams come from the record, and the output says so', async () => {
    const x = partnerOf(skatkopfDeal);
    expect(skatkopfDeal.state.history).not.toContain(x.called);
    const r = await run(['solve', '-'], { stdin: JSON.stringify(skatkopfDeal.record) });
    expect(r.stdout).toContain(
      `the teams come from the record: ${SEAT_NAMES[x.partner]} holds the called card`,
    );
  });
});

describe('stich solve: output', () => {
  test('JSON: the position, the question, the value, the best cards, the line, the search', async () => {
    const out = await solveJson(skatHearts, '--line');
    const s = skatHearts.state as GameState<SkatState>;
    expect(Object.keys(out)).toEqual([
      'variant',
      'about',
      'players',
      'position',
      'question',
      'value',
      'goal',
      'best',
      'notes',
      'line',
      'nodes',
      'ms',
    ]);
    expect(out.variant).toBe('skat');
    expect(out.about).toBe('Skat, hearts, declarer Anne');
    expect(out.players).toEqual(['Anne', 'Bert', 'Christina']);
    const n = skatHearts.record.actions.length;
    expect(out.position).toMatchObject({
      action: n,
      actions: n,
      trick: 8,
      tricks: 10,
      over: false,
    });
    expect(out.position.hands.flat().length + out.position.table.length).toBe(9);
    expect(out.position.table.length).toBe(s.history.length % 3);
    expect(out.notes).toEqual([
      `the skat's ${skatPoints(skatHearts)} points count for the declarer (included)`,
    ]);
    expect(out.nodes).toBeGreaterThan(0);
    expect(typeof out.ms).toBe('number');
    // The line plays out to the end; what the declarer takes in it, with what he had and
    // the skat, is the value.
    expect(out.line).toHaveLength(3);
    const taken = out.line
      .filter((t: { winner: number }) => t.winner === 0)
      .reduce((sum: number, t: { points: number }) => sum + t.points, 0);
    expect(out.position.points[0] + skatPoints(skatHearts) + taken).toBe(out.value);
  });

  test('text: the position, the value in words, the best cards, the line, nodes and time', async () => {
    const r = await run(['solve', 'deal.json', '--line'], {
      files: { 'deal.json': JSON.stringify(skatHearts.record) },
    });
    const json = await solveJson(skatHearts);
    expect(r.code).toBe(0);
    const out = r.stdout;
    expect(out).toMatch(
      /^Skat, hearts, declarer Anne: after \d+ of \d+ actions, trick 8 of 10; (Anne|Bert|Christina) to play\.\n/,
    );
    // Seats are named as `stich play --watch` names them, in play's words for a trick.
    expect(out).toMatch(/\n {2}Anne {7}took \d+ in \d tricks? +trumps /);
    expect(out).toMatch(/\n {2}Christina {2}took \d+ in \d tricks? /);
    expect(out).toContain(
      `\nThe declarer (Anne) takes ${json.value} card points with best play by both sides: `,
    );
    expect(out).toContain(json.goal.reached ? 'wins (61 needed).' : 'loses (61 needed).');
    expect(out).toMatch(/\nBest cards? for (Anne|Bert|Christina): \S+/);
    expect(out).toContain('One best line (there may be others):\n  Trick 8: ');
    expect(out).toMatch(
      / {2}Trick 10: (Anne|Bert|Christina) \S+, .* -> (Anne|Bert|Christina) takes \d+\n/,
    );
    expect(out).not.toMatch(/seat \d/);
    expect(out).toMatch(/\nSearched [\d,]+ positions? in \d+ ms\.\n$/);
  });

  test('a finished deal: what the side took, no best card', async () => {
    const done = makeDeal(kalterSchlag, 4, 1, passFirst, 0);
    const out = await solveJson(done, '--seat', '0');
    expect(out.position.over).toBe(true);
    expect(out.best).toEqual([]);
    expect(out.value).toBe(done.rules.ctx.deck.pointsOf(done.state.won[0], done.state.won[1]));
  });
});

describe('stich solve: seats named as in stich play', () => {
  test("--seat takes a seat number or a player's name (any case)", async () => {
    const byNumber = await solveJson(skatHearts, '--seat', '1');
    const byName = await solveJson(skatHearts, '--seat', 'bert');
    expect({ ...byName, ms: 0 }).toEqual({ ...byNumber, ms: 0 });
    expect(byName.question.side).toEqual([1, 2]);
  });

  test("the record's players name the seats, in the texts and for --seat", async () => {
    const players = ['Ulla', 'Vera', 'Wim'];
    const named = { ...skatHearts.record, meta: { players } };
    const r = await run(['solve', '-', '--seat', 'wim'], { stdin: JSON.stringify(named) });
    expect(r.stderr).toBe('');
    expect(r.stdout).toMatch(/^Skat, hearts, declarer Ulla: /);
    expect(r.stdout).toContain('\n  Vera  took 14 in 1 trick ');
    expect(r.stdout).toContain('The defenders (Vera and Wim) take ');
    const json = JSON.parse(
      (await run(['solve', '-', '--json'], { stdin: JSON.stringify(named) })).stdout,
    );
    expect(json.players).toEqual(players);
    // Names that cannot tell the seats apart are not used.
    const twice = { ...skatHearts.record, meta: { players: ['Ulla', 'Ulla', 'Wim'] } };
    const plain = await run(['solve', '-'], { stdin: JSON.stringify(twice) });
    expect(plain.stdout).toMatch(/^Skat, hearts, declarer Anne: /);
  });

  test('a seat that is You takes a plural verb, as in play', async () => {
    const named = { ...ks.record, meta: { players: ['You', 'Bert', 'Christina', 'Dieter'] } };
    const r = await run(['solve', '-', '--seat', '0'], { stdin: JSON.stringify(named) });
    expect(r.stdout).toContain('\nYou take ');
    expect(r.stdout).toContain(' the fewest you can make sure of against the other three');
  });

  test("a game derived from Skat is headed with its own name, not Skat's", async () => {
    const meinSkat = defineVariant({ ...skat, id: 'mein-skat', name: 'Mein Skat' });
    registerPlugin({ ...skatPlugin, variant: meinSkat }, 'test');
    const record = { ...skatHearts.record, variant: 'mein-skat' };
    const out = JSON.parse(
      (await run(['solve', '-', '--json'], { stdin: JSON.stringify(record) })).stdout,
    );
    expect(out.about).toBe('Mein Skat, hearts, declarer Anne');
    expect(out.value).toBe((await solveJson(skatHearts)).value);
    const ramschRecord = { ...skatRamsch.record, variant: 'mein-skat' };
    const r = await run(['solve', '-', '--json'], { stdin: JSON.stringify(ramschRecord) });
    expect(JSON.parse(r.stdout).about).toBe('Mein Skat, Ramsch (everyone passed)');
  });
});

describe('stich solve: choosing the position', () => {
  const full = makeDeal(kalterSchlag, 6, 2, passFirst, 0);
  const at = full.record.actions.length - 8;

  test('--at N solves after the first N actions, as the record cut there does', async () => {
    const cut = { ...full, record: { ...full.record, actions: full.record.actions.slice(0, at) } };
    const a = await solveJson(full, '--at', String(at));
    const b = await solveJson(cut);
    const c = await solveJson(full, '--action', String(at));
    expect(a.position).toMatchObject({ action: at, actions: full.record.actions.length });
    expect({ ...a, ms: 0, position: null }).toEqual({ ...b, ms: 0, position: null });
    expect(c.value).toBe(a.value);
    let state = full.rules.deal({ dealer: 2, seed: 6 });
    for (const action of full.record.actions.slice(0, at))
      state = unwrap(full.rules.applyAction(state, action));
    const q = ask([state.turn], 'min');
    expect(a.value).toBe(minimax(full.rules, state, q).value);
  });

  test('--deal K picks a deal of a session record (default: the last)', async () => {
    // Kalter Schlag deals rotate clockwise: deal 0 by seat 1, deal 1 by seat 2.
    const first = makeDeal(kalterSchlag, 21, 1, passFirst, 0);
    const second = makeDeal(kalterSchlag, 22, 2, passFirst, 8);
    const session = {
      variant: 'kalter-schlag',
      firstDealer: 1,
      deals: [first, second].map((m) => ({ seed: m.record.seed, actions: m.record.actions })),
    };
    const run2 = async (...args: string[]) =>
      JSON.parse(
        (await run(['solve', '-', '--json', ...args], { stdin: JSON.stringify(session) })).stdout,
      );
    const last = await run2();
    expect(last.source).toBe('deal 1 of 2 in the session');
    expect(last.value).toBe((await solveJson(second)).value);
    const early = await run2('--deal', '0', '--at', '24');
    expect(early.value).toBe((await solveJson(first, '--at', '24')).value);
  });

  test('ISS: one game line, solved at --at N with the skat for the declarer', async (ctx) => {
    if (!existsSync(ISS)) {
      console.warn(`skipped: ${ISS} is absent`);
      ctx.skip();
    }
    // Line 2 of iss_records.sgf: game 9, declarer seat 2 plays clubs hand (ISS `CH`).
    const line = readFileSync(ISS, 'utf8').split('\n')[1];
    const r = await run(['solve', '-', '--format', 'iss', '--at', '20', '--json'], { stdin: line });
    expect(r.stderr).toBe('');
    const out = JSON.parse(r.stdout);
    const record = issDealRecord(unwrap(replayIssGame(unwrap(parseIssRecord(line)))));
    const rules = skat.rules();
    let state = unwrap(rules.fromDeal({ dealer: 2, hands: record.hands!, skat: record.skat }));
    for (const action of record.actions.slice(0, 20))
      state = unwrap(rules.applyAction(state, action as never));
    const s = state as GameState<SkatState>;
    const extra = rules.ctx.deck.pointsOf(s.skat[0], s.skat[1]);
    expect(out.source).toBe('ISS game 9');
    expect(out.about).toBe('Skat, clubs hand, declarer Christina');
    expect(out.value).toBe(solve(rules, s, { side: [2], extra }).value);
  });
});

describe('stich solve: errors are one line on stderr with a non-zero exit', () => {
  const record = JSON.stringify(ks.record);
  const early = JSON.stringify({
    variant: 'skat',
    dealer: 2,
    seed: 1,
    actions: [{ type: 'pass', seat: 1 }],
  });
  const firstPlay = ks.record.actions.findIndex((a) => a.type === 'play');
  const stolen = JSON.stringify({
    ...ks.record,
    actions: ks.record.actions.map((a, i) => (i === firstPlay ? { ...a, card: 'XX' } : a)),
  });
  test.each<[string[], string, number, RegExp]>([
    [['-'], '{oops', 1, /^stich: solve: the record is not JSON: .* \(INVALID_RECORD\)$/],
    [
      ['-'],
      '{"variant":"binokel","dealer":0,"seed":1,"actions":[]}',
      1,
      /unknown variant 'binokel'.* \(UNKNOWN_VARIANT at variant\)$/,
    ],
    [['-'], stolen, 1, new RegExp(`\\(UNKNOWN_CARD at actions\\.${firstPlay}\\.card\\)$`)],
    [['-'], early, 1, /the record stops before trick play \(phase 'bidding' after 1 action\)/],
    [['-'], `${record}\n${record}`, 1, /the input holds 2 records; solve takes one/],
    [['missing.json'], '', 1, /^stich: solve: cannot read missing.json: ENOENT$/],
    [[], '', 2, /solve: which record\?/],
    [['-', 'more'], record, 2, /unexpected argument 'more'/],
    [['-', '--fast'], record, 2, /solve: unknown option '--fast'/],
    [['-', '--objective', 'most'], record, 2, /--objective must be 'max' or 'min', not 'most'/],
    [['-', '--count', 'cards'], record, 2, /--count must be 'points' or 'tricks', not 'cards'/],
    [
      ['-', '--seat', 'two'],
      record,
      2,
      /--seat must be a seat number or a player's name \(0 Anne, 1 Bert, 2 Christina and 3 Dieter\), not 'two'/,
    ],
    [
      ['-', '--seat', '4'],
      record,
      2,
      /--seat 4: not a seat that plays this deal \(seats 0 Anne, 1 Bert, 2 Christina and 3 Dieter\)/,
    ],
    [['-', '--seat', '3'], JSON.stringify(skatFour.record), 2, /--seat 3: not a seat that plays/],
    [['-', '--at', '999'], record, 2, /--at 999: the record has only \d+ actions/],
    [['-', '--at', '3', '--action', '3'], record, 2, /give --at or --action, not both/],
    [['-', '--deal', '0'], record, 2, /--deal is for session records/],
    [['-', '--format', 'sgf'], record, 2, /--format must be 'json' or 'iss'/],
    [['-', '--format', 'iss'], '(;GM[Skat] nonsense', 1, /\(INVALID_RECORD/],
    [
      ['-', '--seat', '1'],
      JSON.stringify(skatNull.record),
      2,
      /a null game is decided by the declarer's tricks alone; ask about the declarer, Anne \(--seat 0\)$/,
    ],
  ])('stich solve %j', async (args, stdin, code, message) => {
    const r = await run(['solve', ...args], { stdin });
    expect(r.code).toBe(code);
    expect(r.stdout).toBe('');
    expect(r.stderr.endsWith('\n')).toBe(true);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/^stich: /);
    expect(r.stderr).not.toMatch(/\n\s+at /);
    expect(r.stderr.trim()).toMatch(message);
  });

  test('--help prints the usage; stich --help lists solve', async () => {
    const r = await run(['solve', '--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Usage: stich solve FILE\|-/);
    expect((await run(['--help'])).stdout).toMatch(/\n {2}solve FILE\|- +solve /);
  });
});
