import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { run } from './harness';

describe('stich play', () => {
  test('--watch with a seed plays a whole Partie to its end, the same way every time', async () => {
    const a = await run(['play', 'kalter-schlag', '--watch', '--seed', '1']);
    expect(a.code).toBe(0);
    expect(a.stderr).toBe('');
    expect(a.stdout).toContain('Deal 1: ');
    expect(a.stdout).toMatch(/Trick 8: .* -> \S+ takes? \d+/);
    expect(a.stdout).toMatch(/Score after deal 1 /);
    expect(a.stdout).toContain('Partie over.');
    expect(a.stdout).toMatch(/(loses|wins) the Partie/);
    expect(a.stdout).toMatch(/Payments: Anne [+-]?\d+, Bert/);
    const b = await run(['play', 'kalter-schlag', '--watch', '--seed', '1']);
    expect(b.stdout).toBe(a.stdout);
  });

  test('without a terminal on stdin it watches instead of waiting for input', async () => {
    const r = await run(['play', 'kalter-schlag', '--seed', '2', '--bot', 'random'], {
      stdin: '1\n',
    });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('stdin is not a terminal');
    expect(r.stdout).toContain('Partie over.');
    expect(r.stdout).not.toContain('Your move');
  });

  test('--record writes a session record that replays to the same result', async () => {
    const played = await run([
      'play',
      'kalter-schlag',
      '--watch',
      '--seed',
      '5',
      '--options',
      '{"target":500}',
      '--record',
      'p.json',
    ]);
    expect(played.code).toBe(0);
    const record = JSON.parse(played.files['p.json']);
    expect(record).toMatchObject({ variant: 'kalter-schlag', seed: 5, options: { target: 500 } });
    const replayed = await run(['replay', 'p.json'], { files: played.files });
    expect(replayed.code).toBe(0);
    const result = JSON.parse(replayed.stdout);
    expect(result.ended).toBe(true);
    expect(result).toEqual(record.result);
    expect(played.stdout).toContain(`after ${result.dealsPlayed} deals`);
  });

  test('at a terminal: the hand with numbered legal cards, doubling by name, moves by number or code, q quits', async () => {
    // Seed 3: Christina leads a heart; seat 0 may only follow with the nine of hearts.
    const r = await run(['play', 'kalter-schlag', '--seed', '3'], {
      tty: true,
      stdin: 'xyz\nHA\nd10\n9\nkontra\nh9\nq\n',
    });
    expect(r.code).toBe(0);
    const out = r.stdout;
    expect(out).toContain('Deal 1: Bert deals, Christina leads.');
    expect(out).toContain('Trick 1 so far: Christina ♥7, Dieter ♥10');
    expect(out).toMatch(
      /jacks +♠J ♦J\n {2}clubs +♣10\n {2}hearts +\[1\]♥9\n {2}diamonds +♦10 ♦Q ♦8 ♦7\n/,
    );
    expect(out).toContain('[d] say kontra');
    expect(out).toContain("'xyz' is not a move");
    expect(out).toContain('You do not hold ♥A.');
    // Errors show cards as the table does.
    expect(out).toContain('You must follow ♥7: play one of the numbered cards, not ♦10.');
    expect(out).toContain('There is no [9]; choose 1.');
    expect(out).toContain('You say kontra.');
    expect(out).toMatch(/Trick 1: Christina ♥7, Dieter ♥10, You ♥9, Bert \S+ -> \w+ takes? \d+/);
    expect(out).toContain('You left the Partie after 0 deals.');
  });

  test('the end of input quits cleanly', async () => {
    const r = await run(['play', 'kalter-schlag', '--seed', '3'], { tty: true, stdin: '' });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('You left the Partie');
  });

  test('a played deal shows the score sheet with totals and notes', async () => {
    const moves = 'd\n1\n1\n1\n1\n1\n1\n1\n1\nq\n';
    const r = await run(['play', 'kalter-schlag', '--seed', '3'], { tty: true, stdin: moves });
    expect(r.stdout).toMatch(/Score after deal 1 \(Bert dealt\): \w+ writes? \d+\./);
    expect(r.stdout).toContain('kontra: You');
    expect(r.stdout).toMatch(/ {2}total +\d+ +\d+ +\d+ +\d+/);
    expect(r.stdout).toContain('You left the Partie after 1 deal.');
  });
});

describe('the prompts at the terminal', () => {
  // Issue 32: a prompt follows from what the legal actions declare, never from a name.
  const dir = new URL('../src/play/', import.meta.url);
  const prompts = readdirSync(dir).filter((f) => f !== 'narrate.ts' && f.endsWith('.ts'));
  test.each(prompts)('%s compares no action type with a name', (file) => {
    const text = readFileSync(new URL(file, dir), 'utf8');
    expect(text).not.toMatch(
      /\.type\s*[!=]==\s*['"`]|includes\(\s*['"`][a-zA-Z]+['"`]\s*\)|case\s+'/,
    );
  });
});
