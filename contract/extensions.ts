/**
 * What VSS 6.0 lacks, under one clearly named extension branch (`VDS`, for Vehicle Data Service),
 * attached to existing VSS branches as the VSS overlay rules require.
 */
export const EXTENSION_BRANCH = 'VDS';

export const EXTENSION_SIGNALS = {
  'Vehicle.Powertrain.TractionBattery.VDS.CycleCount': {
    datatype: 'uint32',
    unit: undefined,
    description: 'Equivalent full charge cycles of the traction battery.',
  },
  'Vehicle.Powertrain.TractionBattery.VDS.CellCount': {
    datatype: 'uint16',
    unit: undefined,
    description: 'Number of cells in the traction battery (length of the per-cell arrays).',
  },
  'Vehicle.Powertrain.TractionBattery.Charging.VDS.Power': {
    datatype: 'float',
    unit: 'kW',
    description: 'Instantaneous charging power; positive into the battery.',
  },
  'Vehicle.VDS.Alert': {
    datatype: 'record',
    unit: undefined,
    description: 'Alert records (id, code, severity, active, title, description, raisedAt, clearedAt, signals).',
  },
  'Vehicle.VDS.Journey': {
    datatype: 'record',
    unit: undefined,
    description: 'Journey records (start/end time and place, distance, duration, speed, energy or fuel, route).',
  },
  'Vehicle.VDS.TroubleCode': {
    datatype: 'record',
    unit: undefined,
    description:
      'Diagnostic trouble codes (SAE J2012 code, system, ECU, description, severity, status, first and last seen, occurrences, freeze frame).',
  },
  'Vehicle.VDS.ChargingSession': {
    datatype: 'record',
    unit: undefined,
    description: 'Charging session records (start, end, energy added, max and average power, location).',
  },
} as const;

export type ExtensionSignalName = keyof typeof EXTENSION_SIGNALS;

/**
 * Standard VSS 6.0 signals the sandbox sends that the local catalogue (`vss-signals.json`, a 247-signal selection)
 * does not list. They are not extensions: same names, units and types as the VSS 6.0 tree.
 */
export const VSS_ADDITIONAL_SIGNALS = {
  'Vehicle.Exterior.AirTemperature': {
    datatype: 'float',
    unit: 'Celsius',
    description: 'Air temperature outside the vehicle (spec/Vehicle/Exterior.vspec).',
  },
} as const;
