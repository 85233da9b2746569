import { ACCESS_RECORD_RETENTION_DAYS } from '../../contract';

const DAY_MS = 24 * 3600 * 1000;

/** `viewed`: the data was sent. `refused`: the category is not shared under the grant (403). */
export type AccessOutcome = 'viewed' | 'refused';

/** One line of an owner's access record: who (pseudonymously), under which case, what, when, how often. */
export type AccessEntry = Readonly<{
  vin: string;
  ownerId: string;
  grantId: string;
  caseReference: string;
  purpose: string;
  category: string;
  outcome: AccessOutcome;
  agentId: string;
  organisation: string;
  /** The first and the last request this entry counts. */
  firstAt: number;
  lastAt: number;
  requests: number;
}>;

export type AccessEvent = Omit<AccessEntry, 'firstAt' | 'lastAt' | 'requests'>;

/** The record of support accesses, behind the interface a shared store would implement. */
export interface AccessRecord {
  readonly retentionMs: number;
  /**
   * Counts one request now, or answers false when the car's record has no room for the line it needs: the caller
   * must then refuse the request, since a support read that cannot be recorded must not happen.
   */
  add(event: AccessEvent): boolean;
  /** Whether the car's record is at its bound, so that new kinds of support reads of it are refused. */
  isFull(vin: string): boolean;
  /** A car's entries, newest first, without any older than the retention period. */
  forVehicle(vin: string): AccessEntry[];
  /** Drops entries older than the retention period; returns how many. */
  prune(): number;
}

export type MemoryAccessRecordOptions = {
  now: () => number;
  /** Default 90 days. */
  retentionMs?: number;
  /**
   * Lines kept per car; never dropped before their retention ends: when full, reads needing a new line are refused.
   * Default 5 000, far above what one car's grants, agents and categories can fill in 90 days of daily lines.
   */
  maxPerVehicle?: number;
};

type Mutable = { -readonly [K in keyof AccessEntry]: AccessEntry[K] };

const sameAccess = (a: AccessEvent, b: AccessEvent) =>
  a.grantId === b.grantId && a.agentId === b.agentId && a.category === b.category && a.outcome === b.outcome;

const utcDay = (at: number) => Math.floor(at / DAY_MS);

/**
 * In memory; pruned on every write and read by the injected clock. One line per grant, agent, category, outcome
 * and UTC day, with a count, so an agent's own reads can never push older lines out (issue 19): every line stays
 * its 90 days. The cars are the sandbox's fleet, so the per-car bound bounds the whole record.
 */
export class MemoryAccessRecord implements AccessRecord {
  private readonly byVin = new Map<string, Mutable[]>();
  private total = 0;
  readonly retentionMs: number;
  private readonly now: () => number;
  private readonly maxPerVehicle: number;

  constructor(o: MemoryAccessRecordOptions) {
    this.now = o.now;
    this.retentionMs = o.retentionMs ?? ACCESS_RECORD_RETENTION_DAYS * DAY_MS;
    this.maxPerVehicle = o.maxPerVehicle ?? 5_000;
  }

  add(event: AccessEvent) {
    const now = this.now();
    this.pruneVehicle(event.vin, now);
    const list = this.byVin.get(event.vin) ?? [];
    const today = utcDay(now);
    for (let i = list.length - 1; i >= 0 && utcDay(list[i]!.lastAt) >= today; i--) {
      const e = list[i]!;
      if (sameAccess(e, event) && utcDay(e.firstAt) === today) {
        e.lastAt = Math.max(e.lastAt, now);
        e.requests++;
        return true;
      }
    }
    if (list.length >= this.maxPerVehicle) return false;
    list.push({ ...event, firstAt: now, lastAt: now, requests: 1 });
    this.byVin.set(event.vin, list);
    this.total++;
    return true;
  }

  isFull(vin: string) {
    this.pruneVehicle(vin, this.now());
    return (this.byVin.get(vin)?.length ?? 0) >= this.maxPerVehicle;
  }

  forVehicle(vin: string): AccessEntry[] {
    this.pruneVehicle(vin, this.now());
    return (this.byVin.get(vin) ?? []).map((e) => Object.freeze({ ...e })).sort((a, b) => b.lastAt - a.lastAt);
  }

  prune() {
    const now = this.now();
    let dropped = 0;
    for (const vin of [...this.byVin.keys()]) dropped += this.pruneVehicle(vin, now);
    return dropped;
  }

  /** How many entries are kept (for tests of the bounds). */
  size() {
    return this.total;
  }

  private pruneVehicle(vin: string, now: number) {
    const list = this.byVin.get(vin);
    if (!list) return 0;
    const kept = list.filter((e) => now - e.lastAt <= this.retentionMs);
    const dropped = list.length - kept.length;
    this.total -= dropped;
    if (kept.length) this.byVin.set(vin, kept);
    else this.byVin.delete(vin);
    return dropped;
  }
}
