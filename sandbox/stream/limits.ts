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
