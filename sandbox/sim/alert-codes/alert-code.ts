import type { Severity, SignalValue } from '../../../contract';
import type { Profile, Wheel } from '../profiles';
import type { Rng } from '../random';

/** What evidence builders may ask the simulator about the car at the moment an alert was raised. */
export type Probe = {
  tyrePressure(wheel: Wheel, at: number): number;
  /** Odometer (m) at the start of a UTC day. */
  odometerAtDayStart(day: number): number;
  cellStats(at: number): { min: number; max: number; idMin: number; idMax: number; maxTemp: number };
};

export type AlertCode = {
  code: string;
  severity: Severity;
  title: string;
  description: string;
  /** Which cars can raise it at random, and how often relative to the others. */
  random?: { applies: (p: Profile) => boolean; weight: number; hours: [number, number] };
  evidence: (p: Profile, at: number, rng: Rng, probe: Probe) => SignalValue[];
  /** A DTC (SAE J2012): listed in `Vehicle.Diagnostics.DTCList` while active. */
  dtc?: boolean;
};

/** Which cars can raise a code. */
export const combustion = (p: Profile) => p.powertrain !== 'electric';
export const diesel = (p: Profile) => p.vehicle.fuelType === 'diesel';
export const gasolineEngine = (p: Profile) => p.vehicle.fuelType === 'gasoline' || p.powertrain === 'phev';
export const any = () => true;
