import { FLEET } from '../fleet';
import type { Alert, EvBody, Journey, SignalsBody, TroubleCode, Vehicle } from '../../contract';
import { PROFILES } from './profiles';
import { withHostileStrings } from './hostile';
import { ScenarioError } from './scenario-error';
import { applyChargerScenario } from './chargers/scenario';
import { ChargerSim } from './chargers/charger-sim';
import { applyToVehicle, scenarioKind, type VehicleScenario } from './scenarios';
import type { Clock, Scenario, Simulator } from './types';
import { VehicleSim } from './vehicle-sim';

export { ScenarioError } from './scenario-error';
export { ManualClock, systemClock } from './clock';
export type { Clock, Scenario, Simulator } from './types';

export type SimulatorOptions = {
  clock: Clock;
  /** Mixed into every vehicle's seed; the default (0) gives the documented demo data. */
  seed?: number;
  /** Days of journey history (default 90, `JOURNEY_WINDOW_DAYS`); longer only for scale tests. */
  historyDays?: number;
};

/** The six demo cars of `fleet.ts`, simulated deterministically from the clock (same instant, same output). */
export function createSimulator({ clock, seed = 0, historyDays }: SimulatorOptions): Simulator {
  const cars = new Map<string, VehicleSim>();
  for (const v of FLEET) {
    const profile = PROFILES.get(v.vin)!;
    cars.set(
      v.vin,
      new VehicleSim(seed === 0 ? profile : { ...profile, seed: (profile.seed * 1_000_003 + seed) >>> 0 }, historyDays),
    );
  }
  const car = (vin: string) => cars.get(vin);
  const chargers = new ChargerSim(car);

  const simulator: Simulator = {
    clock,
    vins: () => [...cars.keys()],
    vehicle: (vin): Vehicle | undefined => car(vin)?.vehicle(),
    status: (vin): SignalsBody | undefined => car(vin)?.status(clock.now()),
    location: (vin): SignalsBody | undefined => car(vin)?.location(clock.now()),
    ev: (vin): EvBody | undefined => car(vin)?.ev(clock.now()),
    hvBattery: (vin): SignalsBody | undefined => car(vin)?.hvBattery(clock.now()),
    alerts: (vin): Alert[] | undefined => car(vin)?.alertList(clock.now()),
    journeys: (vin): Journey[] | undefined => car(vin)?.journeys(clock.now()),
    chargerIds: () => chargers.ids(),
    charger: (id) => chargers.body(id, clock.now()),
    chargerSessions: (id) => chargers.sessions(id, clock.now()),
    diagnostics: (vin): TroubleCode[] | undefined => car(vin)?.troubleCodes(clock.now()),
    apply(scenario: Scenario) {
      const kind = scenarioKind(scenario);
      if (kind === 'reset') {
        for (const c of cars.values()) c.reset();
        chargers.reset();
        return;
      }
      if (kind === 'charger-connector-fault')
        return applyChargerScenario(chargers, scenario as Extract<Scenario, { kind: typeof kind }>, clock.now(), car);
      const vin = (scenario as { vin?: unknown }).vin;
      const target = typeof vin === 'string' ? car(vin) : undefined;
      if (!target)
        throw new ScenarioError(
          `unknown VIN ${JSON.stringify(vin)}: the sandbox simulates ${[...cars.keys()].join(', ')}`,
        );
      if (kind === 'charge-start')
        chargers.checkChargeStart(target.p.vin, (scenario as { powerKW?: number }).powerKW, clock.now());
      applyToVehicle(target, scenario as VehicleScenario, clock.now());
    },
  };
  return withHostileStrings(simulator, (vin) => car(vin)?.hostile === true);
}
