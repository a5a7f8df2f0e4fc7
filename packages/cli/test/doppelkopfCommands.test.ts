import { playDeal } from '@stich/bots';
import { type BaseAction, Rng } from '@stich/core';
import { type DoppelkopfAction, doppelkopf } from '@stich/doppelkopf';
import { doppelkopfBot, doppelkopfReport } from '@stich/doppelkopf/plugin';
import { describe, expect, test } from 'vitest';
import { run } from './harness';
import { ones, playRun } from './playRun';
import { makeDeal } from './solveFixtures';

/** `stich play doppelkopf` with a seed and options: watching, or at a terminal with `stdin`. */
const play = (seed: number, options: object, stdin?: string, ...more: string[]) =>
  playRun('doppelkopf', seed, options, stdin, ...more);

/** Expects each of `parts` in `out`. */
const contains = (out: string, parts: readonly string[]) => {
  for (const part of parts) expect(out).toContain(part);
};

/** Everybody says "gesund": a normal game. */
const healthy = (legal: BaseAction[]) => legal.find((a) => a.type === 'pass') ?? legal[0];

/** Forehand (seat 0, dealer 3) says "Vorbehalt" and names a Kreuz-Solo; everyone else is healthy. */
const forehandSolo = (legal: BaseAction[]) =>
  legal.find((a) => a.type === 'claimGame' && a.seat === 0) ??
  legal.find((a) => a.type === 'pass') ??
  legal.find((a) => a.type === 'declare' && (a as { suit?: string }).suit === 'C') ??
  legal[0];

/** The lines of the Vorbehalt menus in a play's output, one string each. */
const vorbehaltMenus = (out: string) =>
  out.split('Your move').filter((part) => part.includes('"Vorbehalt" (a solo'));

