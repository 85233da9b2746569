import type { SignalValue } from '../../../contract';
import { bySignalName } from '../../utils/signals';

export type OpenState = 'open' | 'partly-open' | 'closed' | 'unknown';
export type LockState = 'locked' | 'unlocked' | 'unknown';

export type DoorModel = {
  id: string;
  row: 1 | 2;
  side: 'DriverSide' | 'PassengerSide';
  state: OpenState;
  lock: LockState;
  window: OpenState;
  signals: {
    isOpen?: SignalValue;
    isLocked?: SignalValue;
    windowOpen?: SignalValue;
    windowPosition?: SignalValue;
    position?: SignalValue;
  };
};

export type TyreModel = {
  id: string;
  row: 1 | 2;
  side: 'Left' | 'Right';
  pressure?: SignalValue;
  isLow: boolean;
  lowSignal?: SignalValue;
};
export type LidModel = {
  id: 'trunk' | 'frunk' | 'hood';
  state: OpenState;
  lock: LockState;
  signals: SignalValue[];
};

export type StatusModel = {
  doors: DoorModel[];
  tyres: TyreModel[];
  lids: LidModel[];
  fuelLevel?: SignalValue;
  fuelRange?: SignalValue;
  fuelLow?: SignalValue;
  stateOfCharge?: SignalValue;
  batteryRange?: SignalValue;
  range?: SignalValue;
  odometer?: SignalValue;
  /** Names shown in the diagram or the summary; the table lists the others. */
  used: Set<string>;
};

const ROWS = [1, 2] as const;
const DOOR_SIDES = ['DriverSide', 'PassengerSide'] as const;
const WHEEL_SIDES = ['Left', 'Right'] as const;

/** Open/partly open/closed from an IsOpen flag and a 0–100 position (VSS: 0 = start = closed). */
export function openState(isOpen: unknown, position: unknown): OpenState {
  if (typeof position === 'number') {
    if (position <= 0) return isOpen === true ? 'partly-open' : 'closed';
    if (position >= 100) return 'open';
    return 'partly-open';
  }
  if (isOpen === true) return 'open';
  if (isOpen === false) return 'closed';
  return 'unknown';
}

export const lockState = (isLocked: unknown): LockState =>
  isLocked === true ? 'locked' : isLocked === false ? 'unlocked' : 'unknown';

export function statusModel(signals: readonly SignalValue[]): StatusModel {
  const byName = bySignalName(signals);
  const used = new Set<string>();
  const take = (name: string) => {
    const s = byName.get(name);
    if (s) used.add(name);
    return s;
  };

  const doors: DoorModel[] = [];
  for (const row of ROWS) {
    for (const side of DOOR_SIDES) {
      const base = `Vehicle.Cabin.Door.Row${row}.${side}`;
      const s = {
        isOpen: take(`${base}.IsOpen`),
        isLocked: take(`${base}.IsLocked`),
        position: take(`${base}.Position`),
        windowOpen: take(`${base}.Window.IsOpen`),
        windowPosition: take(`${base}.Window.Position`),
      };
      if (!Object.values(s).some(Boolean)) continue;
      doors.push({
        id: `Row${row}.${side}`,
        row,
        side,
        state: openState(s.isOpen?.value, s.position?.value),
        lock: lockState(s.isLocked?.value),
        window: openState(s.windowOpen?.value, s.windowPosition?.value),
        signals: s,
      });
    }
  }

  const tyres: TyreModel[] = [];
  for (const row of ROWS) {
    for (const side of WHEEL_SIDES) {
      const base = `Vehicle.Chassis.Axle.Row${row}.Wheel.${side}.Tire`;
      const pressure = take(`${base}.Pressure`);
      const lowSignal = take(`${base}.IsPressureLow`);
      if (!pressure && !lowSignal) continue;
      tyres.push({
        id: `Row${row}.${side}`,
        row,
        side,
        pressure,
        lowSignal,
        isLow: lowSignal?.value === true,
      });
    }
  }

  const lids: LidModel[] = [];
  const lid = (id: LidModel['id'], base: string) => {
    const isOpen = take(`${base}.IsOpen`);
    const position = take(`${base}.Position`);
    const isLocked = take(`${base}.IsLocked`);
    const found = [isOpen, position, isLocked].filter((s): s is SignalValue => !!s);
    if (found.length)
      lids.push({
        id,
        state: openState(isOpen?.value, position?.value),
        lock: lockState(isLocked?.value),
        signals: found,
      });
  };
  lid('hood', 'Vehicle.Body.Hood');
  lid('frunk', 'Vehicle.Body.Trunk.Front');
  lid('trunk', 'Vehicle.Body.Trunk.Rear');

  return {
    doors,
    tyres,
    lids,
    fuelLevel: take('Vehicle.Powertrain.FuelSystem.RelativeLevel'),
    fuelRange: take('Vehicle.Powertrain.FuelSystem.Range'),
    fuelLow: take('Vehicle.Powertrain.FuelSystem.IsFuelLevelLow'),
    stateOfCharge:
      take('Vehicle.Powertrain.TractionBattery.StateOfCharge.Current') ??
      take('Vehicle.Powertrain.TractionBattery.StateOfCharge.Displayed'),
    batteryRange: take('Vehicle.Powertrain.TractionBattery.Range'),
    range: take('Vehicle.Powertrain.Range'),
    odometer: take('Vehicle.TraveledDistance'),
    used,
  };
}

/** The counts behind the overview's one-line summaries ("All locked", "1 door open", "2 tyres low"); the view words them. */
export function summarize(m: StatusModel) {
  const lockables = [...m.doors.map((d) => d.lock), ...m.lids.filter((l) => l.id !== 'hood').map((l) => l.lock)].filter(
    (l) => l !== 'unknown',
  );
  const unlocked = lockables.filter((l) => l === 'unlocked').length;
  const isOpen = (state: OpenState) => state === 'open' || state === 'partly-open';
  const lowTyres = m.tyres.filter((t) => t.isLow);
  return {
    /** Undefined where the car reports none. */
    unlocked: lockables.length === 0 ? undefined : unlocked,
    locksOk: lockables.length > 0 && unlocked === 0,
    openDoors: m.doors.length === 0 ? undefined : m.doors.filter((d) => isOpen(d.state)).length,
    openWindows: m.doors.length === 0 ? undefined : m.doors.filter((d) => isOpen(d.window)).length,
    lowTyres: m.tyres.length === 0 ? undefined : lowTyres,
    tyresOk: m.tyres.length > 0 && lowTyres.length === 0,
  };
}
