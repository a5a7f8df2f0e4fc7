import {
  createGame,
  createSession,
  formatDealRecord,
  formatSessionRecord,
  Rng,
  replayDeal,
  replaySession,
  restoreSession,
} from '@stich/core';
import { describe, expect, test } from 'vitest';
import { skatkopf } from '../src/index';

// NOTES Skatkopf 7: under the pot reading a share can be a third of the value; results
// carry such amounts exactly ('1/3', '-1 2/3'), never as a rounded float. Records written
// by core (game and session records) follow, and replay against the same form.

/** A pot session of `deals` random deals. */
function potSession(seed: string, deals = 8) {
  const session = createSession(skatkopf, {
    options: { payments: 'pot', deals },
    seed,
    firstDealer: 0,
  });
  const rng = new Rng(seed);
  while (!session.isOver()) {
    const legal = session.legalActions();
    session.apply(legal[rng.below(legal.length)]);
  }
  return session;
}

/** A float that is not a whole number, written with 6 or more decimals. */
const FLOAT = /-?\d+\.\d{6,}/;

describe('pot payments are exact in records', () => {
  const seeds = ['a', 'b', 'c', 'd', 'e', 'f'];
  const sessions = seeds.map((seed) => potSession(seed));
  const fractional = sessions.filter((s) =>
    s.outcomes.some((o) => o.scores.some((x) => !Number.isInteger(x))),
  );

  test('some sessions pay thirds (else this test proves nothing)', () => {
    expect(fractional.length).toBeGreaterThan(0);
  });

  test('a session record writes thirds as fractions, and replays', () => {
    for (const session of fractional) {
      const record = session.record();
      const text = formatSessionRecord(record);
      expect(text).not.toMatch(FLOAT);
      expect(JSON.stringify(record.result)).toMatch(/\d\/3"/);
      const replay = replaySession(skatkopf, JSON.parse(text));
      expect(replay.ok && replay.value.result).toEqual(session.result());
      session.actor.stop();
    }
  });

  test('a saved session holds no rounded float and restores to the same result', () => {
    for (const session of fractional) {
      const text = JSON.stringify(session.snapshot());
      expect(text).not.toMatch(FLOAT);
      const restored = restoreSession(skatkopf, JSON.parse(text));
      expect(restored.ok && restored.value.result()).toEqual(session.result());
    }
  });

  test('a game record writes its scores exactly, and replays', () => {
    let found = 0;
    for (let seed = 0; seed < 40 && found < 3; seed++) {
      const game = createGame(skatkopf, { seed, options: { payments: 'pot' } });
      const rng = new Rng(seed);
      while (!game.isOver()) {
        const legal = game.legalActions();
        game.apply(legal[rng.below(legal.length)]);
      }
      if (game.outcome()!.scores.every(Number.isInteger)) continue;
      found++;
      const text = formatDealRecord(game.record());
      expect(text).not.toMatch(FLOAT);
      expect(text).toMatch(/"-?\d*\s?\d\/3"/);
      const replay = replayDeal(skatkopf, JSON.parse(text));
      expect(replay.ok && replay.value.outcome).toEqual(game.outcome());
    }
    expect(found).toBeGreaterThan(0);
  });
});
