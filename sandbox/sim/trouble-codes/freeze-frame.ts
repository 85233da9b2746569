import type { SignalValue } from '../../../contract';
import { round, signal } from '../catalogue';
import { ambientC } from '../environment';
import type { Profile } from '../profiles';
import type { Snapshot } from '../state';

/**
 * The freeze frame a control unit stores when it sets a code: the car's speed, odometer, outside temperature, charge
 * or fuel level and engine state at that instant, then the readings of the fault itself (the alert's evidence).
 */
export function freezeFrame(p: Profile, s: Snapshot, at: number, evidence: SignalValue[]): SignalValue[] {
  const out = [
    signal('Vehicle.Speed', round(s.speedKmh, 1), at),
    signal('Vehicle.TraveledDistance', Math.round(s.odometerM), at),
    signal('Vehicle.Exterior.AirTemperature', round(ambientC(p, at), 1), at),
  ];
  if (p.hasTractionBattery)
    out.push(signal('Vehicle.Powertrain.TractionBattery.StateOfCharge.Current', round(s.soc, 1), at));
  const tank = p.vehicle.tankLitres;
  if (tank) out.push(signal('Vehicle.Powertrain.FuelSystem.RelativeLevel', Math.round((s.fuelL / tank) * 100), at));
  if (p.powertrain !== 'electric')
    out.push(
      signal(
        'Vehicle.Powertrain.CombustionEngine.IsRunning',
        !!s.driving && (p.powertrain === 'combustion' || s.soc <= 12.5),
        at,
      ),
    );
  const taken = new Set(out.map((v) => v.name));
  return [...out, ...evidence.filter((v) => !taken.has(v.name))];
}
