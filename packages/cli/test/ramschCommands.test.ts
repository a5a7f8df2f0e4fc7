import { ramsch } from '@stich/ramsch';
import { describe, expect, test } from 'vitest';
import { run } from './harness';

const schieben = ['--options', '{"schieben":true}'];

describe('stich play ramsch', () => {
  test('--watch plays a whole session of 12 deals, the same way every time', async () => {
    const a = await run(['play', 'ramsch', '--watch', '--seed', '1']);
    expect(a.code).toBe(0);
    expect(a.stderr).toBe('');
    expect(a.stdout).toContain('Ramsch: 3 rules bots play.');
    expect(a.stdout).toContain('Deal 1: Christina deals, Anne leads.');
    expect(a.stdout).toMatch(/Trick 10: \w+ \S+, \w+ \S+, \w+ \S+ -> \w+ takes \d+/);
    // The sheet: three names, signed scores, the skat's destination.
    expect(a.stdout).toMatch(/Score after deal 1 \(Christina dealt\): .*(loses|lose|wins) \d+\./);
    expect(a.stdout).toMatch(/\n {2}skat: \d+ points to \w+\n/);
    expect(a.stdout).toMatch(/\n {17}Anne {7}Bert {2}Christina\n/);
    expect(a.stdout).toMatch(/\n {2}score +-?\d+ +-?\d+ +-?\d+\n/);
    expect(a.stdout).toContain('Score after deal 12 ');
    expect(a.stdout).not.toContain('Score after deal 13 ');
    expect(a.stdout).toContain('Session over.');
    expect(a.stdout).toMatch(/\n(\w+|\w+ and \w+) loses? the session with -\d+ after 12 deals\./);
    expect(a.stdout).toMatch(/Totals: Anne -?\d+, Bert -?\d+, Christina -?\d+\n$/);
    const b = await run(['play', 'ramsch', '--watch', '--seed', '1']);
    expect(b.stdout).toBe(a.stdout);
  });

  test('Schieberamsch --watch shows every skat action and the skat cards', async () => {
    const r = await run(['play', 'ramsch', '--watch', '--seed', '1', ...schieben]);
    expect(r.code).toBe(0);
    // Seed 1, deal 1: Anne pushes, Bert takes up the queen of spades and the heart jack.
    expect(r.stdout).toContain('Anne pushes the skat on unseen (each push doubles the deal).');
    expect(r.stdout).toContain('Bert takes up the skat: ♠Q ♥J.');
    expect(r.stdout).toMatch(/Bert lays 2 cards back: \S+ \S+\./);
    expect(r.stdout).toMatch(/skat pushed on once: scores x2/);
  });

  test('Bierlachs: the session ends once someone reaches the target', async () => {
    const r = await run([
      'play',
      'ramsch',
      '--watch',
      '--seed',
      '2',
      '--options',
      '{"bierlachs":150}',
    ]);
    expect(r.code).toBe(0);
    const m = r.stdout.match(/loses? the session with (-\d+) after (\d+) deals?\./);
    expect(m).not.toBeNull();
    expect(Number(m![1])).toBeLessThanOrEqual(-150);
    expect(r.stdout).toContain(`Score after deal ${m![2]} `);
    expect(r.stdout).not.toContain(`Score after deal ${Number(m![2]) + 1} `);
  });

  test('--record writes a session record that replays to the same result', async () => {
    const options = '{"schieben":true,"deals":3}';
    const played = await run([
      'play',
      'ramsch',
      '--watch',
      '--seed',
      '5',
      '--options',
      options,
      '--record',
      'r.json',
    ]);
    expect(played.code).toBe(0);
    const record = JSON.parse(played.files['r.json']);
    expect(record).toMatchObject({ variant: 'ramsch', seed: 5, options: { schieben: true } });
    expect(record.deals[0].actions.map((a: { type: string }) => a.type)).toContain('discard');
    const replayed = await run(['replay', 'r.json'], { files: played.files });
    expect(replayed.code).toBe(0);
    const result = JSON.parse(replayed.stdout);
    expect(result).toEqual(record.result);
    expect(result).toMatchObject({ dealsPlayed: 3, ended: true });
  });

  test('without a terminal on stdin it watches', async () => {
    const r = await run(['play', 'ramsch', '--seed', '2', ...schieben], { stdin: 't\n' });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('stdin is not a terminal');
    expect(r.stdout).toContain('Session over.');
    expect(r.stdout).not.toContain('Your move');
  });

  test('at a terminal: take up the skat, see it, lay back two cards; refused and wrong answers are asked again', async () => {
    // Seed 1: you are forehand with the club and diamond jacks; the skat holds ♠Q ♥J.
    const answers = ['x', 't', '1', '1 1', 'zz 5', '13 5', 'HA 5', 'cj d7', '1 2', '6 10', 'q'];
    const r = await run(['play', 'ramsch', '--seed', '1', ...schieben], {
      tty: true,
      stdin: `${answers.join('\n')}\n`,
    });
    expect(r.code).toBe(0);
    const out = r.stdout;
    expect(out).toContain('Ramsch: you play against rules bots.');
    expect(out).toContain('The skat comes to you (2 cards, face down).');
    expect(out).toContain('[p] push it on unseen (doubles the deal)');
    expect(out).toContain("'x' is not a choice here; type t = take, p = push.");
    expect(out).toContain('You take up the skat: ♠Q ♥J.');
    expect(out).toMatch(/jacks +\[1\]♣J \[2\]♥J \[3\]♦J\n {2}clubs +\[4\]♣9 \[5\]♣7\n/);
    expect(out).toContain('Name exactly 2 cards, by their numbers or codes');
    expect(out).toContain('You named ♣J twice; choose 2 different cards.');
    expect(out).toContain("'zz' is not a card");
    expect(out).toContain('There is no [13]; choose 1 to 12.');
    expect(out).toContain('You do not hold ♥A.');
    expect(out).toContain('You cannot lay back ♣J and ♦7: jacks may not be passed on in the skat.');
    expect(out).toContain('You cannot lay back ♣J and ♥J: jacks may not be passed on in the skat.');
    expect(out).toContain('You lay 2 cards back: ♠Q ♥9.');
    expect(out).toMatch(/Bert (takes up the skat|pushes the skat on unseen)/);
    expect(out).not.toMatch(/Bert takes up the skat: /); // a bot's skat stays hidden
    expect(out).toContain('You left the session after 0 deals.');
  });

  test('at a terminal: push the skat, then play the deal to its score sheet', async () => {
    const moves = ['p', ...Array(10).fill('1'), 'q'];
    const r = await run(['play', 'ramsch', '--seed', '4', ...schieben], {
      tty: true,
      stdin: `${moves.join('\n')}\n`,
    });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('You push the skat on unseen (each push doubles the deal).');
    expect(r.stdout).toMatch(/Score after deal 1 \(Christina dealt\): /);
    expect(r.stdout).toMatch(/\n {18}You {7}Bert {2}Christina\n/);
    expect(r.stdout).toMatch(/skat pushed on once: scores x2/);
    expect(r.stdout).toContain('You left the session after 1 deal.');
  });
});

