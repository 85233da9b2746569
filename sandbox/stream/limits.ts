/** The broker's bounds (README: "MQTT stream"). Every store a caller can grow has one; tests may lower them. */
export type StreamLimits = {
  /** Open connections of one subject (account, or client on its own behalf); more is CONNACK 3. */
  connectionsPerSubject: number;
  /** Subscriptions one connection may hold; more is SUBACK 0x80. */
  subscriptionsPerConnection: number;
  /** Largest MQTT packet a client may send (CONNECT with token and proof is the biggest, ~3 KB); more closes. */
  maxPacketBytes: number;
  /** Largest WebSocket message (ws `maxPayload`); more closes with 1009. */
  maxWebSocketMessageBytes: number;
  /** Longest MQTT client id; longer is CONNACK 2. */
  maxClientIdLength: number;
  /** Packets a client may send before its CONNECT is answered (aedes `queueLimit`). */
  queueLimit: number;
  /** A socket that sends no CONNECT within this is closed (aedes `connectTimeout`). */
  connectTimeoutMs: number;
  /** A subscriber whose socket does not drain within this is closed, so it cannot stall delivery to others. */
  drainTimeoutMs: number;
  /** WebSocket pings; a peer that misses a pong within one interval is dropped (frees its subject slot). */
  heartbeatMs: number;
  /** Failed CONNECTs per IP: a bucket of `burst`, refilled by one every `refillMs`; empty means refused cheaply. */
  failedConnects: { burst: number; refillMs: number };
  /** WebSocket upgrades per IP, as above; empty means HTTP 429. */
  upgrades: { burst: number; refillMs: number };
  /** IPs remembered by each bucket set; the least recently used is forgotten beyond it. */
  trackedIps: number;
};

export const DEFAULT_LIMITS: StreamLimits = {
  connectionsPerSubject: 5,
  subscriptionsPerConnection: 32,
  maxPacketBytes: 20 * 1024,
  maxWebSocketMessageBytes: 64 * 1024,
  maxClientIdLength: 128,
  queueLimit: 8,
  connectTimeoutMs: 10_000,
  drainTimeoutMs: 10_000,
  heartbeatMs: 30_000,
  failedConnects: { burst: 20, refillMs: 3_000 },
  upgrades: { burst: 60, refillMs: 500 },
  trackedIps: 10_000,
};

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
