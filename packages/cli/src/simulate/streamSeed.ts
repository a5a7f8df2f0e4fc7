/**
 * The random streams of a simulation: the shuffles, and the play (random seats, bots).
 * They are kept apart so that every option set deals the same cards even where its
 * play draws more or fewer numbers.
 *
 * @example
 * new Rng(streamSeed(1, STREAM.deals, 0));
 */
export const STREAM = { deals: 1, play: 2 } as const;

/**
 * A 32-bit seed for one stream of one chunk (or one session): a hash of the run's seed,
 * the stream and the index, so the chunks play independent, reproducible deals whichever
 * worker runs them.
 *
 * @example
 * streamSeed('partie-1', STREAM.play, 7); // the same number on every machine
 */
export function streamSeed(seed: number | string, stream: number, index: number): number {
  let h = typeof seed === 'string' ? hashText(seed) : mix(seed | 0, Math.floor(seed / 2 ** 32));
  h = mix(h, stream);
  h = mix(h, index | 0);
  return mix(h, Math.floor(index / 2 ** 32)) >>> 0;
}

/** Folds a 32-bit value into a hash (murmur3's mixing and finalizer). */
function mix(h: number, value: number): number {
  let k = Math.imul(value, 0xcc9e2d51);
  k = Math.imul((k << 15) | (k >>> 17), 0x1b873593);
  h ^= k;
  h = Math.imul((h << 13) | (h >>> 19), 5) + 0xe6546b64;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return h ^ (h >>> 16);
}

/** FNV-1a over the text's UTF-16 code units. */
function hashText(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h;
}
