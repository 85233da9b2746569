import type { AdapterPayload } from 'oidc-provider';
import type { ModelBound } from '../limits';
import { ExpiryHeap } from './expiry-heap';

type Entry = { payload: AdapterPayload; expiresAt: number };

/** The model is full of signed-in users' entries: nothing may be evicted, so the new entry is refused. */
export class StoreFull extends Error {
  constructor(readonly model: string) {
    super(`the ${model} store is full`);
  }
}

const first = <T>(set: Set<T>): T | undefined => set.values().next().value;

function addTo(index: Map<string, Set<string>>, key: string | undefined, id: string) {
  if (!key) return;
  const ids = index.get(key);
  if (ids) ids.add(id);
  else index.set(key, new Set([id]));
}

function removeFrom(index: Map<string, Set<string>>, key: string | undefined, id: string) {
  const ids = key ? index.get(key) : undefined;
  if (!ids) return;
  ids.delete(id);
  if (!ids.size) index.delete(key!);
}

/**
 * The entries of one oidc-provider model, bounded, with an index for every lookup oidc-provider makes
 * (user code, uid, grant) and for the account, so nothing scans the whole model.
 *
 * When the model is full, the oldest entry that belongs to no account goes (an interaction or device code nobody
 * has signed in to yet, an anonymous session, a replay record); a signed-in user's session, grant or token never
 * makes room for a caller who is not signed in. One account holds at most `perAccount` entries; beyond that its own
 * oldest goes, so even a caller who knows a password cannot fill the model for other accounts.
 */
export class ModelStore {
  private readonly entries = new Map<string, Entry>();
  private readonly expiry = new ExpiryHeap();
  /** Ids without an account, oldest write first. */
  private readonly anonymous = new Set<string>();
  private readonly byAccount = new Map<string, Set<string>>();
  private readonly byGrant = new Map<string, Set<string>>();
  private readonly byUserCode = new Map<string, string>();
  private readonly byUid = new Map<string, string>();

  constructor(
    readonly name: string,
    private readonly bound: ModelBound,
  ) {}

  /** Entries held, including expired ones not yet swept. */
  get stored() {
    return this.entries.size;
  }

  /** Live entries (for tests). */
  live(): number {
    const now = Date.now();
    let n = 0;
    for (const entry of this.entries.values()) if (entry.expiresAt > now) n++;
    return n;
  }

  find(id: string): Entry | undefined {
    const entry = this.entries.get(id);
    if (entry && entry.expiresAt <= Date.now()) {
      this.remove(id);
      return undefined;
    }
    return entry;
  }

  findByUserCode(userCode: string): Entry | undefined {
    const id = this.byUserCode.get(userCode);
    return id === undefined ? undefined : this.find(id);
  }

  findByUid(uid: string): Entry | undefined {
    const id = this.byUid.get(uid);
    return id === undefined ? undefined : this.find(id);
  }

  idsOfGrant(grantId: string): string[] {
    return [...(this.byGrant.get(grantId) ?? [])];
  }

  idsOfAccount(accountId: string): string[] {
    return [...(this.byAccount.get(accountId) ?? [])];
  }

  upsert(id: string, payload: AdapterPayload, expiresAt: number) {
    this.sweep();
    if (this.entries.has(id)) this.remove(id);
    this.makeRoom(payload.accountId);
    this.entries.set(id, { payload, expiresAt });
    this.expiry.push(id, expiresAt);
    if (payload.accountId) addTo(this.byAccount, payload.accountId, id);
    else this.anonymous.add(id);
    addTo(this.byGrant, payload.grantId, id);
    if (payload.userCode) this.byUserCode.set(payload.userCode, id);
    if (payload.uid) this.byUid.set(payload.uid, id);
  }

  remove(id: string) {
    const entry = this.entries.get(id);
    if (!entry) return;
    const { accountId, grantId, userCode, uid } = entry.payload;
    this.entries.delete(id);
    this.anonymous.delete(id);
    removeFrom(this.byAccount, accountId, id);
    removeFrom(this.byGrant, grantId, id);
    if (userCode && this.byUserCode.get(userCode) === id) this.byUserCode.delete(userCode);
    if (uid && this.byUid.get(uid) === id) this.byUid.delete(uid);
  }

  /** Drops the entries that expired, earliest first (the heap's top), never scanning the rest. */
  private sweep() {
    for (const node of this.expiry.popExpired(Date.now())) {
      if (this.entries.get(node.key)?.expiresAt === node.expiresAt) this.remove(node.key);
    }
    this.expiry.compact(this.entries.size, () =>
      [...this.entries].map(([key, entry]) => ({ key, expiresAt: entry.expiresAt })),
    );
  }

  private makeRoom(accountId: string | undefined) {
    const own = accountId ? this.byAccount.get(accountId) : undefined;
    if (own && own.size >= this.bound.perAccount) this.remove(first(own)!);
    if (this.entries.size < this.bound.max) return;
    const oldest = first(this.anonymous);
    if (oldest === undefined) throw new StoreFull(this.name);
    this.remove(oldest);
  }
}
