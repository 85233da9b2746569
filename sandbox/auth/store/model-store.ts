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
 * When the model is full, an entry that belongs to no account goes (an interaction or device code nobody has signed
 * in to yet, an anonymous session, a replay record): the oldest of the source (the address that created it, IPv6
 * by /64) holding the most such entries, so a flood evicts its own entries and a user's one pending sign-in goes
 * only when the flood comes from more addresses than the model has room for (issue 19). A signed-in user's session,
 * grant or token never makes room for a caller who is not signed in. One account holds at most `perAccount`
 * entries; beyond that its own oldest goes, so even a caller who knows a password cannot fill the model for others.
 */
export class ModelStore {
  private readonly entries = new Map<string, Entry>();
  private readonly expiry = new ExpiryHeap();
  /** Ids without an account by the source that created them, oldest first; and each such id's source. */
  private readonly anonymous = new Map<string, Set<string>>();
  private readonly sourceOf = new Map<string, string>();
  /** Sources by how many anonymous entries they hold, in the order they reached that count; and the largest count. */
  private readonly sourcesBySize = new Map<number, Set<string>>();
  private largest = 0;
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

  /** Stores an entry; `source` is the address of the request that writes it (an update keeps the first one's). */
  upsert(id: string, payload: AdapterPayload, expiresAt: number, source = 'unknown') {
    this.sweep();
    const from = this.sourceOf.get(id) ?? source;
    if (this.entries.has(id)) this.remove(id);
    this.makeRoom(payload.accountId);
    this.entries.set(id, { payload, expiresAt });
    this.expiry.push(id, expiresAt);
    if (payload.accountId) addTo(this.byAccount, payload.accountId, id);
    else {
      const held = this.anonymous.get(from)?.size ?? 0;
      addTo(this.anonymous, from, id);
      this.sourceOf.set(id, from);
      this.resize(from, held, held + 1);
    }
    addTo(this.byGrant, payload.grantId, id);
    if (payload.userCode) this.byUserCode.set(payload.userCode, id);
    if (payload.uid) this.byUid.set(payload.uid, id);
  }

  remove(id: string) {
    const entry = this.entries.get(id);
    if (!entry) return;
    const { accountId, grantId, userCode, uid } = entry.payload;
    this.entries.delete(id);
    const source = this.sourceOf.get(id);
    if (source !== undefined) {
      const held = this.anonymous.get(source)!.size;
      removeFrom(this.anonymous, source, id);
      this.sourceOf.delete(id);
      this.resize(source, held, held - 1);
    }
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
    const victim = this.oldestOfLargestSource();
    if (victim === undefined) throw new StoreFull(this.name);
    this.remove(victim);
  }

  /** The oldest anonymous entry of the source holding the most (ties: the source that reached that count first). */
  private oldestOfLargestSource(): string | undefined {
    const source = first(this.sourcesBySize.get(this.largest) ?? new Set<string>());
    return source === undefined ? undefined : first(this.anonymous.get(source)!);
  }

  /** Moves a source between the size buckets, so the largest is found without scanning the sources. */
  private resize(source: string, from: number, to: number) {
    const previous = this.sourcesBySize.get(from);
    previous?.delete(source);
    if (previous?.size === 0) this.sourcesBySize.delete(from);
    if (to > 0) {
      const bucket = this.sourcesBySize.get(to);
      if (bucket) bucket.add(source);
      else this.sourcesBySize.set(to, new Set([source]));
    }
    this.largest = Math.max(this.largest, to);
    while (this.largest > 0 && !this.sourcesBySize.has(this.largest)) this.largest--;
  }
}
