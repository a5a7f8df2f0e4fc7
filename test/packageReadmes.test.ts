import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, test, vi } from 'vitest';

// Every package's README example runs as written (against the sources, through
// the vitest aliases), logs what it says it logs, and reports no error.
const root = fileURLToPath(new URL('..', import.meta.url));
const scratch = `${root}test/.package-readmes`;
const PACKAGES = [
  'core',
  'doppelkopf',
  'kalter-schlag',
  'ramsch',
  'schafkopf',
  'skat',
  'skatkopf',
  'solver',
  'bots',
  'cli',
];

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('package READMEs', () => {
  test.each(PACKAGES)('@stich/%s: README, LICENSE, and an example that runs', async (pkg) => {
    const dir = `${root}packages/${pkg}`;
    expect(readFileSync(`${dir}/LICENSE`, 'utf8')).toMatch(/^MIT License/);
    const readme = readFileSync(`${dir}/README.md`, 'utf8');
    expect(readme).toMatch(/## Install/);
    const block = /```ts\n([\s\S]*?)```/.exec(readme);
    expect(block, 'the README has a ```ts example').not.toBeNull();
    expect(block![1].trim().split('\n').length).toBeLessThanOrEqual(14);
    mkdirSync(scratch, { recursive: true });
    writeFileSync(`${scratch}/${pkg}.ts`, block![1]);
    const logged: unknown[][] = [];
    const errors: unknown[][] = [];
    const log = vi.spyOn(console, 'log').mockImplementation((...args) => void logged.push(args));
    const error = vi
      .spyOn(console, 'error')
      .mockImplementation((...args) => void errors.push(args));
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    try {
      await import(/* @vite-ignore */ `${scratch}/${pkg}.ts`);
    } finally {
      log.mockRestore();
      error.mockRestore();
      write.mockRestore();
    }
    expect(errors).toEqual([]);
    expect(logged.length).toBeGreaterThan(0);
    expect(logged.flat()).not.toContain(undefined);
  });
});
