import type { SignalsBody } from '../../contract';
import { round, signal } from './catalogue';
import type { Cells } from './battery';
import type { Profile } from './profiles';
import { reportedAt } from './reporting';
import type { Snapshot } from './state';

const TB = 'Vehicle.Powertrain.TractionBattery';

/** Lifetime energy into the battery, from the odometer: consumption over the distance driven electrically, over charging efficiency. */
export function accumulatedChargedKWh(p: Profile, odometerM: number): number {
  const electricShare = p.powertrain === 'phev' ? 0.55 : 1;
  return ((odometerM / 1000) * (p.kWhPerKm ?? 0.18) * 1.08 * electricShare) / 0.93;
}

export function hvBatteryBody(p: Profile, s: Snapshot, c: Cells, at: number): SignalsBody {
  const n = p.vehicle.cellCount ?? 0;
  const charged = accumulatedChargedKWh(p, s.odometerM);
  const stamp = (name: string) => reportedAt(p, s, name, 'stream');
  const sig = (name: string, value: unknown) => signal(name, value, stamp(name));
  return {
    vin: p.vin,
    signals: [
      signal(`${TB}.CellVoltage.CellVoltages`, c.voltages, at),
      signal(`${TB}.Temperature.CellTemperature`, c.temperatures, at),
      signal(`${TB}.CellVoltage.Min`, c.min, at),
      signal(`${TB}.CellVoltage.Max`, c.max, at),
      signal(`${TB}.CellVoltage.IdMin`, c.idMin, at),
      signal(`${TB}.CellVoltage.IdMax`, c.idMax, at),
      signal(`${TB}.Temperature.Min`, c.minTemp, at),
      signal(`${TB}.Temperature.Max`, c.maxTemp, at),
      signal(`${TB}.Temperature.Average`, c.avgTemp, at),
      signal(`${TB}.CurrentVoltage`, c.packVoltage, at),
      signal(`${TB}.CurrentCurrent`, c.currentA, at),
      signal(`${TB}.CurrentPower`, c.powerW, at),
      sig(`${TB}.StateOfCharge.Current`, round(s.soc, 1)),
      sig(`${TB}.StateOfHealth`, p.stateOfHealth ?? 100),
      signal(`${TB}.VDS.CellCount`, n, at),
      signal(`${TB}.VDS.CycleCount`, Math.round(charged / (p.vehicle.batteryKWh ?? 1)), stamp(`${TB}.VDS.CycleCount`)),
      signal(`${TB}.AccumulatedChargedEnergy`, round(charged, 1), stamp(`${TB}.AccumulatedChargedEnergy`)),
      signal(`${TB}.AccumulatedConsumedEnergy`, round(charged * 0.93, 1), stamp(`${TB}.AccumulatedConsumedEnergy`)),
      signal(`${TB}.GrossCapacity`, Math.round((p.vehicle.batteryKWh ?? 0) * 1.07), at),
      signal(`${TB}.NetCapacity`, Math.round((p.vehicle.batteryKWh ?? 0) * ((p.stateOfHealth ?? 100) / 100)), at),
    ],
  };
}
