import { createSession, Rng, replaySession, unwrap } from '@stich/core';
import { describe, expect, it } from 'vitest';
import {
  bockTriggers,
  type DokoBockTrigger,
  type DoppelkopfAction,
  type DoppelkopfOutcome,
  doppelkopf,
  hasHerzstich,
} from '../src/index';

// House rule 7.16, Bockrunden, and our rulings on it (docs/rules/doppelkopf.md, "House
// rules: Bock rounds"): the triggers, one round of four deals per deal that fires, rounds
// queued without overlap, every deal played taking one, and a Bock deal doubling the
// value and every score.

const ALL = {
  triggers: ['tie120', 'soloLost', 'announcementLost', 'herzstich'] as DokoBockTrigger[],
};
const score = (re: number, winner: 're' | 'kontra' | null, solo = false) => ({
  cardPoints: { re, kontra: 240 - re },
  winner,
  solo,
});
const silent = { re: -1, kontra: -1 };

describe('Bock triggers (7.16)', () => {
  it('fire on 120 : 120, a lost solo, a lost announcement and a Herzstich, in the option order', () => {
    expect(bockTriggers({ bock: ALL }, score(120, 'kontra'), silent, false)).toEqual(['tie120']);
    expect(bockTriggers({ bock: ALL }, score(130, 're'), silent, false)).toEqual([]);
    expect(bockTriggers({ bock: ALL }, score(100, 'kontra', true), silent, false)).toEqual([
      'soloLost',
    ]);
    expect(bockTriggers({ bock: ALL }, score(150, 're', true), silent, false)).toEqual([]);
    // Re said and lost; Kontra said and lost; nobody won: both parties that spoke lost.
    expect(bockTriggers({ bock: ALL }, score(100, 'kontra'), { re: 0, kontra: -1 }, false)).toEqual(
      ['announcementLost'],
    );
    expect(bockTriggers({ bock: ALL }, score(150, 're'), { re: -1, kontra: 0 }, false)).toEqual([
      'announcementLost',
    ]);
    expect(bockTriggers({ bock: ALL }, score(150, 're'), { re: 1, kontra: -1 }, false)).toEqual([]);
    expect(bockTriggers({ bock: ALL }, score(110, null), { re: 1, kontra: 1 }, false)).toEqual([
      'announcementLost',
    ]);
    expect(bockTriggers({ bock: ALL }, score(130, 're'), silent, true)).toEqual(['herzstich']);
    // Only the named triggers fire, in the option's order.
    const some = { triggers: ['herzstich', 'tie120'] as DokoBockTrigger[] };
    expect(bockTriggers({ bock: some }, score(120, 'kontra', true), silent, true)).toEqual([
      'herzstich',
      'tie120',
    ]);
    expect(bockTriggers({}, score(120, 'kontra', true), { re: 0, kontra: 0 }, true)).toEqual([]);
  });

  it('a Herzstich is a trick of four plain hearts: never with a trump ♥10', () => {
    // Checked against the card codes in normal games, where the ♥10, the queens and the
    // jacks are trumps (2.2): the plain hearts are the ♥A, ♥K and ♥9.
    const PLAIN_HEARTS = ['HA', 'HK', 'H9'];
    const rules = doppelkopf.rules();
    const scratch = new Int32Array(512);
    const rng = new Rng(11);
    const found = { yes: 0, no: 0 };
    for (let d = 0; d < 400; d++) {
      const s = rules.deal({ dealer: d & 3, rng });
      for (let i = 0; i < 4; i++) {
        const n = rules.legalCodes(s, scratch);
        const gesund = [...scratch.subarray(0, n)].find((c) => rules.decode(s, c).type === 'pass');
        rules.applyCode(s, gesund!);
      }
      rules.playout(s, rng);
      if (s.x.game !== null) continue;
      const codes = s.history.map((id) => rules.ctx.deck.codes[id]);
      let expected = false;
      for (let t = 0; t < s.winners.length; t++) {
        const trick = codes.slice(4 * t, 4 * t + 4);
        if (trick.every((c) => PLAIN_HEARTS.includes(c))) expected = true;
      }
      expect(hasHerzstich(rules.ctx, s)).toBe(expected);
      found[expected ? 'yes' : 'no']++;
    }
    expect(found.yes).toBeGreaterThan(0);
    expect(found.no).toBeGreaterThan(0);
  });
});

