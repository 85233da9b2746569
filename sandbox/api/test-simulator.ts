// TEMPORARY in-test fake until sandbox/sim/index.ts lands; replaced by the real simulator.
import type { Alert, Journey } from '../../contract';
import { fleetVehicle, VINS } from '../fleet';
import type { Clock, Simulator } from '../sim/types';

export function testSimulator(clock: Clock): Simulator {
  const known = (vin: string) => Object.values(VINS).includes(vin as never);
  const ev = (vin: string) => known(vin) && fleetVehicle(vin)!.capabilities.includes('ev-charging');
  const ts = () => new Date(clock.now()).toISOString();
  const alerts: Alert[] = Array.from({ length: 30 }, (_, i) => ({ id: `a${i}`, code: `C${i % 4}`, severity: ['info', 'warning', 'critical'][i % 3]!, active: i % 2 === 0, title: `T${i}`, description: '', raisedAt: new Date(Date.UTC(2026, 10, 1) + i * 3600_000).toISOString(), clearedAt: i % 2 ? new Date(Date.UTC(2026, 10, 1) + i * 3600_000 + 60_000).toISOString() : null, signals: [] }));
  const journeys: Journey[] = Array.from({ length: 25 }, (_, i) => ({ id: `j${i}`, startTime: new Date(Date.UTC(2026, 10, 1) + i * 86_400_000).toISOString(), endTime: new Date(Date.UTC(2026, 10, 1) + i * 86_400_000 + 600_000).toISOString(), distance: 1000 * ((i * 7) % 13), duration: 600, start: { latitude: 1, longitude: 2 }, end: { latitude: 1, longitude: 2 }, averageSpeed: 30 + i, route: '' }));
  return {
    clock,
    vins: () => Object.values(VINS),
    vehicle: (vin) => (known(vin) ? { Vehicle: { VehicleIdentification: { VIN: vin, Brand: 'b', Model: 'm', Year: 2020, BodyType: 's' }, Powertrain: { FuelType: 'electric' }, Capabilities: fleetVehicle(vin)!.capabilities } } : undefined),
    status: (vin) => (known(vin) ? { vin, signals: [{ name: 'Vehicle.Speed', timestamp: ts(), unit: 'km/h', value: 0 }] } : undefined),
    location: (vin) => (known(vin) ? { vin, signals: [] } : undefined),
    ev: (vin) => (ev(vin) ? { vin, signals: [], chargingSession: null } : undefined),
    hvBattery: (vin) => (ev(vin) ? { vin, signals: [] } : undefined),
    alerts: (vin) => (known(vin) ? alerts : undefined),
    journeys: (vin) => (known(vin) ? journeys : undefined),
    apply: (s) => {
      if ('vin' in s && !known(s.vin)) throw Object.assign(new Error(`unknown vehicle ${s.vin}`), { name: 'ScenarioError' });
    },
  };
}
