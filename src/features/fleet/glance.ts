import type { SignalValue } from '../../../contract';
import { bySignalName, numberOf } from '../../utils/signals';
import { LIVE_WITHIN_MS } from '../../utils/time';
import { distanceM, nearestPlace, type Place } from '../../utils/places';
import { lowTyres, type LowTyre } from '../../utils/tyres';

/**
 * One car of the garage's overview in a few figures, each with its freshness (DESIGN §4): live, last known (with the
 * time of the value), missing (the car does not report it), not supported (the car or the owner's consent has none).
 */
export type Freshness =
  { kind: 'live'; at: string } | { kind: 'last-known'; at: string } | { kind: 'missing' } | { kind: 'not-supported' };

export type Figure<T> = { value?: T; freshness: Freshness };

export type Severity = 'info' | 'warning' | 'critical';
export type OpenPart = { id: string; kind: 'door' | 'window' };
export type Whereabouts =
  | { kind: 'at-place'; place: string }
  | { kind: 'from-place'; place: string; metres: number }
  | { kind: 'position'; latitude: number; longitude: number };

export type CarGlance = {
  vin: string;
  energy: Figure<{ kind: 'battery' | 'fuel'; percent?: number; rangeKm?: number }>;
  charging: Figure<'charging' | 'plugged-in' | 'unplugged'>;
  locked: Figure<boolean>;
  open: Figure<OpenPart[]>;
  tyres: Figure<LowTyre[]>;
  alerts: Figure<{ count: number; worst?: Severity }>;
  where: Figure<Whereabouts>;
  parked?: boolean;
  /** When the door open longest opened (the oldest IsOpen=true timestamp), epoch ms. */
  doorOpenSince?: number;
  /** Active and permanent trouble codes (`Vehicle.Diagnostics.DTCCount`, in the status already asked for). */
  troubleCodes?: number;
};

export type GlanceInput = {
  vin: string;
  now: number;
  /** Whether the tab's stream is live for this car (values then read "live" while under a minute old). */
  streaming: boolean;
  status?: readonly SignalValue[];
  /** `yes`: an EV with EV data; `no`: none (404, no `ev-charging`); `unknown` while not known. */
  ev: 'yes' | 'no' | 'unknown';
  evSignals?: readonly SignalValue[];
  hasFuel: boolean;
  /** False when the owner's consent leaves location out: "not supported" for this caller. */
  locationShared: boolean;
  location?: readonly SignalValue[];
  /** The car's active alerts: how many, the most severe, when the answer came (epoch ms). */
  alerts?: { count: number; worst?: string; at: number };
  places: readonly Place[];
};

const SEVERITY_ORDER: readonly Severity[] = ['info', 'warning', 'critical'];
export const severityRank = (s: string | undefined) => SEVERITY_ORDER.indexOf(s as Severity);

export function freshnessOf(signals: (SignalValue | undefined)[], now: number, streaming: boolean): Freshness {
  const times = signals.filter((s): s is SignalValue => !!s).map((s) => s.timestamp);
  if (!times.length) return { kind: 'missing' };
  const at = times.reduce((a, b) => (Date.parse(b) > Date.parse(a) ? b : a));
  return streaming && Math.abs(now - Date.parse(at)) <= LIVE_WITHIN_MS
    ? { kind: 'live', at }
    : { kind: 'last-known', at };
}

const DOORS = ['Row1.DriverSide', 'Row1.PassengerSide', 'Row2.DriverSide', 'Row2.PassengerSide'];
const TB = 'Vehicle.Powertrain.TractionBattery.';
const isOpenValue = (s: SignalValue | undefined) => s?.value === true || (numberOf(s) ?? 0) > 0;

function whereabouts(location: readonly SignalValue[], places: readonly Place[]): Figure<Whereabouts>['value'] {
  const m = bySignalName(location);
  const latitude = numberOf(m.get('Vehicle.CurrentLocation.Latitude'));
  const longitude = numberOf(m.get('Vehicle.CurrentLocation.Longitude'));
  if (latitude === undefined || longitude === undefined) return undefined;
  const position = { latitude, longitude };
  const nearest = nearestPlace(position, places);
  if (!nearest) return { kind: 'position', latitude, longitude };
  const metres = distanceM(position, nearest);
  return metres <= nearest.radiusM
    ? { kind: 'at-place', place: nearest.name }
    : { kind: 'from-place', place: nearest.name, metres };
}

