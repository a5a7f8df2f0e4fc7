import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as cli from '@stich/cli';
import * as coreRoot from '@stich/core';
import * as coreKernel from '@stich/core/kernel';
import * as corePlugin from '@stich/core/plugin';
import * as coreTools from '@stich/core/tools';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: plain JavaScript module without type declarations
import { rulePages } from '../scripts/rulePages/index.mjs';

// The rule pages in docs/rules/ are generated from the variant definitions. This test
// generates them again from the sources, in memory, and compares them with the committed
// files, so a change to a variant that is not reflected in its page fails here.
const root = fileURLToPath(new URL('..', import.meta.url));

// The pages read core's names from its entry points, merged as scripts/rulePages.mjs does.
const core = { ...coreRoot, ...coreKernel, ...corePlugin, ...coreTools };
const entries = cli.BUILTIN_PLUGINS.map((plugin) => ({ id: plugin.variant.id, plugin }));
const pages = rulePages(core, cli, cli.BUILTIN_PLUGINS) as { file: string; text: string }[];

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

// Each page shows its game's flow, drawn from the machines core compiles: every arrow of the
// default options' deal chart (an arrow other options lack says so after its label), and
// the session chart as it is.
describe('each rule page shows the flow diagrams of its machines', () => {
  it.each(entries.map((e) => [e.id, e]))('docs/rules/%s.md', (id, entry) => {
    const variant = entry.plugin.variant;
    const page = pages.find((p) => p.file === `${id}.md`)!.text;
    const blocks = [...page.matchAll(/^```mermaid\n([\s\S]*?)^```$/gm)].map((m) => m[1]);
    const deal = core.flowDiagram(core.createDealMachine(variant.rules())).split('\n');
    const dealBlock = blocks.find((b) => b.startsWith(`${deal[0]}\n${deal[1]}\n`));
    expect(dealBlock, `no deal diagram in ${id}.md`).toBeDefined();
    const lines = dealBlock!.split('\n');
    for (const line of deal) {
      expect(
        lines.some((l) => l === line || l.startsWith(`${line} (not with `)),
        `${id}.md lacks '${line.trim()}'`,
      ).toBe(true);
    }
    const session = core.flowDiagram(core.createSessionMachine(variant));
    expect(blocks).toContain(`${session}\n`);
  });
});

describe('docs/index.md links every rule page', () => {
  const index = readFileSync(`${root}docs/index.md`, 'utf8');
  const files = readdirSync(`${root}docs/rules`).filter((f) => f.endsWith('.md'));
  it.each([...new Set([...files, ...pages.map((p) => p.file)])])('rules/%s', (file) => {
    expect(index).toContain(`](rules/${file})`);
  });
});
