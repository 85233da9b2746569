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
  /** The SAE J2012 trouble code the fault sets (the alert cites it; `Vehicle.Diagnostics.DTCList` lists it). */
  dtc?: DtcDef;
};

export type DtcDef = {
  /** The code; a tyre's depends on the wheel. */
  code: string | Readonly<Record<Wheel, string>>;
  /** The control unit that sets it. */
  ecu: string;
  /** Emission-related (OBD): permanent once the fault is gone, until its monitor has passed again. */
  emission?: boolean;
};

/** The trouble code an alert of this kind cites (a tyre's: that of its wheel; none without a wheel). */
export function troubleCodeOf(def: AlertCode | undefined, wheel?: Wheel): string | undefined {
  const code = def?.dtc?.code;
  if (typeof code === 'string') return code;
  return code && wheel ? code[wheel] : undefined;
}

/** Which cars can raise a code. */
export const combustion = (p: Profile) => p.powertrain !== 'electric';
export const diesel = (p: Profile) => p.vehicle.fuelType === 'diesel';
export const gasolineEngine = (p: Profile) => p.vehicle.fuelType === 'gasoline' || p.powertrain === 'phev';
export const any = () => true;
