import type { AdapterPayload } from 'oidc-provider';
import { DEFAULT_LIMITS, type AuthLimits } from './limits';
import { providerError } from './oauth-error';
import { ModelStore, StoreFull } from './store/model-store';
import { currentSource } from './store/request-source';

/** RFC 6749 §4.1.2.1 `temporarily_unavailable`, as a 503 that oidc-provider renders (and may redirect with). */
const unavailable = (model: string) =>
  providerError(
    503,
    'temporarily_unavailable',
    `The server holds as many ${model} entries of signed-in users as it can. Try again later.`,
  );

/**
 * In-memory storage for oidc-provider's models, each bounded (see {@link ModelStore}). Unlike the bundled LRU adapter
 * it can list an account's refresh tokens, which the test control routes need to end a session from outside.
 */
export class MemoryStore {
  private readonly models = new Map<string, ModelStore>();

  constructor(private readonly bounds: AuthLimits['store'] = DEFAULT_LIMITS.store) {}

  private model(name: string): ModelStore {
    let m = this.models.get(name);
    if (!m) this.models.set(name, (m = new ModelStore(name, this.bounds[name] ?? this.bounds.default)));
    return m;
  }

  /** How many live entries a model holds (for tests). */
  size(name: string): number {
    return this.model(name).live();
  }

  /** All entries, live or expired (for tests of the sweep). */
  storedCount(): number {
    let n = 0;
    for (const m of this.models.values()) n += m.stored;
    return n;
  }

  /** The class oidc-provider instantiates once per model name. */
  adapterClass() {
    // eslint-disable-next-line @typescript-eslint/no-this-alias
    const store = this;
    return class SandboxAdapter {
      private readonly m: ModelStore;
      constructor(name: string) {
        this.m = store.model(name);
      }
      async upsert(id: string, payload: AdapterPayload, expiresIn?: number) {
        const expiresAt = expiresIn ? Date.now() + expiresIn * 1000 : Infinity;
        try {
          this.m.upsert(id, payload, expiresAt, currentSource());
        } catch (err) {
          throw err instanceof StoreFull ? unavailable(err.model) : err;
        }
      }
      async find(id: string) {
        return this.m.find(id)?.payload;
      }
      async findByUserCode(userCode: string) {
        return this.m.findByUserCode(userCode)?.payload;
      }
      async findByUid(uid: string) {
        return this.m.findByUid(uid)?.payload;
      }
      async consume(id: string) {
        const entry = this.m.find(id);
        if (entry) entry.payload.consumed = Math.floor(Date.now() / 1000);
      }
      async destroy(id: string) {
        this.m.remove(id);
      }
      async revokeByGrantId(grantId: string) {
        for (const id of this.m.idsOfGrant(grantId)) this.m.remove(id);
      }
    };
  }

  /** Revokes every grant of an account that holds a refresh token: its refresh tokens stop working at once. */
  revokeRefreshTokensOf(accountId: string): number {
    const refreshTokens = this.model('RefreshToken');
    const grantIds = new Set<string>();
    for (const id of refreshTokens.idsOfAccount(accountId)) {
      const grantId = refreshTokens.find(id)?.payload.grantId;
      if (grantId) grantIds.add(grantId);
    }
    for (const grantId of grantIds) {
      for (const m of this.models.values()) for (const id of m.idsOfGrant(grantId)) m.remove(id);
      this.model('Grant').remove(grantId);
    }
    return grantIds.size;
  }
}