describe('stich play doppelkopf', () => {
  test('--watch plays a session: the query, a Pflichtsolo, Kontra and keine 90, the sheet', async () => {
    const a = await play(11, { deals: 6 });
    expect(a.code).toBe(0);
    expect(a.stderr).toBe('');
    const out = a.stdout;
    // Seed 11, six counted deals (worked out by the bots): deal 1, Dieter and Anne reserve;
    // Dieter, the earlier (both owe their Pflichtsolo, 4.3.3.1), plays a Karo-Solo and wins
    // 174 : 66: won 1, under 90 1, Re 2, Kontra 2 = 6, three times for the soloist (6.2,
    // 6.6). A Pflichtsolo chosen freely is not counted and Bert deals again (1.4.2, 4.9.1).
    // Deal 2: Christina says Kontra, and keine 90 once Kontra took the first two tricks;
    // Kontra wins 174 : 66: won 1, under 90 1, Kontra 2, keine 90 1, gegen die Alten 1, a
    // Doppelkopf (42 card points in trick 6) 1, against the fox Re caught in trick 12:
    // 7 - 1 = 6 (6.2, 6.4.4). With as many owing as counted deals left, deals 5 to 7 are
    // Vorführungen (4.9.4): 7 deals, 6 counted.
    contains(out, [
      'Doppelkopf: 4 rules bots play. Seed 11',
      'Deal 1: Bert deals, Christina leads.',
      'Christina: "gesund".\nDieter: "Vorbehalt".\nAnne: "Vorbehalt".\nBert: "gesund".\nDieter plays a Karo-Solo (Pflichtsolo).\nDieter: "Re" (Re).\nAnne: "Kontra" (Kontra).',
      'Dieter wins the Karo-Solo (Pflichtsolo), 174 : 66 card points, value 6 (x3).',
      '  Re: Dieter; Kontra: Anne, Bert and Christina\n  Re said Re; Kontra said Kontra\n  Re: won (Gewonnen) +1\n  Re: opponents under 90 (unter 90) +1\n  Re: Re announced (Re angesagt) +2\n  Re: Kontra announced (Kontra angesagt) +2\n  Value for Re: 6 (the soloist scores 3 × 6)',
      'Deal 2: Bert deals, Christina leads.',
      'Bert: "gesund". All are healthy: a normal game.\nChristina: "Kontra" (Kontra).\nTrick 1:',
      'Christina: "keine 90" (Kontra).\nTrick 3:',
      'Trick 6: Bert ♠A, Christina ♥10, Dieter ♠10, Anne ♦A -> Christina takes 42',
      'Anne and Christina (Kontra) win the Normalspiel, 174 : 66 card points, value 6.',
      '  Kontra: keine 90 said by Kontra +1\n  Kontra: won against the queens (gegen die Alten) +1\n  Kontra: Doppelkopf in trick 6 +1\n  Re: fox caught (Fuchs gefangen) in trick 12 +1\n  Value for Kontra: 6',
      'Deal 3: Christina deals, Dieter leads.',
      'The session after 7 deals (6 counted):\n  1. Dieter +13\n  2. Anne +3\n  3. Bert -7\n  4. Christina -9\n',
    ]);
    expect((await play(11, { deals: 6 })).stdout).toBe(out);
  });

  test('at a terminal: "gesund" from the menu, Kontra out of turn, then the cards', async () => {
    // Seed 2: you deal; Bert, Christina and Dieter say "gesund", and so do you (g). Any
    // player may announce at any moment (5.2.3): offered Kontra while Bert is to lead,
    // you say it (its key); then Enter (1) continues at each offer and plays your first
    // card at each turn. Dieter answers with Re.
    // One counted deal with four Pflichtsoli owed would be a Vorführung (4.9.4): this deal
    // is played without Pflichtsolo tracking.
    const r = await play(2, { deals: 1, pflichtsolo: false }, `g\nkontra\n${ones(80)}`);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    contains(r.stdout, [
      'Doppelkopf: you play against rules bots. Seed 2',
      'Bert: "gesund".\nChristina: "gesund".\nDieter: "gesund".\nYour hand:',
      'Nobody has a reservation yet. Say "gesund" (no reservation) or "Vorbehalt" (you want to play a solo).\n  [g] "gesund" (no reservation)\n  [v] "Vorbehalt" (a solo, or a Hochzeit)\nYour move (g = gesund, v = vorbehalt, q = quit): You: "gesund". All are healthy: a normal game.',
      'A normal game: the club queens make the Re party. You are Kontra.',
      '  [1] continue without acting\n  [kontra] "Kontra" (announce that Kontra wins: +2)\n  [90] "keine 90" (Re stays under 90 card points; also says Kontra)\n',
      'Your move (Enter or 1 = continue, a key in [ ], q = quit): You: "Kontra" (Kontra).\n',
      'Dieter: "Re" (Re).',
      'Said: You "Kontra", Dieter "Re".',
      'Score after deal 1 (You dealt):',
      'Re said Re; Kontra said Kontra',
    ]);
    // Every Vorbehalt menu offers "gesund" (here the one the person saw).
    const menus = vorbehaltMenus(r.stdout);
    expect(menus.length).toBe(1);
    for (const menu of menus) expect(menu).toContain('[g] "gesund" (no reservation)');
  });

  test('at a terminal: "Vorbehalt", the solo from the menu, Re, and you lead your Pflichtsolo', async () => {
    // Seed 2 again: the three others are healthy; you reserve (v), name the Damensolo (5),
    // say Re (re) and lead (1.6.2).
    // Six counted deals: no Vorführung yet, and the solo is the person's Pflichtsolo. Enter
    // (1) continues at each offer to announce and plays the first card; q leaves after it.
    const r = await play(2, { deals: 6 }, `v\n5\nre\n${ones(60)}q\n`);
    expect(r.code).toBe(0);
    contains(r.stdout, [
      'Your move (g = gesund, v = vorbehalt, q = quit): You: "Vorbehalt".',
      'Your reservation counts: name your game.\n  [1] Kreuz-Solo (clubs solo)\n  [2] Pik-Solo (spades solo)\n  [3] Herz-Solo (hearts solo)\n  [4] Karo-Solo (diamonds solo)\n  [5] Damensolo (queens solo)\n  [6] Bubensolo (jacks solo)\n  [7] Fleischloser (no-trump solo)\nYour move (1 to 7, q = quit): You play a Damensolo (Pflichtsolo).',
      'You play a Damensolo (Pflichtsolo) as Re against the three others.\nYou lead trick 1.',
      'You: "Re" (Re).',
      'Score after deal 1 (You dealt): You ',
      'Re: You; Kontra: Bert, Christina and Dieter',
    ]);
    // No Hochzeit in the menu: it needs both club queens (4.6.1).
    expect(r.stdout).not.toContain('] Hochzeit');
  });

  test('--bot pimc plays a deal to its end', async () => {
    const r = await play(3, { deals: 1 }, undefined, '--bot', 'pimc', '--think', '20');
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    contains(r.stdout, ['Trick 12:', 'Score after deal 1', 'Session over.']);
  });
});

