/**
 * The DPoP `jti` replay cache (RFC 9449 §11.1), partitioned per caller, with bounded memory.
 * Each entry lives until the proof it came from would be refused as stale anyway, so forgetting it is safe. It never
 * forgets an unexpired entry (that would re-open a replay window): it sweeps expired ones and, if still out of room,
 * refuses the new proof. A caller's full partition refuses only that caller ('caller-full'); the overall bound
 * ('full') is reached only when many callers are at theirs.
 */
import { PROOF_FUTURE_SKEW_S, PROOF_MAX_AGE_S } from '../../../contract/dpop';

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
type Partition = Map<string, number>;

export class ReplayCache {
  private readonly partitions = new Map<string, Partition>();
  private count = 0;
  private lastFullSweep = -Infinity;

  constructor(
    readonly limits: ReplayLimits,
    private readonly now: () => number,
    /** How often (ms of the clock) a full sweep of every partition may run. */
    private readonly fullSweepEvery = 1000,
  ) {}

  /** Entries in all partitions. */
  get size() {
    return this.count;
  }

  sizeOf(caller: string) {
    return this.partitions.get(caller)?.size ?? 0;
  }

  /** Whether `key` is recorded for `caller` and unexpired; records nothing. */
  has(caller: string, key: string): boolean {
    const expiresAt = this.partitions.get(caller)?.get(key);
    return expiresAt !== undefined && expiresAt > this.now();
  }

  /** Records `key` for `caller` until `expiresAt` (ms), if it is new and there is room. */
  add(caller: string, key: string, expiresAt: number): ReplayVerdict {
    const now = this.now();
    if (now - this.lastFullSweep >= this.fullSweepEvery) this.sweepAll(now);
    let partition = this.partitions.get(caller);
    if (partition) this.sweepHead(partition, now);
    if (this.has(caller, key)) return 'replayed';
    if (partition && partition.size >= this.limits.perCaller) return 'caller-full';
    if (this.count >= this.limits.total) return 'full';
    if (!partition) this.partitions.set(caller, (partition = new Map()));
    if (partition.delete(key)) this.count--;
    partition.set(key, expiresAt);
    this.count++;
    return 'fresh';
  }

  /** Milliseconds until the oldest entry of `caller` (or, without one, of any caller) expires: when to retry. */
  retryAfterMs(caller?: string): number {
    const partitions = caller === undefined ? [...this.partitions.values()] : [this.partitions.get(caller)];
    let earliest = Infinity;
    for (const p of partitions) {
      const head = p?.values().next();
      if (head && !head.done) earliest = Math.min(earliest, head.value);
    }
    return Number.isFinite(earliest) ? Math.max(0, earliest - this.now()) : 0;
  }

  /** Drops expired entries from the oldest end of a partition (amortised O(1)). */
  private sweepHead(p: Partition, now: number) {
    for (const [key, expiresAt] of p) {
      if (expiresAt > now) break;
      p.delete(key);
      this.count--;
    }
  }

  /** Drops every expired entry, out of order too, and the partitions left empty: O(n), once per `fullSweepEvery`. */
  private sweepAll(now: number) {
    this.lastFullSweep = now;
    for (const [caller, p] of this.partitions) {
      for (const [key, expiresAt] of p)
        if (expiresAt <= now) {
          p.delete(key);
          this.count--;
        }
      if (p.size === 0) this.partitions.delete(caller);
    }
  }
}
