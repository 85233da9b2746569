import { round, signal } from '../catalogue';
import type { Profile } from '../profiles';
import type { AlertCode } from './alert-code';

const TB = 'Vehicle.Powertrain.TractionBattery';
const ev = (p: Profile) => p.hasTractionBattery;

/** The high-voltage battery, charging and the electric drive. */
export const ELECTRIC_CODES: AlertCode[] = [
  {
    code: 'HV_BATTERY_CELL_IMBALANCE',
    severity: 'warning',
    title: 'High-voltage battery cell imbalance',
    description:
      'One cell of the traction battery sits well below the others. Balancing could not close the gap, so usable capacity and range are reduced. The car is safe to drive; book a battery check at a service centre so the cell or module can be tested and replaced if needed.',
    dtc: { code: 'P0A80', ecu: 'BMS' },
    evidence: (_p, at, _rng, probe) => {
      const c = probe.cellStats(at);
      return [
        signal(`${TB}.CellVoltage.Min`, round(c.min, 3), at),
        signal(`${TB}.CellVoltage.Max`, round(c.max, 3), at),
        signal(`${TB}.CellVoltage.IdMin`, c.idMin, at),
        signal(`${TB}.CellVoltage.IdMax`, c.idMax, at),
      ];
    },
  },
  {
    code: 'HV_BATTERY_TEMPERATURE_HIGH',
    severity: 'warning',
    title: 'High-voltage battery temperature high',
    description:
      'The traction battery is warmer than it should be, so charging and drive power are limited to protect it. Avoid fast charging until it cools down; if it happens again in mild weather, have the cooling system checked.',
    random: { applies: ev, weight: 1, hours: [0.3, 3] },
    dtc: { code: 'P0A7E', ecu: 'BMS' },
    evidence: (_p, at, rng, probe) => [
      signal(`${TB}.Temperature.Max`, round(Math.max(probe.cellStats(at).maxTemp, rng.float(47, 54)), 1), at),
    ],
  },
  {
    code: 'HV_ISOLATION_FAULT',
    severity: 'critical',
    title: 'High-voltage isolation fault',
    description:
      'The insulation between the high-voltage system and the body measured too low. Stop as soon as it is safe, do not charge, and call roadside assistance: the car must be inspected before it is driven again.',
    random: { applies: ev, weight: 0.3, hours: [0.1, 1] },
    dtc: { code: 'P0AA6', ecu: 'BMS' },
    evidence: (_p, at) => [
      signal(`${TB}.ErrorCodes`, ['ISO_RESISTANCE_LOW'], at),
      signal(`${TB}.IsGroundConnected`, true, at),
    ],
  },
  {
    code: 'CHARGING_INTERRUPTED',
    severity: 'warning',
    title: 'Charging interrupted',
    description:
      'Charging stopped before the charge limit although the cable is still connected, usually because the charging station or the grid supply cut out. Check the station and restart charging from the app or the station.',
    random: { applies: (p) => p.hasEvCharging, weight: 2, hours: [0.2, 4] },
    evidence: (_p, at) => [
      signal(`${TB}.Charging.IsCharging`, false, at),
      signal(`${TB}.Charging.ChargingPort.AnyPosition.IsChargingCableConnected`, true, at),
    ],
  },
  {
    code: 'CHARGE_PORT_FLAP_OPEN',
    severity: 'info',
    title: 'Charge port flap open',
    description:
      'The charge port flap was left open after unplugging. Close it to keep water and dirt out of the inlet.',
    random: { applies: (p) => p.hasEvCharging, weight: 1, hours: [0.2, 3] },
    evidence: (_p, at) => [
      signal(`${TB}.Charging.ChargingPort.AnyPosition.IsFlapOpen`, true, at),
      signal(`${TB}.Charging.ChargingPort.AnyPosition.IsChargingCableConnected`, false, at),
    ],
  },
  {
    code: 'EV_COOLANT_LOW',
    severity: 'warning',
    title: 'Drive-unit coolant low',
    description:
      'The coolant of the electric drive is below its minimum mark. Power may be limited to protect the motor. Top it up with the coolant type in the owner’s manual and have the circuit checked for leaks.',
    random: { applies: (p) => p.powertrain === 'electric', weight: 0.4, hours: [24, 96] },
    evidence: (_p, at) => [signal('Vehicle.Powertrain.ElectricMotor.EngineCoolant.Level', 'LOW', at)],
  },
];
