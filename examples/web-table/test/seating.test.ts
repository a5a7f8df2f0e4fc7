import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CHROMIUM, createTable, hasChromium, stateOf, waitFor } from './browser';
import { screenshotPath, useHarness } from './harness';

describe.skipIf(!hasChromium)(`seating through the web table, in ${CHROMIUM}`, () => {
  const errors: string[] = [];
  const { h, enter } = useHarness(errors);

  /** A fresh browser (own localStorage) opening an invite link, taking the seat as `name`. */
  async function invited(link: string, name: string): Promise<Page> {
    const context = await h().browser.newContext({ viewport: { width: 1200, height: 860 } });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    page.on('pageerror', (e) => errors.push(`${name}: ${e.message}`));
    await page.goto(link);
    await waitFor(page, { page: 'invite' });
    await page.fill('#invite-name', name);
    await page.click('#take-seat');
    await waitFor(page, { page: 'table', status: 'open' });
    return page;
  }

  it("the lobby's seat count follows the game", async () => {
    const page = await enter('Anna');
    for (const [game, seats] of [
      ['kalter-schlag', '4'],
      ['skat', '3'],
      ['doppelkopf', '4'],
      ['ramsch', '3'],
    ]) {
      await page.selectOption('#game', game);
      expect(await page.inputValue('#seat-count')).toBe(seats);
      expect(await page.locator('.seat-kind').count()).toBe(Number(seats));
    }
    await page.context().close();
  }, 60_000);

  it('an invite link seats a second browser; the table waits for it, then plays', async () => {
    const anna = await enter('Anna');
    const table = await createTable(anna, 'skat', ['human', 'human', 'rules'], 'invite');
    // Not started: a notice, the host's invites, no action offered.
    await waitFor(anna, { started: 'false' });
    expect(await anna.locator('#waiting-people').textContent()).toContain('1 seat');
    expect(await anna.locator('#host li.invite').count()).toBe(2);
    expect(await anna.locator('#actions button').count()).toBe(0);
    await anna.screenshot({ path: screenshotPath('host-invites.png') });
    const link = await anna.locator('#host li.invite[data-seat="1"] .invite-link').inputValue();
    expect(link).toBe(
      `${h().server.url}/?table=${table}&invite=${new URL(link).searchParams.get('invite')}`,
    );
    const ben = await invited(link, 'Ben');
    expect((await stateOf(ben)).seat).toBe('1');
    for (const p of [anna, ben]) await waitFor(p, { started: 'true' });
    expect(await anna.locator('#host li.invite').count()).toBe(0);
    expect(await anna.locator('.seat[data-seat="1"] .name').textContent()).toBe('Ben');
    // Ben comes back from another device with the same link: the first page is told.
    const ben2 = await invited(link, 'Ben');
    expect((await stateOf(ben2)).seat).toBe('1');
    await waitFor(ben, { notice: 'true' });
    expect(await ben.locator('#notice').textContent()).toContain('taken over');
    // Ben's second device goes away: the host swaps the no-show for a bot.
    await ben.context().close();
    await ben2.context().close();
    await anna.click('#host button.swap[data-seat="1"]');
    await anna.waitForFunction(() => document.querySelector('.seat[data-seat="1"] .bot') !== null);
    // The host closes the table: the page says so in words.
    anna.once('dialog', (d) => void d.accept());
    await anna.click('#close-table');
    await waitFor(anna, { notice: 'true', status: 'closed' });
    expect(await anna.locator('#notice').textContent()).toContain('the host closed the table');
    expect(errors).toEqual([]);
    await anna.context().close();
  }, 90_000);

  it('the host starts with bots in the empty seats', async () => {
    const anna = await enter('Anna');
    await createTable(anna, 'ramsch', ['human', 'human', 'human'], 'start');
    await waitFor(anna, { started: 'false' });
    await anna.click('#start-bots');
    await waitFor(anna, { started: 'true' });
    expect(await anna.locator('.seat[data-seat="1"] .bot').textContent()).toBe('rules bot');
    expect(await anna.locator('.seat[data-seat="2"] .bot').textContent()).toBe('rules bot');
    // Play reaches this page's seat: its hand offers cards or buttons.
    await anna.waitForFunction(() => document.body.dataset.turn === 'you');
    expect(errors).toEqual([]);
    await anna.context().close();
  }, 60_000);

  it('a person leaves the table: back in the lobby, the seat goes to a bot', async () => {
    const anna = await enter('Anna');
    const ben = await enter('Ben');
    const table = await createTable(anna, 'skat', ['human', 'rules', 'rules'], 'leave');
    await waitFor(anna, { started: 'true' });
    // Asked first: "no" keeps the seat.
    anna.once('dialog', (d) => void d.dismiss());
    await anna.click('#leave-table');
    expect((await stateOf(anna)).seat).toBe('0');
    anna.once('dialog', (d) => void d.accept());
    await anna.click('#leave-table');
    await anna.waitForFunction(() => location.hash === '' || location.hash === '#');
    await waitFor(anna, { page: 'lobby' });
    expect(
      await anna.evaluate((id) => localStorage.getItem('stich.seats')?.includes(id), table),
    ).not.toBe(true);
    // Another page watching the table sees a bot in her seat.
    await ben.goto(`${h().server.url}/#watch=${table}`);
    await ben.waitForFunction(() => document.querySelector('.seat[data-seat="0"] .bot') !== null);
    expect(errors).toEqual([]);
    await Promise.all([anna.context().close(), ben.context().close()]);
  }, 60_000);
});
