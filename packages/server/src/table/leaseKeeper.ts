import type { Lease, SharedStore } from '../storage/sharedStore';

/**
 * How this instance shares tables with others on one PostgreSQL: the URL the others
 * reach it at, and how long a table's lease lasts unless renewed.
 *
 * @example
 * await hub.share({ url: 'http://10.0.0.2:8080', leaseMs: 6000 });
 */
export interface Sharing {
  readonly url: string;
  readonly leaseMs: number;
}

/**
 * The leases of the tables this instance hosts: taking one, renewing them all, giving
 * one up, and telling which were lost.
 *
 * @example
 * const keeper = new LeaseKeeper(shared, 'i-abc', { url, leaseMs: 6000 }, console.error);
 * if ((await keeper.take('t-1')).owner === keeper.instance) console.log('hosted here');
 */
export class LeaseKeeper {
  /** When each held lease was taken (this clock): a renewal asked before does not judge it. */
  private readonly since = new Map<string, number>();
  /** When the leases were last renewed (this clock). */
  private renewed = Date.now();

  constructor(
    readonly shared: SharedStore,
    readonly instance: string,
    readonly sharing: Sharing,
    private readonly log: (line: string) => void,
  ) {}

  /** Takes the table's lease if it is free or expired; resolves to the lease as it stands. */
  async take(id: string): Promise<Lease> {
    const asked = Date.now();
    const { url, leaseMs } = this.sharing;
    const lease = await this.shared.takeLease(id, { owner: this.instance, url }, leaseMs);
    if (lease.owner === this.instance && !this.since.has(id)) this.since.set(id, asked);
    return lease;
  }

  /** Gives a lease up (another instance may take the table at once). */
  async drop(id: string): Promise<void> {
    this.since.delete(id);
    await this.shared
      .dropLease(id, this.instance)
      .catch((e) => this.log(`table ${id}: lease kept: ${String(e)}`));
  }

  /** Forgets a lease that went to another instance. */
  forget(id: string): void {
    this.since.delete(id);
  }

  /**
   * Renews every lease; resolves to whether a table's lease is lost: taken by another
   * instance, or every lease when they could not be renewed for a whole lease time.
   */
  async renew(): Promise<(id: string) => boolean> {
    const asked = Date.now();
    try {
      const held = new Set(await this.shared.renewLeases(this.instance, this.sharing.leaseMs));
      this.renewed = asked;
      return (id) => !held.has(id) && (this.since.get(id) ?? 0) < asked;
    } catch (e) {
      this.log(`leases not renewed: ${String(e)}`);
      const expired = Date.now() - this.renewed > this.sharing.leaseMs;
      return () => expired;
    }
  }
}
