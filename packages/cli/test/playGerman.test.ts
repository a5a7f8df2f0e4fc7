import { describe, expect, test } from 'vitest';
import { ones, playRun } from './playRun';

// `stich play --lang de`: the terminal's own narration and prompts in German, beside the
// game's German texts. The plug-ins' closing summaries are still English (not checked).

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
