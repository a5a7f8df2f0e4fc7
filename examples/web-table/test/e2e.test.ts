import { type Rank, SCHAFKOPF_DECK, type Suit } from '@stich/core';
import { doppelkopf, normalTrump } from '@stich/doppelkopf';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  CHROMIUM,
  createTable,
  freshPolicy,
  handOf,
  hasChromium,
  type Policy,
  playDeals,
  stateOf,
  waitFor,
} from './browser';
import { screenshotPath, useHarness } from './harness';

if (!hasChromium) {
  console.warn(`web-table e2e skipped: ${CHROMIUM} is absent (apt-get install -y chromium)`);
}

describe.skipIf(!hasChromium)(`the web table through a real server, in ${CHROMIUM}`, () => {
  const errors: string[] = [];
  const { enter } = useHarness(errors);

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
      expect(await p.locator('#deal-result').textContent()).toMatch(
        /game.*declarer.*result\s*(won|lost)/,
      );
    }
    expect(await watcher.locator('#hand').count()).toBe(0);
    expect(await watcher.locator('#sheet thead th').allTextContents()).toEqual([
      '#',
      'game',
      'declarer',
      'bid',
      'result',
      'value',
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
      expect(await page.locator('#score-list thead th[data-column^="total."]').count()).toBe(seats);
      expect(errors).toEqual([]);
      await page.context().close();
    },
    90_000,
  );

  /**
   * Plays one deal on a page against bots, noting on each of its turns the buttons' and
   * choices' labels and the game's prompt; a Sauspiel is chosen where one is offered.
   */
  async function playNoting(page: Page, policy: Policy) {
    const labels = new Set<string>();
    const prompts = new Set<string>();
    const turns: { hand: string[]; legal: string[]; led: string | null }[] = [];
    await playDeals([page], [policy], 1, async () => {
      await page.waitForFunction(
        () => document.body.dataset.turn === 'you' || document.body.dataset.deals !== '0',
        null,
        { polling: 50 },
      );
      if ((await stateOf(page)).turn !== 'you') return;
      for (const t of await page.locator('#actions button, #actions option').allTextContents())
        labels.add(t);
      for (const t of await page.locator('#prompt p').allTextContents()) prompts.add(t);
      const cards = (selector: string) =>
        page.locator(selector).evaluateAll((cs) => cs.map((c) => (c as HTMLElement).dataset.card!));
      // The trick's lead; none while the last trick shows (with who took it).
      const over = (await page.locator('#trick .caption:text-matches("the trick$")').count()) > 0;
      const led = over ? undefined : (await cards('#trick .played .card'))[0];
      turns.push({
        hand: await cards('#hand .card'),
        legal: await cards('#hand .card.legal'),
        led: led ?? null,
      });
      const declare = page.locator('#actions select[data-type="declare"]');
      if ((await declare.count()) > 0) {
        const sauspiel = (await declare.locator('option').allTextContents()).find((t) =>
          t.startsWith('Sauspiel'),
        );
        if (sauspiel !== undefined) await declare.selectOption({ label: sauspiel });
      }
    });
    const told = await page.locator('#deal-result .told').allTextContents();
    return { labels, prompts, turns, told };
  }

  it('one page plays a whole Schafkopf deal against three bots: "Ich spiel", a Sauspiel, the called ace', async () => {
    const page = await enter('Anna');
    await createTable(page, 'schafkopf', ['human', 'rules', 'rules', 'rules']);
    // The hand in the German pack's names, the trumps of a Sauspiel (Ober, Unter, Herz) first.
    const names = SCHAFKOPF_DECK.names;
    const trumps: boolean[] = [];
    await waitFor(page, { turn: 'you' });
    for (const card of await page.locator('#hand .card').all()) {
      const code = (await card.getAttribute('data-card')) as string;
      const [suit, rank] = [names.suits[code[0] as Suit], names.ranks[code[1] as Rank]];
      expect(await card.getAttribute('title')).toBe(
        `${suit.short}${rank.short}, ${rank.en} of ${suit.en}`,
      );
      const trump = code[1] === 'Q' || code[1] === 'J' || code[0] === 'H';
      expect(await card.evaluate((c) => c.classList.contains('trump'))).toBe(trump);
      trumps.push(trump);
    }
    expect(trumps).toEqual([...trumps].sort().reverse());
    const { labels, prompts, turns, told } = await playNoting(page, freshPolicy());
    // Seed e2e: Anna says "Ich spiel", Bot 2 too but gives way, and Anna declares a Sauspiel.
    expect([...labels]).toEqual(
      expect.arrayContaining(['pass ("weiter")', '"Ich spiel" (I want to play)', 'declare']),
    );
    const sauspiel = [...labels].filter((l) => /^Sauspiel auf die \w+-Sau$/.test(l));
    expect(sauspiel.length).toBeGreaterThan(0);
    const ace = sauspiel[0].replace('Sauspiel auf die ', '');
    expect([...prompts]).toContain(
      `Anna plays ${sauspiel[0]}: whoever holds the ${ace} plays with Anna.`,
    );
    expect(turns[0].hand.length).toBe(8);
    expect(told[0]).toMatch(new RegExp(`^Anna and Bot \\d (win|lose) the ${sauspiel[0]}, `));
    expect(told).toContainEqual(
      expect.stringMatching(`^Bot \\d holds the ${ace} and plays with Anna$`),
    );
    expect(told.at(-1)).toMatch(/^payments: Anna [-+]/);
    expect(await page.locator('#score-list thead th[data-column^="total."]').count()).toBe(4);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 90_000);

  it("a German page: the game's facts, labels and the table's own words are German", async () => {
    const page = await enter('Anna');
    await page.evaluate(() => localStorage.setItem('stich-language', 'de'));
    await createTable(page, 'skat', ['human', 'rules', 'rules']);
    const seen = new Set<string>();
    const note = async () => {
      for (const t of await page
        .locator('#facts dt, #facts dd, .banner, #actions')
        .allTextContents())
        seen.add(t);
    };
    await waitFor(page, { turn: 'you' });
    await note();
    const { labels } = await playNoting(page, freshPolicy());
    await note();
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    expect(await page.locator('#sheet h2').textContent()).toBe('Spielliste');
    const result = await page.locator('#deal-result dt').allTextContents();
    expect(result).toContain('Spiel');
    const texts = [
      ...labels,
      ...seen,
      ...result,
      ...(await page.locator('#deal-result dd').allTextContents()),
    ];
    const english =
      /\b(declarer|won|lost|trumps?|bid|passed|score|game|pass|hold|your turn|deal)\b/i;
    expect(texts.filter((t) => english.test(t))).toEqual([]);
    expect(labels.has('passe')).toBe(true);
    await page.screenshot({ path: screenshotPath('skat-de.png') });
    expect(errors).toEqual([]);
    await page.context().close();
  }, 90_000);

  it("one page names no higher class, then says Kontra to a bot's Sauspiel; Re comes back", async () => {
    const page = await enter('Anna');
    await createTable(page, 'schafkopf', ['human', 'rules', 'rules', 'rules'], 'e2e-11');
    const policy = freshPolicy();
    policy.double = true;
    const { labels, prompts, told } = await playNoting(page, policy);
    // Seed e2e-11: Anna says "Ich spiel" after Bot 4; asked to name a higher class, she
    // says "weiter"; then she says Kontra to Bot 4's Sauspiel.
    expect([...labels]).toEqual(
      expect.arrayContaining([
        '"Ich spiel" (I want to play)',
        'pass ("weiter")',
        'name Farbsolo',
        'Kontra (double the game)',
        'no Kontra',
      ]),
    );
    expect([...prompts]).toContain(
      'Bot 4 holds the game at Sauspiel. Name a higher class to play it, or pass.',
    );
    // Bot 4 calls the Eichel-Sau, which Bot 2 holds; Bot 4's side answers with Re.
    expect(told).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Bot 4 and Bot 2 (win|lose) the Sauspiel auf die Eichel-Sau, /),
        'Bot 2 holds the Eichel-Sau and plays with Bot 4',
        expect.stringMatching(/Kontra and Re$/),
      ]),
    );
    expect(errors).toEqual([]);
    await page.context().close();
  }, 90_000);

  it('one page holds the called ace: the Sau must go on the first Eichel led', async () => {
    const page = await enter('Anna');
    await createTable(page, 'schafkopf', ['human', 'rules', 'rules', 'rules'], 'e2e-7');
    const { prompts, turns, told } = await playNoting(page, freshPolicy());
    // Seed e2e-7: Bot 2 calls the Eichel-Sau, which Anna holds with the Eichel-Zehn.
    expect([...prompts]).toContain(
      'Bot 2 plays Sauspiel auf die Eichel-Sau: whoever holds the Eichel-Sau plays with Bot 2. You hold it: you play with Bot 2.',
    );
    // Eichel led while she holds the Sau and another Eichel: the Sau is the only card raised.
    const eichel = (c: string | null) => c !== null && c[0] === 'C' && c[1] !== 'Q' && c[1] !== 'J';
    const asked = turns.filter(
      (t) => eichel(t.led) && t.hand.includes('CA') && t.hand.filter(eichel).length > 1,
    );
    expect(asked.length).toBeGreaterThan(0);
    for (const t of asked) expect(t.legal).toEqual(['CA']);
    expect(told).toContain('Anna holds the Eichel-Sau and plays with Bot 2');
    expect(errors).toEqual([]);
    await page.context().close();
  }, 90_000);

  /**
   * One Doppelkopf deal on a page against three rules bots: "gesund" in the Vorbehalt
   * query (or with `solo`, "Vorbehalt" and that game's button), the party's Ansage (Re or
   * Kontra) by its button at the first own turn of trick play, then the first raised
   * card each turn. Notes every button's label, the prompt and the hand at each turn.
   */
  async function playDoppelkopf(page: Page, solo?: string) {
    const labels = new Set<string>();
    const prompts = new Set<string>();
    const hands: string[][] = [];
    let announced = false;
    for (let turn = 0; turn < 200; turn++) {
      await page.waitForFunction(
        () => document.body.dataset.turn === 'you' || document.body.dataset.deals !== '0',
        null,
        { polling: 50, timeout: 30_000 },
      );
      const state = await stateOf(page);
      if (state.deals !== '0') break;
      for (const t of await page.locator('#actions button').allTextContents()) labels.add(t);
      for (const t of await page.locator('#prompt p').allTextContents()) prompts.add(t);
      hands.push((await handOf(page)) as string[]);
      const sent = () =>
        page.waitForFunction(
          (s) => document.body.dataset.step !== s || document.body.dataset.turn !== 'you',
          state.step,
          { polling: 50 },
        );
      const gesund = page.locator('#actions button[data-type="pass"]');
      const vorbehalt = page.locator('#actions button[data-type="claimGame"]');
      const game = page.locator(`#actions button[data-type="declare"]:text-is("${solo}")`);
      const ansage = page.locator('#actions button[data-type="announce"]').first();
      if (solo !== undefined && (await vorbehalt.count()) > 0) await vorbehalt.click();
      else if (solo !== undefined && (await game.count()) > 0) await game.click();
      else if ((await gesund.count()) > 0) await gesund.first().click();
      else if (!announced && (await ansage.count()) > 0) {
        announced = true;
        await ansage.click();
      } else await page.locator('#hand .card.legal').first().click();
      await sent();
    }
    const told = await page.locator('#deal-result .told').allTextContents();
    return { labels, prompts, hands, told, announced };
  }

  it('one page plays a whole Doppelkopf deal against three bots: "gesund", its Ansage, the result', async () => {
    const page = await enter('Anna');
    // Twelve cards, the Ansage buttons and the prompt: a taller window keeps the hand in
    // view, so that a raised card does not move under the pointer as the page scrolls.
    await page.setViewportSize({ width: 1360, height: 1100 });
    await createTable(page, 'doppelkopf', ['human', 'rules', 'rules', 'rules']);
    const { labels, prompts, hands, told, announced } = await playDoppelkopf(page);
    // Seed e2e: all four say "gesund"; Bot 3 says Re, and Anna, a Kontra player, replies
    // Kontra by its button at her turn in trick 1 (legal with 11 cards, 5.4).
    expect(announced).toBe(true);
    expect([...labels]).toEqual(
      expect.arrayContaining([
        '"gesund" (no reservation)',
        '"Vorbehalt" (a solo, or a Hochzeit)',
        '"Kontra" (announce that Kontra wins: +2)',
        '"keine 90" (Re stays under 90 card points; also says Kontra)',
      ]),
    );
    expect([...prompts]).toEqual(
      expect.arrayContaining([
        'A normal game: the club queens make the Re party. You are Kontra.',
        'Said: Bot 3 "Re", Anna "Kontra".',
      ]),
    );
    // The hand as the game orders it: the twelve cards, the trumps of the normal game first.
    expect(hands[0]).toHaveLength(12);
    const trumps = hands[0].map((c) => normalTrump(c, doppelkopf.defaults));
    expect(trumps).toEqual([...trumps].sort().reverse());
    // The score sheet tells the deal in the plug-in's words: the parties, both Ansagen,
    // every game point (6.2).
    expect(told).toEqual([
      'Bot 3 and Bot 4 (Re) win the Normalspiel, 135 : 105 card points, value 5',
      'Re: Bot 3 and Bot 4; Kontra: Anna and Bot 2',
      'Re said Re; Kontra said Kontra',
      'Re: won (Gewonnen) +1',
      'Re: Re announced (Re angesagt) +2',
      'Re: Kontra announced (Kontra angesagt) +2',
      'Value for Re: 5',
    ]);
    expect(await page.locator('#score-list thead th[data-column^="total."]').count()).toBe(4);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 90_000);

  it('one page says "Vorbehalt" and plays a Damensolo from the buttons against three bots', async () => {
    const page = await enter('Anna');
    await page.setViewportSize({ width: 1360, height: 1100 });
    await createTable(page, 'doppelkopf', ['human', 'rules', 'rules', 'rules'], 'e2e-3');
    const { labels, prompts, told } = await playDoppelkopf(page, 'Damensolo (queens solo)');
    // Seed e2e-3: Bot 4 says "Vorbehalt" first (it holds both club queens); Anna reserves
    // too, so no Hochzeit is played and Bot 4 gives way (4.3.3.3); Anna names her
    // Damensolo, her Pflichtsolo, from the game buttons, and says Re.
    expect([...labels]).toEqual(
      expect.arrayContaining([
        '"Vorbehalt" (a solo, or a Hochzeit)',
        'Kreuz-Solo (clubs solo)',
        'Damensolo (queens solo)',
        'Fleischloser (no-trump solo)',
        '"Re" (announce that Re wins: +2)',
      ]),
    );
    expect([...labels].some((l) => l.startsWith('Hochzeit'))).toBe(false);
    expect([...prompts]).toEqual(
      expect.arrayContaining([
        'Bot 4 said "Vorbehalt". Say "gesund" (no reservation) or "Vorbehalt" (you want to play a solo).',
        'Your reservation counts: name your game.',
        'Anna plays a Damensolo (Pflichtsolo) as Re against the three others.',
      ]),
    );
    // The first raised card each turn loses badly: 6 : 234, under 90, 60 and 30 (6.2),
    // three times for the soloist (6.6).
    expect(told).toEqual([
      'Anna loses the Damensolo (Pflichtsolo), 6 : 234 card points, value 6 (x3)',
      'Re: Anna; Kontra: Bot 2, Bot 3 and Bot 4',
      'Re said Re',
      'Kontra: won (Gewonnen) +1',
      'Kontra: opponents under 90 (unter 90) +1',
      'Kontra: opponents under 60 (unter 60) +1',
      'Kontra: opponents under 30 (unter 30) +1',
      'Kontra: Re announced (Re angesagt) +2',
      'Value for Kontra: 6 (the soloist scores 3 × 6)',
    ]);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 90_000);

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
    // Seat 1 (Ben) said a doubling: the outcome on the score sheet names him, not a seat index.
    const doublers = pages[0].locator('#deal-result dt:text-is("doubled by") + dd');
    expect(await doublers.textContent()).toBe('Ben');
    expect(errors).toEqual([]);
    for (const p of pages) await p.context().close();
  }, 90_000);
});
