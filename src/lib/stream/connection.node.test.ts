import { describe, expect, it } from 'vitest';
import {
  BACKOFF,
  reconnectDelay,
  StreamConnection,
  StreamRefusedError,
  type SessionHandlers,
  type StreamCredentials,
  type StreamStatus,
} from './connection';

/** A fake broker and clock: sessions open when the test says so, timers run when the test advances time. */
function harness() {
  let now = 1_000_000;
  let tokenSerial = 0;
  const timers = new Map<number, { at: number; fn: () => void }>();
  let nextTimer = 1;
  const attempts: {
    credentials: StreamCredentials;
    handlers: SessionHandlers;
    closed: boolean;
    accept(): void;
    refuse(error?: Error): void;
  }[] = [];
  const statuses: StreamStatus[] = [];
  const messages: string[] = [];
  const connection = new StreamConnection({
    topics: ['vehicles/SDXE1S2A2RA100001/#'],
    credentials: async () => ({ accessToken: `token-${++tokenSerial}`, proof: 'proof', expiresAt: now + 300_000 }),
    open: (credentials, _topics, handlers) =>
      new Promise((resolve, reject) => {
        const attempt = {
          credentials,
          handlers,
          closed: false,
          accept: () => resolve({ close: () => void (attempt.closed = true) }),
          refuse: (error: Error = new Error('socket closed')) => reject(error),
        };
        attempts.push(attempt);
      }),
    onMessage: (topic) => messages.push(topic),
    onStatus: (s) => statuses.push(s),
    now: () => now,
    random: () => 0.5,
    setTimer: (fn, ms) => {
      timers.set(nextTimer, { at: now + ms, fn });
      return nextTimer++;
    },
    clearTimer: (id) => void timers.delete(id as number),
  });
  const flush = () => new Promise((r) => setTimeout(r, 0));
  return {
    connection,
    attempts,
    statuses,
    messages,
    flush,
    state: () => connection.current.state,
    nextTimerIn: () => Math.min(...[...timers.values()].map((t) => t.at - now)),
    async advance(ms: number) {
      now += ms;
      for (const [id, t] of [...timers]) {
        if (t.at <= now) {
          timers.delete(id);
          t.fn();
        }
      }
      await flush();
    },
  };
}

