// Build-time inlining of the random generator's step. The xoshiro128** step is written
// once, in `xoshiroStep` in packages/core/src/rng/rng.ts. Hot loops call it as
// `({ u, a, b, c, d } = xoshiroStep(a, b, c, d));`, which is plain TypeScript that runs
// as it is; the builds (tsup, and vitest, so the tests run what ships) write the step's
// block in place of each such call, so the generator state stays in local variables
// (registers). A helper keeping the state in an object, an array or a returned record
// makes the shuffle a third to a half slower in V8.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const RNG = fileURLToPath(new URL('../packages/core/src/rng/rng.ts', import.meta.url));
const CALL = /\(\{ u, a, b, c, d \} = xoshiroStep\(a, b, c, d\)\);/g;
const MARK = '/* step */ {';

/** The step's block from the source of rng.ts, on one line (line numbers stay as they are). */
export function stepBody(source) {
  const at = source.indexOf(MARK);
  if (at < 0) throw new Error(`rng.ts: xoshiroStep has no '${MARK}' block to inline`);
  const open = at + MARK.length - 1;
  let depth = 0;
  for (let i = open; i < source.length; i++) {
    if (source[i] === '{') depth++;
    else if (source[i] === '}' && --depth === 0) {
      return source
        .slice(open, i + 1)
        .split('\n')
        .map((line) => line.replace(/\/\/.*$/, '').trim())
        .join(' ');
    }
  }
  throw new Error(`rng.ts: the '${MARK}' block in xoshiroStep is not closed`);
}

/**
 * `code` with every `({ u, a, b, c, d } = xoshiroStep(a, b, c, d));` replaced by the step's
 * block. Throws on any other call of `xoshiroStep`, which would not be inlined.
 */
export function inlineSteps(code, body) {
  if (!code.includes('xoshiroStep(')) return code;
  const out = code.replace(CALL, body);
  const left = out.split('xoshiroStep(').length - out.split('function xoshiroStep(').length;
  if (left !== 0) {
    throw new Error(
      'xoshiroStep must be called as `({ u, a, b, c, d } = xoshiroStep(a, b, c, d));` to be inlined',
    );
  }
  return out;
}

const SOURCES = /packages[\\/]core[\\/]src[\\/].*\.ts$/;

/** The esbuild plugin (tsup's `esbuildPlugins`). */
export function inlineStepPlugin() {
  return {
    name: 'inline-xoshiro-step',
    setup(build) {
      build.onLoad({ filter: SOURCES }, (args) => {
        const code = readFileSync(args.path, 'utf8');
        if (!code.includes('xoshiroStep(')) return undefined;
        return { contents: inlineSteps(code, stepBody(readFileSync(RNG, 'utf8'))), loader: 'ts' };
      });
    },
  };
}

/** The same as a Vite plugin, for vitest. */
export function inlineStepVite() {
  return {
    name: 'inline-xoshiro-step',
    enforce: 'pre',
    transform(code, id) {
      if (!SOURCES.test(id) || !code.includes('xoshiroStep(')) return undefined;
      return { code: inlineSteps(code, stepBody(readFileSync(RNG, 'utf8'))), map: null };
    },
  };
}
