import { mkdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { doppelkopfPlugin } from '@stich/doppelkopf/plugin';
import { kalterSchlagPlugin } from '@stich/kalter-schlag/plugin';
import { ramschPlugin } from '@stich/ramsch/plugin';
import { schafkopfPlugin } from '@stich/schafkopf/plugin';
import { createServer, type GameEntry, gameEntryOf, type StichServer } from '@stich/server';
import { skatPlugin } from '@stich/skat/plugin';
import { skatkopfPlugin } from '@stich/skatkopf/plugin';
import type { Browser, Page } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll } from 'vitest';
import { launch, person } from './browser';

/** The web table's folder. */
export const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Where a test saves a screenshot: the README's folder when asked (STICH_SCREENSHOTS=1),
 * else a temporary folder, so that a plain test run leaves the checkout as it found it.
 */
export function screenshotPath(name: string): string {
  if (process.env.STICH_SCREENSHOTS === '1') return join(root, 'screenshots', name);
  const dir = join(tmpdir(), 'stich-web-table-screenshots');
  mkdirSync(dir, { recursive: true });
  return join(dir, name);
}

/** Every game's server entry, by id. */
export const ENTRIES: Record<string, GameEntry> = Object.fromEntries(
  [
    doppelkopfPlugin,
    kalterSchlagPlugin,
    ramschPlugin,
    schafkopfPlugin,
    skatPlugin,
    skatkopfPlugin,
  ].map((p) => [p.variant.id, gameEntryOf(p)]),
);

/** A real server serving a fresh build of the page, with fast bots, and Chromium. */
export interface Harness {
  readonly server: StichServer;
  readonly browser: Browser;
  close(): Promise<void>;
}

/** Builds the page, starts a server on a free loopback port and launches Chromium. */
export async function startHarness(): Promise<Harness> {
  const outDir = await mkdtemp(join(tmpdir(), 'stich-web-table-'));
  await build({ root, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  const server = await createServer({
    games: (id) => (Object.hasOwn(ENTRIES, id) ? ENTRIES[id] : undefined),
    gameIds: Object.keys(ENTRIES),
    port: 0,
    staticDir: outDir,
    botDelayMs: 20,
    log: () => {},
  });
  const browser = await launch();
  return {
    server,
    browser,
    async close() {
      await browser.close();
      await server.close();
      await rm(outDir, { recursive: true, force: true });
    },
  };
}

/**
 * The suite's harness, started before its tests and closed after them, and a person
 * entering the page (page errors collected in `errors`).
 */
export function useHarness(errors: string[]): {
  readonly h: () => Harness;
  readonly enter: (name: string) => Promise<Page>;
} {
  let h: Harness | undefined;
  beforeAll(async () => {
    h = await startHarness();
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });
  const get = () => {
    if (h === undefined) throw new Error('the harness did not start');
    return h;
  };
  return { h: get, enter: (name) => person(get().browser, get().server.url, name, errors) };
}
