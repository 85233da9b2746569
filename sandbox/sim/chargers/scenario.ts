import { ScenarioError } from '../scenario-error';
import { applyToVehicle } from '../scenarios';
import type { Scenario } from '../types';
import type { VehicleSim } from '../vehicle-sim';
import type { ChargerSim } from './charger-sim';

type FaultScenario = Extract<Scenario, { kind: 'charger-connector-fault' }>;

/** `charger-connector-fault`: checks the shape (it may come straight from a JSON body) and applies it. */
export function applyChargerScenario(
  chargers: ChargerSim,
  scenario: FaultScenario,
  now: number,
  car: (vin: string) => VehicleSim | undefined,
) {
  const { chargerId, connectorId, faulted } = scenario as Partial<Record<keyof FaultScenario, unknown>>;
  if (typeof chargerId !== 'string') throw new ScenarioError('chargerId must be the id of a charger');
  if (typeof connectorId !== 'number' || !Number.isInteger(connectorId))
    throw new ScenarioError('connectorId must be the number of one of its connectors');
  if (typeof faulted !== 'boolean') throw new ScenarioError('faulted must be true or false');
  chargers.setFault(chargerId, connectorId, faulted, now, (vin) => {
    const v = car(vin);
    if (v) applyToVehicle(v, { kind: 'charge-stop', vin }, now);
  });
}
