/**
 * The DPoP `jti` replay cache (RFC 9449 §11.1), partitioned per caller, with bounded memory.
 * Each entry lives until the proof it came from would be refused as stale anyway, so forgetting it is safe. It never
 * forgets an unexpired entry (that would re-open a replay window): it sweeps expired ones and, if still out of room,
 * refuses the new proof. A caller's full partition refuses only that caller ('caller-full'); the overall bound
 * ('full') is reached only when many callers are at theirs.
 */
import { PROOF_FUTURE_SKEW_S, PROOF_MAX_AGE_S } from './dpop-proof';

export type ReplayVerdict = 'fresh' | 'replayed' | 'caller-full' | 'full';

/** `perCaller` entries in one caller's partition, `total` in all. */
export type ReplayLimits = { perCaller: number; total: number };

/** The longest an entry lives: from a proof whose `iat` is at the future-skew bound to the end of its freshness. */
const ENTRY_LIFETIME_MS = (PROOF_MAX_AGE_S + PROOF_FUTURE_SKEW_S) * 1000;

/**
 * Defaults: 50 000 entries in all; per caller, what the rate limit lets one caller send while an entry lives (its
 * fixed windows: at most ⌈lifetime / window⌉ + 1 overlap that time), but never more than a tenth of the whole.
 */
export function replayLimitsFor(rate: { max: number; windowMs: number }, given: Partial<ReplayLimits> = {}) {
  const total = given.total ?? 50_000;
  const byRate = rate.max * (Math.ceil(ENTRY_LIFETIME_MS / rate.windowMs) + 1);
  return { total, perCaller: given.perCaller ?? Math.max(1, Math.min(byRate, Math.floor(total / 10))) };
}

/** One caller's entries (key → expiry in ms), in insertion order, which is roughly expiry order. */
type Partition = { entries: Map<string, number>; lastFullSweep: number };

export class ReplayCache {
  private readonly partitions = new Map<string, Partition>();
  private count = 0;
  private lastFullSweep = -Infinity;

  constructor(
    readonly limits: ReplayLimits,
    private readonly now: () => number,
    /** How often (ms of the clock) a full sweep of a partition, or of the whole cache, may run when out of room. */
    private readonly fullSweepEvery = 1000,
  ) {}

  /** Entries in all partitions. */
  get size() {
    return this.count;
  }

  sizeOf(caller: string) {
    return this.partitions.get(caller)?.entries.size ?? 0;
  }

  /** Whether `key` is recorded for `caller` and unexpired; records nothing. */
  has(caller: string, key: string): boolean {
    const expiresAt = this.partitions.get(caller)?.entries.get(key);
    return expiresAt !== undefined && expiresAt > this.now();
  }

  /** Records `key` for `caller` until `expiresAt` (ms), if it is new and there is room. */
  add(caller: string, key: string, expiresAt: number): ReplayVerdict {
    const now = this.now();
    const own = this.partitions.get(caller);
    if (own) this.sweepHead(own, now);
    if (this.has(caller, key)) return 'replayed';
    if (own && own.entries.size >= this.limits.perCaller && !this.sweepPartition(own, now)) return 'caller-full';
    if (this.count >= this.limits.total && !this.sweepAll(now)) return 'full';
    let partition = this.partitions.get(caller);
    if (!partition) this.partitions.set(caller, (partition = { entries: new Map(), lastFullSweep: -Infinity }));
    if (partition.entries.delete(key)) this.count--;
    partition.entries.set(key, expiresAt);
    this.count++;
    return 'fresh';
  }

  /** Milliseconds until the oldest entry of `caller` (or, without one, of any caller) expires: when to retry. */
  retryAfterMs(caller?: string): number {
    const partitions = caller === undefined ? [...this.partitions.values()] : [this.partitions.get(caller)];
    let earliest = Infinity;
    for (const p of partitions) {
      const head = p?.entries.values().next();
      if (head && !head.done) earliest = Math.min(earliest, head.value);
    }
    return Number.isFinite(earliest) ? Math.max(0, earliest - this.now()) : 0;
  }

  /** Drops expired entries from the oldest end of a partition (amortised O(1)). */
  private sweepHead(p: Partition, now: number) {
    for (const [key, expiresAt] of p.entries) {
      if (expiresAt > now) break;
      p.entries.delete(key);
      this.count--;
    }
  }

  /** A full pass over one partition, at most once per `fullSweepEvery`; true when it has room afterwards. */
  private sweepPartition(p: Partition, now: number): boolean {
    if (now - p.lastFullSweep >= this.fullSweepEvery) {
      p.lastFullSweep = now;
      this.dropExpired(p, now);
    }
    return p.entries.size < this.limits.perCaller;
  }

  /** A full pass over every partition (O(n)), at most once per `fullSweepEvery`; true when there is room afterwards. */
  private sweepAll(now: number): boolean {
    if (now - this.lastFullSweep >= this.fullSweepEvery) {
      this.lastFullSweep = now;
      for (const [caller, p] of this.partitions) {
        this.dropExpired(p, now);
        if (p.entries.size === 0) this.partitions.delete(caller);
      }
    }
    return this.count < this.limits.total;
  }

  private dropExpired(p: Partition, now: number) {
    for (const [key, expiresAt] of p.entries)
      if (expiresAt <= now) {
        p.entries.delete(key);
        this.count--;
      }
  }
}
