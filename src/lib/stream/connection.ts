/**
 * The tab's MQTT connection (every car it streams, over one connection) as a state machine, free of any client library, clock or browser API (all injected), so
 * tests drive it with fakes. States: connecting (first attempt), live, reconnecting (after a drop), unavailable
 * (refused, or three attempts in a row failed: the views then poll REST), paused (tab hidden), offline.
 */
import { backoffDelay } from '../../utils/backoff';

export type StreamState = 'connecting' | 'live' | 'reconnecting' | 'unavailable' | 'paused' | 'offline';
export type StreamStatus = { state: StreamState; lastMessageAt?: number };

export interface StreamCredentials {
  accessToken: string;
  proof: string;
  /** When the access token expires, epoch ms. */
  expiresAt: number;
}

export interface StreamSession {
  close(): void;
}

type OpenedSession = { session: StreamSession; expiresAt: number; topics: readonly string[] };

export interface SessionHandlers {
  /** `retained`: the broker's stored value a new subscription starts with (MQTT 3.1.1 §3.3.1.3), not a live change. */
  onMessage(topic: string, payload: Uint8Array, retained?: boolean): void;
  /** The session ended without our asking (network, broker, token expiry). */
  onClose(error?: unknown): void;
}

/** Resolves once CONNACK accepted and SUBACK granted; rejects with StreamRefusedError when the broker says no. */
export type OpenSession = (
  credentials: StreamCredentials,
  topics: readonly string[],
  handlers: SessionHandlers,
) => Promise<StreamSession>;

export class StreamRefusedError extends Error {
  override readonly name = 'StreamRefusedError';
}

export interface ConnectionDeps {
  topics: readonly string[];
  open: OpenSession;
  credentials(): Promise<StreamCredentials>;
  onMessage(topic: string, payload: Uint8Array, retained?: boolean): void;
  onStatus(status: StreamStatus): void;
  now?: () => number;
  random?: () => number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (id: unknown) => void;
}

export const BACKOFF = { baseMs: 1_000, maxMs: 60_000, jitter: 'equal', failuresUntilUnavailable: 3 } as const;

/** The wait before the next connection attempt: equal jitter, so a reconnect never comes at once. */
export const reconnectDelay = (attempt: number, random: () => number = Math.random): number =>
  backoffDelay(BACKOFF, attempt, random);

/** Hand over to a fresh connection this long before the token expires: the auth refresh margin (30 s, or a fifth). */
export const handoverLeadMs = (lifetimeMs: number) => Math.min(30_000, Math.max(0, lifetimeMs) / 5);

export class StreamConnection {
  private status: StreamStatus = { state: 'connecting' };
  private session?: StreamSession;
  private timer?: unknown;
  private attempt = 0;
  private failures = 0;
  private refused = false;
  private visible = true;
  private online = true;
  private stopped = false;
  /** Each connect and handover takes a number; an answer for an older one is stale and closed at once. */
  private generation = 0;
  private readonly now: () => number;
  private readonly random: () => number;
  private readonly setTimer: (fn: () => void, ms: number) => unknown;
  private readonly clearTimer: (id: unknown) => void;
  private topics: readonly string[];
  /** The topics the current session subscribed. */
  private sessionTopics: readonly string[] = [];
  private expiresAt = 0;

  constructor(private readonly deps: ConnectionDeps) {
    this.topics = deps.topics;
    this.now = deps.now ?? Date.now;
    this.random = deps.random ?? Math.random;
    this.setTimer = deps.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
    this.clearTimer = deps.clearTimer ?? ((id) => clearTimeout(id as ReturnType<typeof setTimeout>));
  }

  get current(): StreamStatus {
    return this.status;
  }

  start(online: boolean, visible: boolean): void {
    this.online = online;
    this.visible = visible;
    this.resume();
  }

  setVisible(visible: boolean): void {
    if (this.visible === visible) return;
    this.visible = visible;
    if (visible) this.resume();
    else this.suspend('paused');
  }

  setOnline(online: boolean): void {
    if (this.online === online) return;
    this.online = online;
    if (online) this.resume();
    else this.suspend('offline');
  }

  /**
   * The topics to stream from now on. A topic the current session lacks opens a new session with the whole set
   * (make before break, as at a token handover); one fewer keeps the session until it is replaced anyway.
   */
  setTopics(topics: readonly string[]): void {
    this.topics = [...topics];
    if (!this.session || this.covered()) return;
    void this.handover();
  }

  private covered(): boolean {
    return this.topics.every((t) => this.sessionTopics.includes(t));
  }

