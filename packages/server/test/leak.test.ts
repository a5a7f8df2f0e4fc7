import type { Bot } from '@stich/bots';
import { type BaseAction, createSession, Rng, type SeatView } from '@stich/core';
import { skat } from '@stich/skat';
import { skatBot } from '@stich/skat/plugin';
import { skatkopf } from '@stich/skatkopf';
import { skatkopfBot } from '@stich/skatkopf/plugin';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { StichServer } from '../src/index';
import { humanTable } from './helpers/tableOf';
import { testServer, type View } from './helpers/testServer';
import { connect, lastView, type TestClient } from './helpers/wsClient';

// The differential leak test: two tables get the same deal except that two hidden cards
// are swapped, and the same public actions. Every message to a seat that holds neither
// card (and to spectators) must be identical at both tables, byte for byte: refusals
// included. Anything that depended on the hidden cards would show up as a difference.

let server: StichServer;
beforeAll(async () => {
  server = await testServer();
}, 60_000);
afterAll(() => server.close());
type Deal = { hands: string[][]; skat: string[] };

interface Scenario {
  readonly game: string;
  readonly seats: number;
  readonly deal: Deal;
  readonly swapped: Deal;
  /** The two swapped cards. */
  readonly cards: [string, string];
  /** Seats that hold neither card in either world. */
  readonly observers: number[];
  readonly bot: (rules: never) => Bot;
  /** What the scenario must have reached for the test to mean something. */
  readonly check: (actions: BaseAction[]) => void;
}

/** Skat: a card of the skat swapped with a card of a defender; the other defender watches. */
function skatScenario(): Scenario {
  for (let seed = 1; seed < 200; seed++) {
    const session = createSession(skat, { seed, firstDealer: 0 });
    const { hands, skat: cards } = session.snapshot().deals[0] as unknown as Deal;
    const bot = skatBot(session.rules as never);
    const rng = new Rng(seed);
    let declarer: number | null = null;
    for (let i = 0; i < 40 && declarer === null; i++) {
      const turn = session.turn() as number;
      session.apply(bot.choose(session.view(turn), rng) as never);
      declarer = (session.view(0).extra as { declarer?: number | null }).declarer ?? null;
    }
    session.actor.stop();
    if (declarer === null) continue;
    const [b, d] = [0, 1, 2].filter((s) => s !== declarer);
    const k = cards[0];
    const y = hands[b][0];
    const swapped = {
      hands: hands.map((h, s) => (s === b ? [k, ...h.slice(1)] : [...h])),
      skat: [y, ...cards.slice(1)],
    };
    return {
      game: 'skat',
      seats: 3,
      deal: { hands, skat: cards },
      swapped,
      cards: [k, y],
      observers: [d],
      bot: skatBot as never,
      check: (actions) => expect(actions.length).toBeGreaterThan(10),
    };
  }
  throw new Error('no Skat deal with a declarer in 200 seeds');
}

/** Skatkopf: the called card swapped between its holder and another defender. */
function skatkopfScenario(): Scenario {
  for (let seed = 1; seed < 200; seed++) {
    const session = createSession(skatkopf, { seed, firstDealer: 0 });
    const { hands, skat: kitty } = session.snapshot().deals[0] as unknown as Deal;
    const bot = skatkopfBot(session.rules as never);
    const rng = new Rng(seed);
    let call: { seat: number; card: string } | undefined;
    for (let i = 0; i < 60 && call === undefined; i++) {
      const turn = session.turn() as number;
      const action = bot.choose(session.view(turn), rng) as BaseAction & { card?: string };
      session.apply(action as never);
      if (action.type === 'call') call = { seat: action.seat, card: action.card as string };
    }
    session.actor.stop();
    if (call === undefined) continue;
    const holder = hands.findIndex((h) => h.includes(call.card));
    if (holder < 0 || holder === call.seat) continue;
    const other = [0, 1, 2, 3].find((s) => s !== holder && s !== call.seat) as number;
    const fourth = [0, 1, 2, 3].find((s) => ![holder, call.seat, other].includes(s)) as number;
    const x = hands[other][0];
    const swap = (h: string[]) => h.map((c) => (c === call.card ? x : c === x ? call.card : c));
    const called = call.card;
    return {
      game: 'skatkopf',
      seats: 4,
      deal: { hands, skat: kitty },
      swapped: { hands: hands.map(swap), skat: [...kitty] },
      cards: [called, x],
      observers: [call.seat, fourth],
      bot: skatkopfBot as never,
      check: (actions) => {
        expect(actions).toContainEqual(expect.objectContaining({ type: 'call', card: called }));
        expect(actions.length).toBeGreaterThan(10);
      },
    };
  }
  throw new Error('no Skatkopf deal with a called partner in 200 seeds');
}

