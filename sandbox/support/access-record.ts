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
  /** Counts one request now. */
  add(event: AccessEvent): void;
  /** A car's entries, newest first, without any older than the retention period. */
  forVehicle(vin: string): AccessEntry[];
  /** Drops entries older than the retention period; returns how many. */
  prune(): number;
}

export type MemoryAccessRecordOptions = {
  now: () => number;
  /** Default 90 days. */
  retentionMs?: number;
  /** Entries kept per car (the oldest go first). Default 1 000. */
  maxPerVehicle?: number;
  /** Entries kept in all. Default 10 000; when full, the car with the most entries loses its oldest. */
  maxTotal?: number;
  /** Repeated requests of one agent for one category under one grant within this window share an entry. */
  coalesceMs?: number;
};

type Mutable = { -readonly [K in keyof AccessEntry]: AccessEntry[K] };

const sameAccess = (a: AccessEvent, b: AccessEvent) =>
  a.grantId === b.grantId && a.agentId === b.agentId && a.category === b.category && a.outcome === b.outcome;

/** In memory; bounded per car and in total; pruned on every write and read by the injected clock. */
export class MemoryAccessRecord implements AccessRecord {
  private readonly byVin = new Map<string, Mutable[]>();
  private total = 0;
  readonly retentionMs: number;
  private readonly now: () => number;
  private readonly maxPerVehicle: number;
  private readonly maxTotal: number;
  private readonly coalesceMs: number;

  constructor(o: MemoryAccessRecordOptions) {
    this.now = o.now;
    this.retentionMs = o.retentionMs ?? ACCESS_RECORD_RETENTION_DAYS * DAY_MS;
    this.maxPerVehicle = o.maxPerVehicle ?? 1_000;
    this.maxTotal = o.maxTotal ?? 10_000;
    this.coalesceMs = o.coalesceMs ?? 5 * 60_000;
  }

  add(event: AccessEvent) {
    const now = this.now();
    this.pruneVehicle(event.vin, now);
    const list = this.byVin.get(event.vin) ?? [];
    // Only the last few entries can still be inside the window.
    for (let i = list.length - 1; i >= Math.max(0, list.length - 16); i--) {
      const e = list[i]!;
      if (sameAccess(e, event) && now - e.lastAt < this.coalesceMs && now >= e.lastAt) {
        e.lastAt = now;
        e.requests++;
        return;
      }
    }
    list.push({ ...event, firstAt: now, lastAt: now, requests: 1 });
    this.byVin.set(event.vin, list);
    this.total++;
    if (list.length > this.maxPerVehicle) {
      list.shift();
      this.total--;
    }
    while (this.total > this.maxTotal) this.dropFromLargest();
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

  /** One car flooding the record evicts its own entries, never another car's few. */
  private dropFromLargest() {
    let largest: Mutable[] | undefined;
    for (const list of this.byVin.values()) if (!largest || list.length > largest.length) largest = list;
    if (!largest?.length) return void (this.total = 0);
    largest.shift();
    this.total--;
  }
}
