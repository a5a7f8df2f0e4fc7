import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Debian's Chromium, never a downloaded browser (see the README). Without it, skip.
const CHROMIUM = '/usr/bin/chromium';
const hasChromium = existsSync(CHROMIUM);
if (!hasChromium)
  console.warn(`web-table e2e skipped: ${CHROMIUM} is absent (apt-get install -y chromium)`);

const root = fileURLToPath(new URL('..', import.meta.url));
const screenshots = join(root, 'screenshots');
const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
};

/** Serves a built folder on 127.0.0.1 at a free port. */
async function serve(dir: string): Promise<{ server: Server; url: string }> {
  const server = createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    const file = normalize(join(dir, path === '/' ? 'index.html' : decodeURIComponent(path)));
    if (!file.startsWith(dir)) return void res.writeHead(403).end();
    try {
      const body = await readFile(file);
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` };
}

describe.skipIf(!hasChromium)(`web table in headless Chromium (${CHROMIUM})`, () => {
  let outDir: string;
  let server: Server;
  let url: string;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    outDir = await mkdtemp(join(tmpdir(), 'stich-web-table-'));
    await build({ root, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
    ({ server, url } = await serve(outDir));
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    page = await browser.newPage({ viewport: { width: 1360, height: 860 } });
    page.setDefaultTimeout(15_000);
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => server?.close(resolve));
    if (outDir) await rm(outDir, { recursive: true, force: true });
  });

  it('plays a whole deal by clicking legal cards, then shows the score sheet', async () => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${url}?seed=e2e&delay=0`);
    await expect.poll(() => page.locator('#hand .card').count()).toBe(8);

    await mkdir(screenshots, { recursive: true });
    let doubled = false;
    let pictured = false;
    for (let turn = 0; turn < 20; turn++) {
      await page.waitForFunction(
        () => document.body.dataset.turn === 'you' || document.querySelector('#deal-result'),
      );
      if ((await page.locator('#deal-result').count()) > 0) break;
      // In the first trick the doubling is offered: say it once, then play on.
      const double = page.locator('#double');
      if (!doubled && (await double.count()) > 0) {
        expect(await double.textContent()).toMatch(/^(Kontra|Re|Bock|Hirsch)!$/);
        await double.click();
        doubled = true;
        continue;
      }
      const legal = page.locator('#hand .card.legal');
      const n = await legal.count();
      const held = await page.locator('#hand .card').count();
      expect(n).toBeGreaterThan(0);
      expect(await page.locator('#hand .card.dimmed').count()).toBe(held - n);
      // The first time some cards are dimmed (a suit to follow), keep a picture of the table.
      if (!pictured && n < held) {
        await page.screenshot({ path: join(screenshots, 'play.png') });
        pictured = true;
      }
      await legal.nth(turn % n).click();
    }

    await expect.poll(() => page.locator('#deal-result').count()).toBe(1);
    expect(doubled).toBe(true);
    expect(await page.locator('#deal-result h2').textContent()).toBe('Deal 1 is over');
    expect(await page.locator('#hand .card').count()).toBe(0);
    expect(await page.locator('.trick .card').count()).toBe(4);
    expect(await page.locator('.trick .card.won').count()).toBe(1);
    const row = await page.locator('#sheet tbody tr').allTextContents();
    expect(row).toHaveLength(1);
    expect(row[0]).toMatch(/^1.*\d0/); // deal 1, and someone wrote a multiple of ten
    expect(await page.locator('.seat.south .call').count()).toBe(1);

    await page.screenshot({ path: join(screenshots, 'deal.png') });

    await page.click('#next-deal');
    await expect.poll(() => page.locator('#hand .card').count()).toBe(8);
    expect(await page.locator('#deal-result').count()).toBe(0);
    expect(await page.locator('#sheet tbody tr').count()).toBe(1);
    expect(errors).toEqual([]);
  }, 120_000);
});