describe('stream connection (issue 8: backoff with jitter, token handover, pause, one state for the indicator)', () => {
  it('backoff doubles from 1 s, stays within [half, all] of its ceiling and never exceeds 60 s', () => {
    expect(reconnectDelay(0, () => 0)).toBe(500);
    expect(reconnectDelay(0, () => 1)).toBe(1000);
    expect(reconnectDelay(3, () => 0.5)).toBe(6000);
    for (let attempt = 0; attempt < 50; attempt++) {
      for (const r of [0, 0.3, 0.999]) {
        const d = reconnectDelay(attempt, () => r);
        expect(d).toBeGreaterThanOrEqual(Math.min(BACKOFF.maxMs, 1000 * 2 ** attempt) / 2);
        expect(d).toBeLessThanOrEqual(BACKOFF.maxMs);
      }
    }
  });

  it('connects, goes live on CONNACK + SUBACK, and stamps each message', async () => {
    const h = harness();
    h.connection.start(true, true);
    expect(h.state()).toBe('connecting');
    await h.flush();
    h.attempts[0]!.accept();
    await h.flush();
    expect(h.state()).toBe('live');
    h.attempts[0]!.handlers.onMessage('vehicles/SDXE1S2A2RA100001/status', new Uint8Array());
    expect(h.messages).toEqual(['vehicles/SDXE1S2A2RA100001/status']);
    expect(h.connection.current.lastMessageAt).toBe(1_000_000);
  });

  it('a drop reconnects with growing delays; three failures in a row read as unavailable; success resets', async () => {
    const h = harness();
    h.connection.start(true, true);
    await h.flush();
    h.attempts[0]!.accept();
    await h.flush();
    h.attempts[0]!.handlers.onClose();
    expect(h.state()).toBe('reconnecting');
    expect(h.nextTimerIn()).toBe(750);
    await h.advance(750);
    h.attempts[1]!.refuse();
    await h.flush();
    expect(h.state()).toBe('reconnecting');
    expect(h.nextTimerIn()).toBe(1500);
    await h.advance(1500);
    h.attempts[2]!.refuse();
    await h.flush();
    expect(h.state()).toBe('unavailable');
    expect(h.nextTimerIn()).toBe(3000);
    await h.advance(3000);
    h.attempts[3]!.accept();
    await h.flush();
    expect(h.state()).toBe('live');
    h.attempts[3]!.handlers.onClose();
    expect(h.nextTimerIn()).toBe(750);
  });

  it('a refused CONNECT or SUBSCRIBE reads as unavailable at once (the views poll) and keeps retrying', async () => {
    const h = harness();
    h.connection.start(true, true);
    await h.flush();
    h.attempts[0]!.refuse(new StreamRefusedError('CONNACK 5'));
    await h.flush();
    expect(h.state()).toBe('unavailable');
    await h.advance(h.nextTimerIn());
    expect(h.attempts).toHaveLength(2);
  });

  it('before the token expires it opens a new connection with fresh credentials, subscribes, then closes the old', async () => {
    const h = harness();
    h.connection.start(true, true);
    await h.flush();
    h.attempts[0]!.accept();
    await h.flush();
    // 300 s token: hand over 30 s before expiry.
    expect(h.nextTimerIn()).toBe(270_000);
    await h.advance(270_000);
    expect(h.attempts).toHaveLength(2);
    expect(h.attempts[1]!.credentials.accessToken).toBe('token-2');
    expect(h.attempts[0]!.closed).toBe(false);
    // The old connection still delivers while the new one subscribes: no gap.
    h.attempts[0]!.handlers.onMessage('vehicles/SDXE1S2A2RA100001/location', new Uint8Array());
    expect(h.messages).toHaveLength(1);
    h.attempts[1]!.accept();
    await h.flush();
    expect(h.attempts[0]!.closed).toBe(true);
    expect(h.state()).toBe('live');
    // The old one's close is ours: it triggers no reconnect.
    h.attempts[0]!.handlers.onClose();
    expect(h.state()).toBe('live');
    expect(h.attempts).toHaveLength(2);
    expect(new Set(h.statuses.map((s) => s.state))).toEqual(new Set(['live']));
  });

  it('pauses while the tab is hidden (closing the connection) and resumes when visible', async () => {
    const h = harness();
    h.connection.start(true, true);
    await h.flush();
    h.attempts[0]!.accept();
    await h.flush();
    h.connection.setVisible(false);
    expect(h.state()).toBe('paused');
    expect(h.attempts[0]!.closed).toBe(true);
    h.attempts[0]!.handlers.onMessage('vehicles/SDXE1S2A2RA100001/status', new Uint8Array());
    expect(h.messages).toEqual([]);
    h.connection.setVisible(true);
    expect(h.state()).toBe('reconnecting');
    await h.flush();
    h.attempts[1]!.accept();
    await h.flush();
    expect(h.state()).toBe('live');
  });

  it('offline stops the stream and cancels the retry; online reconnects at once', async () => {
    const h = harness();
    h.connection.start(true, true);
    await h.flush();
    h.attempts[0]!.refuse();
    await h.flush();
    h.connection.setOnline(false);
    expect(h.state()).toBe('offline');
    await h.advance(120_000);
    expect(h.attempts).toHaveLength(1);
    h.connection.setOnline(true);
    await h.flush();
    expect(h.attempts).toHaveLength(2);
  });

  it('starting hidden or offline opens nothing; a connection that opens after stop() is closed', async () => {
    const hidden = harness();
    hidden.connection.start(true, false);
    await hidden.flush();
    expect(hidden.state()).toBe('paused');
    expect(hidden.attempts).toHaveLength(0);
    const late = harness();
    late.connection.start(true, true);
    await late.flush();
    late.connection.stop();
    late.attempts[0]!.accept();
    await late.flush();
    expect(late.attempts[0]!.closed).toBe(true);
  });
});

describe('one connection for several cars (issue 17)', () => {
  it('a car added while live opens one new session with every topic, then closes the old one', async () => {
    const h = harness();
    h.connection.start(true, true);
    await h.flush();
    h.attempts[0]!.accept();
    await h.flush();
    h.connection.setTopics(['vehicles/SDXE1S2A2RA100001/#', 'vehicles/SDXE3X4B4RA200002/#']);
    await h.flush();
    expect(h.attempts).toHaveLength(2);
    expect(h.attempts[0]!.closed).toBe(false);
    h.attempts[1]!.accept();
    await h.flush();
    expect(h.attempts[0]!.closed).toBe(true);
    expect(h.state()).toBe('live');
  });

  it('a car removed keeps the session (no reconnect for fewer topics)', async () => {
    const h = harness();
    h.connection.start(true, true);
    await h.flush();
    h.attempts[0]!.accept();
    await h.flush();
    h.connection.setTopics([]);
    await h.flush();
    expect(h.attempts).toHaveLength(1);
    expect(h.attempts[0]!.closed).toBe(false);
  });

  it('topics added while the first session opens are subscribed right after it opened', async () => {
    const h = harness();
    h.connection.start(true, true);
    await h.flush();
    h.connection.setTopics(['vehicles/SDXE1S2A2RA100001/#', 'vehicles/SDXG4B6D1RA400004/#']);
    h.attempts[0]!.accept();
    await h.flush();
    await h.flush();
    expect(h.attempts).toHaveLength(2);
  });
});
