// Types of scripts/inlineStep.mjs (the build-time inlining of the generator's step).
import type { Plugin as EsbuildPlugin } from 'esbuild';

/** The step's block from the source of rng.ts, on one line. */
export function stepBody(source: string): string;
/** `code` with every `({ u, a, b, c, d } = xoshiroStep(a, b, c, d));` replaced by the step's block. */
export function inlineSteps(code: string, body: string): string;
/** The esbuild plugin (tsup's `esbuildPlugins`). */
export function inlineStepPlugin(): EsbuildPlugin;
/** The same as a Vite plugin, for vitest. */
export function inlineStepVite(): {
  name: string;
  enforce: 'pre';
  transform(code: string, id: string): { code: string; map: null } | undefined;
};
