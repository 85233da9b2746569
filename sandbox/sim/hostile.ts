import type { Alert, EvBody, Journey, SignalValue, SignalsBody, TroubleCode, Vehicle } from '../../contract';
import { ALL_HOSTILE, HOSTILE, HOSTILE_TITLES } from './hostile-strings';
import type { Simulator } from './types';

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

/** Codes stay well-formed (the contract's pattern); the free text around them does not. */
const hostileCode = (c: TroubleCode): TroubleCode => ({
  ...c,
  ecu: HOSTILE.attributeBreakout,
  description: ALL_HOSTILE,
  freezeFrame: [...c.freezeFrame, ...hostileSignals(c.lastSeen)],
});

const hostileJourney = (j: Journey): Journey => ({ ...j, id: `${HOSTILE.csvFormula} ${j.id}` });

function hostileEv(body: EvBody, now: number): EvBody {
  const session = body.chargingSession;
  return {
    ...withSignals(body, now),
    chargingSession: session && { ...session, id: `${HOSTILE.attributeBreakout} ${session.id}` },
  };
}

/**
 * The simulator's bodies with the `hostile-strings` scenario: while `on(vin)`, every free-text field of that car's
 * bodies (REST and stream alike) carries the strings of `hostile-strings.ts`. The scenario itself is applied per car
 * like any other (`scenarios.ts`), and `reset` ends it.
 */
export function withHostileStrings(sim: Simulator, on: (vin: string) => boolean): Simulator {
  const now = () => sim.clock.now();
  const signals = (vin: string, body: SignalsBody | undefined) => (body && on(vin) ? withSignals(body, now()) : body);
  return {
    ...sim,
    vehicle: (vin) => {
      const v = sim.vehicle(vin);
      return v && on(vin) ? hostileVehicle(v) : v;
    },
    status: (vin) => signals(vin, sim.status(vin)),
    location: (vin) => signals(vin, sim.location(vin)),
    hvBattery: (vin) => signals(vin, sim.hvBattery(vin)),
    ev: (vin) => {
      const body = sim.ev(vin);
      return body && on(vin) ? hostileEv(body, now()) : body;
    },
    alerts: (vin) => {
      const list = sim.alerts(vin);
      return list && on(vin) ? list.map(hostileAlert) : list;
    },
    journeys: (vin) => {
      const list = sim.journeys(vin);
      return list && on(vin) ? list.map(hostileJourney) : list;
    },
    diagnostics: (vin) => {
      const list = sim.diagnostics(vin);
      return list && on(vin) ? list.map(hostileCode) : list;
    },
  };
}
