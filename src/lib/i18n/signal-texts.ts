import type { MessageKey } from './catalogues';
import type { T } from './runtime';

/** The groups an owner thinks in, in the order the product lists them. */
export const SIGNAL_GROUPS = [
  'tyres',
  'doorsWindows',
  'charging',
  'battery',
  'fuelRange',
  'engine',
  'driving',
  'location',
  'warnings',
  'other',
] as const;
export type SignalGroup = (typeof SIGNAL_GROUPS)[number];

export const SIGNAL_GROUP_LABELS: Record<SignalGroup, MessageKey> = {
  tyres: 'signals.group.tyres',
  doorsWindows: 'signals.group.doorsWindows',
  charging: 'signals.group.charging',
  battery: 'signals.group.battery',
  fuelRange: 'signals.group.fuelRange',
  engine: 'signals.group.engine',
  driving: 'signals.group.driving',
  location: 'signals.group.location',
  warnings: 'signals.group.warnings',
  other: 'signals.group.other',
};

/** First matching rule wins: brakes and fluids are warnings before their axle or engine would claim them. */
const RULES: [RegExp, SignalGroup][] = [
  [/\.Tire\./, 'tyres'],
  [/^Vehicle\.(ADAS|Service|Diagnostics)\.|\.Brake\.|WasherFluid|DieselExhaustFluid|ErrorCodes/, 'warnings'],
  [/^Vehicle\.(Cabin\.Door|Body\.(Trunk|Hood))\./, 'doorsWindows'],
  [/^Vehicle\.Powertrain\.TractionBattery\.Charging\./, 'charging'],
  [/^Vehicle\.Powertrain\.(FuelSystem\.|Range$|TractionBattery\.Range$)/, 'fuelRange'],
  [/^Vehicle\.(Powertrain\.TractionBattery|LowVoltageBattery)\./, 'battery'],
  [/^Vehicle\.Powertrain\.(CombustionEngine|ElectricMotor)\.|^Vehicle\.LowVoltageSystemState$/, 'engine'],
  [/^Vehicle\.CurrentLocation\./, 'location'],
  [/^Vehicle\.(Speed|IsMoving|TraveledDistance|Chassis\.ParkingBrake\.|Exterior\.)/, 'driving'],
];

export const signalGroup = (path: string): SignalGroup => RULES.find(([re]) => re.test(path))?.[1] ?? 'other';

/** The signal's plain label; a signal the catalogue does not know yet shows its VSS path without "Vehicle.". */
export const signalLabel = (t: T, path: string): string => t.dynamic(path) ?? path.replace(/^Vehicle\./, '');

/** Whether the catalogue has words for the signal (otherwise its label is its path). */
export const hasSignalLabel = (t: T, path: string): boolean => t.dynamic(path) !== undefined;

/** One line saying what the signal means, where the catalogue has one. */
export const signalAbout = (t: T, path: string): string | undefined => t.dynamic(`${path}.about`);
