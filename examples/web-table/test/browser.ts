import { existsSync } from 'node:fs';
import { type Browser, chromium, type Page } from 'playwright-core';

/** Debian's Chromium, never a downloaded browser (see the README). */
export const CHROMIUM = '/usr/bin/chromium';
export const hasChromium = existsSync(CHROMIUM);

/** Launches headless Chromium with a fresh profile and no background traffic. */
export function launch(): Promise<Browser> {
  return chromium.launch({
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
}

/** The page's state for tests (`document.body.dataset`). */
export const stateOf = (page: Page) =>
  page.evaluate(() => ({ ...document.body.dataset }) as Record<string, string>);

/** Waits until the page's dataset satisfies `want` (every key equal). */
export function waitFor(page: Page, want: Record<string, string>): Promise<unknown> {
  return page.waitForFunction(
    (w) => Object.entries(w).every(([k, v]) => document.body.dataset[k] === v),
    want,
    { polling: 50 },
  );
}

/** How a test person decides, remembered per page. */
export interface Policy {
  /** Has made its one bid (or hold) of the auction: passes from now on. */
  bid: boolean;
  /** Says one doubling (a `double` button) the first time it is offered. */
  double: boolean;
}

/**
 * Takes one action on a page whose turn it is, as a test person: a doubling once if
 * asked to, else a raised card (the `pick`-th one), else cards picked for a choice of
 * cards, else one bid then passes, else the first button. Resolves when the page has
 * sent it.
 */
export async function act(page: Page, policy: Policy, pick = 0): Promise<void> {
  const step = (await stateOf(page)).step;
  const sent = () =>
    page.waitForFunction(
      (s) => document.body.dataset.step !== s || document.body.dataset.turn !== 'you',
      step,
      { polling: 50 },
    );
  const double = page.locator('#actions button[data-type="double"]');
  if (policy.double && (await double.count()) > 0) {
    policy.double = false;
    await double.first().click();
    return void (await sent());
  }
  const legal = page.locator('#hand .card.legal');
  const n = await legal.count();
  if (n > 0) {
    await legal.nth(pick % n).click();
    return void (await sent());
  }
  if ((await page.locator('#pick-go').count()) > 0) {
    for (let i = 0; await page.locator('#pick-go[disabled]').count(); i++) {
      await page.locator('#hand .card.pickable').nth(i).click();
    }
    await page.click('#pick-go');
    return void (await sent());
  }
  const pass = page.locator('#actions button[data-type="pass"]');
  const others = page.locator('#actions button:not([data-type="pass"])');
  if ((await pass.count()) > 0 && (policy.bid || (await others.count()) === 0)) {
    await pass.first().click();
  } else {
    if ((await pass.count()) > 0) policy.bid = true;
    await others.first().click();
  }
  await sent();
}

/**
 * Plays on the pages until `deals` deals are finished: whichever page's turn it is
 * acts, and a page that shows the end-of-deal review presses "next". `during(turn)` runs
 * before each action (e.g. to reload a page mid-deal).
 */
export async function playDeals(
  pages: Page[],
  policies: Policy[],
  deals: number,
  during: (turn: number) => Promise<void> = async () => {},
): Promise<number> {
  for (let turn = 0; turn < 500; turn++) {
    await during(turn);
    const waits = pages.map((p, k) =>
      p
        .waitForFunction(
          (d) =>
            document.body.dataset.turn === 'you' ||
            Number(document.body.dataset.deals) >= d ||
            document.getElementById('next-deal') !== null,
          deals,
          { polling: 50, timeout: 30_000 },
        )
        .then(() => k),
    );
    for (const w of waits) w.catch(() => {});
    const k = await Promise.race(waits);
    const state = await stateOf(pages[k]);
    if (Number(state.deals) >= deals) return turn;
    if ((await pages[k].locator('#next-deal').count()) > 0) {
      await pages[k].click('#next-deal');
      await pages[k].waitForFunction(() => document.getElementById('next-deal') === null);
      continue;
    }
    await act(pages[k], policies[k], turn);
  }
  throw new Error(`${deals} deals were not over after 500 actions`);
}

/**
 * A person in a browser window of their own (own localStorage) at the lobby of `url`,
 * named; page errors go to `errors`.
 */
export async function person(
  browser: Browser,
  url: string,
  name: string,
  errors: string[],
): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1360, height: 860 } });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  page.on('pageerror', (e) => errors.push(`${name}: ${e.message}`));
  await page.goto(`${url}/`);
  await page.fill('#name', name);
  await page.waitForSelector('#create');
  return page;
}

/**
 * Creates a table in the lobby's form, with a seed so that the cards and the bots' play
 * are the same every run; the creator sits at the first person's seat.
 */
export async function createTable(
  page: Page,
  game: string,
  kinds: string[],
  seed = 'e2e',
): Promise<string> {
  await page.selectOption('#game', game);
  await page.fill('#seed', seed);
  await page.fill('#seat-count', String(kinds.length));
  for (const [seat, kind] of kinds.entries()) {
    await page.selectOption(`.seat-kind[data-seat="${seat}"]`, kind);
  }
  await page.click('#create');
  await waitFor(page, { page: 'table', status: 'open' });
  return new URLSearchParams(new URL(page.url()).hash.slice(1)).get('table') as string;
}

/** The cards in a page's hand, as codes. */
export const handOf = (page: Page) =>
  page.locator('#hand .card').evaluateAll((cs) => cs.map((c) => (c as HTMLElement).dataset.card));

/** A fresh test person's policy. */
export const freshPolicy = (): Policy => ({ bid: false, double: false });
