import { describe, expect, test } from 'vitest';
import { MessageStream, REPLAY_CHARS, REPLAY_LIMIT } from '../src/table/messageStream';
import { TokenBucket } from '../src/transport/tokenBucket';

describe('TokenBucket', () => {
  test('allows a burst, then the rate; full again after a quiet spell', () => {
    let now = 0;
    const bucket = new TokenBucket(20, 40, () => now);
    const taken = Array.from({ length: 50 }, () => bucket.take());
    expect(taken.filter(Boolean)).toHaveLength(40);
    now += 100; // 0.1 s at 20 a second: two more
    expect([bucket.take(), bucket.take(), bucket.take()]).toEqual([true, true, false]);
    expect(bucket.full()).toBe(false);
    now += 2000;
    expect(bucket.full()).toBe(true);
  });
});

describe('MessageStream', () => {
  const sheet = { type: 'sheet' as const, deals: [], result: null, over: false };

  test('numbers messages from 1 and replays what was missed, in order', () => {
    const stream = new MessageStream();
    const got: string[] = [];
    stream.sinks.add({ send: (t) => got.push(t), close: () => {} });
    for (let i = 0; i < 5; i++) stream.push(sheet);
    expect(got.map((t) => JSON.parse(t).seq)).toEqual([1, 2, 3, 4, 5]);
    expect(stream.since(2)?.map((t) => JSON.parse(t).seq)).toEqual([3, 4, 5]);
    expect(stream.since(5)).toEqual([]);
    expect(stream.since(6)).toBeUndefined();
  });

  test('keeps the last REPLAY_LIMIT; a skipped message makes replay across it impossible', () => {
    const stream = new MessageStream();
    for (let i = 0; i < REPLAY_LIMIT + 10; i++) stream.push(sheet);
    expect(stream.since(5)).toBeUndefined();
    expect(stream.since(10)).toHaveLength(REPLAY_LIMIT);
    stream.skip();
    expect(stream.since(stream.seq - 1)).toBeUndefined();
    expect(stream.since(stream.seq)).toEqual([]);
  });

  test('keeps no more than REPLAY_CHARS characters of large messages', () => {
    const stream = new MessageStream();
    // Each about 10 kB: as many as fit in REPLAY_CHARS are kept, the older are dropped.
    const big = { type: 'chat', seat: 0, name: 'Anna', text: 'x'.repeat(10_000), at: 0 } as const;
    for (let i = 0; i < 40; i++) stream.push(big);
    const size = (stream.since(stream.seq - 1) ?? [''])[0].length;
    const fit = Math.floor(REPLAY_CHARS / size);
    expect(fit).toBeLessThan(40);
    expect(stream.since(stream.seq - fit)).toHaveLength(fit);
    expect(stream.since(stream.seq - fit - 1)).toBeUndefined();
  });
});
