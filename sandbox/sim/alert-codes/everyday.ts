import { round, signal } from '../catalogue';
import { DAY_MS } from '../profiles';
import { serviceFigures } from '../service';
import { any, type AlertCode } from './alert-code';

/** What any car can raise: the 12 V battery, washer fluid, the service reminder, locking. */
export const EVERYDAY_CODES: AlertCode[] = [
  {
    code: '12V_BATTERY_LOW',
    severity: 'warning',
    title: '12 V battery low',
    description:
      'The 12 V battery voltage dropped below 11.8 V while parked. The car may not wake up or unlock. Drive for at least 30 minutes (or, for an electric car, switch it on so it recharges the 12 V battery); if it happens again, have the battery tested.',
    random: { applies: any, weight: 1.5, hours: [2, 30] },
    dtc: { code: 'B1325', ecu: 'BCM' },
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
];
