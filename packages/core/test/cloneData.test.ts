import { describe, expect, test } from 'vitest';
import { cloneData } from '../src/kernel/cloneData';

describe('cloneData', () => {
  test.each([
    ['a scalar', 7],
    ['null', null],
    ['a nested plain object', { a: [1, [2, 3]], b: { c: 'x', d: null, e: true } }],
    ['an object without a prototype', Object.assign(Object.create(null), { a: [1] })],
    ['a Map (copied by structuredClone)', new Map([[1, [2]]])],
  ])('copies %s equal to structuredClone', (_, value) => {
    expect(cloneData(value)).toEqual(structuredClone(value));
  });

  test('shares no object with the original', () => {
    const original = { auction: { passed: [2, 0] }, kontra: { pending: [] as number[] } };
    const copy = cloneData(original);
    copy.auction.passed.push(1);
    copy.kontra.pending.push(0);
    expect(original).toEqual({ auction: { passed: [2, 0] }, kontra: { pending: [] } });
  });
});
