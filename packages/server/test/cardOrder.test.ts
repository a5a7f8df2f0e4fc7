import { schafkopf } from '@stich/schafkopf';
import { skat } from '@stich/skat';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createServer, type StichServer } from '../src/index';
import { cardOrder } from '../src/table/cardOrder';
import { GAME_IDS, games } from './helpers/games';
import { humanTable } from './helpers/tableOf';
import { lastView } from './helpers/wsClient';

const skatRules = skat.rules();
const schafkopfRules = schafkopf.rules();

describe('cardOrder: a hand order read from a trump mode', () => {
  // Trumps from the rule texts: Skat's grand the four jacks, its null none, its heart game
  // jacks and hearts (4 + 7); Schafkopf's normal order (Sauspiel, Herz-Solo) the Ober,
  // the Unter and the Herz (4 + 4 + 6), its Wenz the Unter alone.
  test.each([
    ['Skat grand', skatRules, 'G', 4, ['CJ', 'SJ', 'HJ', 'DJ', 'CA', 'CT']],
    ['Skat null', skatRules, 'N', 0, ['CA', 'CK', 'CQ', 'CJ', 'CT', 'C9']],
    ['Skat hearts', skatRules, 'H', 11, ['CJ', 'SJ', 'HJ', 'DJ', 'HA', 'HT']],
    ['Schafkopf normal', schafkopfRules, 'normal', 14, ['CQ', 'SQ', 'HQ', 'DQ', 'CJ', 'SJ']],
    ['Schafkopf Wenz', schafkopfRules, 'wenz', 4, ['CJ', 'SJ', 'HJ', 'DJ', 'CA', 'CT']],
  ])('%s: %s trumps first', (_, rules, mode, trumps, first) => {
    const order = cardOrder(rules.ctx.deck, rules.ctx.tableOf[mode]);
    expect(order.trumps).toBe(trumps);
    expect(order.cards.slice(0, first.length)).toEqual(first);
    expect(new Set(order.cards).size).toBe(rules.ctx.deck.size);
  });

  test('the Herz come after the Ober and Unter in the normal order', () => {
    const { cards } = cardOrder(schafkopfRules.ctx.deck, schafkopfRules.ctx.tableOf.normal);
    expect(cards.slice(8, 16)).toEqual(['HA', 'HT', 'HK', 'H9', 'H8', 'H7', 'CA', 'CT']);
  });
});

describe('view messages carry the hand order and the game prompt', () => {
  let server: StichServer;
  beforeAll(async () => {
    server = await createServer({
      games,
      gameIds: GAME_IDS,
      port: 0,
      botDelayMs: 0,
      log: () => {},
    });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  test('Schafkopf: the normal order in the announcement, and what the seat to speak is asked', async () => {
    const { clients } = await humanTable(server, 'schafkopf', 4);
    const views = clients.map((c) => lastView(c)!);
    for (const v of views) expect(v.order?.trumps).toBe(14);
    const turn = views[0].view.turn as number;
    expect(views[turn].prompt?.[0]).toMatch(/Say "Ich spiel" to play a game, or "weiter" to pass/);
    await Promise.all(clients.map((c) => c.close()));
  });
});
