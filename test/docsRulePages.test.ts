import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as cli from '@stich/cli';
import * as core from '@stich/core';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: plain JavaScript module without type declarations
import { RULE_PAGE_VARIANTS, rulePages } from '../scripts/rulePages/index.mjs';

// The rule pages in docs/rules/ are generated from the variant definitions. This test
// generates them again from the sources, in memory, and compares them with the committed
// files, so a change to a variant that is not reflected in its page fails here.
const root = fileURLToPath(new URL('..', import.meta.url));

type Entry = { id: string; extras?: unknown };
const entries = await Promise.all(
  (RULE_PAGE_VARIANTS as Entry[]).map(async ({ id, extras }) => ({
    id,
    extras,
    pkg: await import(/* @vite-ignore */ `${root}packages/${id}/src/index.ts`),
  })),
);
const pages = rulePages(core, cli, entries) as { file: string; text: string }[];

describe('docs/rules is up to date with the variant definitions', () => {
  it.each(pages.map((p) => [p.file, p.text]))('docs/rules/%s', (file, text) => {
    let committed: string | null = null;
    try {
      committed = readFileSync(`${root}docs/rules/${file}`, 'utf8');
    } catch {}
    expect(
      committed === text,
      `docs/rules/${file} is ${committed === null ? 'missing' : 'stale'}: run \`pnpm rules-pages\` (it builds the packages and rewrites docs/rules)`,
    ).toBe(true);
  });
});
