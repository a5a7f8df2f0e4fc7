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
    // 121.4 KB: the kernel's growth above, in a game with the statechart and zod.
    limit: 121_400,
    zod: true,
    code: `import { createGame } from '@stich/core';
import { kalterSchlag } from '@stich/kalter-schlag';
const game = createGame(kalterSchlag, { seed: 1 });
game.apply(game.legalActions()[0]);
console.log(game.view(0));`,
  },
  {
    name: 'the kernel alone: kalterSchlag.rules(), redeal, playout',
    // Issue 14's bar is 50 KB. The family's blocks took the kernel from 48.4 KB to 54.1 KB:
    // a called card kept on the fused playout (trickPhase 2.2 KB), a deal that pauses
    // between packets (rules and deal 1.4 KB), and `sides.sideOf`. The called card and
    // announcements now live apart (`defineCalledCard`, `defineAnnouncements`), which took
    // 1.5 KB and 3 KB back out; in are the deal setup from the session (0.4 KB), sides by
    // game (0.4 KB), copies paired by words (0.6 KB) and the offers of actions out of turn
    // (`Rules.outOfTurn`, 0.4 KB): 55.3 KB; then a partner named in the open (Armut) and
    // the playouts' warm-up against V8's slow mode: 55.5 KB; then the readers a seat's
    // sight needs of the rules (`Rules.sightReaders`, 0.3 KB; the sight itself and its
    // filling live apart, in `seatSight`): 56.0 KB. Each is code every variant's kernel
    // carries, used or not; the by-side ladder, sides by game and the out-of-turn offers
    // are the next to split out. This guards against further growth.
    limit: 56_100,
    zod: false,
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
  const [output] = Object.values(result.metafile.outputs);
  return {
    bytes: result.outputFiles[0].contents.byteLength,
    inputs: Object.keys(result.metafile.inputs),
    // The modules that put code into the bundle (the others were shaken out).
    used: Object.keys(output.inputs).filter((file) => output.inputs[file].bytesInOutput > 0),
  };
}

describe('bundle size of a consumer (esbuild --bundle --minify)', () => {
  test.each(CONSUMERS)('$name: at most $limit bytes', async ({ code, limit, zod }) => {
    for (const pkg of ['core', 'kalter-schlag'])
      expect(
        existsSync(`${root}packages/${pkg}/dist/index.js`),
        `run pnpm build: packages/${pkg}/dist is missing`,
      ).toBe(true);
    const { bytes, inputs, used } = await bundle(code);
    expect(inputs.filter((file) => file.includes('/src/'))).toEqual([]);
    expect(inputs.some((file) => file.includes('core/dist/'))).toBe(true);
    // The kernel checks options and actions from declared fields: no schema library.
    if (!zod) expect(used.filter((file) => file.includes('/zod/'))).toEqual([]);
    expect(bytes).toBeLessThanOrEqual(limit);
  });
});
