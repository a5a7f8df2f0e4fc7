import { createGame, replayDeal, tryCreateGame, unwrap } from '@stich/core';
import { describe, expect, it } from 'vitest';
import { type DoppelkopfAction, doppelkopf } from '../src/index';

// Deal records of Doppelkopf are JSON in the shape of every game's (variant, dealer, hands,
// actions); a deal's setup (who owes a Pflichtsolo, who is forced) is written only where it
// differs from a lone deal's, and a bad one is refused with its path.

/** Plays the first legal action until the deal is over. */
function playOut(game: {
  isOver(): boolean;
  turn(): number | null;
  legalActions(seat: number): DoppelkopfAction[];
  apply(action: DoppelkopfAction): unknown;
}) {
  while (!game.isOver()) game.apply(game.legalActions(game.turn()!)[0]);
}

describe('Doppelkopf records', () => {
  it('a lone deal writes no setup and replays to the same outcome', () => {
    const game = createGame(doppelkopf, { seed: 3, dealer: 1 });
    playOut(game);
    const record = game.record();
    expect(Object.keys(record)).not.toContain('setup');
    expect(record.hands!.map((h) => h.length)).toEqual([12, 12, 12, 12]);
    const replayed = unwrap(replayDeal(doppelkopf, JSON.parse(JSON.stringify(record))));
    expect(replayed.outcome).toEqual(game.outcome());
  });

  it('a deal of a session writes its setup, and the replay needs it', () => {
    const setup = { owes: [false, true, true, true], forced: 2 };
    const game = createGame(doppelkopf, { seed: 3, dealer: 1, setup });
    expect(game.legalActions(2).every((a) => a.type === 'declare')).toBe(true);
    playOut(game);
    const record = game.record();
    expect(record.setup).toEqual(setup);
    expect(unwrap(replayDeal(doppelkopf, record)).outcome).toEqual(game.outcome());
    const { setup: _dropped, ...without } = record;
    const bad = replayDeal(doppelkopf, without);
    expect(bad.ok).toBe(false); // without the setup seat 2 was never forced
  });

  it('a bad setup is refused with its path', () => {
    const r = tryCreateGame(doppelkopf, { setup: { owes: [true, true], forced: -1 } });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('INVALID_DEAL');
      expect(r.error.path).toEqual(['setup', 'owes']);
    }
    const unknown = tryCreateGame(doppelkopf, { setup: { hirsch: 2 } });
    expect(unknown.ok).toBe(false);
    if (!unknown.ok) expect(unknown.error.message).toContain("unknown key 'hirsch'");
    // `bock` is known since option `bock` (7.16), and must be a boolean.
    const bad = tryCreateGame(doppelkopf, { setup: { bock: 2 } });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.path).toEqual(['setup', 'bock']);
  });
});
