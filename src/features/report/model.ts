import type { Alert, SignalValue, TroubleCode, Vehicle } from '../../../contract';
import type { ChargerSession } from '../../../contract/chargers';
import { numberOf } from '../../utils/signals';
import {
  aggregate,
  dayOfDate,
  kWhPer100Km,
  litresPer100Km,
  type ChargeSummary,
  type Figures,
  type PriceBook,
  type TripSummary,
} from '../../utils/trends';
import { KM_PER_MILE, type DistanceUnit } from '../../utils/units';

/** What the report reads of the status view's model (`features/status` `statusModel`), passed in by the route. */
export type StateSource = {
  doors: readonly { state: string; lock: string; window: string }[];
  tyres: readonly { isLow: boolean }[];
  lids: readonly { id: string; state: string; lock: string }[];
  fuelLevel?: SignalValue;
  fuelRange?: SignalValue;
  stateOfCharge?: SignalValue;
  batteryRange?: SignalValue;
  odometer?: SignalValue;
};

/** The car as the vehicle record names it. */
export type CarIdentity = { brand: string; model: string; year: number };

export function carIdentity(v: Vehicle): CarIdentity {
  const id = v.Vehicle.VehicleIdentification;
  return { brand: id.Brand, model: id.Model, year: id.Year };
}

/** The car's state as figures: counts of what is locked or open, charge or fuel in percent, distances in metres. */
export type StateFacts = {
  locked: number;
  unlocked: number;
  openDoors: number;
  openWindows: number;
  openLids: number;
  lowTyres: number;
  tyres: number;
  fuelPercent?: number;
  fuelRangeM?: number;
  chargePercent?: number;
  batteryRangeM?: number;
  odometerM?: number;
};

const isOpen = (state: string) => state === 'open' || state === 'partly-open';

/** A distance signal in metres (VSS sends `m` or `km`). */
const metres = (s: SignalValue | undefined) => {
  const n = numberOf(s);
  return n === undefined ? undefined : s?.unit === 'km' ? n * 1000 : n;
};

export function stateFacts(s: StateSource): StateFacts {
  const locks = [...s.doors.map((d) => d.lock), ...s.lids.filter((l) => l.id !== 'hood').map((l) => l.lock)];
  return {
    locked: locks.filter((l) => l === 'locked').length,
    unlocked: locks.filter((l) => l === 'unlocked').length,
    openDoors: s.doors.filter((d) => isOpen(d.state)).length,
    openWindows: s.doors.filter((d) => isOpen(d.window)).length,
    openLids: s.lids.filter((l) => isOpen(l.state)).length,
    lowTyres: s.tyres.filter((t) => t.isLow).length,
    tyres: s.tyres.length,
    fuelPercent: numberOf(s.fuelLevel),
    fuelRangeM: metres(s.fuelRange),
    chargePercent: numberOf(s.stateOfCharge),
    batteryRangeM: metres(s.batteryRange),
    odometerM: metres(s.odometer),
  };
}

/** Alerts still raised, most severe first, then newest. */
export function activeAlerts(alerts: readonly Alert[]): Alert[] {
  const rank = (a: Alert) => ['critical', 'warning', 'info'].indexOf(a.severity);
  return alerts.filter((a) => a.active).sort((a, b) => rank(a) - rank(b) || (a.raisedAt < b.raisedAt ? 1 : -1));
}

/** Trouble codes the car reports now (confirmed `active`, or `permanent` until a repair is verified), newest first. */
export const activeTroubleCodes = (codes: readonly TroubleCode[]): TroubleCode[] =>
  codes
    .filter((c) => c.status === 'active' || c.status === 'permanent')
    .sort((a, b) => (a.lastSeen < b.lastSeen ? 1 : -1));

/** The car's home-charger sessions (the car's own, on any of the account's chargers). */
export const homeSessions = (vin: string, sessions: readonly ChargerSession[]): ChargeSummary[] =>
  sessions
    .filter((s) => s.vin === vin)
    .map((s) => ({ startTime: s.startTime, endTime: s.endTime, energyKWh: s.energyKWh }));

export type RangeDays = { fromDate: string; toDate: string };

export type TotalsInput = {
  range: RangeDays;
  timeZone: string;
  prices: PriceBook;
  /** The car's home-charger sessions of the range; undefined when unknown (no charger, or not answered). */
  sessions?: readonly ChargeSummary[];
};

/**
 * The range's totals through the trends aggregation: a journey counts on the local day it started, as the journeys
 * list filters, so they equal the journeys view's totals; cost at the owner's prices, energy charged at home.
 */
export function reportTotals(trips: readonly TripSummary[], o: TotalsInput): Figures {
  return aggregate(trips, {
    period: { firstDay: dayOfDate(o.range.fromDate), lastDay: dayOfDate(o.range.toDate) },
    granularity: 'month',
    timeZone: o.timeZone,
    prices: o.prices,
    sessions: o.sessions,
  }).totals;
}

const LITRES_PER_US_GALLON = 3.785411784;

/** Energy or fuel per distance in the user's units: kWh/100 km or kWh/100 mi; l/100 km or mpg (US). */
export function consumption(f: Figures, distance: DistanceUnit): { value: number; unit: string }[] {
  const out: { value: number; unit: string }[] = [];
  const energy = kWhPer100Km(f);
  if (energy !== null)
    out.push(
      distance === 'mi' ? { value: energy * KM_PER_MILE, unit: 'kWh/100 mi' } : { value: energy, unit: 'kWh/100 km' },
    );
  const fuel = litresPer100Km(f);
  if (fuel !== null && !(distance === 'mi' && fuel === 0))
    out.push(
      distance === 'mi'
        ? { value: (100 * LITRES_PER_US_GALLON) / KM_PER_MILE / fuel, unit: 'mpg' }
        : { value: fuel, unit: 'l/100 km' },
    );
  return out;
}
