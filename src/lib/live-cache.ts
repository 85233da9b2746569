import { notifyManager, type Query, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { safeParse } from 'zod/mini';
import type { Alert, AlertPage, EvBody, SignalsBody, SignalValue } from '../../contract';
import { parseChargerTopic } from '../../contract/charger-stream';
import { Charger } from '../../contract/chargers';
import type { DiagnosticsBody } from '../../contract/diagnostics';
import { DIAGNOSTICS_QUERY } from '../../contract/list-queries';
import { readSearchParams, toRequestQuery, type RequestQuery } from '../../contract/query';
import { parseStreamTopic, STREAM_PAYLOADS, type StreamCategory } from '../../contract/stream';
import { mark, MARKS } from '../utils/timing-marks';
import { chargerKeys, vehicleKeys } from './query-keys';

/**
 * The one way live data enters the app (DESIGN §4): a stream message becomes the cache entry REST would have
 * written, under the same key and in the same shape, so no view can tell where a value came from. A message costs
 * only what it changes: unchanged signals keep their objects, an unchanged body is not written at all, and the
 * messages of a burst reach the cache (and so the views) together, at most once per LIVE_FLUSH_MS.
 */
export type LiveUpdate =
  | { applied: true; vin: string; category: StreamCategory }
  | { applied: true; chargerId: string }
  | { applied: false; reason: string };

/** A driving car publishes status and location each second, a moved clock up to 50 alert records at once. */
export const LIVE_FLUSH_MS = 250;

const bodyKeys = {
  status: vehicleKeys.status,
  location: vehicleKeys.location,
  ev: vehicleKeys.ev,
  'hv-battery': vehicleKeys.hvBattery,
} as const;
type BodyCategory = keyof typeof bodyKeys;

const time = (s: SignalValue) => Date.parse(s.timestamp);

function equalValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  return JSON.stringify(a) === JSON.stringify(b);
}

const sameSignal = (a: SignalValue, b: SignalValue) =>
  a.timestamp === b.timestamp && a.unit === b.unit && equalValue(a.value, b.value);

/**
 * Signals by name: the newer of the cached and the arriving value wins; names only one side has are kept. An
 * arriving value equal to the cached one keeps the cached object, and when nothing changed the cached list comes back.
 */
export function mergeSignals(cached: readonly SignalValue[], arriving: readonly SignalValue[]): SignalValue[] {
  const byName = new Map(cached.map((s) => [s.name, s]));
  let changed = false;
  for (const signal of arriving) {
    const old = byName.get(signal.name);
    if (old && (time(old) > time(signal) || sameSignal(old, signal))) continue;
    byName.set(signal.name, signal);
    changed = true;
  }
  return changed ? [...byName.values()] : (cached as SignalValue[]);
}

/** The cached body with the arriving one merged in; the cached body itself when the message changes nothing. */
function mergeBody<T extends SignalsBody>(cached: T | undefined, arriving: T): T {
  if (!cached) return arriving;
  const signals = mergeSignals(cached.signals, arriving.signals);
  const rest = Object.keys(arriving).filter((k) => k !== 'signals') as (keyof T)[];
  if (signals === cached.signals && rest.every((k) => equalValue(cached[k], arriving[k]))) return cached;
  return { ...arriving, signals };
}

const sameAlert = (a: Alert, b: Alert) => a.active === b.active && a.clearedAt === b.clearedAt;

/** Whether the alert would be in a list with these filters (the service's `severity` and `active`). */
function matches(query: RequestQuery | undefined, alert: Alert): boolean {
  const severity = [query?.severity ?? []].flat();
  if (severity.length && !severity.includes(alert.severity)) return false;
  return query?.active === undefined || query.active === String(alert.active);
}

