import { definePlugin, SCHAFKOPF_DECK, type SeatView, SKAT_DECK } from '@stich/core';
import { kalterSchlag } from '@stich/kalter-schlag';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  createServer,
  type GameEntry,
  gameEntryOf,
  ServerMessageSchema,
  type StichServer,
} from '../src/index';
import { actionLabel } from '../src/table/actionLabel';
import { GAME_IDS, games } from './helpers/games';
import { humanTable } from './helpers/tableOf';
import { lastView } from './helpers/wsClient';

test("a plug-in's label is asked with the view of the seat choosing", () => {
  // A doubling reads by the seat's own view (in a game with sides: Kontra or Re).
  const plugin = definePlugin({
    variant: kalterSchlag,
    presentation: {
      actionLabel: (action, view) =>
        `${action.type} for seat ${view?.seat} of ${view?.hand.length}`,
    },
  });
  const rules = kalterSchlag.rules();
  const view: SeatView = rules.view(rules.deal({ dealer: 0, seed: 1 }), 1);
  expect(gameEntryOf(plugin).describe?.({ type: 'double', seat: 1 }, view)).toBe(
    'double for seat 1 of 8',
  );
});

describe('actionLabel: the generic label of an action', () => {
  test.each([
    [{ type: 'pass', seat: 1 }, 'pass'],
    [{ type: 'bid', seat: 1, value: 18 }, 'bid 18'],
    [{ type: 'pickUpSkat', seat: 0 }, 'pick up skat'],
    [{ type: 'declare', seat: 2, game: 'G', hand: true, ouvert: false }, 'declare G hand'],
    [{ type: 'discard', seat: 2, cards: ['SA', 'HT'] }, 'discard ♠A ♥10'],
    [{ type: 'call', seat: 0, card: 'CA' }, 'call ♣A'],
    [{ type: 'hand', seat: 0, suit: 'S' }, 'hand ♠'],
    [{ type: 'bid', seat: 1, game: 'babyGrand', doublings: 2 }, 'bid babyGrand 2'],
    [{ type: 'play', seat: 3, card: 'JK' }, 'play JK'],
  ])('%j reads %s', (action, label) => {
    expect(actionLabel(action)).toBe(label);
    expect(actionLabel(action, SKAT_DECK)).toBe(label);
  });

  // A German deck's names: letters, suit then rank (Eichel-Ober EO, Gras-Sau GA).
  test.each([
    [{ type: 'play', seat: 1, card: 'CQ' }, 'play EO'],
    [{ type: 'call', seat: 0, card: 'SA' }, 'call GA'],
    [{ type: 'discard', seat: 2, cards: ['DJ', 'HT'] }, 'discard SU HZ'],
    [{ type: 'declare', seat: 2, suit: 'D' }, 'declare S'],
  ])('with the Schafkopf deck, %j reads %s', (action, label) => {
    expect(actionLabel(action, SCHAFKOPF_DECK)).toBe(label);
  });
});

describe('view messages label every legal action', () => {
  let server: StichServer;
  beforeAll(async () => {
    // `described` is Kalter Schlag with its own text for some actions (a presentation);
    // `plain` is Kalter Schlag with none, so every label is the generic one.
    const describe = (a: { type: string }, view: { seat: number | null }) =>
      a.type === 'double' ? `Seat ${view.seat} doubles` : undefined;
    const own: Record<string, GameEntry['describe']> = { described: describe, plain: undefined };
    server = await createServer({
      games: (id) => {
        const entry = games(Object.hasOwn(own, id) ? 'kalter-schlag' : id);
        return entry && (Object.hasOwn(own, id) ? { ...entry, describe: own[id] } : entry);
      },
      gameIds: GAME_IDS,
      port: 0,
      botDelayMs: 0,
      log: () => {},
    });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  test('with the generic labels, one per legal action, in order', async () => {
    const { clients } = await humanTable(server, 'plain', 4);
    const views = clients.map((c) => lastView(c)!);
    const turn = views[0].view.turn as number;
    for (const v of views) {
      expect(ServerMessageSchema.safeParse(JSON.parse(JSON.stringify(v))).success).toBe(true);
      expect(v.labels).toEqual(v.view.legalActions.map((a) => actionLabel(a)));
    }
    const plays = views[turn].labels.filter((l) => l.startsWith('play'));
    expect(plays.length).toBeGreaterThan(0);
    for (const l of plays) expect(l).toMatch(/^play [♣♠♥♦](10|[AKQJ987])$/);
    expect(views[turn].labels.some((l) => /^double/.test(l))).toBe(true);
    expect(views[(turn + 1) % 4].labels).toEqual([]);
    await Promise.all(clients.map((c) => c.close()));
  });

  test("with the game's describe, falling back to the generic label", async () => {
    const { clients } = await humanTable(server, 'described', 4);
    const turn = lastView(clients[0])!.view.turn as number;
    const v = lastView(clients[turn])!;
    const expected = v.view.legalActions.map((a) =>
      a.type === 'double' ? `Seat ${turn} doubles` : actionLabel(a),
    );
    expect(v.labels).toEqual(expected);
    expect(v.labels).toContain(`Seat ${turn} doubles`);
    await Promise.all(clients.map((c) => c.close()));
  });
});