/** Plays a whole session with seeded random choices; returns it. */
function playSession(options: object, seed: number) {
  const session = createSession(doppelkopf, { seed, firstDealer: 0, options });
  const rng = new Rng(seed);
  while (!session.isOver()) {
    const legal = session.legalActions(session.turn()!);
    unwrap(session.apply(legal[rng.below(legal.length)] as DoppelkopfAction));
  }
  return session;
}

describe('Bock rounds in a session', () => {
  const options = { bock: ALL, pflichtsolo: false, deals: 24 };
  const session = playSession(options, 3);
  const outcomes = session.outcomes as readonly DoppelkopfOutcome[];

  it('queue one round of four deals per deal that fires, without overlap', () => {
    let queued = 0;
    let fired = 0;
    for (const o of outcomes) {
      // The deal's Bock flag follows the queue as the rulings describe it.
      expect(o.bock === true).toBe(queued > 0);
      expect(o.bockTriggers).toBeDefined();
      queued = Math.max(0, queued - 1) + (o.bockTriggers!.length > 0 ? 4 : 0);
      if (o.bockTriggers!.length > 0) fired++;
    }
    expect(fired).toBeGreaterThan(0);
    const result = session.result();
    expect(result.bockQueued).toBe(queued);
    expect(result.bockDeals).toBe(outcomes.filter((o) => o.bock).length);
    expect(result.bockDeals).toBeGreaterThan(0);
    const counts: Record<string, number> = {};
    for (const o of outcomes) for (const t of o.bockTriggers!) counts[t] = (counts[t] ?? 0) + 1;
    expect(result.triggers).toEqual(counts);
  });

  it('a Bock deal doubles the value and every score; the totals add them up', () => {
    const totals = [0, 0, 0, 0];
    for (const o of outcomes) {
      const lines = o.score.totals.re - o.score.totals.kontra;
      expect(o.score.value).toBe(o.bock ? 2 * lines : lines);
      o.score.scores.forEach((v, seat) => {
        totals[seat] += v;
      });
    }
    expect(session.result().totals).toEqual(totals);
  });

  it('each seat sees a Bock deal and the Bock deals queued', () => {
    const live = createSession(doppelkopf, { seed: 3, firstDealer: 0, options });
    const rng = new Rng(3);
    let seen = 0;
    while (!live.isOver()) {
      const queued = live.result().bockQueued ?? 0;
      for (let seat = 0; seat < 4; seat++)
        expect(live.view(seat).extra.bock).toBe(queued > 0 ? queued : undefined);
      if (queued > 0) seen++;
      const legal = live.legalActions(live.turn()!);
      unwrap(live.apply(legal[rng.below(legal.length)] as DoppelkopfAction));
    }
    expect(seen).toBeGreaterThan(0);
  });

  it('a replay of the session record rebuilds the same Bock deals', () => {
    const again = unwrap(replaySession(doppelkopf, session.record()));
    expect(again.outcomes).toEqual(outcomes);
    expect(again.result).toEqual(session.result());
  });

  it('a freely chosen Pflichtsolo, dealt again by the same dealer, also takes a Bock deal', () => {
    const withPflicht = playSession({ bock: ALL, pflichtsolo: true, deals: 24 }, 7);
    const all = withPflicht.outcomes as readonly DoppelkopfOutcome[];
    let queued = 0;
    let voluntaryBock = 0;
    for (const o of all) {
      expect(o.bock === true).toBe(queued > 0);
      if (o.bock && o.pflicht && !o.forced) voluntaryBock++;
      queued = Math.max(0, queued - 1) + (o.bockTriggers!.length > 0 ? 4 : 0);
    }
    expect(voluntaryBock).toBeGreaterThan(0);
    expect(withPflicht.result().bockQueued).toBe(queued);
  });

  it('off by default: outcomes and the sheet keep their shape', () => {
    const plain = playSession({ pflichtsolo: false, deals: 6 }, 3);
    for (const o of plain.outcomes as readonly DoppelkopfOutcome[]) {
      expect(o).not.toHaveProperty('bock');
      expect(o).not.toHaveProperty('bockTriggers');
    }
    expect(plain.result()).not.toHaveProperty('bockQueued');
    expect(plain.record().deals.every((d) => !('setup' in d))).toBe(true);
  });

  it('refuses an unknown trigger with the path of the bad value', () => {
    const r = doppelkopf.rules.bind(doppelkopf);
    expect(() => r({ bock: { triggers: ['herzstich', 'zweiDullen'] } } as never)).toThrow(
      /bock\.triggers\.1/,
    );
  });
});
