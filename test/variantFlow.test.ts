import { readdirSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

// Issue 12: the flow of a deal is declared. A variant's hooks return the name of an exit
// and core sets up the next phase, so no variant source writes `phase`, `turn`, `leader`
// or `trump` on a state (the issue's own grep, which also catches comparisons, finds
// nothing). Variant code is typed over its own action union: no `as BaseAction`,
// `as never` or `as unknown as` casts.
const root = fileURLToPath(new URL('..', import.meta.url));
const VARIANTS = ['doppelkopf', 'kalter-schlag', 'ramsch', 'schafkopf', 'skat', 'skatkopf'].map(
  (v) => `packages/${v}/src`,
);
// A write, not a comparison (`view.phase === 'armut'` reads the phase).
const FLOW_WRITE = /\.(phase|turn|leader|trump)\s*=(?!=)/;
const CAST = /as (BaseAction|never|unknown as)\b/;

/** Every source file under a folder, as paths from the repository root. */
function sources(dir: string): string[] {
  return readdirSync(`${root}${dir}`).flatMap((name) => {
    const path = `${dir}/${name}`;
    if (statSync(`${root}${path}`).isDirectory()) return sources(path);
    return /\.ts$/.test(name) ? [path] : [];
  });
}

/** `file:line: text` for every line of the variants' sources that matches. */
function hits(pattern: RegExp): string[] {
  return VARIANTS.flatMap(sources).flatMap((file) =>
    readFileSync(`${root}${file}`, 'utf8')
      .split('\n')
      .flatMap((line, i) => (pattern.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
  );
}

describe('variant sources declare their flow and keep their types', () => {
  test('no variant writes phase, turn, leader or trump on a state', () => {
    expect(hits(FLOW_WRITE)).toEqual([]);
  });

  test('no variant casts an action to BaseAction, never or through unknown', () => {
    expect(hits(CAST)).toEqual([]);
  });

  test('the check reads the variants: it finds their sources and their phases', () => {
    const files = VARIANTS.flatMap(sources);
    expect(files.length).toBeGreaterThan(40);
    expect(hits(/phases:|exits:/).length).toBeGreaterThan(3);
  });
});
