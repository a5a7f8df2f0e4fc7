import { playDeal } from '@stich/bots';
import { type BaseAction, Rng } from '@stich/core';
import { type SchafkopfAction, schafkopf } from '@stich/schafkopf';
import { schafkopfBot, schafkopfReport } from '@stich/schafkopf/plugin';
import { describe, expect, test } from 'vitest';
import { run } from './harness';
import { ones, playRun } from './playRun';
import { makeDeal } from './solveFixtures';

/** `stich play schafkopf` with a seed and options: watching, or at a terminal with `stdin`. */
const play = (seed: number, options: object, stdin?: string, ...more: string[]) =>
  playRun('schafkopf', seed, options, stdin, ...more);

/** Expects each of `parts` in `out`. */
const contains = (out: string, parts: readonly string[]) => {
  for (const part of parts) expect(out).toContain(part);
};

/** Forehand (seat 0, dealer 3) says "Ich spiel" and declares a Sauspiel; everyone else passes. */
const forehandSauspiel = (legal: BaseAction[]) =>
  legal.find((a) => a.type === 'claimGame' && a.seat === 0) ??
  legal.find((a) => a.type === 'pass') ??
  legal.find((a) => a.type === 'declare' && (a as { game?: string }).game === 'sauspiel') ??
  legal[0];

describe('stich play schafkopf', () => {
  test('--watch plays a session: the announcement, a duel, the tricks, the sheet; the same every time', async () => {
    const a = await play(2, { deals: 2 });
    expect(a.code).toBe(0);
    expect(a.stderr).toBe('');
    const out = a.stdout;
    // Seed 2 (worked out by the bots): deal 1, Bert and Christina say "Ich spiel", Bert
    // keeps the game and plays a Sauspiel on the Eichel-Sau with Christina, 93 : 27 with
    // Schneider (10 + 10 cents). Deal 2: Christina, Anne and Bert say "Ich spiel"; Anne
    // names the Wenz class, Christina gives way, Bert too; Anne's Gras-Solo wins 97 : 23,
    // Schneider: 50 + 10 cents from each.
    contains(out, [
      'Schafkopf: 4 rules bots play. Seed 2',
      'Deal 1: Anne deals, Bert leads.',
      'Bert: "Ich spiel".\nChristina: "Ich spiel".\nDieter: "weiter".\nAnne: "weiter".\nChristina: "weiter".\nBert plays Sauspiel auf die Eichel-Sau.',
      'Christina plays the called Eichel-Sau.\nTrick 2: Anne E8, Bert EK, Christina EA, Dieter E7 -> Christina takes 15',
      'Score after deal 1 (Anne dealt): Bert and Christina win the Sauspiel auf die Eichel-Sau, 93 : 27 card points, value 20 ct.',
      '  Christina holds the Eichel-Sau and plays with Bert\n  Schneider\n  payments: Anne -20 ct, Bert +20 ct, Christina +20 ct, Dieter -20 ct',
      'Christina: "Ich spiel".\nDieter: "weiter".\nAnne: "Ich spiel".\nBert: "Ich spiel".\nAnne names Wenz/Geier.\nChristina: "weiter".\nBert: "weiter".\nAnne plays Gras-Solo.',
      'Score after deal 2 (Bert dealt): Anne wins the Gras-Solo, 97 : 23 card points, value 60 ct.',
      '  payments: Anne +1.80 €, Bert -60 ct, Christina -60 ct, Dieter -60 ct',
      'The session after 2 deals, in cents:\n  1. Anne +160\n  2. Bert -40\n  3. Christina -40\n  4. Dieter -80\n',
    ]);
    expect(out).toMatch(/\n {2}cents +180 +-60 +-60 +-60\n {2}total +160 +-40 +-40 +-80\n/);
    // Nobody is named as the partner before the Eichel-Sau falls.
    const before = out.slice(0, out.indexOf('plays the called Eichel-Sau'));
    expect(before).not.toMatch(/holds the|plays with/);
    expect((await play(2, { deals: 2 })).stdout).toBe(out);
  });

  test('at a terminal: "Ich spiel" or "weiter", Kontra, then the cards', async () => {
    // Seed 2: Bert and Christina say "Ich spiel"; you say "weiter" (p), Bert plays a
    // Sauspiel on the Eichel-Sau; you say Kontra (d), pass when it comes round again (the
    // only choice: Enter), then play your first card each trick.
    const r = await play(2, { deals: 1 }, `p\nd\n\n${ones(8)}`);
    expect(r.code).toBe(0);
    contains(r.stdout, [
      'Bert, Christina said "Ich spiel". Say "Ich spiel" to play a game, or "weiter" to pass.\n  [p] pass ("weiter")\n  [1] "Ich spiel" (I want to play)\n',
      'You: "weiter".',
      'Bert plays Sauspiel auf die Eichel-Sau. Say Kontra (doubling the game) or pass.\n  [d] Kontra (double the game)\n  [p] no Kontra\n',
      'Your move (d = kontra, p = pass, q = quit): You say kontra.',
      '  [p] pass\nYour move (Enter, p = pass, q = quit): You pass.',
      'Bert plays Sauspiel auf die Eichel-Sau: whoever holds the Eichel-Sau plays with Bert.',
      'Score after deal 1 (You dealt):',
      'kontra',
    ]);
    expect(r.stdout).not.toContain('Say Re');
  });

  test('at a terminal as the declarer: "Ich spiel", the game from the menu, cards by number and code', async () => {
    // Seed 5: you are forehand and say "Ich spiel" (1); Christina says it too and gives
    // way; you declare the Sauspiel on the Gras-Sau (1), pass in the Kontra round (Enter;
    // nobody doubles), and lead the Eichel-Unter by its German short form. In trick 2 the
    // Eichel-Sau is not yours; you follow with Herz-9 by its code, then the first card.
    const moves = ['1', '1', '', 'xx', '9', 'eu', 'ca', 'h9', ...ones(6).split('\n')];
    const r = await play(5, { deals: 1 }, `${moves.join('\n')}\n`);
    expect(r.code).toBe(0);
    contains(r.stdout, [
      'Nobody wants to play yet. Say "Ich spiel" to play a game, or "weiter" to pass.\n  [p] pass ("weiter")\n  [1] "Ich spiel" (I want to play)\n',
      'You: "Ich spiel".\nBert: "weiter".\nChristina: "Ich spiel".\nDieter: "weiter".\nChristina: "weiter".\n',
      'You play: declare your game (a Sauspiel calls an ace you lack, of a suit you hold).\n  [1] Sauspiel auf die Gras-Sau      [2] Sauspiel auf die Schellen-Sau\n',
      'You play Sauspiel auf die Gras-Sau.',
      "'xx' is not a move; type the number shown before a card, or a card such as HA.",
      'There is no [9]; choose 1 to 8.',
      'Trick 1: You EU, Bert GU, Christina GO, Dieter SU -> Christina takes 9',
      'You do not hold EA.',
      'Trick 2: Christina EO, Dieter HU, You H9, Bert HO -> Christina takes 8',
      'Score after deal 1 (Dieter dealt): You and Christina win the Sauspiel auf die Gras-Sau, 81 : 39 card points, value 10 ct.',
    ]);
    // Skat's contract menu is not Schafkopf's declaration.
    expect(r.stdout).not.toContain('Declare your game');
  });

  test('--bot pimc plays a deal to its end', async () => {
    const r = await play(3, { deals: 1 }, undefined, '--bot', 'pimc', '--think', '20');
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    contains(r.stdout, ['Trick 8:', 'Score after deal 1', 'Session over.']);
  });
});