/** A deal played by the rules bots from a seed: its record and outcome. */
function botDeal(seed: number, options: object = {}) {
  const rules = doppelkopf.rules(options);
  const start = rules.deal({ dealer: 3, seed });
  const hands = [0, 1, 2, 3].map((seat) => rules.view(start, seat).hand);
  const bot = doppelkopfBot<DoppelkopfAction>(rules);
  const actions: DoppelkopfAction[] = [];
  const end = playDeal(rules, start, [bot, bot, bot, bot], new Rng(seed), (a) => actions.push(a));
  const record = { variant: 'doppelkopf', options, dealer: 3, hands, actions };
  return { record, outcome: rules.outcome(end)! };
}

describe('stich replay doppelkopf', () => {
  test('a Hochzeit with keine 90: the outcome with the parties, every game point in words', async () => {
    // Seed 7 (the rules bots): C's Hochzeit, A wins trick 1 and is the partner; Re says
    // keine 90 and wins 202 : 38: won 1, under 90 1, under 60 1, Re 2, keine 90 1 = 6.
    const { record, outcome } = botDeal(7);
    const r = await run(['replay', 'deal.json'], {
      files: { 'deal.json': JSON.stringify(record) },
    });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const line = JSON.parse(r.stdout);
    expect(line).toEqual(JSON.parse(JSON.stringify(doppelkopfReport.dealJson!(outcome))));
    expect(line.text).toEqual([
      'A and C (Re) win the Hochzeit, 202 : 38 card points, value 6',
      'Re: A and C; Kontra: B and D (Hochzeit: A wins trick 1, the Klärungsstich)',
      'Re said Re and keine 90',
      'Re: won (Gewonnen) +1',
      'Re: opponents under 90 (unter 90) +1',
      'Re: opponents under 60 (unter 60) +1',
      'Re: Re announced (Re angesagt) +2',
      'Re: keine 90 said by Re +1',
      'Value for Re: 6',
    ]);
    expect(line.score.scores).toEqual([6, -6, 6, -6]);
  });

  test('a session record written by play --record replays to the same totals', async () => {
    const played = await play(11, { deals: 6 }, undefined, '--record', 'session.json');
    const text = played.files['session.json'];
    expect(text).toMatch(/"variant": "doppelkopf"/);
    const r = await run(['replay', '-'], { stdin: text });
    expect(r.code).toBe(0);
    const line = JSON.parse(r.stdout);
    expect(line.totals).toEqual([3, -7, -9, 13]);
    expect(line.deals.map((d: { text: string[] }) => d.text[0]).slice(0, 3)).toEqual([
      'D wins the Karo-Solo (Pflichtsolo), 174 : 66 card points, value 6 (x3)',
      'A and C (Kontra) win the Normalspiel, 174 : 66 card points, value 6',
      'A and B (Kontra) win the Normalspiel, 218 : 22 card points, value 6',
    ]);
  });

  test('option armut: the exchange narrated, the parties in the replay (7.10)', async () => {
    // Seed 8, three deals without Pflichtsolo (worked out by the rules bots): Anne and
    // Dieter reserve; Anne is poor, Dieter holds both club queens; both give way, and the
    // Armut ranks above the Hochzeit (7.10.2). Bert takes Anne's three trumps; Kontra wins
    // 164 : 76 with Re and Kontra said: won 1, under 90 1, Re 2, Kontra 2, gegen die Alten
    // 1, a fox caught 1 = 8, as in a normal game (7.10.4).
    const options = { armut: {}, deals: 3, pflichtsolo: false };
    const played = await play(8, options, undefined, '--record', 'session.json');
    expect(played.code).toBe(0);
    contains(played.stdout, [
      'Anne gives way: no solo.\nDieter gives way: no solo.\nAnne has an Armut (at most three trumps): 3 cards go aside, face down.\nBert takes the Armut, and gives as many cards back.\nBert takes up the Armut: ♥Q ♥J ♦A.\nBert has given 3 cards back: Anne and Bert are Re.',
      'Christina and Dieter (Kontra) win the Armut, 164 : 76 card points, value 8.',
      '  Kontra: won against the queens (gegen die Alten) +1',
    ]);
    const r = await run(['replay', '-'], { stdin: played.files['session.json'] });
    expect(r.code).toBe(0);
    const line = JSON.parse(r.stdout);
    expect(line.deals[0].text.slice(0, 2)).toEqual([
      'C and D (Kontra) win the Armut, 164 : 76 card points, value 8',
      "Re: A and B; Kontra: C and D (Armut: B takes A's trumps, gives as many cards back and plays with A)",
    ]);
    expect(line.deals[0].re).toEqual([0, 1]);
    // Solved mid-deal: the poor player and the taker are the asked party.
    const solved = await run(['solve', '-', '--deal', '0', '--at', '40'], {
      stdin: played.files['session.json'],
    });
    expect(solved.code).toBe(0);
    expect(solved.stdout.split('\n')[0]).toContain('Doppelkopf, Armut, poor player Anne');
    expect(solved.stdout).toContain('Re (Anne and Bert) take');
  });

  test('an announcement for the wrong party is one error line; exit 1', async () => {
    const { record } = botDeal(3);
    const query = record.actions.slice(0, 4);
    const bad = {
      ...record,
      actions: [
        ...query,
        { type: 'announce', seat: 0, party: 're', call: 'schwarz' },
        { type: 'announce', seat: 0, party: 'kontra', call: 'kontra' },
      ],
    };
    const r = await run(['replay', '-'], { stdin: JSON.stringify(bad) });
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stdout).error).toMatchObject({ code: 'ANNOUNCEMENT_NOT_ALLOWED' });
  });
});

