import { playDeal } from '@stich/bots';
import { Rng, unwrap } from '@stich/core';
import { type SkatkopfAction, skatkopf } from '@stich/skatkopf';
import { skatkopfBot, skatkopfDealJson } from '@stich/skatkopf/plugin';
import { describe, expect, test } from 'vitest';
import { run } from './harness';
import { ones, playRun } from './playRun';

/** `stich play skatkopf` with a seed and options: watching, or at a terminal with `stdin`. */
const play = (seed: number, options: object, stdin?: string, ...more: string[]) =>
  playRun('skatkopf', seed, options, stdin, ...more);

/** Expects each of `parts` in `out`. */
const contains = (out: string, parts: readonly string[]) => {
  for (const part of parts) expect(out).toContain(part);
};

/**
 * Checks that nothing printed says who holds the called card before it is played: in
 * each deal, between the call and the line that tells the called card was played, no line
 * names a partner or a holder; that line comes with the card's trick. Returns the calls seen.
 */
function partnerKeptSecret(out: string): number {
  let calls = 0;
  for (const deal of out.split(/\nDeal \d+:/).slice(1)) {
    const lines = deal.split('\n');
    const call = lines.findIndex((l) => / calls? (\S+): its holder plays with/.test(l));
    if (call < 0) continue;
    calls++;
    const card = lines[call].match(/ calls? (\S+):/)![1];
    const played = lines.findIndex((l) => l.includes(`the called ${card}:`));
    const sheet = lines.findIndex((l) => l.startsWith('Score after deal'));
    const secret = lines.slice(call + 1, played < 0 ? sheet : played);
    for (const line of secret) expect(line).not.toMatch(/partner|holds it|hold it|holder/);
    if (played >= 0) {
      expect(played).toBeLessThan(sheet);
      const trick = lines.slice(played).find((l) => l.startsWith('Trick') && l.includes('->'));
      expect(trick).toContain(card);
    }
  }
  return calls;
}

