/**
 * A token bucket: `burst` tokens at most, refilled at `perSecond`; each message takes
 * one. What a client may send on average, with room for short bursts.
 *
 * @example
 * const bucket = new TokenBucket(20, 40);
 * if (!bucket.take()) console.log('rate limited');
 */
export class TokenBucket {
  private tokens: number;
  private last: number;

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.tokens = burst;
    this.last = now();
  }

  /** Takes a token; false when none is left. */
  take(): boolean {
    this.refill();
    if (this.tokens < 1) return false;
    this.tokens--;
    return true;
  }

  /** Whether the bucket is full again (the client has been quiet). */
  full(): boolean {
    this.refill();
    return this.tokens >= this.burst;
  }

  private refill(): void {
    const t = this.now();
    this.tokens = Math.min(this.burst, this.tokens + ((t - this.last) / 1000) * this.perSecond);
    this.last = t;
  }
}
