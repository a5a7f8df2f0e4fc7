import { kalterSchlag } from '@stich/kalter-schlag';
import { describe, expect, test } from 'vitest';
import {
  type CoreAction,
  createSession,
  type Result,
  Rng,
  replaySession,
  restoreSession,
  type SessionEvent,
  StichRuleError,
  tryCreateSession,
} from '../src/index';

/** What `play` needs of a session. */
interface Playable {
  isOver(): boolean;
  legalActions(): CoreAction[];
  apply(action: CoreAction): Result<unknown>;
}

/** Plays random legal actions (seeded) until `stop` says so. */
function play(session: Playable, rng: Rng, stop: () => boolean = () => session.isOver()): void {
  while (!stop()) {
    const legal = session.legalActions();
    const r = session.apply(legal[rng.below(legal.length)]);
    if (!r.ok) throw new Error(r.error.message);
  }
}

describe('a whole Kalter Schlag Partie', () => {
  test('ends, with totals equal to the sum of the deal penalties', () => {
    const partie = createSession(kalterSchlag, { seed: 2024 });
    const events: SessionEvent[] = [];
    partie.subscribe((e) => events.push(e));
    play(partie, new Rng(1));
    const result = partie.result();
    expect(result.ended).toBe(true);
    expect(partie.isOver()).toBe(true);
    expect(partie.dealsPlayed).toBe(partie.outcomes.length);
    expect(result.dealsPlayed).toBe(partie.dealsPlayed);
    const sums = [0, 1, 2, 3].map((seat) =>
      partie.outcomes.reduce((n, o) => n + o.penalties[seat], 0),
    );
    expect(result.totals).toEqual(sums);
    expect(partie.actor.getSnapshot().output?.result).toEqual(result);

    const dealOvers = events.filter((e) => e.type === 'dealOver');
    expect(dealOvers.map((e) => e.deal)).toEqual(partie.outcomes.map((_, i) => i));
    expect(dealOvers.map((e) => e.type === 'dealOver' && e.outcome)).toEqual(partie.outcomes);
    const started = events.filter((e) => e.type === 'dealStarted');
    expect(started.map((e) => e.deal)).toEqual(partie.outcomes.slice(1).map((_, i) => i + 1));
    expect(events.at(-1)).toEqual({ type: 'sessionOver', deal: partie.dealsPlayed - 1, result });
    expect(events.at(-2)?.type).toBe('dealOver');

    const r = partie.apply({ type: 'double', seat: 0 });
    expect(!r.ok && r.error.code).toBe('SESSION_OVER');
    expect(events.at(-1)).toMatchObject({ type: 'rejected', error: { code: 'SESSION_OVER' } });
    expect(partie.turn()).toBeNull();
    expect(partie.legalActions()).toEqual([]);
    expect(partie.view(0).terminal).toBe(true);
  });

  test('the deal passes clockwise from the first dealer', () => {
    const partie = createSession(kalterSchlag, {
      seed: 5,
      firstDealer: 2,
      options: { target: 300 },
    });
    const dealers: number[] = [];
    const rng = new Rng(2);
    while (!partie.isOver()) {
      dealers.push(partie.dealer());
      const deal = partie.dealsPlayed;
      play(partie, rng, () => partie.isOver() || partie.dealsPlayed !== deal);
    }
    expect(dealers).toEqual(dealers.map((_, i) => (2 + i) % 4));
    expect(partie.record().deals).toHaveLength(dealers.length);
  });

  test('is deterministic: same seed, same actions, same result', () => {
    const run = () => {
      const partie = createSession(kalterSchlag, { seed: 'club/7', options: { target: 800 } });
      play(partie, new Rng(77));
      return partie;
    };
    const [a, b] = [run(), run()];
    expect(a.result()).toEqual(b.result());
    expect(a.record()).toEqual(b.record());
    expect(a.snapshot()).toEqual(b.snapshot());
  });

  test('actions sent to the session actor reach the deal and fire events', () => {
    const partie = createSession(kalterSchlag, { seed: 3 });
    const events: SessionEvent[] = [];
    partie.subscribe((e) => events.push(e));
    const action = partie.legalActions()[0];
    partie.actor.send({ type: 'ACTION', action });
    expect(partie.record().deals[0].actions).toEqual([action]);
    expect(events).toEqual([{ type: 'action', index: 0, action, deal: 0 }]);
  });

  test('without a first dealer, the seed picks it', () => {
    const dealers = [1, 2, 3, 4, 5, 6].map((seed) =>
      createSession(kalterSchlag, { seed }).dealer(),
    );
    expect(dealers).toEqual(
      [1, 2, 3, 4, 5, 6].map((seed) => createSession(kalterSchlag, { seed }).dealer()),
    );
    expect(new Set(dealers).size).toBeGreaterThan(1);
  });
});