describe('stich play skatkopf', () => {
  test('--watch plays a whole session: auction, tournee, call, tricks, the sheet; the same every time', async () => {
    const a = await play(1, { deals: 2 });
    expect(a.code).toBe(0);
    expect(a.stderr).toBe('');
    const out = a.stdout;
    // Seed 1, deal 1 (worked out by the bots): Dieter deals; Anne opens, the others pass;
    // Anne turns ♦8, accepts diamonds, takes up ♣A ♦8, lays back ♠Q ♠8 and calls ♠A,
    // which Bert holds; they win with 102 card points: schneider, value 2.
    contains(out, [
      'Skatkopf: 4 rules bots play. Seed 1',
      'Deal 1: Dieter deals, Anne leads.',
      'Anne bids Partner (1).\nBert passes.\nChristina passes.\nDieter passes.\nAnne plays Partner.',
      'Anne turns the first kitty card, ♦8.\nAnne accepts diamonds ♦ as trump.',
      'Anne takes up the kitty: ♣A ♦8.\nAnne lays 2 cards back: ♠Q ♠8.',
      'Anne calls ♠A: its holder plays with Anne, unknown until the card is played.',
      "Bert plays the called ♠A: Bert is Anne's partner.\nTrick 8: Anne ♠6, Bert ♠A",
      'Score after deal 1 (Dieter dealt): Anne and Bert win Partner in diamonds (tournee), total value 2.',
      '  declaring team: Anne and Bert (the called ♠A)\n  card points: declaring team 102 (kitty 3), Christina and Dieter 18\n  schneider\n',
      'Session over.\nThe session after 2 deals:\n  1. Anne +3\n  2. Bert +3\n  3. Christina -3\n  4. Dieter -3\n',
    ]);
    expect(out).toMatch(
      /\n {2}points +84 +15 +0 +18\n {2}score +2 +2 +-2 +-2\n {2}total +2 +2 +-2 +-2\n/,
    );
    expect(out).toContain('Trick 2: Bert ♥J, Christina JK, Dieter JK, Anne ♥5 -> Dieter takes 2');
    expect(partnerKeptSecret(out)).toBe(2);
    expect((await play(1, { deals: 2 })).stdout).toBe(out);
  });

  test.each([2, 3, 4, 5, 6])(
    'seed %i, four deals watched: no line names the partner before the called card falls',
    async (seed) => {
      const r = await play(seed, { deals: 4 });
      expect(r.code).toBe(0);
      expect(partnerKeptSecret(r.stdout)).toBeGreaterThan(0);
    },
  );

  test('at a terminal, as a defender: the auction menu, the tricks; the holder stays unnamed until ♣5 falls', async () => {
    // Seed 1: you are forehand and pass ('xx' first, refused); Bert plays Partner in
    // diamonds and calls ♣5, held by Christina, who plays it in trick 2.
    const r = await play(1, { deals: 1 }, `xx\np\n${ones(12)}`);
    expect(r.code).toBe(0);
    const out = r.stdout;
    contains(out, [
      'Nobody has bid yet: open with Partner ("I\'ll play") or pass.\n  [p] pass\n  [1] Partner (1)\n',
      "'xx' is not a choice here; type 1, p = pass.",
      'You pass.\nBert bids Partner (1).',
      'Bert takes up the kitty.\nBert lays 2 cards back.\n',
      'Bert plays Partner in diamonds (tournee), calling ♣5.\nYou lead trick 1.',
      "Christina plays the called ♣5: Christina is Bert's partner.",
      'Bert plays Partner in diamonds (tournee), calling ♣5. Christina holds it.',
      'Score after deal 1 (Dieter dealt): Bert and Christina lose Partner in diamonds (tournee), total value 1.',
      '  1. You +1\n  2. Dieter +1\n',
    ]);
    // Bert's kitty cards and discards are his own.
    expect(out).not.toMatch(/Bert (takes up the kitty|lays 2 cards back):/);
    const before = out.slice(0, out.indexOf('the called ♣5:'));
    expect(before).not.toMatch(/Christina holds|Christina is|partner\./);
    expect(partnerKeptSecret(out)).toBe(1);
  });

  test('at a terminal, as the declarer: switching game offered, tournee with both cards turned, the discard, the call', async () => {
    // Seed 1: you open, nobody raises; you keep Partner, turn ♦8, refuse it and turn ♣A
    // (clubs trump), lay back ♠8 and ♠6 by code, and call ♠A, the only card you may call.
    const stdin = `1\n1\n5\n2\ns8 s6\n1\n${ones(12)}`;
    const r = await play(1, { deals: 1 }, stdin);
    expect(r.code).toBe(0);
    contains(r.stdout, [
      'You bid Partner (1).',
      'You won the auction at Partner (1). Play it, or switch to a game of higher value (the doublings stay):\n  [1] Partner (1)\n  [2] Solo (2)\n  [3] Baby Grand (3)\n  [4] Grand Hand (4)\n',
      '  [1] hand: clubs ♣ trump\n',
      '  [5] turn the next kitty card\n',
      'You turn the first kitty card, ♦8.',
      'The first kitty card is ♦8: diamonds ♦ would be trump. Accept it, or turn the second card',
      'You turn the second kitty card, ♣A: clubs ♣ is trump, and a lost game counts double.',
      'You take up the kitty: ♣A ♦8.\nYour hand with the kitty:',
      'Trump is clubs ♣ (turned: ♦8 ♣A). The two cards you lay back count for you.\nLay 2 cards back into the kitty.',
      'You lay 2 cards back: ♠8 ♠6.',
      'You may call ♠A.\n  [1] call ♠A\n',
      'You call ♠A: its holder plays with you, unknown until the card is played.',
    ]);
    expect(r.stdout).toMatch(
      /Score after deal 1 \(Dieter dealt\): You(?: and \w+)? (win|lose) Partner in clubs \(tournee\)/,
    );
    expect(r.stdout).toContain('trump made on the second kitty card');
  });

  test('at a terminal, holding the called card: only you are told', async () => {
    // Seed 5: Christina plays Partner in clubs after turning a joker and calls ♠A, which you hold.
    const r = await play(5, { deals: 1 }, `p\n${ones(40)}`);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(
      'Christina turns the first kitty card, JK: a joker, any suit may be named.',
    );
    expect(r.stdout).toContain(
      'Christina plays Partner in clubs (tournee), calling ♠A. You hold it: you play with Christina (only you know).',
    );
    expect(r.stdout).toContain("You play the called ♠A: you are Christina's partner.");
  });

  test('the end of input quits; without a terminal it watches', async () => {
    expect((await play(3, { deals: 1 }, '')).stdout).toContain(
      'You left the session after 0 deals.',
    );
    const watched = await run(['play', 'skatkopf', '--options', '{"deals":1}', '--seed', '4']);
    contains(watched.stdout, ['stdin is not a terminal', 'Session over.']);
  });
});

/** A deal with both jokers in seat 0's hand, played by the rules bots: its record and outcome. */
function jokersDeal() {
  const rules = skatkopf.rules();
  const hands = [
    'JK JK SJ HA HT HK H9 S7 C7 C8',
    'CJ CA CT CK SA ST HQ H8 D9 D8',
    'HJ CQ C9 SK SQ S9 H7 DA DT DK',
    'DJ C6 C5 S8 S6 S5 H6 DQ D7 D6',
  ].map((hand) => hand.split(' '));
  const skat = ['H5', 'D5'];
  const bot = skatkopfBot<SkatkopfAction>(rules);
  const actions: SkatkopfAction[] = [];
  const start = unwrap(rules.fromDeal({ dealer: 3, hands, skat }));
  const end = playDeal(rules, start, [bot, bot, bot, bot], new Rng(1), (a) => actions.push(a));
  const record = { variant: 'skatkopf', dealer: 3, hands, skat, actions };
  return { record, outcome: rules.outcome(end)! };
}

