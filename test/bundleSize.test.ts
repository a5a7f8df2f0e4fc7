import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, test } from 'vitest';

// What an application gets when it bundles Stich: the built packages (dist, as published),
// resolved through node_modules and bundled with esbuild `--bundle --minify`. Needs `pnpm build`.
const root = fileURLToPath(new URL('..', import.meta.url));

const CONSUMERS = [
  {
    name: 'a game: createGame + kalterSchlag',
    limit: 120_000,
    code: `import { createGame } from '@stich/core';
import { kalterSchlag } from '@stich/kalter-schlag';
const game = createGame(kalterSchlag, { seed: 1 });
game.apply(game.legalActions()[0]);
console.log(game.view(0));`,
  },
  {
    name: 'the kernel alone: kalterSchlag.rules(), redeal, playout',
    // Issue 14 asks for 50,000 bytes; that is not met yet. The variant object carries its zod
    // options and action schemas (about 22.5 KB of zod/mini) and everything the Rules object
    // refers to, so a consumer of `kalterSchlag` alone bundles about 55.7 KB. This limit
    // guards against growth until the kernel path no longer carries the schemas.
    limit: 57_000,
    code: `import { Rng } from '@stich/core';
import { kalterSchlag } from '@stich/kalter-schlag';
const rules = kalterSchlag.rules();
const rng = new Rng(1);
const s = rules.deal({ dealer: 0, rng });
rules.playout(s, rng);
rules.redeal(s, 1, rng);
rules.playout(s, rng);
console.log(rules.outcome(s));`,
  },
];

async function bundle(code: string) {
  const result = await build({
    stdin: { contents: code, resolveDir: `${root}packages/cli`, sourcefile: 'consumer.js' },
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    metafile: true,
    logLevel: 'silent',
    // The repository's tsconfig maps @stich/* to the sources; a consumer has the packages.
    tsconfig: `${root}test/bundle.tsconfig.json`,
  });
  return {
    bytes: result.outputFiles[0].contents.byteLength,
    inputs: Object.keys(result.metafile.inputs),
  };
}

describe('bundle size of a consumer (esbuild --bundle --minify)', () => {
  test.each(CONSUMERS)('$name: at most $limit bytes', async ({ code, limit }) => {
    for (const pkg of ['core', 'kalter-schlag'])
      expect(
        existsSync(`${root}packages/${pkg}/dist/index.js`),
        `run pnpm build: packages/${pkg}/dist is missing`,
      ).toBe(true);
    const { bytes, inputs } = await bundle(code);
    expect(inputs.filter((file) => file.includes('/src/'))).toEqual([]);
    expect(inputs.some((file) => file.includes('core/dist/'))).toBe(true);
    expect(bytes).toBeLessThanOrEqual(limit);
  });
});
