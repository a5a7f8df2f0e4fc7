import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it, vi } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const scratch = `${root}test/.readme-example`;

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

it('the README code example runs as written', async () => {
  const readme = readFileSync(`${root}README.md`, 'utf8');
  const block = /```ts\n([\s\S]*?)```/.exec(readme);
  expect(block, 'README has a ```ts example').not.toBeNull();
  mkdirSync(scratch, { recursive: true });
  writeFileSync(`${scratch}/example.ts`, block![1]);
  const logged: unknown[][] = [];
  const errors: unknown[][] = [];
  const log = vi.spyOn(console, 'log').mockImplementation((...args) => void logged.push(args));
  const error = vi.spyOn(console, 'error').mockImplementation((...args) => void errors.push(args));
  try {
    await import(/* @vite-ignore */ `${scratch}/example.ts`);
  } finally {
    log.mockRestore();
    error.mockRestore();
  }
  expect(errors).toEqual([]);
  const [hand, trick, legal] = logged[0] as [
    string[],
    { seat: number; card: string }[],
    { seat: number }[],
  ];
  expect(hand).toHaveLength(8);
  expect(trick).toHaveLength(1);
  expect(trick[0].seat).toBe(1);
  // Seat 2 plays next, so its view lists its own actions (a doubling and its cards).
  expect(legal.length).toBeGreaterThan(1);
  expect(legal.every((a) => a.seat === 2)).toBe(true);
});