describe('stich replay skatkopf', () => {
  test('a deal record with both jokers in one hand: the teams, their points, won, value, scores', async () => {
    const { record, outcome } = jokersDeal();
    const r = await run(['replay', 'deal.json'], {
      files: { 'deal.json': JSON.stringify(record) },
    });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const line = JSON.parse(r.stdout);
    expect(line).toEqual(JSON.parse(JSON.stringify(skatkopfDealJson(outcome))));
    expect(Object.keys(line)).toEqual(
      expect.arrayContaining(['team', 'defenders', 'teamPoints', 'won', 'value', 'scores']),
    );
    expect(line.teamPoints[0] + line.teamPoints[1]).toBe(120);
    expect(line.team[0]).toBe(outcome.declarer);
  });

  test('a session record written by play --record replays to the same totals, deal by deal', async () => {
    const played = await play(1, { deals: 2 }, undefined, '--record', 'session.json');
    const text = played.files['session.json'];
    expect(text).toMatch(/"variant": "skatkopf"/);
    const r = await run(['replay', '-'], { stdin: text });
    expect(r.code).toBe(0);
    const line = JSON.parse(r.stdout);
    expect(line).toMatchObject({ totals: [3, 3, -3, -3], dealsPlayed: 2, ended: true });
    expect(line.deals.map((d: { team: number[] }) => d.team)).toEqual([
      [0, 1],
      [1, 0],
    ]);
    expect(line.deals[0]).toMatchObject({ teamPoints: [102, 18], won: true, value: 2 });
    expect(line.deals[0].scores).toEqual([2, 2, -2, -2]);
  });

  test('invalid records: one error line each, with code, message, index and path; exit 1', async () => {
    const { record } = jokersDeal();
    const bad = [
      { ...record, actions: [{ type: 'play', seat: 0, card: 'HA' }] },
      { ...record, hands: [['JK', ...record.hands[0]].slice(0, 10), ...record.hands.slice(1)] },
      {
        ...record,
        hands: record.hands.map((h, i) => (i === 0 ? ['JK', 'JK', 'JK', ...h.slice(3)] : h)),
      },
      { ...record, options: { jokers: 'third' } },
      { ...record, actions: [{ type: 'bid', seat: 0, game: 'solo' }] },
      { ...record, actions: record.actions.map((a, i) => (i === 12 ? { ...a, card: 'JK' } : a)) },
      record,
    ];
    const text = `${bad.map((b) => JSON.stringify(b)).join('\n')}\n{oops\n`;
    const r = await run(['replay', 'bad.jsonl'], { files: { 'bad.jsonl': text } });
    expect(r.code).toBe(1);
    const lines = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines.map((l) => l.error?.code ?? 'ok')).toEqual([
      'ACTION_NOT_ALLOWED',
      'INVALID_DEAL',
      'INVALID_DEAL',
      'INVALID_OPTIONS',
      'INVALID_BID',
      expect.any(String),
      'ok',
      'INVALID_RECORD',
    ]);
    expect(lines[0].error).toMatchObject({ index: 0, path: ['actions', 0, 'type'] });
    expect(lines[2].error.message).toBe('JK is dealt more than once');
    expect(lines[3].error.path).toEqual(['options', 'jokers']);
    expect(lines[4].error).toMatchObject({ index: 0, path: ['actions', 0] });
    expect(lines[5].error).toMatchObject({ index: 12 });
    expect(lines[6]).toHaveProperty('team');
  });
});

describe('stich rules and simulate skatkopf', () => {
  test('rules: the cards with two jokers, the games, every option', async () => {
    const r = await run(['rules', 'skatkopf', '--options', '{"jokers":"first"}']);
    expect(r.code).toBe(0);
    contains(r.stdout, [
      'Skatkopf',
      '2 × JK (joker)',
      'JK > ♣J > ♠J > ♥J > ♦J > ♥A',
      'Partner 1, Solo 2, Baby Grand 3, Grand Hand 4',
      'calledCardRule',
      'tourneeDoubling',
      'maxDoublings',
    ]);
    expect(r.stdout).toMatch(/jokers.*first/);
  });

  test('simulate: the rules bots by default, the declaring side wins most games', async () => {
    const r = await run([
      'simulate',
      'skatkopf',
      '--deals',
      '200',
      '--seed',
      '1',
      '--workers',
      '1',
      '--json',
    ]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const json = JSON.parse(r.stdout.trim().split('\n').at(-1)!);
    expect(json).toMatchObject({ variant: 'skatkopf', bots: 'rules', deals: 200 });
    expect(json.rates.declarerWon).toBeGreaterThan(0.7);
    expect(Object.keys(json.mix)).toContain('Partner tournee');
    const help = await run(['--help']);
    expect(help.stdout).toMatch(/Variants: .*skatkopf/);
  });
});