  stop(): void {
    this.stopped = true;
    this.suspend(this.status.state);
  }

  private emit(state: StreamState, lastMessageAt = this.status.lastMessageAt) {
    if (state === this.status.state && lastMessageAt === this.status.lastMessageAt) return;
    this.status = { state, lastMessageAt };
    this.deps.onStatus(this.status);
  }

  private suspend(state: StreamState) {
    this.generation++;
    this.clearTimer(this.timer);
    this.timer = undefined;
    this.session?.close();
    this.session = undefined;
    if (!this.stopped) this.emit(state);
  }

  private resume() {
    if (this.stopped) return;
    if (!this.online) return this.suspend('offline');
    if (!this.visible) return this.suspend('paused');
    this.failures = 0;
    this.refused = false;
    this.attempt = 0;
    this.emit(this.status.state === 'paused' || this.status.state === 'offline' ? 'reconnecting' : 'connecting');
    void this.connect();
  }

  private async connect() {
    const generation = ++this.generation;
    this.clearTimer(this.timer);
    this.timer = undefined;
    try {
      const opened = await this.openSession(generation);
      if (!opened) return;
      this.adopt(opened);
      this.failures = 0;
      this.refused = false;
      this.attempt = 0;
      this.emit('live');
      // Topics added while this session was opening: subscribe them too.
      if (!this.covered()) void this.handover();
    } catch (error) {
      if (generation !== this.generation) return;
      if (error instanceof StreamRefusedError) this.refused = true;
      this.retry();
    }
  }

  /**
   * Handlers for one session. Messages count while its generation is current (the retained ones arrive right after
   * SUBACK, before open() resolves); `ref.session` is set once it opened, so a replaced one's close ends quietly.
   */
  private handlers(ref: { session?: StreamSession }, generation: number): SessionHandlers {
    return {
      onMessage: (topic, payload, retained) => {
        if (this.stopped || generation !== this.generation) return;
        this.deps.onMessage(topic, payload, retained);
        this.emit('live', this.now());
      },
      onClose: () => {
        if (!ref.session || ref.session !== this.session) return;
        this.session = undefined;
        this.generation++;
        this.clearTimer(this.timer);
        this.retry();
      },
    };
  }

  /**
   * Fresh credentials, then a session with them, for `generation`. Undefined once a newer connect or handover (or a
   * pause) has taken over meanwhile; a session that opened too late is closed at once.
   */
  private async openSession(generation: number): Promise<OpenedSession | undefined> {
    const credentials = await this.deps.credentials();
    if (generation !== this.generation) return undefined;
    const ref: { session?: StreamSession } = {};
    const topics = this.topics;
    ref.session = await this.deps.open(credentials, topics, this.handlers(ref, generation));
    if (generation === this.generation) return { session: ref.session, expiresAt: credentials.expiresAt, topics };
    ref.session.close();
    return undefined;
  }

  private retry() {
    if (this.stopped || !this.online || !this.visible) return;
    this.failures++;
    const unavailable = this.refused || this.failures >= BACKOFF.failuresUntilUnavailable;
    this.emit(unavailable ? 'unavailable' : 'reconnecting');
    const delay = reconnectDelay(this.attempt++, this.random);
    this.timer = this.setTimer(() => void this.connect(), delay);
  }

  private adopt(opened: OpenedSession) {
    this.session = opened.session;
    this.sessionTopics = opened.topics;
    this.expiresAt = opened.expiresAt;
    this.scheduleHandover(opened.expiresAt);
  }

  /** Make before break: open a connection with a fresh token and proof, subscribe, then close the old one. */
  private scheduleHandover(expiresAt: number) {
    const lifetime = expiresAt - this.now();
    const delay = Math.max(0, lifetime - handoverLeadMs(lifetime));
    this.clearTimer(this.timer);
    this.timer = this.setTimer(() => void this.handover(), delay);
  }

  private handingOver = false;

  private async handover() {
    if (this.handingOver) return;
    this.handingOver = true;
    const generation = this.generation;
    this.clearTimer(this.timer);
    this.timer = undefined;
    try {
      const opened = await this.openSession(generation);
      if (!opened) return;
      const old = this.session;
      this.adopt(opened);
      old?.close();
      if (!this.covered()) queueMicrotask(() => void this.handover());
    } catch {
      if (generation === this.generation && this.session && this.expiresAt > this.now())
        this.scheduleHandover(this.expiresAt);
      // The old connection stays until the broker closes it at expiry; then the usual reconnect takes over.
    } finally {
      this.handingOver = false;
    }
  }
}
