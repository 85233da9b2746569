import { FLEET, VINS, type FleetVehicle } from '../fleet';
import { Rng } from './random';

export type Wheel = 'Row1.Left' | 'Row1.Right' | 'Row2.Left' | 'Row2.Right';
export const WHEELS: readonly Wheel[] = ['Row1.Left', 'Row1.Right', 'Row2.Left', 'Row2.Right'];

export type GridPoint = { i: number; j: number };
export type Place = GridPoint & { name: string };

export type HomeCharging = {
  /** Window, in UTC hours of the day, during which the car may charge at home. */
  fromHour: number;
  toHour: number;
  powerKW: number;
  /** Charges every night below `belowPercent`, and at least on every `everyDays`-th day. */
  belowPercent: number;
  everyDays: number;
};

/** Everything the simulator needs to know about one car beyond `fleet.ts`. */
export type Profile = {
  vehicle: FleetVehicle;
  vin: string;
  /** Short stable prefix of every id (last six VIN characters). */
  tag: string;
  seed: number;
  powertrain: 'electric' | 'phev' | 'combustion';
  hasEvCharging: boolean;
  hasTractionBattery: boolean;
  blockMetres: number;
  gridAngle: number;
  places: Place[];
  /** Relative weights of 0..4 journeys a day: weekdays, weekend. */
  journeysPerDay: { weekday: number[]; weekend: number[] };
  /** First stop on weekdays (the commute), if any. */
  weekdayFirstStop?: string;
  firstDepartureHour: [number, number];
  lastArrivalHour: number;
  kWhPerKm?: number;
  litresPer100Km?: number;
  chargeLimit?: number;
  homeCharging?: HomeCharging;
  stateOfHealth?: number;
  weakCell?: { index: number; offsetV: number };
  warmModule?: { from: number; to: number; deltaC: number };
  /** Recommended cold pressures, front and rear axle, kPa. */
  placardKPa: [number, number];
  /** A slow puncture: pressure of this wheel cycles below the warning threshold (topped up every `cycleDays`). */
  slowPuncture?: { wheel: Wheel; cycleDays: number; topUpKPa: number; lossKPaPerDay: number };
  altitudeM: number;
  /** When the odometer started counting (delivery), epoch ms. */
  deliveredAt: number;
  serviceIntervalKm: number;
  lowVoltageNominal: number;
  doorsLockedWhenParked: boolean;
};

export const DAY_MS = 86_400_000;
export const HOUR_MS = 3_600_000;
export const MINUTE_MS = 60_000;

function places(seed: number, specs: [string, number, number][]): Place[] {
  const rng = new Rng(seed, 'places');
  return specs.map(([name, min, max]) => {
    const reach = rng.int(min, max);
    const share = rng.float(0.15, 0.85);
    const i = Math.round(reach * share) * (rng.chance(0.5) ? 1 : -1);
    const j = (reach - Math.abs(i)) * (rng.chance(0.5) ? 1 : -1);
    return { name, i: i === 0 && j === 0 ? 1 : i, j };
  });
}

const SPECIFICS: Record<
  string,
  Omit<
    Profile,
    'vehicle' | 'vin' | 'tag' | 'seed' | 'powertrain' | 'hasEvCharging' | 'hasTractionBattery' | 'places' | 'gridAngle'
  > & { placeSpecs: [string, number, number][] }
