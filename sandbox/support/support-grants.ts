import { randomBytes } from 'node:crypto';
import type { SupportCategory } from '../../contract';

const DAY_MS = 24 * 3600 * 1000;

/** An owner's grant: one car, one case, one organisation's agents, until it expires or the owner revokes it. */
export type SupportGrant = Readonly<{
  id: string;
  ownerId: string;
  vin: string;
  /** The grant is for this organisation's agents (any of them: a case passes between shifts). */
  organisation: string;
  caseReference: string;
  purpose: string;
  categories: readonly SupportCategory[];
  grantedAt: number;
  expiresAt: number;
  revokedAt?: number;
}>;

export type NewGrant = Omit<SupportGrant, 'id' | 'grantedAt' | 'expiresAt' | 'revokedAt'> & { days: number };

export type GrantState = 'active' | 'expired' | 'revoked';
export const grantState = (g: SupportGrant, now: number): GrantState =>
  g.revokedAt !== undefined ? 'revoked' : now >= g.expiresAt ? 'expired' : 'active';

/** What the broker listens for: a grant began, was revoked, or was found expired (closing subscriptions). */
export type GrantChange = { kind: 'granted' | 'revoked' | 'expired'; grant: SupportGrant };

/** The grants of the sandbox, behind the interface a shared store (Redis, a database) would implement. */
export interface GrantStore {
  now(): number;
  /** The grant the organisation's agents may use for `vin` now, if any. */
  active(vin: string, organisation: string): SupportGrant | undefined;
  /** The newest grant of `vin` to the organisation, active or ended: it explains a refusal. */
  latest(vin: string, organisation: string): SupportGrant | undefined;
  /** The grants kept for `vin`, newest first. */
  forVehicle(vin: string): SupportGrant[];
  /** Throws {@link GrantConflict} while the car has an active grant to that organisation. */
  create(input: NewGrant): SupportGrant;
  /** Ends an owner's active grant now; undefined if there is no such active grant of that owner. */
  revoke(id: string, ownerId: string): SupportGrant | undefined;
  /** Calls `listener` after every change; returns the function that stops it. */
  onChange(listener: (change: GrantChange) => void): () => void;
}

export class GrantConflict extends Error {
  constructor(readonly existing: SupportGrant) {
    super(`Vehicle ${existing.vin} already has an active grant (${existing.caseReference}); revoke it first.`);
  }
}

export class GrantStoreFull extends Error {
  constructor() {
    super('No more support grants can be stored right now.');
  }
}

export type MemoryGrantStoreOptions = {
  now: () => number;
  /** Ended grants kept per car (the newest); active ones are never dropped. Default 20. */
  maxPerVehicle?: number;
  /** All grants kept. Default 10 000. */
  maxTotal?: number;
  /** How long an ended grant stays listed. Default 90 days. */
  keepEndedMs?: number;
};

type Entry = { grant: SupportGrant; expiryReported: boolean };

/** In memory, bounded per car and in total; expiry is noticed on the next read and reported once. */
export class MemoryGrantStore implements GrantStore {
  private readonly byVin = new Map<string, Entry[]>();
  private readonly listeners = new Set<(change: GrantChange) => void>();
  private total = 0;
  readonly now: () => number;
  private readonly maxPerVehicle: number;
  private readonly maxTotal: number;
  private readonly keepEndedMs: number;

  constructor(o: MemoryGrantStoreOptions) {
    this.now = o.now;
    this.maxPerVehicle = o.maxPerVehicle ?? 20;
    this.maxTotal = o.maxTotal ?? 10_000;
    this.keepEndedMs = o.keepEndedMs ?? 90 * DAY_MS;
  }

  active(vin: string, organisation: string) {
    return this.entries(vin).find((e) => e.grant.organisation === organisation && this.isActive(e.grant))?.grant;
  }

  latest(vin: string, organisation: string) {
    return this.entries(vin).find((e) => e.grant.organisation === organisation)?.grant;
  }

  forVehicle(vin: string) {
    return this.entries(vin).map((e) => e.grant);
  }

  create(input: NewGrant): SupportGrant {
    const existing = this.active(input.vin, input.organisation);
    if (existing) throw new GrantConflict(existing);
    if (this.total >= this.maxTotal && !this.dropOldestEnded()) throw new GrantStoreFull();
    const { days, ...rest } = input;
    const now = this.now();
    const grant: SupportGrant = Object.freeze({
      ...rest,
      categories: Object.freeze([...rest.categories]),
      id: `grt_${randomBytes(12).toString('base64url')}`,
      grantedAt: now,
      expiresAt: now + days * DAY_MS,
    });
    const list = this.byVin.get(input.vin) ?? [];
    list.unshift({ grant, expiryReported: false });
    this.byVin.set(input.vin, list);
    this.total++;
    this.trim(input.vin);
    this.emit({ kind: 'granted', grant });
    return grant;
  }

  revoke(id: string, ownerId: string) {
    for (const list of this.byVin.values()) {
      const entry = list.find((e) => e.grant.id === id);
      if (!entry || entry.grant.ownerId !== ownerId || !this.isActive(entry.grant)) continue;
      entry.grant = Object.freeze({ ...entry.grant, revokedAt: this.now() });
      entry.expiryReported = true;
      this.emit({ kind: 'revoked', grant: entry.grant });
      return entry.grant;
    }
    return undefined;
  }

  onChange(listener: (change: GrantChange) => void) {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  /** How many grants are kept (for tests of the bounds). */
  size() {
    return this.total;
  }

  private isActive(g: SupportGrant) {
    return grantState(g, this.now()) === 'active';
  }

  /** The car's entries, newest first, after reporting new expiries and dropping old ended grants. */
  private entries(vin: string): Entry[] {
    const list = this.byVin.get(vin);
    if (!list) return [];
    const now = this.now();
    for (const e of list) {
      if (e.expiryReported || grantState(e.grant, now) !== 'expired') continue;
      e.expiryReported = true;
      this.emit({ kind: 'expired', grant: e.grant });
    }
    this.trim(vin);
    return this.byVin.get(vin) ?? [];
  }

  private endedAt = (g: SupportGrant) => g.revokedAt ?? g.expiresAt;

  private trim(vin: string) {
    const list = this.byVin.get(vin);
    if (!list) return;
    const now = this.now();
    let ended = 0;
    const kept = list.filter((e) => {
      if (grantState(e.grant, now) === 'active') return true;
      return now - this.endedAt(e.grant) < this.keepEndedMs && ++ended <= this.maxPerVehicle;
    });
    this.total -= list.length - kept.length;
    if (kept.length) this.byVin.set(vin, kept);
    else this.byVin.delete(vin);
  }

  private dropOldestEnded(): boolean {
    const now = this.now();
    let oldest: { vin: string; index: number; at: number } | undefined;
    for (const [vin, list] of this.byVin)
      list.forEach((e, index) => {
        if (grantState(e.grant, now) === 'active') return;
        const at = this.endedAt(e.grant);
        if (!oldest || at < oldest.at) oldest = { vin, index, at };
      });
    if (!oldest) return false;
    this.byVin.get(oldest.vin)!.splice(oldest.index, 1);
    this.total--;
    return true;
  }

  private emit(change: GrantChange) {
    for (const listener of this.listeners) {
      try {
        listener(change);
      } catch (err) {
        console.error('support grant listener failed', err);
      }
    }
  }
}
