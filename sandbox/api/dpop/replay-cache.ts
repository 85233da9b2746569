/**
 * The DPoP `jti` replay cache (RFC 9449 §11.1) with bounded memory.
 * Each entry lives until the proof it came from would be refused as stale anyway, so forgetting it is safe.
 * At the hard cap it never forgets an unexpired entry (that would re-open a replay window): it sweeps the
 * expired ones and, if still full, refuses the new proof (`add` returns 'full'), so a flood costs availability, not safety.
 */
export type ReplayVerdict = 'fresh' | 'replayed' | 'full';

export class ReplayCache {
  private readonly entries = new Map<string, number>();
  private lastFullSweep = -Infinity;

  constructor(
    readonly maxEntries: number,
    private readonly now: () => number,
    /** How often (ms of the clock) a full sweep may run when the cache is full. */
    private readonly fullSweepEvery = 1000,
  ) {}

  get size() {
    return this.entries.size;
  }

  /** Records `key` until `expiresAt` (ms); tells whether it was already there. */
  add(key: string, expiresAt: number): ReplayVerdict {
    const now = this.now();
    this.sweepHead(now);
    const seen = this.entries.get(key);
    if (seen !== undefined && seen > now) return 'replayed';
    if (this.entries.size >= this.maxEntries && !this.sweepAll(now)) return 'full';
    this.entries.delete(key);
    this.entries.set(key, expiresAt);
    return 'fresh';
  }

  /** Entries are inserted in roughly expiry order: drop expired ones from the oldest end (amortised O(1)). */
  private sweepHead(now: number) {
    for (const [key, expiresAt] of this.entries) {
      if (expiresAt > now) break;
      this.entries.delete(key);
    }
  }

  /** A full pass (O(n)), at most once per `fullSweepEvery`; true when there is room afterwards. */
  private sweepAll(now: number): boolean {
    if (now - this.lastFullSweep >= this.fullSweepEvery) {
      this.lastFullSweep = now;
      for (const [key, expiresAt] of this.entries) if (expiresAt <= now) this.entries.delete(key);
    }
    return this.entries.size < this.maxEntries;
  }
}
