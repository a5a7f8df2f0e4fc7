import { describe, expect, test } from 'vitest';
import { run } from './harness';

// `stich serve` itself (a real process, killed with SIGKILL and restarted) is tested in
// packages/server/test/sigkill.test.ts; here its command line.
describe('stich serve', () => {
  test('--help prints its usage', async () => {
    const r = await run(['serve', '--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Usage: stich serve/);
    expect(r.stdout).toMatch(/--data DIR/);
  });

  test.each([
    [['serve', '--bogus'], /serve: unknown option '--bogus'/],
    [['serve', 'extra'], /unknown variant 'extra'/],
    [
      ['serve', '--port', 'x'],
      /^stich: serve: --port must be a whole number from 0 to 65535, not 'x'$/m,
    ],
    [['serve', '--db', 'mysql://h/db'], /--db must be a postgres:\/\/ URL/],
    [['serve', '--db', 'postgres://h/db', '--data', 'd'], /give --data or --db, not both/],
    [['serve', '--instance-url', 'http://a:1'], /--instance-url and --lease-seconds need --db/],
    [['serve', '--db', 'postgres://h/db', '--instance-url', 'a:1'], /must be http:\/\/HOST:PORT/],
    [['serve', '--db', 'postgres://h/db', '--lease-seconds', '0'], /--lease-seconds must be/],
  ])('%j is a usage error with one line', async (argv, message) => {
    const r = await run(argv);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(message);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  });

  test('the main usage lists serve', async () => {
    expect((await run(['--help'])).stdout).toMatch(/ {2}serve {14}host tables/);
  });
});
