import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ScoreList, scoreListCsv } from '@stich/core/plugin';
import { createServer, gameEntryOf, type StichServer } from '@stich/server';
import { skatPlugin } from '@stich/skat/plugin';
import type { Browser } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM, hasChromium, launch, person } from './browser';
import { screenshotPath } from './harness';

const root = fileURLToPath(new URL('..', import.meta.url));

describe.skipIf(!hasChromium)(`the Spielliste in ${CHROMIUM}`, () => {
  let outDir: string;
  let server: StichServer;
  let browser: Browser;
  const errors: string[] = [];

  beforeAll(async () => {
    outDir = await mkdtemp(join(tmpdir(), 'stich-web-list-'));
    await build({ root, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
    server = await createServer({
      games: (id) => (id === 'skat' ? gameEntryOf(skatPlugin) : undefined),
      gameIds: ['skat'],
      port: 0,
      staticDir: outDir,
      botDelayMs: 5,
      log: () => {},
    });
    browser = await launch();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    if (outDir) await rm(outDir, { recursive: true, force: true });
  });

  it('draws a Skat list of three deals, prints it alone, and links its downloads', async () => {
    const created = await fetch(`${server.url}/api/tables`, {
      method: 'POST',
      body: JSON.stringify({
        game: 'skat',
        seed: 'liste',
        firstDealer: 0,
        options: { deals: 3, tournament: true },
        seats: Array.from({ length: 3 }, () => ({ kind: 'bot', bot: 'rules' })),
      }),
    });
    const id = ((await created.json()) as { id: string }).id;
    const page = await person(browser, server.url, 'Zuschauer', errors);
    await page.evaluate(() => localStorage.setItem('stich-language', 'de'));
    await page.goto(`${server.url}/#watch=${id}`);
    await page.waitForFunction(
      () => document.querySelectorAll('#score-list tbody tr:not(.empty)').length === 3,
      undefined,
      { timeout: 60_000, polling: 100 },
    );
    const headings = await page.locator('#score-list thead th').allTextContents();
    expect(headings).toEqual([
      'Nr.',
      'Spiel',
      'Alleinspieler',
      'Reizwert',
      'Ergebnis',
      'Wert',
      'Bot 1',
      'Bot 2',
      'Bot 3',
    ]);
    const rows = await page
      .locator('#score-list tbody tr')
      .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((td) => td.textContent ?? '')));
    // The page draws what the server keeps, numbers in German (a minus is a minus).
    const list = (await (
      await fetch(`${server.url}/api/tables/${id}/list?lang=de`)
    ).json()) as ScoreList;
    const shown = (c: ScoreList['footer'][number]) =>
      c === null ? '–' : typeof c === 'number' ? c.toLocaleString('de') : c;
    expect(rows).toEqual(list.rows.map((r) => r.cells.map(shown)));
    expect(rows.map((r) => r[0])).toEqual(['1', '2', '3']);
    for (const r of rows) {
      expect(r[1]).toMatch(/^(Kreuz|Pik|Herz|Karo|Grand|Null|Ramsch|eingepasst)/);
      if (r[2] !== '–') expect(r[2]).toMatch(/^Bot [123]$/);
    }
    const footer = await page.locator('#score-list tfoot td').allTextContents();
    expect(footer[0]).toBe('Summe');
    expect(footer.slice(-3)).toEqual(list.totals.map((t) => t.toLocaleString('de')));

    const csvHref = await page.getAttribute('#list-csv', 'href');
    expect(csvHref).toBe(`/api/tables/${id}/list.csv?lang=de`);
    const csv = await (await fetch(`${server.url}${csvHref}`)).text();
    expect(csv).toBe(scoreListCsv(list));
    const jsonHref = await page.getAttribute('#list-json', 'href');
    const record = (await (await fetch(`${server.url}${jsonHref}`)).json()) as { deals: unknown[] };
    expect(record.deals).toHaveLength(3);
    await page.screenshot({ path: screenshotPath('skat-liste-de.png') });

    // Printed, the page shows the list and hides the felt and the buttons.
    await page.emulateMedia({ media: 'print' });
    const visible = (selector: string) =>
      page.$eval(selector, (e) => getComputedStyle(e).visibility === 'visible');
    expect(await visible('#score-list table')).toBe(true);
    expect(await visible('.felt')).toBe(false);
    expect(await page.$eval('.list-tools', (e) => getComputedStyle(e).display)).toBe('none');
    await page.screenshot({ path: screenshotPath('skat-liste-print.png') });
    expect(errors).toEqual([]);
  }, 120_000);
});
