import type { Door } from './doors';
import type { LatLng } from './geo';
import type { Leg } from './plan';
import type { ChargeSession } from './timeline';

/** A drive in progress: from the natural timeline (a planned leg) or from a `drive` scenario. */
export type Drive = {
  id: string;
  start: number;
  startPosition: LatLng;
  distance: number;
  energyKWh: number;
  fuelL: number;
  speedKmh: number;
  leg?: Leg;
};

export type Charge = { session: ChargeSession; energyKWh: number; targetPercent: number };

/** What the car is doing and holding at one instant: every body is rendered from this. */
export type Snapshot = {
  t: number;
  position: LatLng;
  heading: number;
  speedKmh: number;
  /** The end of the last drive (or now, while driving): parked cars report on wake-ups after it. */
  parkedSince: number;
  /** The start of the current or last drive. */
  ignitionOnAt: number;
  soc: number;
  fuelL: number;
  odometerM: number;
  chargeLimit: number | undefined;
  charging: Charge | null;
  lastSession: (Charge & { endedAt: number | null }) | null;
  plugged: boolean;
  driving: Drive | null;
};

export type ManualEvent =
  | { kind: 'drive'; at: number; speedKmh: number }
  | { kind: 'park'; at: number }
  | { kind: 'charge-start'; at: number; powerKW: number }
  | { kind: 'charge-stop'; at: number }
  | { kind: 'door-open' | 'door-close'; at: number; door: Door };

/** Scenario control of the car's movement and charging, from `since` on (the natural timeline stops there). */
export type Override = { since: number; events: ManualEvent[] };

/** A journey the scenarios produced, or the natural one they cut short. */
export type ManualJourney = {
  id: string;
  start: number;
  end: number;
  points: LatLng[];
  distance: number;
  energyKWh: number;
  fuelL: number;
};

/** Speed around its average: deterministic waves, never negative. */
export const cruise = (avg: number, t: number) =>
  Math.max(0, avg * (1 + 0.28 * Math.sin(t / 17_000) + 0.12 * Math.sin(t / 5_300)));