/**
 * Whether a list's answer already shows what the record says, so asking again would answer the same: the alert is
 * listed as it is now, or the list holds every alert its filters match (one page) and this one does not match
 * (had it matched when the list was read, it would be listed). A retained record (the car's last change before this
 * subscription, what a new subscription starts with) that a page of a longer list does not show is taken as read
 * too: it is the state the list was read in, and refetching would only ask the same page again (each reload and
 * new tab did). Anything else may move the list or its count: it refetches.
 */
function covers(query: RequestQuery | undefined, page: AlertPage, alert: Alert, retained: boolean): boolean {
  const listed = page.content.find((a) => a.id === alert.id);
  if (listed) return sameAlert(listed, alert);
  if (page.page.totalPages <= 1) return !matches(query, alert);
  return retained;
}

const isPage = (data: unknown): data is AlertPage =>
  typeof data === 'object' && data !== null && Array.isArray((data as AlertPage).content);

/** Calls `then` once the list's request under way has settled (or the list left the cache). */
function afterFetch(client: QueryClient, list: Query, then: () => void) {
  const cache = client.getQueryCache();
  const stop = cache.subscribe((event) => {
    if (event.query !== list) return;
    if (event.type === 'removed') return stop();
    if (list.state.fetchStatus === 'fetching') return;
    stop();
    then();
  });
}

/**
 * One list against a raised or cleared alert: a record it lists changes in place, and a list that does not show the
 * change refetches with its filters. A list whose request is under way (a loader's, beside an answer restored from
 * the persisted cache) is checked against that request's answer when it comes: refetching then would cancel the
 * request and send it again.
 */
function applyAlertTo(client: QueryClient, list: Query, alert: Alert, retained: boolean) {
  const data = list.state.data;
  if (!isPage(data)) return;
  // A request that failed leaves it to its view's Try again (not to a live record).
  if (list.state.fetchStatus === 'fetching')
    return afterFetch(client, list, () => list.state.status !== 'error' && applyAlertTo(client, list, alert, retained));
  const query = list.queryKey[3] as RequestQuery | undefined;
  if (covers(query, data, alert, retained)) return;
  if (data.content.some((a) => a.id === alert.id))
    client.setQueryData(list.queryKey, { ...data, content: data.content.map((a) => (a.id === alert.id ? alert : a)) });
  void client.invalidateQueries({ queryKey: list.queryKey, exact: true });
}

/** A raised or cleared alert, against every list of the car's alerts; a list not yet loaded is left alone (its request, under way, answers with the change). */
function applyAlert(client: QueryClient, vin: string, alert: Alert, retained: boolean) {
  for (const list of client.getQueryCache().findAll({ queryKey: vehicleKeys.alertsAll(vin) }))
    applyAlertTo(client, list, alert, retained);
}

/** What a connector shows: a change of it means a session began or ended, so the session lists refetch. */
const connectorState = (c: Charger) => c.connectors.map((x) => `${x.id}:${x.status}:${x.vin}:${x.powerKW > 0}`).join();

