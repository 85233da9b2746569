import type { SignalValue } from '../../../contract';
import { bySignalName } from '../../utils/signals';

const TB = 'Vehicle.Powertrain.TractionBattery.';

export type BatterySignals = {
  cellVoltages?: SignalValue;
  cellTemperatures?: SignalValue;
  stateOfHealth?: SignalValue;
  cycleCount?: SignalValue;
  packVoltage?: SignalValue;
  packCurrent?: SignalValue;
  packPower?: SignalValue;
  /** Per-cell arrays as numbers (null where a cell has no number). */
  voltages: (number | null)[];
  temperatures: (number | null)[];
};

const numbers = (s: SignalValue | undefined): (number | null)[] =>
  Array.isArray(s?.value)
    ? (s.value as unknown[]).map((v) => (typeof v === 'number' && Number.isFinite(v) ? v : null))
    : [];

/** Picks the HV battery signals out of an `/ev/hv-battery` body. */
export function readBattery(signals: readonly SignalValue[]): BatterySignals {
  const m = bySignalName(signals);
  const cellVoltages = m.get(`${TB}CellVoltage.CellVoltages`);
  const cellTemperatures = m.get(`${TB}Temperature.CellTemperature`);
  return {
    cellVoltages,
    cellTemperatures,
    stateOfHealth: m.get(`${TB}StateOfHealth`),
    cycleCount: m.get(`${TB}VDS.CycleCount`),
    packVoltage: m.get(`${TB}CurrentVoltage`),
    packCurrent: m.get(`${TB}CurrentCurrent`),
    packPower: m.get(`${TB}CurrentPower`),
    voltages: numbers(cellVoltages),
    temperatures: numbers(cellTemperatures),
  };
}