/** A deal played by the rules bots from a seed: its record and outcome. */
function botDeal(seed: number, options: object = {}) {
  const rules = schafkopf.rules(options);
  const start = rules.deal({ dealer: 3, seed });
  const hands = [0, 1, 2, 3].map((seat) => rules.view(start, seat).hand);
  const bot = schafkopfBot<SchafkopfAction>(rules);
  const actions: SchafkopfAction[] = [];
  const end = playDeal(rules, start, [bot, bot, bot, bot], new Rng(seed), (a) => actions.push(a));
  const record = { variant: 'schafkopf', options, dealer: 3, hands, actions };
  return { record, outcome: rules.outcome(end)! };
}

describe('stich replay schafkopf', () => {
  test.each([
    [5, {}],
    [6, { allPassed: 'ramsch' }],
  ])('a deal record of seed %i (%j): the outcome with the game in words', async (seed, options) => {
    const { record, outcome } = botDeal(seed, options);
    const r = await run(['replay', 'deal.json'], {
      files: { 'deal.json': JSON.stringify(record) },
    });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const line = JSON.parse(r.stdout);
    expect(line).toEqual(JSON.parse(JSON.stringify(schafkopfReport.dealJson!(outcome))));
    expect(line.payments.reduce((a: number, b: number) => a + b, 0)).toBe(0);
    expect(typeof line.text).toBe('string');
  });

  test('a session record written by play --record replays to the same totals', async () => {
    const played = await play(2, { deals: 2 }, undefined, '--record', 'session.json');
    const text = played.files['session.json'];
    expect(text).toMatch(/"variant": "schafkopf"/);
    const r = await run(['replay', '-'], { stdin: text });
    expect(r.code).toBe(0);
    const line = JSON.parse(r.stdout);
    expect(line.totals).toEqual([160, -40, -40, -80]);
    expect(line.deals.map((d: { text: string }) => d.text)).toEqual([
      'Sauspiel auf die Eichel-Sau',
      'Gras-Solo',
    ]);
  });

  test('an action out of turn is one error line; exit 1', async () => {
    const { record } = botDeal(5);
    const bad = { ...record, actions: [{ type: 'claimGame', seat: 2 }] };
    const r = await run(['replay', '-'], { stdin: JSON.stringify(bad) });
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stdout).error).toMatchObject({ index: 0 });
  });
});