describe('stich solve doppelkopf', () => {
  test('a normal game four tricks from the end: Re needs 121, Kontra 120 (5.9.3)', async () => {
    // Seed 4, dealer 3, everybody healthy, random cards until 16 are left: Re is Anne and
    // Dieter.
    const m = makeDeal(doppelkopf as never, 4, 3, healthy, 16);
    const r = await run(['solve', '-'], { stdin: JSON.stringify(m.record) });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    // The band between the marks around the total (181 and 211; 206 is all Re can still
    // have), and one card that keeps it.
    contains(r.stdout, [
      'Doppelkopf, Normalspiel: after 36 of 36 actions, trick 9 of 12; Dieter to play.',
      'Re (Anne and Dieter) take 181 to 206 card points with best play by both sides: win (121 needed).',
      "  the band between the marks where the game's value changes (30, 60, 90, 121, 151, 181, 211); --exact pins the total down",
      'A card that keeps it for Dieter: ♥10 (--all-best lists every one)',
    ]);
    const json = JSON.parse(
      (await run(['solve', '-', '--json'], { stdin: JSON.stringify(m.record) })).stdout,
    );
    expect(json).toMatchObject({
      value: 181,
      upper: 206,
      marks: [30, 60, 90, 121, 151, 181, 211],
      goal: { reached: true },
      best: ['HT'],
      everyBest: false,
    });
    // --exact: the total itself, and every best card.
    const exact = await run(['solve', '-', '--exact'], { stdin: JSON.stringify(m.record) });
    contains(exact.stdout, [
      'Re (Anne and Dieter) take 181 card points with best play by both sides: win (121 needed).',
      'Best card for Dieter: ♥10',
    ]);
    expect(exact.stdout).not.toContain('band');
    // --seat of a Kontra player asks about Kontra: 240 - 181 = 59, against its 120.
    const them = await run(['solve', '-', '--seat', 'Bert', '--exact'], {
      stdin: JSON.stringify(m.record),
    });
    expect(them.stdout).toContain(
      'Kontra (Bert and Christina) take 59 card points with best play by both sides: lose (120 needed).',
    );
    // Kontra's band: 34 already taken, up to a point under its 60 (Re's 181).
    const band = await run(['solve', '-', '--seat', 'Bert'], { stdin: JSON.stringify(m.record) });
    expect(band.stdout).toContain(
      'Kontra (Bert and Christina) take 34 to 59 card points with best play by both sides: lose (120 needed).',
    );
  });

  test('--all-best lists every card that keeps the band: those --exact finds and more', async () => {
    const m = makeDeal(doppelkopf as never, 6, 3, forehandSolo, 20);
    const json = async (...flags: string[]) =>
      JSON.parse(
        (await run(['solve', '-', '--json', ...flags], { stdin: JSON.stringify(m.record) })).stdout,
      );
    const one = await json();
    const every = await json('--all-best');
    const exact = await json('--exact');
    expect(every).toMatchObject({ value: one.value, upper: one.upper });
    expect(every.everyBest).toBeUndefined();
    expect(one.best).toHaveLength(1);
    expect(every.best).toContain(one.best[0]);
    // The exact total lies in the band, and a card keeping it keeps the band.
    expect(exact.value).toBeGreaterThanOrEqual(one.value);
    expect(exact.value).toBeLessThanOrEqual(one.upper);
    for (const card of exact.best) expect(every.best).toContain(card);
  });

  test('a solo five tricks from the end: the soloist against three', async () => {
    const m = makeDeal(doppelkopf as never, 6, 3, forehandSolo, 20);
    const r = await run(['solve', '-'], { stdin: JSON.stringify(m.record) });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Doppelkopf, Kreuz-Solo, soloist Anne: after ');
    expect(r.stdout).toMatch(
      /The soloist \(Anne, Re\) takes \d+ to \d+ card points with best play by both sides: (wins|loses) \(121 needed\)\./,
    );
  });

  test('nothing to solve while the Vorbehalt query is open', async () => {
    const m = makeDeal(doppelkopf as never, 4, 3, healthy);
    const r = await run(['solve', '-', '--at', '2'], { stdin: JSON.stringify(m.record) });
    expect(r.code).not.toBe(0);
    expect(r.stdout + r.stderr).toContain('nothing to solve yet');
  });
});

