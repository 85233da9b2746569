import { VINS } from '../fleet';
import type { Alert, Severity, SignalValue } from '../../contract';
import { ALERT_CODES, alertCode, troubleCodeOf, type Probe } from './alert-codes';
import { iso, signal } from './catalogue';
import { dayOf } from './plan';
import { DAY_MS, HOUR_MS, type Profile, type Wheel } from './profiles';
import { Rng } from './random';
import { serviceFigures, serviceReportAt } from './service';
import { leakCrossesThreshold, lowThreshold, placard, punctureCycleStart, type Leak } from './tyres';

export const ALERT_WINDOW_DAYS = 90;

/** An alert raised through the `alert-raise` scenario. */
export type RaisedAlert = {
  id: string;
  code: string;
  severity: Severity;
  title: string;
  description: string;
  raisedAt: number;
  signals: SignalValue[];
  troubleCode?: string;
};

/** Alerts a car keeps raising (a standing fault): one per period, the previous one cleared when the next is raised. */
type Standing = { code: string; periodDays: number; offsetHours: number; wheel?: Wheel };

const STANDING: Record<string, Standing[]> = {
  [VINS.evSuv]: [{ code: 'HV_BATTERY_CELL_IMBALANCE', periodDays: 30, offsetHours: 7.25 }],
  [VINS.dieselVan]: [{ code: 'TIRE_PRESSURE_LOW', periodDays: 7, offsetHours: 0.2, wheel: 'Row2.Right' }],
  [VINS.petrol]: [
    { code: 'P0420', periodDays: 40, offsetHours: 9.5 },
    { code: 'ENGINE_COOLANT_LOW', periodDays: 12, offsetHours: 17.1 },
  ],
};

/** Expected random alerts per day. */
const RATE: Record<string, number> = {
  [VINS.evSedan]: 0.48,
  [VINS.evSuv]: 0.5,
  [VINS.phev]: 0.32,
  [VINS.petrol]: 0.22,
  [VINS.dieselVan]: 0.55,
  [VINS.noLocation]: 0.2,
};

function poisson(lambda: number, rng: Rng): number {
  const limit = Math.exp(-lambda);
  let k = 0;
  let prod = rng.float();
  while (prod > limit) {
    k++;
    prod *= rng.float();
  }
  return k;
}

/** The `troubleCode` member of an alert that cites one (absent otherwise). */
const cites = (troubleCode: string | undefined) => (troubleCode ? { troubleCode } : {});

const dateTag = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10).replaceAll('-', '');

export function tyreEvidence(p: Profile, wheel: Wheel, kPa: number, at: number): SignalValue[] {
  const base = `Vehicle.Chassis.Axle.${wheel.replace('.', '.Wheel.')}.Tire`;
  return [
    signal(`${base}.Pressure`, Math.round(kPa), at),
    signal(`${base}.IsPressureLow`, kPa < lowThreshold(p, wheel), at),
  ];
}

type Natural = Omit<Alert, 'active' | 'clearedAt' | 'raisedAt'> & { raisedAt: number; clearedAt: number | null };
type Random = Omit<Natural, 'clearedAt'> & { clearsAt: number };

const randomCache = new WeakMap<Profile, Map<number, Random[]>>();
const memos = new WeakMap<Profile, Map<string, unknown>>();

/** Values that are pure functions of the car and a key (natural alerts never depend on scenarios). */
function memo<T>(p: Profile, kind: string, key: string | number, make: () => T): T {
  let m = memos.get(p);
  if (!m) memos.set(p, (m = new Map()));
  const k = `${kind}:${key}`;
  if (m.has(k)) return m.get(k) as T;
  if (m.size > 5000) m.clear();
  const v = make();
  m.set(k, v);
  return v;
}

/** The random alerts a car raises on one UTC day (cached: they never change). */
function randomAlerts(p: Profile, d: number, probe: Probe): Random[] {
  let byDay = randomCache.get(p);
  if (!byDay) randomCache.set(p, (byDay = new Map()));
  const hit = byDay.get(d);
  if (hit) return hit;
  if (byDay.size > 2000) byDay.clear();
  const pool = ALERT_CODES.filter((c) => c.random?.applies(p));
  const weights = pool.map((c) => c.random!.weight);
  const rng = new Rng(p.seed, 'alerts', d);
  const n = poisson(RATE[p.vin] ?? 0.3, rng);
  const out: Random[] = [];
  for (let k = 0; k < n; k++) {
    const def = pool[rng.weighted(weights)]!;
    const raisedAt = Math.round(d * DAY_MS + rng.float(0, DAY_MS));
    const [h0, h1] = def.random!.hours;
    const clearsAt = Math.round(raisedAt + rng.float(h0, h1) * HOUR_MS);
    const ev = new Rng(p.seed, 'evidence', d, k);
    out.push({
      id: `${p.tag}-${dateTag(d)}-a${k + 1}`,
      code: def.code,
      severity: def.severity,
      title: def.title,
      description: def.description,
      raisedAt,
      clearsAt,
      signals: def.evidence(p, raisedAt - ev.int(1, 4000), ev, probe),
      ...cites(troubleCodeOf(def)),
    });
  }
  byDay.set(d, out);
  return out;
}

