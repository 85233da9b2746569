import type { CategoryId, SupportCategory } from '../../contract';
import { CONSENTS } from '../accounts';
import { fleetVehicle } from '../fleet';

/** The data categories a car has (EV data only with `ev-charging`; every car has trouble codes). */
export function carCategories(vin: string): CategoryId[] {
  const car = fleetVehicle(vin);
  if (!car) return [];
  const out: CategoryId[] = ['vehicle', 'status', 'alerts', 'journeys', 'location'];
  if (car.capabilities.includes('ev-charging')) out.push('ev', 'hv-battery');
  return [...out, 'diagnostics'];
}

/** What a support grant for this car can cover, in the order the account page lists them. */
export function shareableCategories(vin: string): SupportCategory[] {
  const has = carCategories(vin);
  if (!has.length) return [];
  const order: SupportCategory[] = ['vehicle', 'diagnostics', 'status', 'alerts', 'ev', 'hv-battery', 'location'];
  const out = order.filter((c) => has.includes(c));
  if (CONSENTS[vin]?.locationSharing === false) return out.filter((c) => c !== 'location');
  return [...out, 'journeys'];
}

export type SharingFacts = { name: string; holds: string; collected: string; kept: string };

/** "What this car shares" (EU Data Act Art. 3): what each category holds, how often it comes, how long it stays. */
export const SHARING_FACTS: Record<SupportCategory, SharingFacts> = {
  vehicle: {
    name: 'Identification',
    holds: 'VIN, brand, model, year, body type, colour, powertrain and the remote features the car supports.',
    collected: 'Once when the car joins the service, again when its equipment changes.',
    kept: 'While the car is registered with the service.',
  },
  diagnostics: {
    name: 'Trouble codes',
    holds: 'Fault codes from the control units with the readings at the moment each fault appeared.',
    collected: 'When a control unit detects a fault, and with the daily service report.',
    kept: 'Until the fault is repaired and cleared.',
  },
  status: {
    name: 'Status',
    holds: 'Tyre pressures, doors, windows, locks, fuel or charge level, odometer and the count of fault codes.',
    collected: 'Several times a second while driving; every 15 minutes to 4 hours while parked, and on every event.',
    kept: 'Only the latest value of each reading.',
  },
  alerts: {
    name: 'Alerts',
    holds: 'Warnings the car raised, their severity and the readings that raised them.',
    collected: 'When an alert is raised or cleared.',
    kept: '90 days.',
  },
  ev: {
    name: 'Charging',
    holds: 'State of charge, range, charging status and the current or last charging session.',
    collected: 'Every 30 seconds while charging; with the status otherwise.',
    kept: 'The latest values and the last session.',
  },
  'hv-battery': {
    name: 'High-voltage battery',
    holds: 'Voltage and temperature of every cell, state of health and charge cycle count.',
    collected: 'Every 10 seconds while driving or charging; every 4 hours while parked.',
    kept: 'Only the latest values.',
  },
  location: {
    name: 'Precise location',
    holds: 'Where the car is, its heading and speed, and where each charging session took place.',
    collected: 'Continuously while driving; once when the car parks.',
    kept: 'Only the latest position.',
  },
  journeys: {
    name: 'Journeys',
    holds: 'Each trip: start and end place and time, distance, route, speed and energy or fuel used.',
    collected: 'At the end of every trip.',
    kept: '90 days.',
  },
};