describe('session records', () => {
  const played = () => {
    const partie = createSession(kalterSchlag, { seed: 31, options: { target: 600 } });
    play(partie, new Rng(3));
    return partie;
  };

  test('replaying the record through createSession gives the same result', () => {
    const original = played();
    const record = original.record();
    expect(record).toMatchObject({
      variant: 'kalter-schlag',
      firstDealer: original.record().firstDealer,
    });
    const again = createSession(kalterSchlag, {
      options: { target: 600 },
      firstDealer: record.firstDealer,
      deals: record.deals as never,
    });
    record.deals.forEach((deal, i) => {
      expect(again.dealsPlayed).toBe(i);
      for (const action of deal.actions) expect(again.apply(action as CoreAction).ok).toBe(true);
    });
    expect(again.isOver()).toBe(true);
    expect(again.result()).toEqual(original.result());
  });

  test('the records module replays the record to the same result', () => {
    const original = played();
    const replay = replaySession(kalterSchlag, JSON.parse(JSON.stringify(original.record())));
    if (!replay.ok) throw new Error(replay.error.message);
    expect(replay.value.result).toEqual(original.result());
  });

  test('a record mid-deal ends with the deal in play', () => {
    const partie = createSession(kalterSchlag, { seed: 8 });
    play(partie, new Rng(8), () => partie.dealsPlayed === 1);
    partie.apply(partie.legalActions()[0]);
    const { deals } = partie.record();
    expect(deals).toHaveLength(2);
    expect(deals[1].actions).toHaveLength(1);
    expect(deals[0].seed).toBe('8/0');
  });
});

describe('session snapshots', () => {
  test('snapshot -> restore mid-session continues identically', () => {
    const partie = createSession(kalterSchlag, { seed: 90, options: { target: 700 } });
    const rng = new Rng(90);
    play(partie, rng, () => partie.dealsPlayed === 2);
    for (let i = 0; i < 9; i++) partie.apply(partie.legalActions()[0]);
    const snapshot = JSON.parse(JSON.stringify(partie.snapshot()));
    const restored = restoreSession(kalterSchlag, snapshot);
    if (!restored.ok) throw new Error(restored.error.message);
    const copy = restored.value;
    expect(copy.state()).toEqual(partie.state());
    expect(copy.dealsPlayed).toBe(2);
    expect(copy.outcomes).toEqual(partie.outcomes);
    expect(copy.snapshot()).toEqual(snapshot);
    // Both continue with the same actions to the same end.
    const [r1, r2] = [new Rng(5), new Rng(5)];
    play(partie, r1);
    play(copy, r2);
    expect(copy.result()).toEqual(partie.result());
  });

  test('a finished session restores as finished', () => {
    const partie = createSession(kalterSchlag, { seed: 91, options: { target: 300 } });
    play(partie, new Rng(91));
    const restored = restoreSession(kalterSchlag, JSON.parse(JSON.stringify(partie.snapshot())));
    expect(restored.ok && restored.value.isOver()).toBe(true);
    expect(restored.ok && restored.value.result()).toEqual(partie.result());
  });

  const snap = () => {
    const partie = createSession(kalterSchlag, { seed: 92, firstDealer: 0 });
    play(partie, new Rng(92), () => partie.dealsPlayed === 1);
    partie.apply(partie.legalActions()[0]);
    return JSON.parse(JSON.stringify(partie.snapshot()));
  };

  type Path = (string | number)[];
  test.each<
    [string, (s: ReturnType<typeof snap>) => unknown, Path | ((s: ReturnType<typeof snap>) => Path)]
  >([
    ['a wrong format', (s) => ({ ...s, format: 'x' }), ['format']],
    ['another variant', (s) => ({ ...s, variant: 'ramsch' }), ['variant']],
    ['bad options', (s) => ({ ...s, options: { stake: -1 } }), ['options', 'stake']],
    ['a bad first dealer', (s) => ({ ...s, firstDealer: 5 }), ['firstDealer']],
    [
      'a short hand',
      (s) => ({
        ...s,
        deals: [
          { ...s.deals[0], hands: [s.deals[0].hands[0].slice(1), ...s.deals[0].hands.slice(1)] },
        ],
      }),
      ['deals', 0, 'hands', 0],
    ],
    [
      'an illegal action',
      (s) => ({
        ...s,
        deals: [s.deals[0], { ...s.deals[1], actions: [{ type: 'double', seat: 9 }] }],
      }),
      ['deals', 1, 'actions', 0],
    ],
    [
      'an action after its deal ended',
      (s) => ({
        ...s,
        deals: [
          { ...s.deals[0], actions: [...s.deals[0].actions, s.deals[1].actions[0]] },
          s.deals[1],
        ],
      }),
      (s) => ['deals', 0, 'actions', s.deals[0].actions.length],
    ],
    [
      'a deal left unfinished',
      (s) => ({
        ...s,
        deals: [{ ...s.deals[0], actions: s.deals[0].actions.slice(0, 5) }, s.deals[1]],
      }),
      ['deals', 1, 'actions', 0],
    ],
  ])('refuses %s with INVALID_SNAPSHOT at its path', (_name, spoil, where) => {
    const good = snap();
    const path = typeof where === 'function' ? where(good) : where;
    const r = restoreSession(kalterSchlag, spoil(good));
    expect(!r.ok && r.error.code).toBe('INVALID_SNAPSHOT');
    expect(!r.ok && r.error.path?.slice(0, path.length)).toEqual(path);
  });
});

describe('createSession setup errors', () => {
  test.each([
    [{ options: { target: 'x' } }, 'INVALID_OPTIONS', ['options', 'target']],
    [{ firstDealer: 4 }, 'INVALID_DEAL', ['firstDealer']],
    [{ seed: 0.5 }, 'INVALID_DEAL', ['seed']],
    [{ deals: [{ hands: [[], [], [], []] }] }, 'INVALID_DEAL', ['deals', 0, 'hands', 0]],
  ])('refuses %j with %s at its path', (setup, code, path) => {
    const r = tryCreateSession(kalterSchlag, setup as never);
    expect(!r.ok && r.error).toMatchObject({ code, path });
    expect(() => createSession(kalterSchlag, setup as never)).toThrow(StichRuleError);
  });
});