/** Every message a client got, with the table id replaced (it differs by construction). */
const normalised = (c: TestClient, id: string) =>
  c.messages.map((m) => JSON.stringify(m).replaceAll(id, 'TABLE'));

describe('the differential leak test', () => {
  test.each([
    ['Skat: a skat card swapped with a defender card', skatScenario],
    ['Skatkopf: the called partner card swapped between two defenders', skatkopfScenario],
  ])('%s: every message to the other seats and to spectators is the same', async (_, make) => {
    const sc = make();
    const worlds = await Promise.all(
      [sc.deal, sc.swapped].map((deal) =>
        humanTable(server, sc.game, sc.seats, { deals: [deal], seed: 7, firstDealer: 0 }),
      ),
    );
    const watchers = await Promise.all(worlds.map(() => connect(server.url)));
    for (const [w, c] of watchers.entries()) c.send({ type: 'watch', table: worlds[w].id });
    await Promise.all(watchers.map((c) => c.next((m) => m.type === 'view')));

    const variant = (sc.game === 'skat' ? skat : skatkopf) as never;
    const bot = sc.bot(createSession(variant).rules as never);
    const rng = new Rng(1);
    const taken: BaseAction[] = [];
    const key = (a: unknown) => JSON.stringify(a);
    for (;;) {
      const views = worlds.map((w) => lastView(w.clients[0]) as View);
      const turn = views[0].view.turn;
      if (turn === null || Math.min(...(views[0].view.handSizes ?? [0])) <= 1) break;
      const seatViews = worlds.map((w) => lastView(w.clients[turn]) as View);
      const inTwo = new Set(seatViews[1].view.legalActions.map(key));
      // Legal in both worlds: so never a swapped card played or laid away.
      const allowed = seatViews[0].view.legalActions.filter((a) => inTwo.has(key(a)));
      if (allowed.length === 0) break;
      const wanted = bot.choose(seatViews[0].view as unknown as SeatView, rng);
      const action = allowed.find((a) => key(a) === key(wanted)) ?? allowed[0];
      const step = views[0].step;
      // An observer tries an illegal card and another seat's action at both tables too.
      if (taken.length === 5) {
        for (const w of worlds) {
          const o = sc.observers[0];
          w.clients[o].send({
            type: 'action',
            step,
            action: { type: 'play', seat: o, card: sc.cards[0] },
          });
          w.clients[o].send({ type: 'action', step, action });
        }
      }
      for (const w of worlds) w.clients[turn].send({ type: 'action', step, action });
      await Promise.all(
        worlds.flatMap((w) =>
          [...w.clients, ...watchers].map((c) =>
            c.next((m) => m.type === 'view' && m.step === step + 1),
          ),
        ),
      );
      taken.push(action as BaseAction);
    }
    sc.check(taken);
    for (const seat of sc.observers) {
      const [one, two] = worlds.map((w) => normalised(w.clients[seat], w.id));
      expect(one.length).toBeGreaterThan(taken.length);
      expect(two).toEqual(one);
    }
    const [one, two] = watchers.map((c, w) => normalised(c, worlds[w].id));
    expect(two).toEqual(one);
    // The test can see a difference: the holders' own messages differ.
    const holder = [...Array(sc.seats).keys()].find((s) => !sc.observers.includes(s)) as number;
    const [h1, h2] = worlds.map((w) => normalised(w.clients[holder], w.id));
    expect(h2).not.toEqual(h1);
    await Promise.all([...worlds.flatMap((w) => w.clients), ...watchers].map((c) => c.close()));
  });
});
