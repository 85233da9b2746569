import type { AdapterPayload } from 'oidc-provider';

type Entry = { payload: AdapterPayload; expiresAt: number };

/**
 * In-memory storage for oidc-provider's models. Unlike the bundled LRU adapter it can list an account's
 * refresh tokens, which the test control routes need to end a session from outside.
 */
export class MemoryStore {
  private readonly models = new Map<string, Map<string, Entry>>();
  private writes = 0;

  /** Drops expired entries every so many writes, so a long-running sandbox does not grow without bound. */
  private sweep() {
    if (++this.writes % 500 !== 0) return;
    const now = Date.now();
    for (const m of this.models.values()) for (const [id, entry] of m) if (entry.expiresAt <= now) m.delete(id);
  }

  /** How many live entries a model holds (for tests). */
  size(name: string): number {
    const now = Date.now();
    return [...this.model(name).values()].filter((e) => e.expiresAt > now).length;
  }

  /** All entries, live or expired (for tests of the sweep). */
  storedCount(): number {
    let n = 0;
    for (const m of this.models.values()) n += m.size;
    return n;
  }

  private model(name: string) {
    let m = this.models.get(name);
    if (!m) this.models.set(name, (m = new Map()));
    return m;
  }

  private live(name: string, id: string) {
    const m = this.model(name);
    const entry = m.get(id);
    if (entry && entry.expiresAt <= Date.now()) {
      m.delete(id);
      return undefined;
    }
    return entry;
  }

  /** The class oidc-provider instantiates once per model name. */
  adapterClass() {
    // eslint-disable-next-line @typescript-eslint/no-this-alias
    const store = this;
    return class SandboxAdapter {
      constructor(private readonly name: string) {}
      async upsert(id: string, payload: AdapterPayload, expiresIn?: number) {
        store.model(this.name).set(id, { payload, expiresAt: expiresIn ? Date.now() + expiresIn * 1000 : Infinity });
        store.sweep();
      }
      async find(id: string) {
        return store.live(this.name, id)?.payload;
      }
      async findByUserCode(userCode: string) {
        return store.findBy(this.name, (p) => p.userCode === userCode);
      }
      async findByUid(uid: string) {
        return store.findBy(this.name, (p) => p.uid === uid);
      }
      async consume(id: string) {
        const entry = store.live(this.name, id);
        if (entry) entry.payload.consumed = Math.floor(Date.now() / 1000);
      }
      async destroy(id: string) {
        store.model(this.name).delete(id);
      }
      async revokeByGrantId(grantId: string) {
        store.deleteWhere(this.name, (p) => p.grantId === grantId);
      }
    };
  }

  private findBy(name: string, match: (p: AdapterPayload) => boolean) {
    for (const id of this.model(name).keys()) {
      const entry = this.live(name, id);
      if (entry && match(entry.payload)) return entry.payload;
    }
    return undefined;
  }

  private deleteWhere(name: string, match: (p: AdapterPayload) => boolean) {
    const m = this.model(name);
    for (const [id, entry] of m) if (match(entry.payload)) m.delete(id);
  }

  /** Revokes every grant of an account that holds a refresh token: its refresh tokens stop working at once. */
  revokeRefreshTokensOf(accountId: string): number {
    const grantIds = new Set<string>();
    for (const { payload } of this.model('RefreshToken').values()) {
      if (payload.accountId === accountId && payload.grantId) grantIds.add(payload.grantId);
    }
    for (const grantId of grantIds) {
      for (const name of this.models.keys()) this.deleteWhere(name, (p) => p.grantId === grantId);
      this.model('Grant').delete(grantId);
    }
    return grantIds.size;
  }
}
