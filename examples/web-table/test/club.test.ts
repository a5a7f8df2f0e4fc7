import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  act,
  CHROMIUM,
  createTable,
  freshPolicy,
  hasChromium,
  playDeals,
  stateOf,
  waitFor,
} from './browser';
import { screenshotPath, useHarness } from './harness';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: screenshotPath(name), fullPage: true });

/** Nothing wider than the window, and every control within it. */
async function fitsTheScreen(page: Page): Promise<void> {
  const { scrollWidth, innerWidth, outside } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
    outside: [...document.querySelectorAll('button, select, input, textarea, a, .card.legal')]
      .filter((e) => (e as HTMLElement).offsetParent !== null)
      .map((e) => [e, e.getBoundingClientRect()] as const)
      .filter(([, r]) => r.left < 0 || r.right > window.innerWidth + 0.5)
      .map(([e]) => e.id || e.textContent || e.className),
  }));
  expect(outside).toEqual([]);
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

describe.skipIf(!hasChromium)(`a card club's evening at the web table, in ${CHROMIUM}`, () => {
  const errors: string[] = [];
  const { enter } = useHarness(errors);

  it('a whole Skat list of three deals, each deal reviewed before the next', async () => {
    const page = await enter('Anna');
    await createTable(page, 'skat', ['human', 'rules', 'rules'], 'club');
    // While the deal is on, the other hands are backs only, and there is no review.
    await page.waitForFunction(() => document.body.dataset.turn === 'you');
    expect(await page.locator('.seat:not(.me) .card:not(.back)').count()).toBe(0);
    expect(await page.locator('#review').count()).toBe(0);
    // The seats' parts in the bidding show on their plates (who calls, who answers).
    expect(await page.locator('.plate .role').allTextContents()).toEqual(
      expect.arrayContaining(['calling']),
    );
    await playDeals([page], [freshPolicy()], 1);
    // The review: the result line by line, every hand as dealt, the skat, the last trick.
    await page.waitForSelector('#review');
    expect(await page.locator('#review-lines dt').count()).toBeGreaterThan(0);
    expect(await page.locator('#review-hands .review-hand').count()).toBe(3);
    for (const hand of await page.locator('#review-hands .review-hand').all()) {
      expect(await hand.locator('.card').count()).toBe(10);
    }
    expect(await page.locator('#review-skat .card').count()).toBe(2);
    expect(await page.locator('#review-waiting').textContent()).toMatch(
      /^Waiting for you · \d+ s$/,
    );
    // The next deal's hand is not drawn while the review is on.
    expect(await page.locator('#hand').count()).toBe(0);
    await shot(page, 'review.png');
    await page.click('#next-deal');
    await waitFor(page, { review: 'none' });
    await playDeals([page], [freshPolicy()], 3);
    const rows = page.locator('#score-list tbody tr');
    expect(await rows.count()).toBe(3);
    const columns = await page
      .locator('#score-list thead th')
      .evaluateAll((ths) => ths.map((th) => (th as HTMLElement).dataset.column));
    // Skat's Spielliste (skatScoreList): the deal, the game, the declarer, the bid, won or
    // lost, the value, and each seat's running total.
    expect(columns.slice(0, 6)).toEqual(['deal', 'game', 'declarer', 'bid', 'result', 'value']);
    const at = (id: string) => columns.indexOf(id);
    for (const [i, row] of (await rows.all()).entries()) {
      const cells = await row.locator('td').allTextContents();
      expect(cells[at('deal')]).toBe(String(i + 1));
      // A declarer named as the table names seats, or none (everybody passed).
      expect(['Anna', 'Bot 2', 'Bot 3', '–']).toContain(cells[at('declarer')]);
      expect(cells[at('game')].trim()).not.toBe('');
      expect(cells[at('value')]).toMatch(/^(-?\d+|–)$/);
    }
    await shot(page, 'skat-list-3.png');
    expect(errors).toEqual([]);
    await page.context().close();
  }, 120_000);

  it("a German page: the table's new words and the review are German", async () => {
    const page = await enter('Anna');
    await page.evaluate(() => localStorage.setItem('stich-language', 'de'));
    await createTable(page, 'ramsch', ['human', 'rules', 'rules'], 'de');
    expect(await page.locator('.seat[data-seat="1"] .bot').textContent()).toBe('Regel-Bot');
    expect(await page.locator('#chat h2').textContent()).toBe('Tisch-Chat');
    expect(await page.locator('label.sound').textContent()).toBe('Ton, wenn ich dran bin');
    await playDeals([page], [freshPolicy()], 1);
    await page.waitForSelector('#review');
    expect(await page.locator('#review h2').textContent()).toBe('Spiel 1 ist vorbei');
    expect(await page.locator('#review h3').allTextContents()).toEqual(
      expect.arrayContaining(['Letzter Stich', 'Skat', 'Die Karten, wie sie gegeben wurden']),
    );
    expect(await page.locator('#next-deal').textContent()).toBe('Nächstes Spiel');
    const labels = await page.locator('#review-lines dt').allTextContents();
    expect(labels.length).toBeGreaterThan(0);
    for (const label of labels)
      expect(label).not.toMatch(/\b(game|declarer|won|lost|loser|score)\b/i);
    await shot(page, 'review-de.png');
    expect(errors).toEqual([]);
    await page.context().close();
  }, 60_000);

  it('the table chat shows text, never HTML, to seats and spectators', async () => {
    const page = await enter('Anna');
    const table = await createTable(page, 'ramsch', ['human', 'rules', 'rules'], 'chat');
    const watcher = await enter('Dora');
    await watcher.click(`li[data-table="${table}"] button.watch`);
    await waitFor(watcher, { page: 'table', status: 'open', seat: 'spectator' });
    await page.fill('#chat-input', '<b>Gut Blatt!</b>');
    await page.click('#chat-send');
    for (const p of [page, watcher]) {
      await p.waitForSelector('#chat li');
      const who = p === page ? 'You' : 'Anna';
      expect(await p.locator('#chat li').last().textContent()).toBe(`${who}: <b>Gut Blatt!</b>`);
      expect(await p.locator('#chat li b b').count()).toBe(0);
    }
    expect(await watcher.locator('#chat-input').isVisible()).toBe(false);
    expect(errors).toEqual([]);
    for (const p of [page, watcher]) await p.context().close();
  }, 60_000);

  it('the timer makes the bot act, and the page says so', async () => {
    const page = await enter('Anna');
    await page.fill('#turn-seconds', '1');
    await createTable(page, 'skat', ['human', 'rules', 'rules'], 'timer');
    // The sound on one's turn is off until chosen, and the choice is kept.
    expect(await page.isChecked('#sound')).toBe(false);
    await page.check('#sound');
    expect(await page.evaluate(() => localStorage.getItem('stich-sound'))).toBe('on');
    await page.waitForSelector('#timed-out', { timeout: 20_000 });
    expect(await page.locator('#timed-out').textContent()).toMatch(/^Your time ran out/);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 60_000);

  it.each([
    [390, 844, 'phone'],
    [768, 1024, 'tablet'],
  ])(
    'at %ix%i the lobby and a Schafkopf deal fit the screen',
    async (width, height, kind) => {
      const page = await enter('Anna');
      await page.setViewportSize({ width, height });
      await fitsTheScreen(page);
      await shot(page, `lobby-${kind}.png`);
      await createTable(page, 'schafkopf', ['human', 'rules', 'rules', 'rules'], `fit-${kind}`);
      await page.waitForFunction(() => document.body.dataset.turn === 'you');
      await fitsTheScreen(page);
      await shot(page, `schafkopf-${kind}.png`);
      // Play the deal out on this screen; on a turn after the first trick, look at it again.
      const policy = freshPolicy();
      let looked = false;
      for (let turn = 0; turn < 60; turn++) {
        await page.waitForFunction(
          () =>
            document.body.dataset.turn === 'you' ||
            document.getElementById('review') !== null ||
            Number(document.body.dataset.deals) >= 1,
        );
        if ((await stateOf(page)).turn !== 'you') break;
        if (!looked && (await page.locator('#last-trick').count()) > 0) {
          await page.click('#last-trick');
          expect(await page.locator('#trick.last-trick .card').count()).toBe(4);
          await fitsTheScreen(page);
          await page.click('#last-trick');
          looked = true;
        }
        await act(page, policy, turn);
      }
      expect(looked).toBe(true);
      await page.waitForSelector('#review');
      await fitsTheScreen(page);
      await shot(page, `review-${kind}.png`);
      expect(errors).toEqual([]);
      await page.context().close();
    },
    90_000,
  );
});
