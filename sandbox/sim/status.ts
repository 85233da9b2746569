import type { Alert, SignalsBody, SignalValue } from '../../contract';
import { round, signal } from './catalogue';
import { DOORS, type Door, type DoorChange } from './doors';
import { ambientC, coldFactor } from './environment';
import { DAY_MS, WHEELS, type Profile } from './profiles';
import { Rng } from './random';
import { reportedAt, type Cadence } from './reporting';
import { serviceFigures } from './service';
import type { Snapshot } from './state';
import { lowThreshold, pressure, type Leak } from './tyres';

export type StatusInputs = {
  p: Profile;
  s: Snapshot;
  activeAlerts: Alert[];
  /** `Vehicle.Diagnostics.DTCList`: the active and permanent trouble codes. */
  dtcs: string[];
  leaks: Leak[];
  /** Doors a scenario opened or closed (the others report the car's own state). */
  doors: Map<Door, DoorChange>;
  /** The odometer at an earlier instant (for values reported before now). */
  odometerAt(t: number): number;
};

export const electricRangeM = (p: Profile, soc: number, t: number) =>
  Math.round(
    (((soc / 100) * (p.vehicle.batteryKWh ?? 0) * ((p.stateOfHealth ?? 100) / 100)) /
      ((p.kWhPerKm ?? 0.18) * coldFactor(ambientC(p, t)))) *
      1000,
  );
export const fuelRangeM = (p: Profile, litres: number) => Math.round((litres / (p.litresPer100Km ?? 7)) * 100_000);

/** Windows: mostly closed; per parked spell or drive a few are left partly open (and the van’s driver smokes). */
function windowPositions(p: Profile, s: Snapshot): number[] {
  const rng = new Rng(p.seed, 'windows', s.driving ? s.ignitionOnAt : s.parkedSince);
  const warm = ambientC(p, s.driving ? s.ignitionOnAt : s.parkedSince) > 16;
  return DOORS.map((door) => {
    if (p.vehicle.bodyType === 'van' && door === 'Row1.DriverSide') return 15;
    if (door.startsWith('Row2') && p.vehicle.bodyType === 'van') return 0;
    return rng.chance(warm ? 0.15 : 0.03) ? rng.int(3, 40) : 0;
  });
}