describe('stich solve schafkopf', () => {
  test('a Sauspiel before the called ace falls: the playing side from the record, with a note', async () => {
    // Seed 2, dealer 3: Anne plays a Sauspiel on the Gras-Sau, which Christina holds and
    // has not played with 12 cards left.
    const m = makeDeal(schafkopf as never, 2, 3, forehandSauspiel, 12);
    const r = await run(['solve', '-'], { stdin: JSON.stringify(m.record) });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    contains(r.stdout, [
      'Schafkopf, Sauspiel auf die Gras-Sau, declarer Anne: after 29 of 29 actions, trick 6 of 8; Bert to play.',
      'The playing side (Anne and Christina) takes 75 card points with best play by both sides: wins (61 needed).',
      'the sides come from the record: Christina holds the Gras-Sau, not played yet, so the others do not know the partner',
    ]);
    const json = JSON.parse(
      (await run(['solve', '-', '--json'], { stdin: JSON.stringify(m.record) })).stdout,
    );
    expect(json).toMatchObject({ value: 75, goal: { reached: true } });
    // --seat of an opponent asks about the opponents: 120 - 75 = 45 points.
    const them = await run(['solve', '-', '--seat', '1'], { stdin: JSON.stringify(m.record) });
    expect(them.stdout).toContain(
      'The opponents (Bert and Dieter) take 45 card points with best play by both sides: lose (60 needed).',
    );
  });

  test('a thrown-in deal has nothing to solve', async () => {
    const pass = (legal: BaseAction[]) => legal.find((a) => a.type === 'pass') ?? legal[0];
    const m = makeDeal(schafkopf as never, 1, 3, pass);
    const r = await run(['solve', '-'], { stdin: JSON.stringify(m.record) });
    expect(r.code).not.toBe(0);
    expect(r.stdout + r.stderr).toContain('nothing to solve');
  });
});

describe('stich rules, simulate and compare schafkopf', () => {
  test('rules: the cards in German, the trump orders and the options', async () => {
    const r = await run(['rules', 'schafkopf']);
    expect(r.code).toBe(0);
    // The names of schafkopf.en.md 1.2 and 2.1 (NOTES.md: German names by default).
    contains(r.stdout, [
      'Schafkopf (schafkopf)',
      'Cards: 32: Eichel (C), Gras (S), Herz (H), Schellen (D); ranks Sau (A), Zehn (T), König (K), Ober (Q), Unter (J), Neun (9), Acht (8), Sieben (7).',
      'Card points: Sau 11, Zehn 10, König 4, Ober 3, Unter 2, Neun 0, Acht 0, Sieben 0; 120 in all.',
      "Card order (trump mode 'normal'):\n  Trumps, highest first: Eichel-Ober > Gras-Ober > Herz-Ober > Schellen-Ober > Eichel-Unter > Gras-Unter > Herz-Unter > Schellen-Unter > Herz-Sau > Herz-Zehn > Herz-König > Herz-Neun > Herz-Acht > Herz-Sieben\n",
      '  Eichel, highest first: Sau > Zehn > König > Neun > Acht > Sieben\n',
      '  Herz: all trumps\n',
      "Card order (trump mode 'wenz'):\n  Trumps, highest first: Eichel-Unter > Gras-Unter > Herz-Unter > Schellen-Unter\n  Plain suits, highest first: Sau > Zehn > König > Ober > Neun > Acht > Sieben\n",
      'allPassed',
      'laufendeFrom',
    ]);
    expect(r.stdout).not.toMatch(/acorns|leaves|bells|EO > GO/);
  });

  test('simulate: the rules bots by default; the playing side wins most games; the mix', async () => {
    const r = await run([
      'simulate',
      'schafkopf',
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
    expect(json).toMatchObject({ variant: 'schafkopf', bots: 'rules', deals: 200 });
    expect(json.rates.playingSideWon).toBeGreaterThan(0.6);
    expect(Object.keys(json.mix)).toEqual(expect.arrayContaining(['Sauspiel', 'Farbsolo']));
    const help = await run(['--help']);
    expect(help.stdout).toMatch(/Variants: .*schafkopf/);
  });

  test('compare: a throw-in against a Ramsch when all pass', async () => {
    const r = await run(['compare', 'schafkopf', 'schafkopf:allPassed=ramsch']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/allPassed.*throwIn.*ramsch/);
  });
});

describe('stich play with a game from outside', () => {
  test("a declaration that is not Skat's is a menu of the legal actions, never Skat's contract menu", async () => {
    // Schafkopf's rules with no presentation: the actions come by their JSON, in the
    // rules' order. Seed 5: you say "Ich spiel" (2), Christina gives way, and you declare.
    const plugin = new URL('./fixtures/plainKopf.mjs', import.meta.url).href;
    const r = await run(['play', plugin, '--seed', '5', '--options', '{"deals":1}'], {
      tty: true,
      stdin: 'x\n2\n1\nq\n',
    });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    contains(r.stdout, [
      'Plain Kopf: you play against random bots.',
      '  [1] {"type":"pass","seat":0}\n  [2] {"type":"claimGame","seat":0}\n',
      "'x' is not a choice here; type 1 to 2.",
      '  [1] {"type":"declare","seat":0,"game":"sauspiel","suit":"S"}',
      'You left the session after 0 deals.',
    ]);
    expect(r.stdout).not.toContain('Declare your game');
  });
});
