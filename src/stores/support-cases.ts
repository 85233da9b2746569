import { useSyncExternalStore } from 'react';
import { createStore, get, set } from 'idb-keyval';
import { storageNames } from '../config/storage-names';

/** A support agent's recently opened cases, kept in IndexedDB per agent id (an agent's next shift finds them again). */
export type RecentCase = { vin: string; caseReference?: string; label?: string; openedAt: string };

const MAX = 10;
let store: ReturnType<typeof createStore> | undefined;
// Its own database: a second store in the garage's database would need a schema upgrade there.
const idb = () => (store ??= createStore(`${storageNames.garageDatabase}-support`, storageNames.supportCasesStore));

let agent: string | undefined;
let current: RecentCase[] = [];
const listeners = new Set<() => void>();

function emit(next: RecentCase[]) {
  current = next;
  for (const l of listeners) l();
}

/** Reads the agent's list (again when another agent signs in on this browser). */
export async function loadRecentCases(agentId: string): Promise<RecentCase[]> {
  if (agent === agentId) return current;
  agent = agentId;
  const stored = await get<RecentCase[]>(agentId, idb()).catch(() => undefined);
  emit(Array.isArray(stored) ? stored.filter((c) => typeof c?.vin === 'string').slice(0, MAX) : []);
  return current;
}

/** Puts a case first (one line per VIN), keeping the last ten. */
export async function rememberCase(agentId: string, entry: Omit<RecentCase, 'openedAt'>): Promise<void> {
  await loadRecentCases(agentId);
  const previous = current.find((c) => c.vin === entry.vin);
  const merged: RecentCase = {
    vin: entry.vin,
    caseReference: entry.caseReference ?? previous?.caseReference,
    label: entry.label ?? previous?.label,
    openedAt: new Date().toISOString(),
  };
  emit([merged, ...current.filter((c) => c.vin !== entry.vin)].slice(0, MAX));
  await set(agentId, current, idb()).catch(() => undefined);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useRecentCases(): RecentCase[] {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => current,
  );
}
