/**
 * Token buckets per key (an IP) with bounded memory: a full bucket carries no information and is dropped, and
 * beyond `maxKeys` the least recently used key is forgotten (it then starts again with a full bucket).
 */
export class Buckets {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly burst: number,
    private readonly refillMs: number,
    private readonly maxKeys: number,
    private readonly now: () => number = Date.now,
  ) {}

  private current(key: string): { tokens: number; at: number } {
    const now = this.now();
    const b = this.buckets.get(key);
    if (!b) return { tokens: this.burst, at: now };
    const refilled = Math.floor((now - b.at) / this.refillMs);
    return refilled > 0
      ? { tokens: Math.min(this.burst, b.tokens + refilled), at: b.at + refilled * this.refillMs }
      : b;
  }

  /** True when the key has a token left (without taking it). */
  has(key: string): boolean {
    return this.current(key).tokens > 0;
  }

  /** Takes a token; false when the bucket is empty. */
  take(key: string): boolean {
    const b = this.current(key);
    if (b.tokens <= 0) return false;
    this.buckets.delete(key);
    this.buckets.set(key, { tokens: b.tokens - 1, at: b.tokens === this.burst ? this.now() : b.at });
    while (this.buckets.size > this.maxKeys) this.buckets.delete(this.buckets.keys().next().value!);
    return true;
  }

  /** Milliseconds until the key has a token again. */
  retryAfterMs(key: string): number {
    const b = this.current(key);
    return b.tokens > 0 ? 0 : Math.max(0, b.at + this.refillMs - this.now());
  }

  /** Drops the keys whose bucket is full again (they carry no information). */
  sweep() {
    for (const key of [...this.buckets.keys()]) if (this.current(key).tokens >= this.burst) this.buckets.delete(key);
  }

  get size() {
    return this.buckets.size;
  }
}