export function carGlance(input: GlanceInput): CarGlance {
  const { now, streaming } = input;
  const fresh = (...s: (SignalValue | undefined)[]) => freshnessOf(s, now, streaming);
  const status = bySignalName(input.status);
  const ev = bySignalName(input.evSignals);
  const all = new Map([...status, ...ev]);
  const notSupported = { freshness: { kind: 'not-supported' } } as const;

  const soc = all.get(`${TB}StateOfCharge.Current`);
  const fuel = status.get('Vehicle.Powertrain.FuelSystem.RelativeLevel');
  const useBattery = input.ev !== 'no' && (soc !== undefined || !input.hasFuel);
  const rangeSignal = useBattery
    ? (all.get(`${TB}Range`) ?? status.get('Vehicle.Powertrain.Range'))
    : (status.get('Vehicle.Powertrain.FuelSystem.Range') ?? status.get('Vehicle.Powertrain.Range'));
  const level = useBattery ? soc : fuel;
  const range = numberOf(rangeSignal);
  const energy: CarGlance['energy'] =
    level || rangeSignal
      ? {
          value: {
            kind: useBattery ? 'battery' : 'fuel',
            percent: numberOf(level),
            rangeKm: range === undefined ? undefined : range / 1000,
          },
          freshness: fresh(level, rangeSignal),
        }
      : { freshness: input.status ? { kind: 'missing' } : fresh() };

  const isCharging = all.get(`${TB}Charging.IsCharging`);
  const cables = [...all.values()].filter((s) => s.name.endsWith('.IsChargingCableConnected'));
  const charging: CarGlance['charging'] =
    input.ev === 'no'
      ? notSupported
      : isCharging || cables.length
        ? {
            value:
              isCharging?.value === true
                ? 'charging'
                : cables.some((c) => c.value === true)
                  ? 'plugged-in'
                  : 'unplugged',
            freshness: fresh(isCharging, ...cables),
          }
        : { freshness: { kind: 'missing' } };

  const locks = DOORS.map((d) => status.get(`Vehicle.Cabin.Door.${d}.IsLocked`)).filter((s) => !!s);
  const locked: CarGlance['locked'] = locks.length
    ? { value: locks.every((s) => s.value === true), freshness: fresh(...locks) }
    : { freshness: { kind: 'missing' } };

  const openParts: OpenPart[] = [];
  const openSignals: SignalValue[] = [];
  let doorOpenSince: number | undefined;
  for (const d of DOORS) {
    const door = status.get(`Vehicle.Cabin.Door.${d}.IsOpen`);
    const window =
      status.get(`Vehicle.Cabin.Door.${d}.Window.Position`) ?? status.get(`Vehicle.Cabin.Door.${d}.Window.IsOpen`);
    for (const s of [door, window]) if (s) openSignals.push(s);
    if (isOpenValue(door)) {
      openParts.push({ id: d, kind: 'door' });
      doorOpenSince = Math.min(doorOpenSince ?? Infinity, Date.parse(door!.timestamp));
    }
    if (isOpenValue(window)) openParts.push({ id: d, kind: 'window' });
  }
  const open: CarGlance['open'] = openSignals.length
    ? { value: openParts, freshness: fresh(...openSignals) }
    : { freshness: { kind: 'missing' } };

  const tyreCheck = lowTyres(status);
  const tyres: CarGlance['tyres'] = tyreCheck.used.length
    ? { value: tyreCheck.low, freshness: fresh(...tyreCheck.used) }
    : { freshness: { kind: 'missing' } };

  const alerts: CarGlance['alerts'] = input.alerts
    ? {
        value: {
          count: input.alerts.count,
          worst: severityRank(input.alerts.worst) >= 0 ? (input.alerts.worst as Severity) : undefined,
        },
        freshness: freshnessOf(
          [{ name: 'alerts', value: null, timestamp: new Date(input.alerts.at).toISOString() }],
          now,
          streaming,
        ),
      }
    : { freshness: { kind: 'missing' } };

  const place = input.location ? whereabouts(input.location, input.places) : undefined;
  const where: CarGlance['where'] = !input.locationShared
    ? notSupported
    : place
      ? {
          value: place,
          freshness: fresh(
            ...['Latitude', 'Longitude'].map((n) => bySignalName(input.location).get(`Vehicle.CurrentLocation.${n}`)),
          ),
        }
      : { freshness: { kind: 'missing' } };

  const moving = status.get('Vehicle.IsMoving');
  const dtcList = status.get('Vehicle.Diagnostics.DTCList')?.value;
  const troubleCodes =
    numberOf(status.get('Vehicle.Diagnostics.DTCCount')) ?? (Array.isArray(dtcList) ? dtcList.length : undefined);
  return {
    vin: input.vin,
    energy,
    charging,
    locked,
    open,
    tyres,
    alerts,
    where,
    parked: moving ? moving.value === false : undefined,
    doorOpenSince,
    troubleCodes,
  };
}