/** The car's own alerts in the 90 days before now (raised, and cleared unless still active at now). */
function natural(p: Profile, now: number, probe: Probe): Natural[] {
  const from = now - ALERT_WINDOW_DAYS * DAY_MS;
  const out: Natural[] = [];
  for (let d = dayOf(from); d <= dayOf(now); d++) {
    for (const { clearsAt, ...a } of randomAlerts(p, d, probe)) {
      if (a.raisedAt < from || a.raisedAt > now) continue;
      out.push({ ...a, clearedAt: clearsAt <= now ? clearsAt : null });
    }
  }
  for (const st of STANDING[p.vin] ?? []) {
    const def = alertCode(st.code)!;
    const period = st.periodDays * DAY_MS;
    const cycleStart = (t: number) =>
      st.wheel
        ? punctureCycleStart(p, t)
        : Math.floor((t - (p.seed % st.periodDays) * DAY_MS) / period) * period + (p.seed % st.periodDays) * DAY_MS;
    for (let start = cycleStart(now); start + period > from; start -= period) {
      const raisedAt = start + st.offsetHours * HOUR_MS;
      if (raisedAt > now || raisedAt < from) continue;
      const next = start + period + st.offsetHours * HOUR_MS - 60_000;
      const evidenceAt = raisedAt - 2_000;
      const id = `${p.tag}-${st.code.toLowerCase()}-${dateTag(dayOf(start))}`;
      const signals = st.wheel
        ? tyreEvidence(p, st.wheel, probe.tyrePressure(st.wheel, evidenceAt), evidenceAt)
        : memo(p, 'evidence', id, () => def.evidence(p, evidenceAt, new Rng(p.seed, 'standing', start), probe));
      out.push({
        id,
        code: def.code,
        severity: def.severity,
        title: def.title,
        description: def.description,
        raisedAt,
        clearedAt: next <= now ? next : null,
        signals,
        ...cites(troubleCodeOf(def, st.wheel)),
      });
    }
  }
  return out;
}

/** SERVICE_DUE from the daily service report: raised when the service becomes due, cleared when it is done. */
function serviceAlerts(p: Profile, now: number, probe: Probe): Natural[] {
  const def = alertCode('SERVICE_DUE')!;
  const first = dayOf(now - ALERT_WINDOW_DAYS * DAY_MS) - 60;
  const out: Natural[] = [];
  let open: { at: number; figures: ReturnType<typeof serviceFigures>; day: number } | undefined;
  for (let d = first; d <= dayOf(now); d++) {
    const at = serviceReportAt(p, d);
    if (at > now) break;
    const figures = memo(p, 'service', d, () => serviceFigures(p, probe.odometerAtDayStart(d), at));
    if (figures.due && !open) open = { at, figures, day: d };
    else if (!figures.due && open) {
      out.push(serviceAlert(p, def, open, at));
      open = undefined;
    }
  }
  if (open) out.push(serviceAlert(p, def, open, null));
  return out.filter((a) => a.raisedAt >= now - ALERT_WINDOW_DAYS * DAY_MS);
}

function serviceAlert(
  p: Profile,
  def: NonNullable<ReturnType<typeof alertCode>>,
  open: { at: number; figures: ReturnType<typeof serviceFigures>; day: number },
  clearedAt: number | null,
): Natural {
  const evidenceAt = open.at - 500;
  return {
    id: `${p.tag}-service_due-${dateTag(open.day)}`,
    code: def.code,
    severity: def.severity,
    title: def.title,
    description: def.description,
    raisedAt: open.at,
    clearedAt,
    signals: [
      signal('Vehicle.Service.IsServiceDue', true, evidenceAt),
      signal('Vehicle.Service.DistanceToService', open.figures.distanceToService, evidenceAt),
      signal('Vehicle.Service.TimeToService', open.figures.timeToService, evidenceAt),
    ],
  };
}

export type AlertState = { raised: RaisedAlert[]; cleared: Map<string, number>; leaks: Leak[] };

/** Every alert of the car (active and cleared), newest first. */
export function alertsAt(p: Profile, now: number, probe: Probe, state: AlertState): Alert[] {
  const all: Natural[] = [...natural(p, now, probe), ...serviceAlerts(p, now, probe)];
  for (const leak of state.leaks) {
    const at = leakCrossesThreshold(p, leak);
    if (at > now) continue;
    const def = alertCode('TIRE_PRESSURE_LOW')!;
    all.push({
      id: `${p.tag}-tpms-${leak.wheel.replace('.', '').toLowerCase()}-${leak.since.toString(36)}`,
      code: def.code,
      severity: def.severity,
      title: def.title,
      description: `${def.description} (${leak.wheel.replace('.', ' ')}, placard ${placard(p, leak.wheel)} kPa.)`,
      raisedAt: at,
      clearedAt: null,
      signals: tyreEvidence(p, leak.wheel, probe.tyrePressure(leak.wheel, at), at),
      ...cites(troubleCodeOf(def, leak.wheel)),
    });
  }
  for (const r of state.raised) if (r.raisedAt <= now) all.push({ ...r, clearedAt: null });
  return all
    .map((a) => {
      const manual = state.cleared.get(a.id);
      const clearedAt =
        manual !== undefined && manual <= now && (a.clearedAt === null || manual < a.clearedAt) ? manual : a.clearedAt;
      return toWire(a, clearedAt);
    })
    .sort((a, b) => (a.raisedAt < b.raisedAt ? 1 : a.raisedAt > b.raisedAt ? -1 : a.id < b.id ? 1 : -1));
}

/** The contract's members and nothing else (the OpenAPI document forbids any other), named one by one. */
const toWire = (a: Natural, clearedAt: number | null): Alert => ({
  id: a.id,
  code: a.code,
  severity: a.severity,
  active: clearedAt === null,
  title: a.title,
  description: a.description,
  raisedAt: iso(a.raisedAt),
  clearedAt: clearedAt === null ? null : iso(clearedAt),
  signals: a.signals,
  ...cites(a.troubleCode),
});
