import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { GUIDES } from '../src/guides';
import { SERVE_USAGE } from '../src/serve/serveCommand';
import { SIMULATE_USAGE, WORKER_USAGE } from '../src/usage';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const src = join(root, 'packages/cli/src');

// An installed stich has no docs folder: help texts name guides by their address.
test.each([
  ['serve', SERVE_USAGE, 'server.md'],
  ['simulate', SIMULATE_USAGE, 'distributed-simulation.md'],
  ['worker', WORKER_USAGE, 'distributed-simulation.md'],
])('stich %s --help names its guide online', (_, usage, guide) => {
  expect(usage).toContain(`https://github.com/stich-skat/stich/blob/main/docs/guides/${guide}`);
});

test('every guide the sources link to exists, and none is named by a local path', () => {
  const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((f) =>
    /\.m?ts$/.test(f),
  );
  const linked = new Set<string>();
  for (const file of files) {
    const text = readFileSync(join(src, file), 'utf8');
    expect(text, file).not.toMatch(/(^|[\s(])docs\/guides\//m);
    for (const m of text.matchAll(/\$\{GUIDES\}([\w-]+\.md)/g)) linked.add(m[1]);
  }
  expect(linked.size).toBeGreaterThan(0);
  for (const guide of linked)
    expect(existsSync(join(root, 'docs/guides', guide)), guide).toBe(true);
  expect(GUIDES).toBe('https://github.com/stich-skat/stich/blob/main/docs/guides/');
});