describe('stich rules, simulate and compare doppelkopf', () => {
  test('rules: the cards in German, the trump orders of every game, the options', async () => {
    const r = await run(['rules', 'doppelkopf']);
    expect(r.code).toBe(0);
    // The names and orders of doppelkopf.en.md 1.2, 2.2, 2.3 and 4.4.
    contains(r.stdout, [
      'Doppelkopf (doppelkopf)',
      'Cards: 48: Kreuz (C), Pik (S), Herz (H), Karo (D); ranks As (A), Zehn (T), König (K), Dame (Q), Bube (J), Neun (9); every card 2 times.',
      'Card points: As 11, Zehn 10, König 4, Dame 3, Bube 2, Neun 0; 240 in all.',
      "Card order (trump mode 'normal'):\n  Trumps, highest first: Herz-Zehn > Kreuz-Dame > Pik-Dame > Herz-Dame > Karo-Dame > Kreuz-Bube > Pik-Bube > Herz-Bube > Karo-Bube > Karo-As > Karo-Zehn > Karo-König > Karo-Neun\n",
      '  Herz, highest first: As > König > Neun\n',
      "Card order (trump mode 'damen'):\n  Trumps, highest first: Kreuz-Dame > Pik-Dame > Herz-Dame > Karo-Dame\n  Plain suits, highest first: As > Zehn > König > Bube > Neun\n",
      "Card order (trump mode 'fleischlos'):\n  Trumps, highest first: none\n",
      'vorbehalt: the Vorbehalt query',
      'hochzeitKlaerung',
    ]);
  });

  test('simulate: the rules bots by default; the wins, the announcements, the game mix', async () => {
    const r = await run([
      'simulate',
      'doppelkopf',
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
    expect(json).toMatchObject({ variant: 'doppelkopf', bots: 'rules', deals: 200 });
    expect(json.rates.reWon).toBeGreaterThan(0.5);
    expect(json.rates.announced).toBeGreaterThan(0.3);
    expect(Object.keys(json.mix)).toEqual(expect.arrayContaining(['Normalspiel', 'Hochzeit']));
    const help = await run(['--help']);
    expect(help.stdout).toMatch(/Variants: .*doppelkopf/);
  });

  test('compare: the first Dulle against the second', async () => {
    const r = await run(['compare', 'doppelkopf', 'doppelkopf:dullen=secondWins']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/dullen.*firstWins.*secondWins/);
  });
});
