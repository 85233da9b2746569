import type { QueryClient } from '@tanstack/react-query';
import { safeParse } from 'zod/mini';
import type { Alert, EvBody, SignalsBody, SignalValue } from '../../contract';
import type { DiagnosticsBody } from '../../contract/diagnostics';
import { DIAGNOSTICS_QUERY } from '../../contract/list-queries';
import { readSearchParams, toRequestQuery } from '../../contract/query';
import { parseStreamTopic, STREAM_PAYLOADS, type StreamCategory } from '../../contract/stream';
import { vehicleKeys } from './query-keys';

/**
 * The one way live data enters the app (DESIGN §4): a stream message becomes the cache entry REST would have
 * written, under the same key and in the same shape, so no view can tell where a value came from.
 */
export type LiveUpdate = { applied: true; vin: string; category: StreamCategory } | { applied: false; reason: string };

const bodyKeys = {
  status: vehicleKeys.status,
  location: vehicleKeys.location,
  ev: vehicleKeys.ev,
  'hv-battery': vehicleKeys.hvBattery,
} as const;

const time = (s: SignalValue) => Date.parse(s.timestamp);

/** Signals by name: the newer of the cached and the arriving value wins; names only one side has are kept. */
export function mergeSignals(cached: readonly SignalValue[], arriving: readonly SignalValue[]): SignalValue[] {
  const byName = new Map(cached.map((s) => [s.name, s]));
  for (const signal of arriving) {
    const old = byName.get(signal.name);
    if (!old || !(time(old) > time(signal))) byName.set(signal.name, signal);
  }
  return [...byName.values()];
}

function mergeBody<T extends SignalsBody>(cached: T | undefined, arriving: T): T {
  return cached ? { ...arriving, signals: mergeSignals(cached.signals, arriving.signals) } : arriving;
}

type AlertPageData = { content: Alert[] };
const isPage = (data: unknown): data is AlertPageData =>
  typeof data === 'object' && data !== null && Array.isArray((data as AlertPageData).content);

/** A raised or cleared alert: records already listed change in place, then every alert list refetches with its filters. */
function applyAlert(client: QueryClient, vin: string, alert: Alert) {
  const lists = client.getQueriesData({ queryKey: vehicleKeys.alertsAll(vin) });
  // A change every loaded list already shows (the retained message a new subscription starts with), or no list yet
  // loaded (its request, under way, answers with the change), asks for no refetch.
  const known = (a: Alert) => a.id === alert.id && a.active === alert.active && a.clearedAt === alert.clearedAt;
  // A list of active alerts that does not hold a cleared one already agrees with it (the garage's and the overview's
  // lists, when the retained record is a clear).
  const reflects = (key: readonly unknown[], data: AlertPageData) =>
    data.content.some(known) ||
    (!alert.active &&
      (key[3] as { active?: unknown } | undefined)?.active === 'true' &&
      !data.content.some((a) => a.id === alert.id));
  const pages = lists.filter(([, data]) => isPage(data));
  if (pages.every(([key, data]) => reflects(key, data as AlertPageData))) return;
  for (const [key, data] of lists) {
    if (!isPage(data) || !data.content.some((a) => a.id === alert.id)) continue;
    client.setQueryData(key, { ...data, content: data.content.map((a) => (a.id === alert.id ? alert : a)) });
  }
  void client.invalidateQueries({ queryKey: vehicleKeys.alertsAll(vin) });
}

/** A stream message once it entered the cache: what the notifications read (they never write the cache). */
export type LiveMessage =
  | { vin: string; category: 'alerts'; body: Alert }
  | { vin: string; category: Exclude<StreamCategory, 'alerts' | 'diagnostics'>; body: SignalsBody | EvBody };
const liveListeners = new Set<(message: LiveMessage) => void>();

/** Follows every stream message after it was applied; returns the unsubscribe. */
export function onLiveMessage(listener: (message: LiveMessage) => void): () => void {
  liveListeners.add(listener);
  return () => void liveListeners.delete(listener);
}

function tell(message: LiveMessage) {
  for (const listener of liveListeners) listener(message);
}

/** The diagnostics topic carries the body of the default query (every code): it replaces that entry; lists asked with filters refetch. */
function applyDiagnostics(client: QueryClient, vin: string, body: DiagnosticsBody) {
  const allCodes = toRequestQuery(DIAGNOSTICS_QUERY, readSearchParams(DIAGNOSTICS_QUERY, new URLSearchParams()));
  const key = vehicleKeys.diagnostics(vin, allCodes);
  client.setQueryData(key, body);
  void client.invalidateQueries({
    queryKey: vehicleKeys.diagnosticsAll(vin),
    predicate: (q) => JSON.stringify(q.queryKey) !== JSON.stringify(key),
  });
}

export function applyStreamMessage(client: QueryClient, topic: string, payload: unknown): LiveUpdate {
  const parsedTopic = parseStreamTopic(topic);
  if (!parsedTopic) return { applied: false, reason: `not a vehicle topic: ${topic}` };
  const { vin, category } = parsedTopic;
  const body = safeParse(STREAM_PAYLOADS[category], payload);
  if (!body.success) return { applied: false, reason: `${topic}: the payload does not match its schema` };
  if (category === 'alerts') {
    applyAlert(client, vin, body.data as Alert);
    tell({ vin, category, body: body.data as Alert });
    return { applied: true, vin, category };
  }
  const data = body.data as SignalsBody | EvBody | DiagnosticsBody;
  if (data.vin !== vin) return { applied: false, reason: `${topic}: the payload is for ${data.vin}` };
  if (category === 'diagnostics') {
    applyDiagnostics(client, vin, data as DiagnosticsBody);
    return { applied: true, vin, category };
  }
  client.setQueryData<SignalsBody>(bodyKeys[category](vin), (cached) => mergeBody(cached, data as SignalsBody));
  tell({ vin, category, body: data as SignalsBody | EvBody });
  return { applied: true, vin, category };
}
