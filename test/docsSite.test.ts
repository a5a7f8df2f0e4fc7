import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { inflateSync } from 'node:zlib';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The built API site (`pnpm docs:api`, or `pnpm check`, which builds it before the tests):
// its search finds the guides and rule pages, and its Mermaid diagrams are drawn. Both
// skip with a message when docs/api has not been built; the diagrams also need Debian's
// Chromium (never a downloaded browser).
const root = fileURLToPath(new URL('..', import.meta.url));
const site = `${root}docs/api/`;
const CHROMIUM = '/usr/bin/chromium';
const built = existsSync(`${site}assets/search.js`);
if (!built) console.warn('docs site tests skipped: docs/api is not built (run pnpm docs:api)');
const hasChromium = existsSync(CHROMIUM);
if (built && !hasChromium)
  console.warn(`docs diagram test skipped: ${CHROMIUM} is absent (apt-get install -y chromium)`);

/** The guide and rule pages (`docs/<dir>/<name>.md`), with their text. */
function sourcePages(): { url: string; text: string }[] {
  return ['guides', 'rules'].flatMap((dir) =>
    readdirSync(`${root}docs/${dir}`)
      .filter((f) => f.endsWith('.md'))
      .map((f) => ({
        url: `documents/${dir}_${f.replace(/\.md$/, '.html')}`,
        text: readFileSync(`${root}docs/${dir}/${f}`, 'utf8'),
      })),
  );
}

describe.skipIf(!built)('the site search', () => {
  /** The page URLs the site's own search (lunr, typedoc's index) returns for a query. */
  function search(query: string): string[] {
    const script = readFileSync(`${site}assets/search.js`, 'utf8');
    const packed = /window\.searchData = "([^"]+)"/.exec(script)?.[1];
    if (packed === undefined) throw new Error('docs/api/assets/search.js has no searchData');
    const data = JSON.parse(inflateSync(Buffer.from(packed, 'base64')).toString('utf8')) as {
      rows: { url: string }[];
      index: object;
    };
    // lunr comes with typedoc, which builds the index and ships the same library to the page.
    const lunr = createRequire(createRequire(import.meta.url).resolve('typedoc'))('lunr');
    const index = lunr.Index.load(data.index);
    return index
      .search(query)
      .map((hit: { ref: string }) => data.rows[Number(hit.ref)].url.replace(/#.*/, ''));
  }

  it('finds every guide and rule page that speaks of Durchmarsch', () => {
    // As a word: the search splits on spaces and hyphens, so `ramsch.durchmarsch` (an option
    // of Skat's) is a word of its own.
    const expected = sourcePages()
      .filter((p) => /(?<![\w.])durchmarsch/i.test(p.text))
      .map((p) => p.url)
      .sort();
    expect(expected.length).toBeGreaterThan(0);
    const pages = [...new Set(search('Durchmarsch').filter((u) => u.startsWith('documents/')))];
    expect(pages.sort()).toEqual(expected);
  });

  it('finds a guide by a word only its text has', () => {
    const pages = search('Redis').filter((u) => u.startsWith('documents/'));
    expect(pages).toContain('documents/guides_distributed-simulation.html');
  });
});

describe.skipIf(!built || !hasChromium)('the diagrams, in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
  });
  afterAll(() => browser?.close());

  const withDiagrams = sourcePages().filter((p) => p.text.includes('```mermaid'));

  it('some pages have diagrams', () => {
    expect(withDiagrams.map((p) => p.url)).toContain('documents/rules_skat.html');
  });

  it.each(withDiagrams.map((p) => [p.url, p] as const))(
    '%s draws each diagram as SVG',
    async (_, p) => {
      const blocks = [...p.text.matchAll(/```mermaid\n([\s\S]*?)```/g)].map((m) => m[1]);
      const page = await browser.newPage();
      const requests: string[] = [];
      page.on('request', (r) => requests.push(r.url()));
      try {
        await page.goto(pathToFileURL(`${site}${p.url}`).href);
        await page.waitForFunction(
          (n) => document.querySelectorAll('pre.mermaid svg').length === n,
          blocks.length,
          { timeout: 30_000 },
        );
        const drawn = await page.$$eval('pre.mermaid', (pres) =>
          pres.map((pre) => {
            const svg = pre.querySelector('svg');
            const box = svg?.getBoundingClientRect();
            return {
              text: svg?.textContent ?? '',
              width: box?.width ?? 0,
              height: box?.height ?? 0,
            };
          }),
        );
        expect(drawn).toHaveLength(blocks.length);
        drawn.forEach((d, i) => {
          expect(d.width).toBeGreaterThan(50);
          expect(d.height).toBeGreaterThan(50);
          // Every state of the source appears in the drawing (a node with a label shows that).
          const states = [...blocks[i].matchAll(/^\s*(\w+) --> /gm)].map((m) => m[1]);
          const labelled = (s: string) => new RegExp(`\\b${s}[[{(]`).test(blocks[i]);
          for (const s of states) if (!labelled(s)) expect(d.text).toContain(s);
        });
        // Everything came from the site itself: no CDN.
        expect(requests.filter((u) => !u.startsWith('file://'))).toEqual([]);
      } finally {
        await page.close();
      }
    },
  );
});
