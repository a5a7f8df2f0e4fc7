import type { ChunkData } from '../simulate/chunkRunner';
import { Tally } from '../simulate/tally';

/**
 * Merges chunks' sums in chunk order as they arrive in any order: a chunk waits only
 * until the chunks before it are in, so memory holds the chunks that came early, not the
 * whole run. A chunk added twice (a retried job) counts once. The order makes the
 * floating-point sums, and so every digit of the result, those of a local run.
 *
 * @example
 * const merger = new ChunkMerger(1, 3);
 * merger.add(1, data1); merger.add(0, data0); merger.add(2, data2);
 * merger.complete; // true
 */
export class ChunkMerger {
  readonly tally: Tally;
  private readonly done: Uint8Array;
  private readonly early = new Map<number, ChunkData>();
  private next = 0;

  /** `onDeals` is given each chunk's deal lines (`--deals-out`) as it is merged. */
  constructor(
    sets: number,
    chunks: number,
    private readonly onDeals?: (lines: string) => void,
  ) {
    this.tally = new Tally(sets);
    this.done = new Uint8Array(chunks);
  }

  /** Whether chunk `c` is in. */
  has(c: number): boolean {
    return this.done[c] === 1;
  }

  /** Adds chunk `c`'s sums; false (and nothing changes) when it is in already. */
  add(c: number, data: ChunkData): boolean {
    if (this.done[c] === 1) return false;
    this.done[c] = 1;
    this.early.set(c, data);
    for (let d = this.early.get(this.next); d !== undefined; d = this.early.get(this.next)) {
      this.tally.merge(d);
      if (d.dealLines !== undefined) this.onDeals?.(d.dealLines);
      this.early.delete(this.next++);
    }
    return true;
  }

  /** The chunks not yet in. */
  missing(): number[] {
    const out: number[] = [];
    for (let c = 0; c < this.done.length; c++) if (this.done[c] === 0) out.push(c);
    return out;
  }

  /** Whether every chunk is in (and merged). */
  get complete(): boolean {
    return this.next === this.done.length;
  }
}
