import { describe, expect, test } from 'vitest';
import { ones, playRun } from './playRun';

// `stich play --lang de`: the terminal's own narration and prompts in German, beside the
// game's German texts, and the plug-ins' closing summaries in German too.

/** English words the terminal's own sentences used before they were translated. */
const ENGLISH =
  /\b(Deal \d|deals|leads|passes|holds|takes|Trick \d|so far|Your (hand|move)|You (lead|do not|cannot|must|may|left)|quit|choose|number or card|clubs|spades|hearts|diamonds|jacks|bots play|over\.)\b/;

/** The lines the terminal itself writes: not the plug-in's summary after the end. */
const ownLines = (stdout: string) => {
  const end = stdout.search(/\n(Liste|Partie|Sitzung|Session)\S* beendet\./);
  return (end < 0 ? stdout : stdout.slice(0, end)).split('\n');
};

describe('stich play --lang de', () => {
  test.each([
    ['skat', { deals: 2 }],
    ['kalter-schlag', { target: 200 }],
    ['schafkopf', { deals: 2 }],
    ['doppelkopf', { deals: 1 }],
  ])('%s: watching, the narration is German', async (variant, options) => {
    const r = await playRun(variant, 3, options, undefined, '--lang', 'de');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/Spiel 1: \S+ gibt/);
    expect(r.stdout).toMatch(/Stich 1: .* -> \S+ \(\d+ Augen\)/);
    expect(r.stdout).toMatch(/beendet\./);
    for (const line of ownLines(r.stdout)) expect(line).not.toMatch(ENGLISH);
  });

  test.each([
    [
      'skat',
      { deals: 2 },
      /\nDie Liste nach 2 Spielen:\n {2}1\. \S+ [+-]?\d+ \(\d+ gewonnen, \d+ verloren\)/,
    ],
    [
      'kalter-schlag',
      { target: 200 },
      /\n\S+ (gewinnt|verliert) die Partie mit .* nach \d+ Spielen\.\nZahlungen: /,
    ],
    [
      'ramsch',
      { deals: 3 },
      /\n(Die Sitzung ist nach 3 Spielen nicht beendet|.+ die Sitzung mit -?\d+ nach 3 Spielen)\.\nSummen: /,
    ],
    ['schafkopf', { deals: 2 }, /\nDie Sitzung nach 2 Spielen, in Cent:\n/],
    ['skatkopf', { deals: 2 }, /\nDie Sitzung nach 2 Spielen:\n/],
    ['doppelkopf', { deals: 1 }, /\nDie Sitzung nach 1 Spiel \(1 gezählt\):\n/],
  ])('%s: the closing summary is German', async (variant, options, summary) => {
    const r = await playRun(variant, 3, options, undefined, '--lang', 'de');
    expect(r.code).toBe(0);
    const end = r.stdout.slice(r.stdout.search(/\n(Liste|Partie|Sitzung)\S* beendet\./));
    expect(end).toMatch(summary);
    expect(end).not.toMatch(/\b(after|deals?|Payments|Totals|session|won|lost|counted|cents)\b/);
  });

  test('at the terminal the prompts are German, and the person is "Du"', async () => {
    const r = await playRun('kalter-schlag', 4, { target: 1000 }, ones(30), '--lang', 'de');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Deine Karten:');
    expect(r.stdout).toMatch(/Dein Zug \(Zahl oder Karte.*q = beenden\): /);
    expect(r.stdout).toMatch(/Stich \d+: .*Du /);
    expect(r.stdout).toMatch(/\n +Du +Bert +Christina +Dieter\n/);
    expect(r.stdout).toMatch(/Du hast die Partie nach \d+ Spiel(en)? verlassen\./);
    for (const line of ownLines(r.stdout)) expect(line).not.toMatch(ENGLISH);
  });

  test('a wrong answer is explained in German', async () => {
    const r = await playRun('kalter-schlag', 4, { target: 100 }, 'x9\n77\nq\n', '--lang', 'de');
    expect(r.stdout).toContain("'x9' ist kein Zug");
    expect(r.stdout).toMatch(/Es gibt kein \[77\]; wähle 1 bis \d+\./);
  });

  test('English stays as it was', async () => {
    const r = await playRun('kalter-schlag', 4, { target: 100 }, 'x9\nq\n');
    expect(r.stdout).toContain("'x9' is not a move");
    expect(r.stdout).toContain('Your hand:');
    expect(r.stdout).toMatch(/You left the Partie after \d+ deals?\./);
  });
});
