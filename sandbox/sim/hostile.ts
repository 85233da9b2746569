import type { Alert, EvBody, Journey, SignalValue, SignalsBody, Vehicle } from '../../contract';
import { ALL_HOSTILE, HOSTILE, HOSTILE_TITLES } from './hostile-strings';
import { ScenarioError } from './scenario-error';
import type { Scenario, Simulator } from './types';

/** Signals no catalogue knows, with hostile names, units and text values; added to every signal list of the car. */
function hostileSignals(timestamp: string): SignalValue[] {
  return [
    { name: `Vehicle.${HOSTILE.imgOnerror}`, timestamp, value: ALL_HOSTILE },
    { name: `Vehicle.Hostile.${HOSTILE.rtlOverride}`, timestamp, unit: HOSTILE.script, value: 42 },
    { name: 'Vehicle.Hostile.Words', timestamp, value: [HOSTILE.undefinedWord, HOSTILE.nullWord, HOSTILE.arabic] },
  ];
}

const withSignals = <B extends { signals: SignalValue[] }>(body: B, now: number): B => ({
  ...body,
  signals: [...body.signals, ...hostileSignals(body.signals[0]?.timestamp ?? new Date(now).toISOString())],
});

function hostileVehicle(v: Vehicle): Vehicle {
  const { VehicleIdentification: id, Powertrain, Capabilities } = v.Vehicle;
  return {
    Vehicle: {
      VehicleIdentification: {
        ...id,
        Brand: `${HOSTILE.imgOnerror}${HOSTILE.rtlOverride}`,
        Model: `${HOSTILE.script} ${HOSTILE.arabic} ${HOSTILE.emoji} ${HOSTILE.longWord}`,
        BodyType: HOSTILE.undefinedWord,
        VehicleExteriorColor: HOSTILE.nullWord,
      },
      Powertrain: { ...Powertrain, FuelType: HOSTILE.javascriptUrl },
      Capabilities: [...Capabilities, HOSTILE.attributeBreakout, HOSTILE.hebrew],
    },
  };
}

/** Ids stay unique (the real id is kept inside) so lists, the stream and `alert-clear` still tell records apart. */
const hostileAlert = (a: Alert, i: number): Alert => ({
  ...a,
  id: `${a.id} ${HOSTILE.attributeBreakout}`,
  code: HOSTILE.markdownLink,
  title: HOSTILE_TITLES[i % HOSTILE_TITLES.length]!,
  description: ALL_HOSTILE,
  signals: [...a.signals, ...hostileSignals(a.raisedAt)],
});

const hostileJourney = (j: Journey): Journey => ({ ...j, id: `${HOSTILE.csvFormula} ${j.id}` });

function hostileEv(body: EvBody, now: number): EvBody {
  const session = body.chargingSession;
  return {
    ...withSignals(body, now),
    chargingSession: session && { ...session, id: `${HOSTILE.attributeBreakout} ${session.id}` },
  };
}

type HostileScenario = Extract<Scenario, { kind: 'hostile-strings' }>;

/**
 * The simulator with the `hostile-strings` scenario: while it is on for a car, every free-text field of that car's
 * bodies (REST and stream alike) carries the strings of `hostile-strings.ts`. `reset` turns it off everywhere.
 */
export function withHostileStrings(sim: Simulator): Simulator {
  const on = new Set<string>();
  const now = () => sim.clock.now();
  const signals = (vin: string, body: SignalsBody | undefined) =>
    body && on.has(vin) ? withSignals(body, now()) : body;
  return {
    ...sim,
    vehicle: (vin) => {
      const v = sim.vehicle(vin);
      return v && on.has(vin) ? hostileVehicle(v) : v;
    },
    status: (vin) => signals(vin, sim.status(vin)),
    location: (vin) => signals(vin, sim.location(vin)),
    hvBattery: (vin) => signals(vin, sim.hvBattery(vin)),
    ev: (vin) => {
      const body = sim.ev(vin);
      return body && on.has(vin) ? hostileEv(body, now()) : body;
    },
    alerts: (vin) => {
      const list = sim.alerts(vin);
      return list && on.has(vin) ? list.map(hostileAlert) : list;
    },
    journeys: (vin) => {
      const list = sim.journeys(vin);
      return list && on.has(vin) ? list.map(hostileJourney) : list;
    },
    apply(scenario) {
      if ((scenario as { kind?: unknown } | null)?.kind !== 'hostile-strings') {
        sim.apply(scenario);
        if (scenario.kind === 'reset') on.clear();
        return;
      }
      const { vin, enabled } = scenario as Partial<HostileScenario>;
      if (typeof vin !== 'string' || !sim.vins().includes(vin))
        throw new ScenarioError(`unknown VIN ${JSON.stringify(vin)}: the sandbox simulates ${sim.vins().join(', ')}`);
      if (typeof enabled !== 'boolean') throw new ScenarioError('enabled must be true or false');
      if (enabled) on.add(vin);
      else on.delete(vin);
    },
  };
}
