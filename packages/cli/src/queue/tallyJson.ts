import type { ChunkData } from '../simulate/chunkRunner';

/**
 * A chunk's sums as JSON, for a job's return value: each number array as the base64 of its
 * float64 bytes, so every bit comes back as it was sent.
 *
 * @example
 * const json: TallyJson = encodeTally(runner.play(3));
 */
export interface TallyJson {
  readonly sets: number;
  readonly keys: readonly string[];
  readonly arrays: Readonly<Record<ArrayName, string>>;
  readonly lengths: readonly string[];
  readonly mix: readonly (readonly [string, number])[][];
  /** The chunk's deal lines (`--deals-out`), as they are. */
  readonly dealLines?: string;
  /** Deals per amount, per set (JSON numbers come back exactly). */
  readonly values?: readonly (readonly [number, number])[][];
}

type ArrayName = 'n' | 'sum' | 'sq' | 'pn' | 'psum' | 'psq' | 'hist';
const ARRAYS: readonly ArrayName[] = ['n', 'sum', 'sq', 'pn', 'psum', 'psq', 'hist'];

const toBase64 = (a: Float64Array) =>
  Buffer.from(a.buffer, a.byteOffset, a.byteLength).toString('base64');
// Copied into a fresh buffer: a decoded Buffer may sit at an offset no Float64Array accepts.
const fromBase64 = (text: string) =>
  new Float64Array(new Uint8Array(Buffer.from(text, 'base64')).buffer);

/**
 * Encodes a chunk's sums for the queue.
 *
 * @example
 * decodeTally(encodeTally(data)); // equal to data, bit for bit
 */
export function encodeTally(data: ChunkData): TallyJson {
  const arrays = Object.fromEntries(ARRAYS.map((k) => [k, toBase64(data[k])]));
  return {
    sets: data.sets,
    keys: data.keys,
    arrays: arrays as Record<ArrayName, string>,
    lengths: data.lengths.map(toBase64),
    mix: data.mix,
    ...(data.dealLines === undefined ? {} : { dealLines: data.dealLines }),
    ...(data.values === undefined ? {} : { values: data.values }),
  };
}

/**
 * Decodes a chunk's sums from the queue.
 *
 * @example
 * tally.merge(decodeTally(job.returnvalue));
 */
export function decodeTally(json: TallyJson): ChunkData {
  const arrays = Object.fromEntries(ARRAYS.map((k) => [k, fromBase64(json.arrays[k])]));
  return {
    sets: json.sets,
    keys: json.keys,
    ...(arrays as Record<ArrayName, Float64Array>),
    lengths: json.lengths.map(fromBase64),
    mix: json.mix.map((kinds) => kinds.map(([k, n]) => [k, n] as const)),
    ...(json.dealLines === undefined ? {} : { dealLines: json.dealLines }),
    ...(json.values === undefined
      ? {}
      : { values: json.values.map((counts) => counts.map(([v, n]) => [v, n] as const)) }),
  };
}