export function statusBody({ p, s, activeAlerts, dtcs, leaks, doors, odometerAt }: StatusInputs): SignalsBody {
  const out: SignalValue[] = [];
  const add = (name: string, value: unknown, cadence: Cadence) =>
    out.push(signal(name, value, reportedAt(p, s, name, cadence)));
  const active = new Set(activeAlerts.map((a) => a.code));
  const parked = !s.driving;

  for (const wheel of WHEELS) {
    const leak = leaks.find((l) => l.wheel === wheel);
    const base = `Vehicle.Chassis.Axle.${wheel.replace('.', '.Wheel.')}.Tire`;
    // A leaking tyre's sensor leaves its sleep and reports every 30 s (TPMS rapid-deflation mode).
    const cadence: Cadence = leak ? 'alarm' : 'tpms';
    const at = reportedAt(p, s, `${base}.Pressure`, cadence);
    const kPa = Math.round(pressure(p, wheel, at, leak));
    out.push(signal(`${base}.Pressure`, kPa, at));
    out.push(signal(`${base}.IsPressureLow`, kPa < lowThreshold(p, wheel), at));
  }

  const atHome =
    Math.abs(s.position.latitude - p.vehicle.home.latitude) < 1e-5 &&
    Math.abs(s.position.longitude - p.vehicle.home.longitude) < 1e-5;
  const locked = s.driving ? true : p.doorsLockedWhenParked ? true : !atHome;
  const windows = windowPositions(p, s);
  DOORS.forEach((door, k) => {
    const base = `Vehicle.Cabin.Door.${door}`;
    const isLocked = door === 'Row1.DriverSide' && active.has('VEHICLE_UNLOCKED') ? false : locked;
    const changed = doors.get(door);
    // A door opened by a scenario reports at that instant, and an open door is not locked.
    if (changed) out.push(signal(`${base}.IsOpen`, changed.open, changed.at));
    else add(`${base}.IsOpen`, false, 'event');
    if (changed?.open) out.push(signal(`${base}.IsLocked`, false, changed.at));
    else add(`${base}.IsLocked`, isLocked, 'event');
    add(`${base}.Window.Position`, windows[k], 'event');
    add(`${base}.Window.IsOpen`, (windows[k] ?? 0) > 0, 'event');
  });
  const vanDelivering =
    p.vehicle.bodyType === 'van' && parked && !atHome && new Rng(p.seed, 'tailgate', s.parkedSince).chance(0.35);
  add('Vehicle.Body.Trunk.Rear.IsOpen', vanDelivering, 'event');
  add('Vehicle.Body.Trunk.Rear.IsLocked', vanDelivering ? false : locked, 'event');
  add('Vehicle.Body.Hood.IsOpen', false, 'event');

  const tank = p.vehicle.tankLitres;
  let range = 0;
  if (tank) {
    add('Vehicle.Powertrain.FuelSystem.RelativeLevel', Math.round((s.fuelL / tank) * 100), 'wake');
    add('Vehicle.Powertrain.FuelSystem.AbsoluteLevel', round(s.fuelL, 1), 'wake');
    add('Vehicle.Powertrain.FuelSystem.Range', fuelRangeM(p, s.fuelL), 'wake');
    add('Vehicle.Powertrain.FuelSystem.IsFuelLevelLow', s.fuelL < tank * 0.12, 'wake');
    range += fuelRangeM(p, s.fuelL);
  }
  if (p.hasTractionBattery) {
    // Ranges depend on the temperature: each as of its own transmission, so they change only when reported.
    const electric = 'Vehicle.Powertrain.TractionBattery.Range';
    add('Vehicle.Powertrain.TractionBattery.StateOfCharge.Current', round(s.soc, 1), 'stream');
    add(electric, electricRangeM(p, s.soc, reportedAt(p, s, electric, 'stream')), 'stream');
    range += electricRangeM(p, s.soc, reportedAt(p, s, 'Vehicle.Powertrain.Range', 'wake'));
  }
  add('Vehicle.Powertrain.Range', range, 'wake');

  add('Vehicle.TraveledDistance', s.odometerM, s.driving ? 'stream' : 'event');
  add('Vehicle.Speed', round(s.speedKmh, 1), 'stream');
  add('Vehicle.IsMoving', !!s.driving, 'stream');
  add('Vehicle.LowVoltageSystemState', s.driving ? 'ON' : locked ? 'LOCK' : 'OFF', 'event');
  add('Vehicle.Chassis.ParkingBrake.IsEngaged', parked, 'event');
  if (p.powertrain !== 'electric')
    add(
      'Vehicle.Powertrain.CombustionEngine.IsRunning',
      !!s.driving && (p.powertrain === 'combustion' || s.soc <= 12.5),
      'stream',
    );

  const lowVoltageAt = reportedAt(p, s, 'Vehicle.LowVoltageBattery.CurrentVoltage', 'wake');
  const restingV = 12.65 - 0.25 * (1 - Math.exp(-(lowVoltageAt - s.parkedSince) / (2 * DAY_MS)));
  const lowVoltage = active.has('12V_BATTERY_LOW') ? 11.62 : s.driving || s.charging ? 14.2 : restingV;
  out.push(signal('Vehicle.LowVoltageBattery.CurrentVoltage', round(lowVoltage, 2), lowVoltageAt));

  const serviceAt = reportedAt(p, s, 'Vehicle.Service.DistanceToService', 'daily');
  const service = serviceFigures(p, odometerAt(serviceAt), serviceAt);
  out.push(signal('Vehicle.Service.DistanceToService', service.distanceToService, serviceAt));
  out.push(signal('Vehicle.Service.TimeToService', service.timeToService, serviceAt));
  out.push(signal('Vehicle.Service.IsServiceDue', service.due || active.has('SERVICE_DUE'), serviceAt));

  add('Vehicle.Exterior.AirTemperature', round(ambientC(p, s.t), 1), 'wake');
  add('Vehicle.Body.Windshield.Front.WasherFluid.IsLevelLow', active.has('WASHER_FLUID_LOW'), 'event');
  add('Vehicle.Diagnostics.DTCCount', dtcs.length, 'event');
  add('Vehicle.Diagnostics.DTCList', dtcs, 'event');
  if (p.powertrain !== 'electric') {
    add(
      'Vehicle.Powertrain.CombustionEngine.EngineOil.Level',
      active.has('ENGINE_OIL_LOW') ? 'LOW' : 'NORMAL',
      'event',
    );
    add(
      'Vehicle.Powertrain.CombustionEngine.EngineCoolant.Level',
      active.has('ENGINE_COOLANT_LOW') ? 'CRITICALLY_LOW' : 'NORMAL',
      'event',
    );
  } else {
    add(
      'Vehicle.Powertrain.ElectricMotor.EngineCoolant.Level',
      active.has('EV_COOLANT_LOW') ? 'LOW' : 'NORMAL',
      'event',
    );
  }
  if (p.vehicle.fuelType === 'diesel')
    add('Vehicle.Powertrain.CombustionEngine.DieselExhaustFluid.IsLevelLow', active.has('ADBLUE_LOW'), 'event');

  return { vin: p.vin, signals: out };
}