/** A charger's body (`chargers/{chargerId}`) replaces the cached one, as REST would. */
function applyCharger(client: QueryClient, chargerId: string, payload: unknown): LiveUpdate {
  const body = safeParse(Charger, payload);
  if (!body.success || body.data.id !== chargerId)
    return { applied: false, reason: `chargers/${chargerId}: the payload is not this charger's body` };
  const cached = client.getQueryData<Charger>(chargerKeys.detail(chargerId));
  client.setQueryData(chargerKeys.detail(chargerId), body.data);
  if (cached && connectorState(cached) !== connectorState(body.data)) {
    void client.invalidateQueries({ queryKey: chargerKeys.sessionsAll(chargerId) });
    void client.invalidateQueries({ queryKey: [...chargerKeys.all, 'list'] });
  }
  return { applied: true, chargerId };
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

function applyBody(client: QueryClient, key: QueryKey, body: SignalsBody) {
  const cached = client.getQueryData<SignalsBody>(key);
  const next = mergeBody(cached, body);
  if (next !== cached) client.setQueryData(key, next);
}

/**
 * What a flush wrote: each car's body per category (the messages since the last flush merged, changed or not) and
 * every alert record in order. The notifications read these (they never write the cache).
 */
export type LiveMessage = (
  { vin: string; category: 'alerts'; body: Alert } | { vin: string; category: BodyCategory; body: SignalsBody | EvBody }
) & {
  /** Only the broker's retained values (a subscription's first look), no live change. */
  retained: boolean;
};
const liveListeners = new Set<(messages: LiveMessage[]) => void>();

/**
 * Follows the stream after each flush wrote the cache: the flush's messages together (what a flush brings belongs
 * together: a status body and the alert record that changed it); returns the unsubscribe.
 */
export function onLiveFlush(listener: (messages: LiveMessage[]) => void): () => void {
  liveListeners.add(listener);
  return () => void liveListeners.delete(listener);
}

/** What arrived since the last flush, per client: bodies merged per car and category, alert records in order. */
type Pending = {
  bodies: Map<string, { vin: string; category: BodyCategory; body: SignalsBody; retained: boolean }>;
  alerts: { vin: string; alert: Alert; retained: boolean }[];
};
const pending = new Map<QueryClient, Pending>();
let timer: ReturnType<typeof setTimeout> | undefined;

/** Writes what the stream brought since the last flush, in one batch (one render of each view that reads it). */
export function flushLiveUpdates(): void {
  clearTimeout(timer);
  timer = undefined;
  const all = [...pending];
  pending.clear();
  const told: LiveMessage[] = [];
  notifyManager.batch(() => {
    for (const [client, { bodies, alerts }] of all) {
      for (const { vin, category, body, retained } of bodies.values()) {
        applyBody(client, bodyKeys[category](vin), body);
        told.push({ vin, category, body, retained });
      }
      for (const { vin, alert, retained } of alerts) {
        applyAlert(client, vin, alert, retained);
        told.push({ vin, category: 'alerts', body: alert, retained });
      }
    }
  });
  if (told.length) for (const listener of liveListeners) listener(told);
  mark(MARKS.liveFlush);
}

function queue(client: QueryClient): Pending {
  let entry = pending.get(client);
  if (!entry) pending.set(client, (entry = { bodies: new Map(), alerts: [] }));
  timer ??= setTimeout(flushLiveUpdates, LIVE_FLUSH_MS);
  mark(MARKS.liveMessage);
  return entry;
}

/** Checks a message now and queues it for the next flush (trouble codes, rare, are written at once). */
export function applyStreamMessage(client: QueryClient, topic: string, payload: unknown, retained = false): LiveUpdate {
  const charger = parseChargerTopic(topic);
  if (charger) return applyCharger(client, charger.chargerId, payload);
  const parsedTopic = parseStreamTopic(topic);
  if (!parsedTopic) return { applied: false, reason: `not a vehicle topic: ${topic}` };
  const { vin, category } = parsedTopic;
  const body = safeParse(STREAM_PAYLOADS[category], payload);
  if (!body.success) return { applied: false, reason: `${topic}: the payload does not match its schema` };
  if (category === 'alerts') {
    queue(client).alerts.push({ vin, alert: body.data as Alert, retained });
    return { applied: true, vin, category };
  }
  const data = body.data as SignalsBody | EvBody | DiagnosticsBody;
  if (data.vin !== vin) return { applied: false, reason: `${topic}: the payload is for ${data.vin}` };
  if (category === 'diagnostics') {
    applyDiagnostics(client, vin, data as DiagnosticsBody);
    return { applied: true, vin, category };
  }
  const { bodies } = queue(client);
  const id = `${vin}/${category}`;
  const before = bodies.get(id);
  const signalsBody = data as SignalsBody;
  bodies.set(id, {
    vin,
    category,
    body: before ? mergeBody(before.body, signalsBody) : signalsBody,
    retained: retained && (before?.retained ?? true),
  });
  return { applied: true, vin, category };
}
