import type { Severity, SignalValue } from '../../contract';
import { round, signal } from './catalogue';
import { DAY_MS, WHEELS, type Profile, type Wheel } from './profiles';
import { serviceFigures } from './service';
import { Rng } from './random';

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
  /** A DTC (SAE J2012): listed in `Vehicle.Diagnostics.DTCList` while active. */
  dtc?: boolean;
};

const TB = 'Vehicle.Powertrain.TractionBattery';
const ev = (p: Profile) => p.hasTractionBattery;
const combustion = (p: Profile) => p.powertrain !== 'electric';
const diesel = (p: Profile) => p.vehicle.fuelType === 'diesel';
const any = () => true;

const dtc = (
  code: string,
  title: string,
  description: string,
  severity: Severity,
  applies: (p: Profile) => boolean,
  weight: number,
  hours: [number, number],
): AlertCode => ({
  code,
  severity,
  title,
  description,
  dtc: true,
  random: { applies, weight, hours },
  evidence: (_p, at) => [
    signal('Vehicle.Diagnostics.DTCList', [code], at),
    signal('Vehicle.Diagnostics.DTCCount', 1, at),
  ],
});

export const ALERT_CODES: AlertCode[] = [
  {
    code: 'TIRE_PRESSURE_LOW',
    severity: 'warning',
    title: 'Tyre pressure low',
    description:
      'A tyre is more than 20 % below its recommended pressure. Underinflated tyres wear quickly, lengthen braking distances and can overheat. Check the tyre for damage and inflate it to the pressure on the door-pillar placard; if it keeps losing air, have it repaired.',
    evidence: (_p, at, _rng, probe) =>
      WHEELS.map((w) =>
        signal(
          `Vehicle.Chassis.Axle.${w.replace('.', '.Wheel.')}.Tire.Pressure`,
          Math.round(probe.tyrePressure(w, at)),
          at,
        ),
      ),
  },
  {
    code: 'HV_BATTERY_CELL_IMBALANCE',
    severity: 'warning',
    title: 'High-voltage battery cell imbalance',
    description:
      'One cell of the traction battery sits well below the others. Balancing could not close the gap, so usable capacity and range are reduced. The car is safe to drive; book a battery check at a service centre so the cell or module can be tested and replaced if needed.',
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
  {
    code: '12V_BATTERY_LOW',
    severity: 'warning',
    title: '12 V battery low',
    description:
      'The 12 V battery voltage dropped below 11.8 V while parked. The car may not wake up or unlock. Drive for at least 30 minutes (or, for an electric car, switch it on so it recharges the 12 V battery); if it happens again, have the battery tested.',
    random: { applies: any, weight: 1.5, hours: [2, 30] },
    evidence: (_p, at, rng) => [
      signal('Vehicle.LowVoltageBattery.CurrentVoltage', round(rng.float(11.3, 11.75), 2), at),
    ],
  },
  {
    code: 'WASHER_FLUID_LOW',
    severity: 'info',
    title: 'Washer fluid low',
    description:
      'The windscreen washer reservoir is almost empty. Top it up with screen wash (with antifreeze in winter).',
    random: { applies: any, weight: 3, hours: [24, 140] },
    evidence: (_p, at) => [signal('Vehicle.Body.Windshield.Front.WasherFluid.IsLevelLow', true, at)],
  },
  {
    code: 'SERVICE_DUE',
    severity: 'info',
    title: 'Service due soon',
    description:
      'The next scheduled service is due within 1,000 km or 30 days. Book an appointment at a service centre; the reminder clears when the service is recorded.',
    evidence: (p, at, _rng, probe) => {
      const f = serviceFigures(p, probe.odometerAtDayStart(Math.floor(at / DAY_MS)), at);
      return [
        signal('Vehicle.Service.DistanceToService', f.distanceToService, at),
        signal('Vehicle.Service.TimeToService', f.timeToService, at),
      ];
    },
  },
  {
    code: 'VEHICLE_UNLOCKED',
    severity: 'info',
    title: 'Vehicle left unlocked',
    description: 'The car has been parked unlocked for more than 10 minutes. Lock it with the key or the app.',
    random: { applies: (p) => p.doorsLockedWhenParked, weight: 1.5, hours: [0.2, 2] },
    evidence: (_p, at) => [
      signal('Vehicle.Cabin.Door.Row1.DriverSide.IsLocked', false, at),
      signal('Vehicle.Cabin.Door.Row1.DriverSide.IsOpen', false, at),
    ],
  },
  {
    code: 'BRAKE_PADS_WORN',
    severity: 'warning',
    title: 'Brake pads worn',
    description:
      'A brake-pad wear sensor has triggered: the pads are close to their minimum thickness. Have the brakes serviced within the next few hundred kilometres.',
    random: { applies: any, weight: 0.6, hours: [48, 300] },
    evidence: (_p, at, rng) => [
      signal(`Vehicle.Chassis.Axle.Row1.Wheel.${rng.pick(['Left', 'Right'])}.Brake.IsBrakesWorn`, true, at),
    ],
  },
  {
    code: 'BRAKE_FLUID_LOW',
    severity: 'critical',
    title: 'Brake fluid low',
    description:
      'The brake fluid level is below the minimum. Braking may be impaired. Stop safely, do not continue driving, and call roadside assistance.',
    random: { applies: any, weight: 0.3, hours: [0.5, 12] },
    evidence: (_p, at) => [signal('Vehicle.Chassis.Axle.Row1.Wheel.Left.Brake.IsFluidLevelLow', true, at)],
  },
  {
    code: 'ABS_FAULT',
    severity: 'critical',
    title: 'ABS fault',
    description:
      'The anti-lock braking system reported an error and is switched off. The brakes still work but wheels can lock under hard braking. Drive carefully to a workshop.',
    random: { applies: any, weight: 0.4, hours: [0.1, 2] },
    evidence: (_p, at) => [signal('Vehicle.ADAS.ABS.IsError', true, at)],
  },
  {
    code: 'ESC_FAULT',
    severity: 'critical',
    title: 'Stability control fault',
    description:
      'Electronic stability control reported an error and is unavailable. Drive carefully, especially on wet or icy roads, and have the system checked.',
    random: { applies: any, weight: 0.3, hours: [0.1, 2] },
    evidence: (_p, at) => [signal('Vehicle.ADAS.ESC.IsError', true, at)],
  },
  {
    code: 'ENGINE_OIL_LOW',
    severity: 'warning',
    title: 'Engine oil low',
    description:
      'The engine oil level is near the minimum mark. Top up with the oil grade in the owner’s manual at the next stop; running low damages the engine.',
    random: { applies: combustion, weight: 1.2, hours: [24, 120] },
    evidence: (_p, at) => [signal('Vehicle.Powertrain.CombustionEngine.EngineOil.Level', 'LOW', at)],
  },
  {
    code: 'ENGINE_COOLANT_LOW',
    severity: 'critical',
    title: 'Engine coolant critically low',
    description:
      'The engine coolant is critically low and the engine may overheat. Stop when safe, let the engine cool, and do not open the hot reservoir; top up coolant or call roadside assistance.',
    random: { applies: combustion, weight: 0.2, hours: [0.5, 6] },
    evidence: (_p, at) => [signal('Vehicle.Powertrain.CombustionEngine.EngineCoolant.Level', 'CRITICALLY_LOW', at)],
  },
  {
    code: 'ADBLUE_LOW',
    severity: 'warning',
    title: 'AdBlue low',
    description:
      'The diesel exhaust fluid (AdBlue) tank is nearly empty. Refill it soon: when it runs dry the engine will not restart.',
    random: { applies: diesel, weight: 2, hours: [24, 120] },
    evidence: (_p, at) => [signal('Vehicle.Powertrain.CombustionEngine.DieselExhaustFluid.IsLevelLow', true, at)],
  },
  dtc(
    'P0420',
    'Catalyst efficiency below threshold (P0420)',
    'The catalytic converter on bank 1 is not cleaning the exhaust as well as it should. Emissions are higher, but the car is safe to drive. Have the converter and oxygen sensors checked before the next emissions test.',
    'warning',
    (p) => p.vehicle.fuelType === 'gasoline' || p.powertrain === 'phev',
    0.5,
    [48, 400],
  ),
  dtc(
    'P0171',
    'System too lean (P0171)',
    'The engine is running with too much air for the fuel on bank 1, often from a vacuum leak or a dirty air-flow sensor. Performance may drop; have it diagnosed soon.',
    'warning',
    (p) => p.vehicle.fuelType === 'gasoline' || p.powertrain === 'phev',
    0.5,
    [12, 120],
  ),
  dtc(
    'P0300',
    'Random misfire detected (P0300)',
    'Several cylinders are misfiring. Unburnt fuel can overheat and destroy the catalytic converter. Reduce speed and load, and have the car checked as soon as possible.',
    'critical',
    combustion,
    0.35,
    [0.5, 8],
  ),
  dtc(
    'P0455',
    'Evaporative emission leak (P0455)',
    'A large leak was found in the fuel-vapour system, most often a loose or damaged fuel cap. Check that the cap clicks shut; the code clears by itself after a few drives.',
    'info',
    (p) => p.vehicle.fuelType === 'gasoline' || p.powertrain === 'phev',
    0.8,
    [24, 96],
  ),
  dtc(
    'P2002',
    'Particulate filter efficiency below threshold (P2002)',
    'The diesel particulate filter is not trapping soot as expected. Drive at a steady motorway speed for 20 minutes to regenerate it; if the warning returns, have the filter inspected.',
    'warning',
    diesel,
    1,
    [10, 80],
  ),
  dtc(
    'P20EE',
    'SCR NOx catalyst efficiency below threshold (P20EE)',
    'The AdBlue (SCR) system is not reducing nitrogen oxides enough. Check the AdBlue quality and level; a workshop should check the injector and NOx sensors.',
    'warning',
    diesel,
    0.7,
    [24, 200],
  ),
  dtc(
    'P0401',
    'EGR flow insufficient (P0401)',
    'Too little exhaust gas is recirculated, usually from a sooted EGR valve. Emissions rise and the engine may knock under load; have the valve cleaned.',
    'warning',
    diesel,
    0.6,
    [24, 150],
  ),
];

export const alertCode = (code: string) => ALERT_CODES.find((a) => a.code === code);
