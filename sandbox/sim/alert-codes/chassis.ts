import { signal } from '../catalogue';
import { WHEELS } from '../profiles';
import { any, type AlertCode } from './alert-code';

/** Tyres. */
export const TYRE_CODES: AlertCode[] = [
  {
    code: 'TIRE_PRESSURE_LOW',
    severity: 'warning',
    title: 'Tyre pressure low',
    description:
      'A tyre is more than 20 % below its recommended pressure. Underinflated tyres wear quickly, lengthen braking distances and can overheat. Check the tyre for damage and inflate it to the pressure on the door-pillar placard; if it keeps losing air, have it repaired.',
    dtc: {
      code: { 'Row1.Left': 'C0750', 'Row1.Right': 'C0755', 'Row2.Left': 'C0760', 'Row2.Right': 'C0765' },
      ecu: 'TPMS',
    },
    evidence: (_p, at, _rng, probe) =>
      WHEELS.map((w) =>
        signal(
          `Vehicle.Chassis.Axle.${w.replace('.', '.Wheel.')}.Tire.Pressure`,
          Math.round(probe.tyrePressure(w, at)),
          at,
        ),
      ),
  },
];

/** Brakes and the systems that keep the car stable. */
export const BRAKE_CODES: AlertCode[] = [
  {
    code: 'BRAKE_PADS_WORN',
    severity: 'warning',
    title: 'Brake pads worn',
    description:
      'A brake-pad wear sensor has triggered: the pads are close to their minimum thickness. Have the brakes serviced within the next few hundred kilometres.',
    random: { applies: any, weight: 0.6, hours: [48, 300] },
    dtc: { code: 'C1101', ecu: 'EBCM' },
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
    dtc: { code: 'C1131', ecu: 'EBCM' },
    evidence: (_p, at) => [signal('Vehicle.Chassis.Axle.Row1.Wheel.Left.Brake.IsFluidLevelLow', true, at)],
  },
  {
    code: 'ABS_FAULT',
    severity: 'critical',
    title: 'ABS fault',
    description:
      'The anti-lock braking system reported an error and is switched off. The brakes still work but wheels can lock under hard braking. Drive carefully to a workshop.',
    random: { applies: any, weight: 0.4, hours: [0.1, 2] },
    dtc: { code: 'C0035', ecu: 'EBCM' },
    evidence: (_p, at) => [signal('Vehicle.ADAS.ABS.IsError', true, at)],
  },
  {
    code: 'ESC_FAULT',
    severity: 'critical',
    title: 'Stability control fault',
    description:
      'Electronic stability control reported an error and is unavailable. Drive carefully, especially on wet or icy roads, and have the system checked.',
    random: { applies: any, weight: 0.3, hours: [0.1, 2] },
    dtc: { code: 'U0126', ecu: 'EBCM' },
    evidence: (_p, at) => [signal('Vehicle.ADAS.ESC.IsError', true, at)],
  },
];
