import { describe, expect, test } from 'vitest';
import { ones, playRun } from './playRun';

/** `stich play schafkopf --bot random` at a terminal, Kontra until the first trick (5.2). */
const play = (seed: number, stdin: string) =>
  playRun('schafkopf', seed, { deals: 1, stossUntil: 'firstTrick' }, stdin, '--bot', 'random');

const menu = (next: string) =>
  [
    `You may act now, out of turn, before ${next} goes on:`,
    '  [1] continue without acting',
    '  [d] Re (double the game)',
    'Your move (Enter or 1 = continue, d = re, q = quit): ',
  ].join('\n');

describe('stich play: acting out of turn (schafkopf.en.md 5.2, stossUntil firstTrick)', () => {
  test("you answer a bot's Kontra in trick 1 with Re, out of turn, before the next card", async () => {
    // Seed 96: you say "Ich spiel" (1), play the Sauspiel on the Gras-Sau (1), pass in the
    // round before play (p) and lead the Eichel-Ober (1). Bert says Kontra before his card;
    // you say Re at once (d), then play the first legal card of each trick.
    const r = await play(96, `1\n1\np\n1\nd\n${ones(7)}`);
    expect(r.code).toBe(0);
    const out = r.stdout;
    expect(out).toContain('Bert says kontra.\nYour hand:\n');
    expect(out).toContain(`Trick 1 so far: You EO\n`);
    expect(out).toContain(`${menu('Bert')}You say re.\nTrick 1: You EO, Bert EU,`);
    expect(out.match(/out of turn/g)).toHaveLength(1);
    expect(out).toContain(
      'Score after deal 1 (Dieter dealt): You and Christina win the Sauspiel auf die Gras-Sau, 70 : 50 card points, value 40 ct.\n  Christina holds the Gras-Sau and plays with You\n  Kontra and Re\n',
    );
    // The record holds the Re out of turn, between Bert's Kontra and his card.
    const played = await playRun(
      'schafkopf',
      96,
      { deals: 1, stossUntil: 'firstTrick' },
      `1\n1\np\n1\nd\n${ones(7)}`,
      '--bot',
      'random',
      '--record',
      'r.json',
    );
    const actions = JSON.parse(played.files['r.json']).deals[0].actions;
    const kontra = actions.findIndex((a: { type: string }) => a.type === 'double');
    expect(actions.slice(kontra, kontra + 3)).toEqual([
      { type: 'double', seat: 1 },
      { type: 'double', seat: 0 },
      { type: 'play', seat: 1, card: 'CJ' },
    ]);
  });

  test('Enter goes on without acting; you are not asked again until the next action', async () => {
    // Seed 98: you play a Wenz; Christina says Kontra before her card in trick 1. You go on
    // (Enter); Re is still yours at your own turn in trick 1, beside your cards.
    const r = await play(98, `1\n1\n1\np\n\n${ones(8)}`);
    expect(r.code).toBe(0);
    const out = r.stdout;
    expect(out.match(/out of turn/g)).toHaveLength(1);
    expect(out).toContain(
      `Christina says kontra.\nYour hand:\n  acorns    EA E8 E7\n  leaves    G7\n  hearts    HA HZ H7\n  bells     S9\nTrick 1 so far: Bert GK\nYou play Wenz.\n${menu('Christina')}declarer: You · game: Wenz · doubled: Kontra (Christina)\nYou play Wenz.\nTrick 1 so far: Bert GK, Christina GO, Dieter GA\n`,
    );
    expect(out).toContain(
      '  [d] Re (double the game)\nYour move (number or card, d = re, q = quit): Trick 1: Bert GK, Christina GO, Dieter GA, You G7',
    );
    expect(out).not.toContain('You say re.');
    expect(out).toContain('Score after deal 1');
  });
});
