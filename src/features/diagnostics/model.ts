import { DTC_SYSTEMS, TROUBLE_CODE_PATTERN, type TroubleCode } from '../../../contract/diagnostics';

/** What each system covers, in the owner's words (the code's first letter). */
export const SYSTEMS: Record<string, { name: string; covers: string }> = {
  powertrain: { name: 'Powertrain', covers: 'Engine or electric drive, high-voltage battery, gearbox and emissions.' },
  chassis: { name: 'Chassis', covers: 'Brakes, tyres, steering and suspension.' },
  body: { name: 'Body', covers: 'Doors, lights, seats, climate and the 12 V supply.' },
  network: { name: 'Network', covers: 'How the control units talk to each other.' },
};

/** Active or cleared, and what that means for the owner. */
export const STATUSES: Record<string, { label: string; means: string; cleared: boolean }> = {
  active: { label: 'Active', means: 'The fault is present now.', cleared: false },
  pending: { label: 'Pending', means: 'Detected once; the car checks again on the next drive.', cleared: false },
  permanent: {
    label: 'Cleared, kept until re-checked',
    means: 'The fault is gone; the code stays until the car has re-checked the system on its next drives.',
    cleared: true,
  },
  stored: { label: 'Cleared', means: 'The fault is gone; the code is kept as history.', cleared: true },
};

/** How serious, and what to do about it. */
export const SERIOUSNESS: Record<string, { label: string; todo: string }> = {
  critical: { label: 'Critical', todo: 'Stop when it is safe and call roadside assistance.' },
  warning: { label: 'Warning', todo: 'Book a workshop visit soon.' },
  info: { label: 'Minor', todo: 'No hurry: have it looked at with the next service.' },
};

const READINGS: Record<string, string> = {
  'Vehicle.Speed': 'Speed',
  'Vehicle.TraveledDistance': 'Odometer',
  'Vehicle.Exterior.AirTemperature': 'Outside temperature',
  'Vehicle.Powertrain.TractionBattery.StateOfCharge.Current': 'Battery charge',
  'Vehicle.Powertrain.FuelSystem.RelativeLevel': 'Fuel level',
  'Vehicle.Powertrain.CombustionEngine.IsRunning': 'Engine running',
  'Vehicle.LowVoltageBattery.CurrentVoltage': '12 V battery voltage',
  'Vehicle.Powertrain.TractionBattery.CellVoltage.Min': 'Lowest cell voltage',
  'Vehicle.Powertrain.TractionBattery.CellVoltage.Max': 'Highest cell voltage',
  'Vehicle.Powertrain.TractionBattery.Temperature.Max': 'Battery temperature (highest)',
};

/** A freeze-frame reading's plain label (a signal the dashboard has no words for keeps its VSS path). */
export const readingLabel = (name: string) => READINGS[name] ?? name.replace(/^Vehicle\./, '');

/** The element id a link to one code jumps to (only for well-formed codes: the service's text is not trusted). */
export const codeAnchor = (code: string) => (TROUBLE_CODE_PATTERN.test(code) ? `dtc-${code}` : undefined);

export type SystemGroup = { system: string; codes: TroubleCode[] };

/** Codes grouped by system in J2012 order (an unknown system last), each group's present faults first. */
export function groupBySystem(codes: readonly TroubleCode[]): SystemGroup[] {
  const order = [...DTC_SYSTEMS, ...new Set(codes.map((c) => c.system).filter((s) => !SYSTEMS[s]))];
  const present = (c: TroubleCode) => (STATUSES[c.status]?.cleared ? 1 : 0);
  return order
    .map((system) => ({
      system,
      codes: codes.filter((c) => c.system === system).sort((a, b) => present(a) - present(b)),
    }))
    .filter((g) => g.codes.length > 0);
}

/** "2 active, 1 cleared": the count of present faults and of cleared ones. */
export function countText(codes: readonly TroubleCode[]): string {
  const cleared = codes.filter((c) => STATUSES[c.status]?.cleared).length;
  const present = codes.length - cleared;
  return `${present} present, ${cleared} cleared`;
}
