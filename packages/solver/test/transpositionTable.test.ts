import { describe, expect, test } from 'vitest';
import { TranspositionTable } from '../src/transpositionTable';

// Keys of three words whose first two are the structure: entries that share it are near
// hits of each other, found one after the other in their bucket.
describe('TranspositionTable', () => {
  const key = (weights: number) => Int32Array.of(7, 9, weights);

  test('a key stored is found whole, with its bounds and card', () => {
    const tt = new TranspositionTable(3, 8, 2);
    const k = key(1);
    const h = tt.hash(k, 0);
    tt.store(k, 0, h, 10, 20, 3, 5);
    expect(tt.probe(k, 0)).toBe(1);
    expect([tt.hitLower, tt.hitUpper, tt.hitMove]).toEqual([10, 20, 3]);
  });

  test('every entry of the same structure is a near hit, each once', () => {
    const tt = new TranspositionTable(3, 8, 2);
    const h = tt.hash(key(0), 0);
    tt.store(key(1), 0, h, 10, 20, 1, 5);
    tt.store(key(2), 0, h, 30, 40, 2, 5);
    // Another structure in the same bucket is no hit at all.
    tt.store(Int32Array.of(7, 8, 1), 0, h, 50, 60, 3, 5);
    const seen: number[][] = [];
    const k = key(0);
    for (let hit = tt.probe(k, 0); hit !== 0; hit = tt.nextNear()) {
      expect(hit).toBe(2);
      seen.push([tt.hitLower, tt.hitUpper, tt.hitMove]);
    }
    expect(seen.sort((a, b) => a[0] - b[0])).toEqual([
      [10, 20, 1],
      [30, 40, 2],
    ]);
  });

  test('a new generation forgets every entry', () => {
    const tt = new TranspositionTable(3, 8, 2);
    const k = key(1);
    const h = tt.hash(k, 0);
    tt.store(k, 0, h, 10, 20, 3, 5);
    tt.clear();
    expect(tt.probe(k, 0)).toBe(0);
  });

  test('entries stay forgotten however many generations pass', () => {
    const tt = new TranspositionTable(3, 8, 2);
    const k = key(1);
    const h = tt.hash(k, 0);
    tt.store(k, 0, h, 10, 20, 3, 5);
    for (let g = 0; g < 1000; g++) {
      tt.clear();
      expect(tt.probe(k, 0)).toBe(0);
    }
    tt.store(k, 0, h, 30, 40, 4, 5);
    expect(tt.probe(k, 0)).toBe(1);
    expect([tt.hitLower, tt.hitUpper, tt.hitMove]).toEqual([30, 40, 4]);
  });

  test('a full bucket gives up its entry with the fewest tricks left', () => {
    // Four slots: a single bucket, whatever the hash.
    const tt = new TranspositionTable(3, 2, 2);
    const depths = [6, 3, 7, 5];
    const at = (w: number) => Int32Array.of(w, 1, 1);
    for (const [w, d] of depths.entries()) tt.store(at(w), 0, tt.hash(at(w), 0), 0, 10, -1, d);
    tt.store(at(9), 0, tt.hash(at(9), 0), 0, 10, -1, 8);
    const kept = depths.map((_, w) => tt.probe(at(w), 0));
    expect(kept).toEqual([1, 0, 1, 1]);
    expect(tt.probe(at(9), 0)).toBe(1);
  });
});
