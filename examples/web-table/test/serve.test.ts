import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHROMIUM,
  createTable,
  freshPolicy,
  handOf,
  hasChromium,
  launch,
  person,
  playDeals,
  stateOf,
  waitFor,
} from './browser';

// The acceptance of the browser table: the built `stich serve`, started as a user would
// (from another folder, no options), serves the built page and hosts the game.
const repo = fileURLToPath(new URL('../../../', import.meta.url));
const bin = join(repo, 'packages/cli/dist/bin.js');
const page = join(repo, 'examples/web-table/dist/index.html');
const built = existsSync(bin) && existsSync(page);
if (!hasChromium) console.warn(`stich serve e2e skipped: ${CHROMIUM} is absent`);
else if (!built)
  console.warn('stich serve e2e skipped: run pnpm build first (the CLI and the page)');
// The README's pictures are refreshed only when asked (STICH_SCREENSHOTS=1): a plain test
// run leaves the checkout as it found it and puts its screenshots in its temporary folder.
const refresh = process.env.STICH_SCREENSHOTS === '1';

describe.skipIf(!hasChromium || !built)('stich serve and the browser table', () => {
  let cwd: string;
  let child: ChildProcess;
  let url: string;
  let browser: Browser;
  let screenshots: string;
  const errors: string[] = [];

  beforeAll(async () => {
    cwd = await mkdtemp(join(tmpdir(), 'stich-serve-web-'));
    screenshots = refresh
      ? fileURLToPath(new URL('../screenshots/', import.meta.url))
      : join(cwd, 'screenshots');
    child = spawn(process.execPath, [bin, 'serve', '--port', '0'], { cwd, stdio: 'pipe' });
    let out = '';
    url = await new Promise<string>((resolve, reject) => {
      const read = (d: Buffer) => {
        out += d;
        const m = out.match(/open (http:\/\/\S+)\/ in a browser/);
        if (m !== null) resolve(m[1]);
      };
      child.stdout?.on('data', read);
      child.stderr?.on('data', read);
      child.on('exit', () => reject(new Error(`stich serve exited:\n${out}`)));
    });
    browser = await launch();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    if (child?.exitCode === null) {
      const exited = new Promise((resolve) => child.on('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    if (cwd) await rm(cwd, { recursive: true, force: true });
  });

  it('plays a whole Skat game against two bots, and a reload mid-deal comes back to the seat', async () => {
    const anna = await person(browser, url, 'Anna', errors);
    await mkdir(screenshots, { recursive: true });
    await anna.screenshot({ path: join(screenshots, 'lobby.png') });
    await createTable(anna, 'skat', ['human', 'rules', 'rules']);
    expect((await stateOf(anna)).seat).toBe('0');
    let reloaded = false;
    await playDeals([anna], [freshPolicy()], 1, async () => {
      // Once the cards are being played, reload on Anna's turn: she comes back to her seat.
      if (reloaded) return;
      await anna.waitForFunction(
        () => document.body.dataset.turn === 'you' || document.body.dataset.deals !== '0',
        null,
        { polling: 50 },
      );
      if ((await anna.locator('#hand .card.legal').count()) === 0) return;
      if ((await anna.locator('#hand .card').count()) > 9) return;
      const hand = await handOf(anna);
      const { step } = await stateOf(anna);
      await anna.screenshot({ path: join(screenshots, 'skat.png') });
      await anna.reload();
      reloaded = true;
      await waitFor(anna, { page: 'table', status: 'open', step, seat: '0', turn: 'you' });
      expect(await handOf(anna)).toEqual(hand);
    });
    expect(reloaded).toBe(true);
    expect(await anna.locator('#sheet tbody tr').count()).toBe(1);
    expect(await anna.locator('#deal-result').textContent()).toMatch(/game.*declarer.*result/);
    // Skat's Spielliste: the deal, its game, then each seat's running total by name.
    expect(await anna.locator('#sheet thead th').allTextContents()).toEqual([
      '#',
      'game',
      'declarer',
      'bid',
      'result',
      'value',
      'Anna',
      'Bot 2',
      'Bot 3',
    ]);
    expect(errors).toEqual([]);
  }, 90_000);
});
