import type { SignalValue } from '../../contract';
import { numberOf } from './signals';

/** Tyres more than this much below the other tyre on their axle count as losing pressure. */
export const PARTNER_DROP = 0.1;

export type LowTyre = { id: string; reason: 'flagged' | 'below-partner'; since?: string };

const WHEELS = ['Row1.Wheel.Left', 'Row1.Wheel.Right', 'Row2.Wheel.Left', 'Row2.Wheel.Right'];

/** Tyres flagged low by the car, or more than PARTNER_DROP below the other tyre on their axle. */
export function lowTyres(signals: ReadonlyMap<string, SignalValue>): { low: LowTyre[]; used: SignalValue[] } {
  const low: LowTyre[] = [];
  const used: SignalValue[] = [];
  for (const wheel of WHEELS) {
    const base = `Vehicle.Chassis.Axle.${wheel}.Tire`;
    const flag = signals.get(`${base}.IsPressureLow`);
    const pressure = signals.get(`${base}.Pressure`);
    if (flag) used.push(flag);
    if (pressure) used.push(pressure);
    const partnerWheel = wheel.endsWith('Left') ? wheel.replace('Left', 'Right') : wheel.replace('Right', 'Left');
    const partner = numberOf(signals.get(`Vehicle.Chassis.Axle.${partnerWheel}.Tire.Pressure`));
    const own = numberOf(pressure);
    const id = wheel.replace('.Wheel', '');
    if (flag?.value === true) low.push({ id, reason: 'flagged', since: flag.timestamp });
    else if (own !== undefined && partner !== undefined && own < partner * (1 - PARTNER_DROP))
      low.push({ id, reason: 'below-partner' });
  }
  return { low, used };
}