> = {
  [VINS.evSedan]: {
    blockMetres: 190,
    placeSpecs: [
      ['office', 45, 60],
      ['supermarket', 6, 12],
      ['gym', 10, 20],
      ['school', 4, 9],
      ['friends', 25, 55],
      ['lake', 70, 110],
    ],
    journeysPerDay: { weekday: [1, 1, 6, 2, 1], weekend: [3, 3, 3, 1, 1] },
    weekdayFirstStop: 'office',
    firstDepartureHour: [6, 8.5],
    lastArrivalHour: 22,
    kWhPerKm: 0.158,
    chargeLimit: 80,
    homeCharging: { fromHour: 0.5, toHour: 5.5, powerKW: 7.4, belowPercent: 79, everyDays: 1 },
    stateOfHealth: 97.2,
    placardKPa: [250, 260],
    altitudeM: 34,
    deliveredAt: Date.UTC(2024, 2, 14),
    serviceIntervalKm: 30000,
    lowVoltageNominal: 12,
    doorsLockedWhenParked: true,
  },
  [VINS.evSuv]: {
    blockMetres: 210,
    placeSpecs: [
      ['office', 35, 55],
      ['supermarket', 5, 14],
      ['kindergarten', 3, 8],
      ['hardware store', 15, 30],
      ['grandparents', 60, 95],
      ['sports club', 12, 25],
    ],
    journeysPerDay: { weekday: [1, 1, 5, 3, 2], weekend: [2, 3, 3, 2, 1] },
    weekdayFirstStop: 'office',
    firstDepartureHour: [6.5, 8],
    lastArrivalHour: 21.5,
    kWhPerKm: 0.214,
    chargeLimit: 90,
    homeCharging: { fromHour: 1, toHour: 6.25, powerKW: 11, belowPercent: 55, everyDays: 3 },
    stateOfHealth: 81.4,
    weakCell: { index: 137, offsetV: -0.071 },
    warmModule: { from: 144, to: 159, deltaC: 5.5 },
    placardKPa: [270, 290],
    altitudeM: 519,
    deliveredAt: Date.UTC(2021, 4, 3),
    serviceIntervalKm: 30000,
    lowVoltageNominal: 12,
    doorsLockedWhenParked: true,
  },
  [VINS.phev]: {
    blockMetres: 170,
    placeSpecs: [
      ['office', 30, 45],
      ['supermarket', 4, 10],
      ['bakery', 2, 5],
      ['station', 12, 20],
      ['airport', 70, 90],
      ['parents', 40, 70],
      ['holiday flat', 280, 340],
    ],
    journeysPerDay: { weekday: [1, 1, 6, 2, 1], weekend: [3, 3, 2, 1, 0] },
    weekdayFirstStop: 'office',
    firstDepartureHour: [6.5, 8.5],
    lastArrivalHour: 21,
    kWhPerKm: 0.19,
    litresPer100Km: 6.1,
    chargeLimit: 100,
    homeCharging: { fromHour: 0, toHour: 6, powerKW: 3.7, belowPercent: 95, everyDays: 1 },
    stateOfHealth: 93.5,
    placardKPa: [240, 250],
    altitudeM: 112,
    deliveredAt: Date.UTC(2023, 1, 20),
    serviceIntervalKm: 20000,
    lowVoltageNominal: 12,
    doorsLockedWhenParked: true,
  },
  [VINS.petrol]: {
    blockMetres: 160,
    placeSpecs: [
      ['supermarket', 5, 10],
      ['workshop', 10, 18],
      ['friends', 20, 40],
      ['beach', 60, 90],
      ['office', 25, 35],
    ],
    journeysPerDay: { weekday: [3, 2, 4, 1, 0], weekend: [3, 3, 2, 1, 0] },
    firstDepartureHour: [7, 10],
    lastArrivalHour: 21,
    litresPer100Km: 6.8,
    placardKPa: [230, 220],
    altitudeM: 8,
    deliveredAt: Date.UTC(2019, 5, 1),
    serviceIntervalKm: 15000,
    lowVoltageNominal: 12,
    doorsLockedWhenParked: false,
  },
  [VINS.dieselVan]: {
    blockMetres: 220,
    placeSpecs: [
      ['customer A', 30, 70],
      ['customer B', 45, 90],
      ['customer C', 60, 120],
      ['wholesaler', 25, 45],
      ['customer D', 80, 140],
      ['customer E', 20, 40],
      ['builder’s yard', 40, 80],
      ['customer F', 90, 150],
    ],
    journeysPerDay: { weekday: [0, 0, 1, 3, 6], weekend: [6, 2, 1, 0, 0] },
    firstDepartureHour: [5.5, 7],
    lastArrivalHour: 19,
    litresPer100Km: 9.4,
    placardKPa: [360, 400],
    slowPuncture: { wheel: 'Row2.Right', cycleDays: 7, topUpKPa: 312, lossKPaPerDay: 4.2 },
    altitudeM: 38,
    deliveredAt: Date.UTC(2020, 8, 10),
    serviceIntervalKm: 40000,
    lowVoltageNominal: 12,
    doorsLockedWhenParked: true,
  },
  [VINS.noLocation]: {
    blockMetres: 150,
    placeSpecs: [
      ['university', 20, 35],
      ['supermarket', 3, 8],
      ['climbing gym', 10, 18],
      ['friends', 15, 30],
    ],
    journeysPerDay: { weekday: [2, 2, 4, 1, 0], weekend: [3, 2, 2, 1, 0] },
    weekdayFirstStop: 'university',
    firstDepartureHour: [7, 9.5],
    lastArrivalHour: 22.5,
    kWhPerKm: 0.139,
    chargeLimit: 90,
    homeCharging: { fromHour: 0, toHour: 4, powerKW: 7.4, belowPercent: 60, everyDays: 3 },
    stateOfHealth: 91.8,
    placardKPa: [230, 230],
    altitudeM: 53,
    deliveredAt: Date.UTC(2022, 9, 1),
    serviceIntervalKm: 30000,
    lowVoltageNominal: 12,
    doorsLockedWhenParked: true,
  },
};

function build(vehicle: FleetVehicle): Profile {
  const spec = SPECIFICS[vehicle.vin];
  if (!spec) throw new Error(`no simulator profile for ${vehicle.vin}`);
  const { placeSpecs, ...rest } = spec;
  const powertrain =
    vehicle.fuelType === 'electric' ? 'electric' : vehicle.fuelType === 'plug-in-hybrid' ? 'phev' : 'combustion';
  return {
    ...rest,
    vehicle,
    vin: vehicle.vin,
    tag: vehicle.vin.slice(-6),
    seed: vehicle.seed,
    powertrain,
    hasEvCharging: vehicle.capabilities.includes('ev-charging'),
    hasTractionBattery: vehicle.cellCount !== undefined,
    gridAngle: new Rng(vehicle.seed, 'grid').float(-35, 35),
    places: places(vehicle.seed, placeSpecs),
  };
}

export const PROFILES: ReadonlyMap<string, Profile> = new Map(FLEET.map((v) => [v.vin, build(v)]));
