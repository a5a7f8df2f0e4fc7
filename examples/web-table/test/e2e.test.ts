import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { kalterSchlagPlugin } from '@stich/kalter-schlag/plugin';
import { ramschPlugin } from '@stich/ramsch/plugin';
import { schafkopfPlugin } from '@stich/schafkopf/plugin';
import { createServer, type GameEntry, gameEntryOf, type StichServer } from '@stich/server';
import { skatPlugin } from '@stich/skat/plugin';
import { skatkopfPlugin } from '@stich/skatkopf/plugin';
import type { Browser, Page } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHROMIUM,
  createTable,
  freshPolicy,
  hasChromium,
  launch,
  person,
  playDeals,
  stateOf,
  waitFor,
} from './browser';

if (!hasChromium) {
  console.warn(`web-table e2e skipped: ${CHROMIUM} is absent (apt-get install -y chromium)`);
}

const root = fileURLToPath(new URL('..', import.meta.url));
const ENTRIES: Record<string, GameEntry> = Object.fromEntries(
  [kalterSchlagPlugin, ramschPlugin, schafkopfPlugin, skatPlugin, skatkopfPlugin].map((p) => [
    p.variant.id,
    gameEntryOf(p),
  ]),
);

describe.skipIf(!hasChromium)(`the web table through a real server, in ${CHROMIUM}`, () => {
  let outDir: string;
  let server: StichServer;
  let browser: Browser;
  const errors: string[] = [];

  beforeAll(async () => {
    outDir = await mkdtemp(join(tmpdir(), 'stich-web-table-'));
    await build({ root, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
    server = await createServer({
      games: (id) => (Object.hasOwn(ENTRIES, id) ? ENTRIES[id] : undefined),
      gameIds: Object.keys(ENTRIES),
      port: 0,
      staticDir: outDir,
      botDelayMs: 20,
      log: () => {},
    });
    browser = await launch();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    if (outDir) await rm(outDir, { recursive: true, force: true });
  });

  const enter = (name: string) => person(browser, server.url, name, errors);

  /** Sits down at a seat of a table from the lobby's list. */
  async function sitDown(page: Page, table: string, seat: number): Promise<void> {
    await page.click(`li[data-table="${table}"] button.join[data-seat="${seat}"]`);
    await waitFor(page, { page: 'table', status: 'open' });
  }

  it('three pages play a whole Skat game against each other, watched by a fourth', async () => {
    const pages = [await enter('Anna'), await enter('Ben'), await enter('Cleo')];
    const table = await createTable(pages[0], 'skat', ['human', 'human', 'human']);
    await sitDown(pages[1], table, 1);
    await sitDown(pages[2], table, 2);
    const watcher = await enter('Dora');
    await watcher.click(`li[data-table="${table}"] button.watch`);
    await waitFor(watcher, { page: 'table', status: 'open', seat: 'spectator' });
    expect(await Promise.all(pages.map(async (p) => (await stateOf(p)).seat))).toEqual([
      '0',
      '1',
      '2',
    ]);
    const actions = await playDeals(pages, pages.map(freshPolicy), 1);
    // An auction, the skat taken and laid down, a declaration, then all thirty cards.
    expect(actions).toBeGreaterThanOrEqual(36);
    for (const p of [...pages, watcher]) {
      await waitFor(p, { deals: '1' });
      expect(await p.locator('#sheet tbody tr').count()).toBe(1);
      expect(await p.locator('#deal-result').textContent()).toMatch(/declarer.*contract/);
    }
    expect(await watcher.locator('#hand').count()).toBe(0);
    expect(await watcher.locator('#sheet thead th').allTextContents()).toEqual([
      '#',
      'Anna',
      'Ben',
      'Cleo',
    ]);
    expect(errors).toEqual([]);
    for (const p of [...pages, watcher]) await p.context().close();
  }, 90_000);

  it.each([
    ['ramsch', 3],
    ['skatkopf', 4],
  ])(
    'one page plays a whole %s deal against rules bots',
    async (game, seats) => {
      const page = await enter('Anna');
      const kinds = ['human', ...Array.from({ length: seats - 1 }, () => 'rules')];
      await createTable(page, game, kinds);
      await playDeals([page], [freshPolicy()], 1);
      expect(await page.locator('#sheet tbody tr').count()).toBe(1);
      expect(await page.locator('#sheet tbody td:not(.no)').count()).toBe(seats);
      expect(errors).toEqual([]);
      await page.context().close();
    },
    90_000,
  );

  it('four pages play a whole Kalter Schlag deal; one doubles, one reloads mid-deal', async () => {
    const pages = await Promise.all(['Anna', 'Ben', 'Cleo', 'Dora'].map((name) => enter(name)));
    const table = await createTable(pages[0], 'kalter-schlag', [
      'human',
      'human',
      'human',
      'human',
    ]);
    for (const [i, p] of pages.entries()) if (i > 0) await sitDown(p, table, i);
    const policies = pages.map(freshPolicy);
    policies[1].double = true;
    let reloaded = false;
    await playDeals(pages, policies, 1, async (turn) => {
      if (reloaded || turn !== 13) return;
      const { step } = await stateOf(pages[2]);
      const held = await pages[2].locator('#hand .card').count();
      await pages[2].reload();
      reloaded = true;
      await waitFor(pages[2], { page: 'table', status: 'open', seat: '2', step });
      expect(await pages[2].locator('#hand .card').count()).toBe(held);
    });
    expect(reloaded).toBe(true);
    for (const p of pages) {
      await waitFor(p, { deals: '1' });
      expect(await p.locator('#sheet tbody tr').count()).toBe(1);
    }
    // Seat 1 said a doubling: the outcome on the score sheet names seat 1 as the doubler.
    const doublers = pages[0].locator('#deal-result dt:text-is("doublers") + dd');
    expect(await doublers.textContent()).toBe('1');
    expect(errors).toEqual([]);
    for (const p of pages) await p.context().close();
  }, 90_000);
});
