import { describe, expect, test } from 'vitest';
import { ChunkMerger } from '../src/queue/chunkMerger';
import { decodeTally, encodeTally } from '../src/queue/tallyJson';
import { Tally } from '../src/simulate/tally';

/** A chunk's sums: one value per set, with a fraction so that the order of sums shows. */
function chunk(c: number) {
  const t = new Tally(2);
  const slot = t.slot('amount');
  t.put(0, slot, 0.1 * (c + 1));
  t.put(1, slot, 1 / (c + 3));
  t.commit();
  t.length(0, c + 1);
  t.mix[1].set('grand', c);
  return t.data();
}

describe('the queue merges chunks as a local run does', () => {
  test('sums through JSON come back bit for bit', () => {
    const data = chunk(4);
    const back = decodeTally(JSON.parse(JSON.stringify(encodeTally(data))));
    expect(back).toEqual(data);
    expect(Array.from(back.sum)).toEqual(Array.from(data.sum));
  });

  test('in any order and with repeats, the tally of chunk order', () => {
    const local = new Tally(2);
    for (let c = 0; c < 5; c++) local.merge(chunk(c));
    const merger = new ChunkMerger(2, 5);
    for (const c of [3, 1, 4, 1, 0, 3, 2]) merger.add(c, chunk(c));
    expect(merger.complete).toBe(true);
    expect(merger.missing()).toEqual([]);
    expect(merger.add(2, chunk(2))).toBe(false);
    expect(merger.tally.data()).toEqual(local.data());
  });

  test('missing chunks, and no merge past a gap', () => {
    const merger = new ChunkMerger(2, 4);
    merger.add(1, chunk(1));
    merger.add(3, chunk(3));
    expect(merger.missing()).toEqual([0, 2]);
    expect(merger.complete).toBe(false);
    expect(merger.tally.data().n.every((n) => n === 0)).toBe(true);
  });
});
