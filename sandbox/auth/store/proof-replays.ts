import { ExpiryHeap } from './expiry-heap';

export type ReplayVerdict = 'fresh' | 'replayed' | 'busy';

/**
 * The `jti`s of the DPoP proofs the token endpoint has seen, each kept until its proof would be refused as stale
 * anyway. Only a proof whose signature verified gets here, so the key's thumbprint names a caller: a `jti` is
 * remembered per caller (the key, and the client where the request names it in its credentials), as oidc-provider
 * keeps its own per client, so a `jti` posted first by someone else with another key blocks no one (issue 19).
 * The bound counts per key.
 *
 * Bounded twice. One key holds at most `perKey` entries; a key past it is refused (`busy`) until its entries
 * expire, which costs that caller alone. In all at most `max`: a new entry then pushes out the one nearest to
 * expiry rather than refusing anyone (this needs thousands of keys at once, and a proof pushed out early is still
 * refused by oidc-provider's own replay check; only the code it was sent with would be spent).
 */
export class ProofReplays {
  private readonly entries = new Map<string, { jkt: string; expiresAt: number }>();
  private readonly perKey = new Map<string, number>();
  private readonly heap = new ExpiryHeap();

  constructor(private readonly bound: { max: number; perKey: number }) {}

  get size() {
    return this.entries.size;
  }

  /**
   * Records proof `jti` of key `jkt` (for `client`, where known) until `expiresAt` (ms), unless that caller sent it
   * already or the key is over its bound.
   */
  add(jkt: string, jti: string, expiresAt: number, client = ''): ReplayVerdict {
    this.sweep();
    const id = JSON.stringify([client, jkt, jti]);
    if (this.entries.has(id)) return 'replayed';
    if ((this.perKey.get(jkt) ?? 0) >= this.bound.perKey) return 'busy';
    while (this.entries.size >= this.bound.max) this.evict(this.heap.pop()!.key);
    this.entries.set(id, { jkt, expiresAt });
    this.perKey.set(jkt, (this.perKey.get(jkt) ?? 0) + 1);
    this.heap.push(id, expiresAt);
    return 'fresh';
  }

  /** Expired entries leave from the heap's top, earliest first: a sweep never scans the live ones. */
  private sweep() {
    for (const node of this.heap.popExpired(Date.now())) this.evict(node.key);
  }

  private evict(id: string) {
    const entry = this.entries.get(id);
    if (!entry) return;
    this.entries.delete(id);
    const left = (this.perKey.get(entry.jkt) ?? 1) - 1;
    if (left) this.perKey.set(entry.jkt, left);
    else this.perKey.delete(entry.jkt);
  }
}
