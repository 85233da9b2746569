import { addAmounts } from '../sum';

/** The sums a trend shows for a bucket, a period or a car (SI units, as the service sends them). */
export type Figures = {
  journeys: number;
  /** metres */
  distance: number;
  /** seconds */
  duration: number;
  energyKWh: number;
  fuelL: number;
  hasEnergy: boolean;
  hasFuel: boolean;
  /** Cost at the owner's prices of what was costed; null when no journey had a price. */
  cost: number | null;
  /** Journeys with energy or fuel but no price on their day. */
  uncosted: number;
  /** Energy charged at home (charger sessions), when the sessions are known. */
  homeKWh: number | null;
};

export const emptyFigures = (): Figures => ({
  journeys: 0,
  distance: 0,
  duration: 0,
  energyKWh: 0,
  fuelL: 0,
  hasEnergy: false,
  hasFuel: false,
  cost: null,
  uncosted: 0,
  homeKWh: null,
});

/** km/h over the whole time driven; null without driving. */
export const averageSpeedKmh = (f: Figures) => (f.duration > 0 ? (f.distance / f.duration) * 3.6 : null);
/** kWh per 100 km; null without distance or energy. */
export const kWhPer100Km = (f: Figures) =>
  f.hasEnergy && f.distance > 0 ? (f.energyKWh / f.distance) * 100_000 : null;
/** Litres per 100 km; null without distance or fuel. */
export const litresPer100Km = (f: Figures) => (f.hasFuel && f.distance > 0 ? (f.fuelL / f.distance) * 100_000 : null);
/** Share of the energy driven that was charged at home (0–1, may exceed 1 when charged ahead); null when unknown. */
export const homeShare = (f: Figures) =>
  f.homeKWh === null || !(f.energyKWh > 0) ? null : Math.min(1, f.homeKWh / f.energyKWh);

/** Adds `b` into `a` (in place) and returns `a`. */
export function addFigures(a: Figures, b: Figures): Figures {
  a.journeys += b.journeys;
  a.distance += b.distance;
  a.duration += b.duration;
  a.energyKWh = addAmounts(a.energyKWh, b.energyKWh);
  a.fuelL = addAmounts(a.fuelL, b.fuelL);
  a.hasEnergy ||= b.hasEnergy;
  a.hasFuel ||= b.hasFuel;
  if (b.cost !== null) a.cost = (a.cost ?? 0) + b.cost;
  a.uncosted += b.uncosted;
  if (b.homeKWh !== null) a.homeKWh = addAmounts(a.homeKWh ?? 0, b.homeKWh);
  return a;
}