describe('stich rules ramsch', () => {
  test('shows the cards, three players, the scoring and every option', async () => {
    const r = await run(['rules', 'ramsch']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Ramsch \(ramsch\)\n/);
    expect(r.stdout).toContain('Players: 3 at the table, 3 play each deal.');
    expect(r.stdout).toContain('Trumps, highest first: ♣J > ♠J > ♥J > ♦J');
    expect(r.stdout).toContain('Plain suits, highest first: A > 10 > K > Q > 9 > 8 > 7');
    expect(r.stdout).toContain('3 to each player, then 2 to the skat, then 4 to each player');
    expect(r.stdout).toContain('Doubling:\n  - none');
    expect(r.stdout).not.toContain('schieben:');
    for (const line of [...ramsch.describe.scoring, ...ramsch.session.describe])
      expect(r.stdout).toContain(line);
    for (const [name, value] of Object.entries(ramsch.defaults))
      expect(r.stdout).toMatch(new RegExp(`\\n  ${name} +\\S.* ${JSON.stringify(value)} `));
  });

  test('--options: Schieberamsch adds its phase, tens low change the order', async () => {
    const r = await run(['rules', 'ramsch', '--options', '{"schieben":true,"tensLow":true}']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('  - schieben: Schieberamsch: from forehand');
    expect(r.stdout).toContain('Plain suits, highest first: A > K > Q > 10 > 9 > 8 > 7');
    expect(r.stdout).toMatch(/schieben +boolean +false +true/);
  });

  test('bad options are a usage error', async () => {
    const r = await run(['rules', 'ramsch', '--options', '{"skatTo":"dealer"}']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/INVALID_OPTIONS/);
  });
});

describe('stich simulate ramsch', () => {
  const json = async (...args: string[]) => {
    const r = await run([
      'simulate',
      'ramsch',
      '--deals',
      '3000',
      '--seed',
      '9',
      '--json',
      ...args,
    ]);
    expect(r.code).toBe(0);
    return JSON.parse(r.stdout);
  };

  test('--json: the loss distribution, loser, tie, Durchmarsch and Jungfrau rates', async () => {
    const stats = await json();
    expect(stats).toMatchObject({ variant: 'ramsch', seed: 9, deals: 3000, means: {} });
    expect(Object.keys(stats.rates).sort()).toEqual(['durchmarsch', 'jungfrau', 'loser', 'tie']);
    expect(stats.histogram.reduce((n: number, b: { count: number }) => n + b.count, 0)).toBe(3000);
    // Random play: someone nearly always loses; the scores written are losses (negative).
    expect(stats.rates.loser).toBeGreaterThan(0.95);
    expect(stats.meanAmount).toBeGreaterThan(40);
    expect(stats.meanWritten).toBeLessThan(0);
    expect(stats.dealsPerSecond).toBeGreaterThan(0);
  });

  test('Schieberamsch: pushes per deal (random play pushes half the time)', async () => {
    const stats = await json('--options', '{"schieben":true}');
    expect(stats.means.pushes).toBeGreaterThan(1.4);
    expect(stats.means.pushes).toBeLessThan(1.6);
  });

  test('text output', async () => {
    const r = await run(['simulate', 'ramsch', '--deals', '500', '--seed', '1', ...schieben]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Ramsch: 500 random deals, seed 1');
    expect(r.stdout).toContain('Loss per deal (a win for a Durchmarsch or Gewinner-Ramsch):');
    expect(r.stdout).toMatch(/Mean score per deal, all seats together: -\d+\.\d\d/);
    expect(r.stdout).toMatch(/loser: \d+\.\d\d%/);
    expect(r.stdout).toMatch(/durchmarsch: \d+\.\d\d%/);
    expect(r.stdout).toMatch(/jungfrau: \d+\.\d\d%/);
    expect(r.stdout).toMatch(/pushes per deal: 1\.\d\d/);
    expect(r.stdout).toMatch(/deals per second/);
  });
});
